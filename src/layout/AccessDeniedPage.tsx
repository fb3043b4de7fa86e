// A page the user's role does not allow, reached by a direct address: the spec's 'no permission' warning.
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <Alert severity="warning" role="alert">
          {translate('errors.noPermission')}
        </Alert>
        <Box>
          <Button component={RouterLink} to="/home" variant="contained">
            {translate('notFound.home')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
