// A page the user's role does not allow, reached by a direct address. Its heading is a sentence that says what
// happened, with what to do about it; the spec's short 'no permission' stays for the warning toasts.
import { Box, Button, Stack, Typography } from '@mui/material';
import LockPersonIcon from '@mui/icons-material/LockPerson';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

export const AccessDeniedPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <LockPersonIcon color="warning" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('accessDenied.title')}
        </Typography>
        <Typography color="text.secondary">{translate('accessDenied.text')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button component={RouterLink} to="/home" variant="contained">
            {translate('notFound.home')}
          </Button>
          <Button onClick={() => navigate(-1)}>{translate('notFound.back')}</Button>
        </Stack>
      </Stack>
    </Box>
  );
};
