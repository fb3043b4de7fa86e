// /growBusiness: where the root path and a chosen logout land. Visitors start here; the onboarding flows
// (register, join a business) will branch off this page.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { startTour } from '../../auth/tour';
import { SplitScreen } from '../../layout/SplitScreen';
import { COMING_STEPS } from './comingSteps';
import { isLoggedIn } from '../../transport/session';

export const GrowBusinessPage = () => {
  const translate = useTranslate();
  const authenticated = isLoggedIn();
  const navigate = useNavigate();
  const takeTour = () => {
    startTour();
    navigate('/home');
  };
  return (
    <SplitScreen>
      <Stack spacing={3} sx={{ flex: 1, justifyContent: 'center', maxWidth: 520, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {translate('growBusiness.welcome')}
        </Typography>
        <Typography color="text.secondary">{translate('growBusiness.lead')}</Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
          {authenticated ? (
            <Button component={RouterLink} to="/home" variant="contained" size="large">
              {translate('notFound.home')}
            </Button>
          ) : (
            <>
              <Button component={RouterLink} to="/login" variant="contained" size="large">
                {translate('growBusiness.login')}
              </Button>
              <Button component={RouterLink} to={COMING_STEPS.register.route} variant="outlined" size="large">
                {translate('growBusiness.register')}
              </Button>
              <Button size="large" onClick={takeTour}>
                {translate('tour.take')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>
    </SplitScreen>
  );
};
