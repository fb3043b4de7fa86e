// What a visitor on the tour sees instead of a page's content: a blurred outline of a console page under a lock,
// with the ways in (spec 000 §1): complete registration, upgrade subscription, register.
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { endTour } from '../auth/tour';
import { SETUP_PATHS } from '../config/businessSetup/setupSteps';
import { REGISTER_PATH, stepPath } from '../config/registerSteps';

/** A page-shaped outline: it shows there is something behind the lock without showing anyone's data. */
const BlurredPage = () => (
  <Stack spacing={2} sx={{ p: 3, filter: 'blur(6px)', pointerEvents: 'none', userSelect: 'none' }} aria-hidden>
    <Skeleton variant="rounded" height={48} width="40%" animation={false} />
    <Stack direction="row" spacing={2}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={110} sx={{ flex: 1 }} animation={false} />
      ))}
    </Stack>
    <Skeleton variant="rounded" height={320} animation={false} />
  </Stack>
);

export const LockOverlay = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const leaveTourTo = (path: string) => {
    endTour();
    navigate(path);
  };
  return (
    <Box sx={{ position: 'relative', minHeight: 520 }}>
      <BlurredPage />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2 }}>
        <Card elevation={6} sx={{ maxWidth: 420, width: '100%' }} role="region" aria-labelledby="lock-title">
          <CardContent sx={{ p: 4 }}>
            <Stack spacing={2} alignItems="center" textAlign="center">
              <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '50%', p: 1.5, display: 'flex' }}>
                <LockIcon />
              </Box>
              <Typography id="lock-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {translate('tour.lockedTitle')}
              </Typography>
              <Typography color="text.secondary">{translate('tour.lockedText')}</Typography>
              <Stack spacing={1} sx={{ width: '100%', pt: 1 }}>
                <Button variant="contained" size="large" onClick={() => leaveTourTo(stepPath('firstLogin'))}>
                  {translate('tour.completeRegistration')}
                </Button>
                <Button variant="outlined" onClick={() => leaveTourTo(SETUP_PATHS.plan)}>
                  {translate('tour.upgradeSubscription')}
                </Button>
                <Button onClick={() => leaveTourTo(REGISTER_PATH)}>{translate('tour.register')}</Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
};
