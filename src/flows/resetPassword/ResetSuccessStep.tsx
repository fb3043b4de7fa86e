// /resetSuccess: the password is reset and the account unlocked; the way on is the login page.
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const ResetSuccessStep = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h6" component="h2" role="status">
        {translate('resetPassword.successTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('resetPassword.successText')}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" size="large" autoFocus>
        {translate('resetPassword.toLogin')}
      </Button>
    </Stack>
  );
};
