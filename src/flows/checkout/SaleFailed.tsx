// Step 3 when the payment did not go through: the server's reason, and a way back to payment with every line
// kept (or back to the items to change them).
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/Error';
import ReplayIcon from '@mui/icons-material/Replay';
import { useTranslate } from 'react-admin';

export interface SaleFailedProps {
  message: string;
  onTryAgain: () => void;
  onEditItems: () => void;
}

export const SaleFailed = ({ message, onTryAgain, onEditItems }: SaleFailedProps) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="alert">
          <ErrorIcon color="error" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {translate('checkout.failedTitle')}
          </Typography>
          <Typography>{message}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('checkout.failedHint')}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center' }}>
          <Button variant="contained" size="large" startIcon={<ReplayIcon />} onClick={onTryAgain}>
            {translate('checkout.tryAgain')}
          </Button>
          <Button size="large" onClick={onEditItems}>
            {translate('checkout.backToItems')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
