// /finance/money/mobilePayment: while the customer approves the top-up on their phone. The console asks
// QueryTopupStatus every two seconds until it succeeds or fails, then shows the result. Stop waiting leaves the
// page (the spec has no action to withdraw a request already on the phone: approved later, the money still
// arrives, and shows in the balance and the history).
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { fetchTopUpStatus } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { topUpAddress, useTopUpOrder } from './useTopUpOrder';

const POLL_MS = 2_000;

export const TopUpPaymentPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.paymentTitle">
    <TopUpWaiting />
  </MoneyFrame>
);

const TopUpWaiting = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { orderNo, order } = useTopUpOrder();
  const status = useQuery({
    queryKey: ['money', 'topUpStatus', orderNo],
    queryFn: () => fetchTopUpStatus(orderNo),
    enabled: orderNo !== '',
    refetchInterval: POLL_MS,
    // Keep asking through a dropped answer (the customer is still deciding), not after a refusal.
    retry: (_, error) => !(isMmcError(error) && error.kind === 'code'),
    gcTime: 0,
  });
  const settled = status.data && status.data.status !== 'P' && status.data.status !== 'U' ? status.data.status : null;
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: ['money'] });
    navigate(topUpAddress(MONEY_ROUTES.topUpResult, orderNo), { replace: true });
  }, [settled, orderNo, navigate, queryClient]);

  if (!orderNo || status.isError) return <Navigate to={MONEY_ROUTES.account} replace />;
  const data = status.data ?? order.data;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status" aria-live="polite">
      <CircularProgress size={56} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('money.waitingTitle')}
      </Typography>
      {data && <Typography>{translate('money.waitingText', { amount: formatKes(data.amount), mobile: formatMobileDisplay(data.mblNo ?? '') })}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {translate('money.reference', { reference: orderNo })}
      </Typography>
      <Button variant="outlined" onClick={() => navigate(MONEY_ROUTES.account)}>
        {translate('money.stopWaiting')}
      </Button>
      <Typography variant="caption" color="text.secondary">
        {translate('money.stopWaitingHint')}
      </Typography>
    </Stack>
  );
};
