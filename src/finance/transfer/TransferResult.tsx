// After TransferPay: what was sent to whom, and the reference to quote if anything goes wrong; or, when an account
// mandate asks for approval (payStatus W), that nothing has moved yet and which approval it waits in.
import { Button, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import type { TransferReceipt } from './transferCalls';

export const TransferResult = ({ receipt, onAnother }: { receipt: TransferReceipt; onAnother: () => void }) => {
  const translate = useTranslate();
  const waiting = receipt.payStatus === 'W';
  const Icon = waiting ? HourglassTopIcon : CheckCircleIcon;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
      <Icon color={waiting ? 'warning' : 'success'} sx={{ fontSize: 56 }} />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate(waiting ? 'transfer.waitingTitle' : 'transfer.successTitle')}
      </Typography>
      <Typography>
        {translate(waiting ? 'transfer.waitingText' : 'transfer.successText', {
          amount: formatKes(receipt.amount),
          name: receipt.rcvNm,
          mobile: formatMobileDisplay(receipt.rcvMblNo),
          approval: receipt.approvalId,
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
