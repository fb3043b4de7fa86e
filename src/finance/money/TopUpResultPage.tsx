// /finance/money/mobileResult: how the top-up ended — success with the new balance, or failure with the reason —
// and the ways on: the account, the transaction history (where the top-up now is), another top-up.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { formatKes } from '../../format/money';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { SummaryList } from './SummaryList';
import { topUpAddress, topUpSource, topUpStart, useTopUpOrder } from './useTopUpOrder';

const HISTORY_ROUTE = '/finance/transaction';

export const TopUpResultPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.resultTitle">
    <TopUpResult />
  </MoneyFrame>
);

const TopUpResult = () => {
  const translate = useTranslate();
  const { orderNo, order } = useTopUpOrder();
  if (!orderNo || order.isError) return <Navigate to={MONEY_ROUTES.account} replace />;
  const data = order.data;
  if (!data) return <Skeleton variant="rectangular" height={200} />;
  if (data.status === 'U' || data.status === 'P') {
    return <Navigate to={topUpAddress(data.status === 'U' ? MONEY_ROUTES.topUpConfirm : MONEY_ROUTES.topUpPayment, orderNo, data)} replace />;
  }
  const success = data.status === 'S';
  const Icon = success ? CheckCircleIcon : ErrorIcon;
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
        <Icon color={success ? 'success' : 'error'} sx={{ fontSize: 56 }} />
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate(success ? 'money.successTitle' : 'money.failedTitle')}
        </Typography>
        <Typography>{success ? translate('money.successText', { amount: formatKes(data.amount - data.fee) }) : data.failMsg}</Typography>
      </Stack>
      <SummaryList
        rows={[
          { label: translate(data.topUpTyp === '0' ? 'money.fromCard' : 'money.fromNumber'), value: topUpSource(data, translate) },
          { label: translate('money.amount'), value: formatKes(data.amount) },
          { label: translate('money.fee'), value: formatKes(data.fee) },
          { label: translate('money.referenceLabel'), value: data.orderNo },
          { label: translate('money.availableBalance'), value: formatKes(data.avaBal), strong: true },
        ]}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={MONEY_ROUTES.account} variant="contained">
          {translate('money.backToAccount')}
        </Button>
        <Button component={RouterLink} to={HISTORY_ROUTE} variant="outlined">
          {translate('money.seeHistory')}
        </Button>
        <Button component={RouterLink} to={topUpStart(data)}>
          {translate('money.topUpAgain')}
        </Button>
      </Stack>
    </Stack>
  );
};
