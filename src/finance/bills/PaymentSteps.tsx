// The steps every payment of Paying out shares once its form is filled: the summary with the fee the server
// answers for the amount (CalculatedAmount; the console never works a fee out), the transacting PIN (useRequirePin,
// before every payment), the payment itself, and its result page (<area>/result) with the reference, the token of
// a prepaid electricity payment and the balance left. A refusal ('Insufficient Balance.', a limit) is the server's
// toast and keeps the summary on screen to change or cancel.
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { PayoutKind } from '../../config/bills';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatKes } from '../../format/money';
import { SummaryList, type SummaryRow } from '../money/SummaryList';
import { quote, type Receipt } from './billCalls';
import { BILL_ROUTES, type BillArea } from './billRoutes';

export interface PaymentPlan {
  kind: PayoutKind;
  provCd?: string;
  /** Minor units. */
  amount: number;
  /** Who and what is paid, as the summary and the result list them. */
  rows: SummaryRow[];
  pay: () => Promise<Receipt>;
}

/** What the result page reads from the navigation. */
export interface PaymentOutcome {
  receipt: Receipt;
  rows: SummaryRow[];
}

/** Query keys of the pages that show the balance: a payment lowers it (Finance → Money's account query). */
const BALANCE_KEY = ['money', 'account'];

export const PaymentConfirm = ({ area, plan, onBack }: { area: BillArea; plan: PaymentPlan; onBack: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requirePin = useRequirePin();
  const [busy, setBusy] = useState(false);
  const fee = useQuery({
    queryKey: ['bills', 'quote', plan.kind, plan.provCd, plan.amount],
    queryFn: () => quote(plan.kind, plan.amount, plan.provCd),
    retry: false,
  });

  const pay = async () => {
    if (!fee.data) return;
    if (!(await requirePin({ title: translate('bills.pinTitle', { amount: formatKes(fee.data.totAmt) }) }))) return;
    setBusy(true);
    try {
      const receipt = await plan.pay();
      await queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
      const outcome: PaymentOutcome = { receipt, rows: plan.rows };
      navigate(BILL_ROUTES.resultOf(area), { state: outcome });
    } catch {
      // The server's message ('Insufficient Balance.', a limit…) is on screen already.
      setBusy(false);
    }
  };

  if (fee.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{translate('bills.quoteFailed')}</Alert>
        <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          {translate('bills.change')}
        </Button>
      </Stack>
    );
  }
  if (!fee.data) return <Skeleton variant="rectangular" height={180} />;
  return (
    <Stack spacing={3}>
      <SummaryList
        rows={[
          ...plan.rows,
          { label: translate('bills.amount'), value: formatKes(fee.data.amount) },
          { label: translate('bills.fee'), value: formatKes(fee.data.fee) },
          { label: translate('bills.total'), value: formatKes(fee.data.totAmt), strong: true },
        ]}
      />
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void pay()}>
          {translate('bills.pay')}
        </Button>
        <Button size="large" disabled={busy} onClick={onBack}>
          {translate('bills.change')}
        </Button>
      </Stack>
    </Stack>
  );
};
