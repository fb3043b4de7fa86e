// <area>/result: the payment went through — to whom, the amount, fee and total, the reference to quote, the token
// of a prepaid electricity payment (to key into the meter), and the balance left; then the ways on. Or, when an
// account mandate asks for approval (payStatus W), that nothing has been paid yet and which approval it waits in.
// Reached only from a payment (the navigation carries its receipt); opened afresh it leads back to the payment's form.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { formatKes } from '../../format/money';
import { SummaryList } from '../money/SummaryList';
import { BILL_AREAS, type BillArea } from './billRoutes';
import type { PaymentOutcome } from './PaymentSteps';

const HISTORY_ROUTE = '/finance/transaction';

export const PaymentResult = ({ area }: { area: BillArea }) => {
  const translate = useTranslate();
  const outcome = useLocation().state as PaymentOutcome | null;
  if (!outcome?.receipt) return <Navigate to={BILL_AREAS[area]} replace />;
  const { receipt, rows } = outcome;
  const waiting = receipt.payStatus === 'W';
  const Icon = waiting ? HourglassTopIcon : CheckCircleIcon;
  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', minWidth: 0 }} role="status">
        <Icon color={waiting ? 'warning' : 'success'} sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate(waiting ? 'bills.waitingTitle' : 'bills.successTitle')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {translate(waiting ? 'bills.waitingText' : 'bills.successText', {
            amount: formatKes(receipt.amount),
            name: receipt.acNm,
            approval: receipt.approvalId,
          })}
        </Typography>
      </Stack>
      {receipt.token && (
        <Alert severity="info" icon={false}>
          <Typography variant="body2">{translate('bills.tokenLabel')}</Typography>
          <Typography
            data-testid="bills-token"
            sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: 1, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {receipt.token}
          </Typography>
        </Alert>
      )}
      <SummaryList
        rows={[
          ...rows,
          { label: translate('bills.amount'), value: formatKes(receipt.amount) },
          { label: translate('bills.fee'), value: formatKes(receipt.fee) },
          { label: translate('bills.total'), value: formatKes(receipt.totAmt) },
          { label: translate('bills.reference'), value: receipt.orderNo },
          { label: translate('bills.balance'), value: formatKes(receipt.balance), strong: true },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={BILL_AREAS[area]} variant="contained">
          {translate('bills.payAgain')}
        </Button>
        <Button component={RouterLink} to={HISTORY_ROUTE} variant="outlined">
          {translate('bills.seeHistory')}
        </Button>
      </Stack>
    </Stack>
  );
};
