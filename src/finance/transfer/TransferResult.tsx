// After TransferPay: what was sent to whom, and the reference to quote if anything goes wrong.
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import type { TransferReceipt } from './transferCalls';

export const TransferResult = ({ receipt, onAnother }: { receipt: TransferReceipt; onAnother: () => void }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('transfer.successTitle')}
      </Typography>
      <Typography>
        {translate('transfer.successText', {
          amount: formatKes(receipt.amount),
          name: receipt.rcvNm,
          mobile: formatMobileDisplay(receipt.rcvMblNo),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('transfer.reference', { reference: receipt.orderNo })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/home" variant="contained">
          {translate('transfer.backHome')}
        </Button>
        <Button onClick={onAnother}>{translate('transfer.another')}</Button>
      </Stack>
    </Stack>
  );
};
