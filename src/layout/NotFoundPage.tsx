// /404: unknown paths land here (spec 000 §2).
import { Box, Button, Stack, Typography } from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export const NotFoundPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 460 }}>
        <TravelExploreIcon color="primary" sx={{ fontSize: 72 }} />
        <Typography variant="h3" component="p" sx={{ fontWeight: 800, color: 'primary.main' }}>
          404
        </Typography>
        <Typography variant="h5" component="h1">
          {translate('notFound.title')}
        </Typography>
        <Typography color="text.secondary">{translate('notFound.text')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button onClick={() => navigate(-1)}>{translate('notFound.back')}</Button>
          <Button component={RouterLink} to="/home" variant="contained">
            {translate('notFound.home')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
};
