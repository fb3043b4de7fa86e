// A load that failed: what did not load, and a Retry button.
import { Alert, Button, type SxProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export const RetryAlert = ({ message, onRetry, sx }: { message: string; onRetry: () => void; sx?: SxProps }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate('notifications.retry')}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
};
