// /finance/money/mobileConfirm: the top-up's summary (TopOrderDetailQuery) — from which number or card, the amount,
// the fee and what reaches the account. By mobile money, Confirm sends the request to the phone (Topup), where the
// customer approves with their mobile-money PIN; no console PIN is asked, since the money comes into the account.
// From a linked card the card is charged at once, so the console's PIN is asked first.
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { sendTopUp } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { SummaryList } from './SummaryList';
import { topUpAddress, topUpSource, topUpStart, useTopUpFromBank, useTopUpOrder } from './useTopUpOrder';

export const TopUpConfirmPage = () => {
  const back = useTopUpFromBank() ? { to: MONEY_ROUTES.bankTopUp, label: 'money.backToBank' } : { to: MONEY_ROUTES.topUp, label: 'money.backToTopUp' };
  return (
    <MoneyFrame code={MONEY_CODES.topUp} title="money.confirmTitle" back={back}>
      <TopUpConfirm />
    </MoneyFrame>
  );
};

const TopUpConfirm = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const requirePin = useRequirePin();
  const queryClient = useQueryClient();
  const { orderNo, order } = useTopUpOrder();
  const [busy, setBusy] = useState(false);
  if (!orderNo || order.isError) return <Navigate to={MONEY_ROUTES.topUp} replace />;
  const data = order.data;
  if (!data) return <Skeleton variant="rectangular" height={180} />;
  // Already sent: the confirmation is behind it.
  if (data.status !== 'U') return <Navigate to={topUpAddress(data.status === 'P' ? MONEY_ROUTES.topUpPayment : MONEY_ROUTES.topUpResult, orderNo, data)} replace />;
  const byCard = data.topUpTyp === '0';

  const confirm = async () => {
    setBusy(true);
    try {
      if (byCard && !(await requirePin({ title: translate('money.cardPinTitle', { amount: formatKes(data.amount), card: data.cardNo }) }))) {
        setBusy(false);
        return;
      }
      const sent = await sendTopUp(orderNo);
      // A card top-up has ended already: the balance and the history the money pages hold are behind it.
      if (sent.status !== 'P') void queryClient.invalidateQueries({ queryKey: ['money'] });
      navigate(topUpAddress(sent.status === 'P' ? MONEY_ROUTES.topUpPayment : MONEY_ROUTES.topUpResult, orderNo, sent), { replace: true });
    } catch {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <SummaryList
        rows={[
          { label: translate(data.topUpTyp === '0' ? 'money.fromCard' : 'money.fromNumber'), value: topUpSource(data, translate) },
          { label: translate('money.amount'), value: formatKes(data.amount) },
          { label: translate('money.fee'), value: formatKes(data.fee) },
          { label: translate('money.youReceive'), value: formatKes(data.amount - data.fee), strong: true },
        ]}
      />
      <Alert severity="info">
        {byCard
          ? translate('money.cardConfirmHint', { card: data.cardNo, amount: formatKes(data.amount) })
          : translate('money.confirmHint', { mobile: formatMobileDisplay(data.mblNo ?? '') })}
      </Alert>
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void confirm()}>
          {translate(byCard ? 'money.confirmWithPin' : 'money.confirmTopUp')}
        </Button>
        <Button size="large" onClick={() => navigate(topUpStart(data))}>
          {translate('money.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
};
