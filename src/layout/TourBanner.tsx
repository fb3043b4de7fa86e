// Tells a visitor on the tour where they are, with the way out.
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { endTour } from '../auth/tour';

export const TourBanner = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            endTour();
            navigate('/growBusiness');
          }}
        >
          {translate('tour.end')}
        </Button>
      }
    >
      {translate('tour.banner')}
    </Alert>
  );
};
