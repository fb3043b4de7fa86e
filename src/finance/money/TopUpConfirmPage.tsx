// /finance/money/mobileConfirm: the top-up's summary (TopOrderDetailQuery) — from which number, the amount, the
// fee and what reaches the account. Confirm sends the request to the phone (Topup), where the customer approves
// with their mobile-money PIN; no console PIN is asked, since the money comes into the account.
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { sendTopUp } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { SummaryList } from './SummaryList';
import { topUpAddress, useTopUpOrder } from './useTopUpOrder';

export const TopUpConfirmPage = () => (
  <MoneyFrame code={MONEY_CODES.topUp} title="money.confirmTitle" back={{ to: MONEY_ROUTES.topUp, label: 'money.backToTopUp' }}>
    <TopUpConfirm />
  </MoneyFrame>
);

const TopUpConfirm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { orderNo, order } = useTopUpOrder();
  const [busy, setBusy] = useState(false);
  if (!orderNo || order.isError) return <Navigate to={MONEY_ROUTES.topUp} replace />;
  const data = order.data;
  if (!data) return <Skeleton variant="rectangular" height={180} />;
  // Already sent: the confirmation is behind it.
  if (data.status !== 'U') return <Navigate to={topUpAddress(data.status === 'P' ? MONEY_ROUTES.topUpPayment : MONEY_ROUTES.topUpResult, orderNo)} replace />;

  const confirm = async () => {
    setBusy(true);
    try {
      await sendTopUp(orderNo);
      navigate(topUpAddress(MONEY_ROUTES.topUpPayment, orderNo), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <SummaryList
        rows={[
          { label: translate('money.fromNumber'), value: `${formatMobileDisplay(data.mblNo)} (${data.operator})` },
          { label: translate('money.amount'), value: formatKes(data.amount) },
          { label: translate('money.fee'), value: formatKes(data.fee) },
          { label: translate('money.youReceive'), value: formatKes(data.amount - data.fee), strong: true },
        ]}
      />
      <Alert severity="info">{translate('money.confirmHint', { mobile: formatMobileDisplay(data.mblNo) })}</Alert>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void confirm()}>
          {translate('money.confirmTopUp')}
        </Button>
        <Button size="large" onClick={() => navigate(MONEY_ROUTES.account)}>
          {translate('money.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
};
