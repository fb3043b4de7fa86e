// Step 2: how the customer pays (spec 000 §4 checkout payment types). Cash shows the change due as the amount
// received is typed; scan reads the payment code the customer's wallet app shows and pays at once; mobile money
// sends a request to the customer's phone, QR code shows a code to scan and pay code gives one to type, and those
// three wait on the customer. Pressing Pay creates the goods order (priced again by the server) unless the sale
// already is one (a suspended sale resumed), and confirms its payment; a refused payment goes to the result step
// with the server's message.
import { Alert, Box, Button, Card, CardContent, Divider, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { validateField } from '../../validation/validate';
import { KesAmountField } from '../common/KesAmountField';
import { MobileNumberField } from '../common/MobileNumberField';
import { useMessagesFollowValues } from '../common/useMessagesFollowValues';
import {
  CASH,
  CHECKOUT_PAY_TYPES,
  confirmPayment,
  createGoodsOrder,
  MOBILE_MONEY,
  SCAN,
  type CheckoutPayType,
  type PaymentDetails,
  type SaleOrder,
} from './checkoutCalls';
import { SuspendSaleButton } from './SuspendSaleButton';
import { SaleLinesList } from './SaleLinesList';
import { SaleTotalsList } from './SaleTotalsList';
import { goodsRequestOf, minorUnitsOf, type SaleDraft } from './saleDraft';
import { useSaleTotals } from './useSaleTotals';
import * as goodsOrderEntity from '../../generated/entities/goodsOrder';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(goodsOrderEntity);

export interface PaymentStepProps {
  draft: SaleDraft;
  onChange: (change: Partial<SaleDraft>) => void;
  onBack: () => void;
  /** The order after ConfirmPayment: paid (cash) or waiting on the customer (mobile money). */
  onConfirmed: (order: SaleOrder) => void;
  onFailed: (message: string) => void;
  /** The cashier cancelled a request the customer was to answer: say so above the choices. */
  cancelled?: boolean;
  /** The sale was put aside (suspended). */
  onSuspended: () => void;
}

type Field = 'rcvAmount' | 'payMblNo' | 'authCode';

/** The field each payment type needs typed, if any. */
const FIELD_OF: Partial<Record<CheckoutPayType, Field>> = { [CASH]: 'rcvAmount', [MOBILE_MONEY]: 'payMblNo', [SCAN]: 'authCode' };

/** What Pay says for each payment type. */
const PAY_LABEL: Record<CheckoutPayType, string> = {
  [CASH]: 'checkout.payCash',
  [MOBILE_MONEY]: 'checkout.sendRequest',
  [SCAN]: 'checkout.payScan',
  '0002': 'checkout.showQr',
  '0012': 'checkout.givePayCode',
};

const detailsOf = (draft: SaleDraft, received: number | null): PaymentDetails => {
  switch (draft.payType) {
    case CASH:
      return { payType: CASH, rcvAmount: received as number };
    case MOBILE_MONEY:
      return { payType: MOBILE_MONEY, payMblNo: draft.mobile };
    case SCAN:
      return { payType: SCAN, authCode: draft.authCode };
    default:
      return { payType: draft.payType };
  }
};

export const PaymentStep = ({ draft, onChange, onBack, onConfirmed, onFailed, cancelled, onSuspended }: PaymentStepProps) => {
  const translate = useTranslate();
  const request = goodsRequestOf(draft);
  const { totals } = useSaleTotals(request);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const received = minorUnitsOf(draft.received);
  const total = totals?.totalAmount ?? null;

  const problemOf = (field: Field): string | undefined => {
    if (field === 'payMblNo' || field === 'authCode') {
      const problem = validateField('goodsOrder', field, field === 'payMblNo' ? draft.mobile : draft.authCode, { required: true });
      return problem ? translate(problem.key, problem.values) : undefined;
    }
    const problem = validateField('goodsOrder', 'rcvAmount', received ?? draft.received, { required: true });
    if (problem) return translate(problem.key, problem.values);
    if (total !== null && received !== null && received < total) return translate('checkout.cashShort', { amount: formatKes(total - received) });
    return undefined;
  };
  const field = FIELD_OF[draft.payType];
  useMessagesFollowValues({ rcvAmount: draft.received, payMblNo: draft.mobile, authCode: draft.authCode }, problemOf, setErrors);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const problem = field && problemOf(field);
    setErrors(field ? { [field]: problem } : {});
    if (problem || !request) return;
    const details = detailsOf(draft, received);
    setBusy(true);
    try {
      // A failure to create the order is already on screen as a toast; the cashier can simply press Pay again.
      const orderNo = draft.orderNo ?? (await createGoodsOrder(request).catch(() => null))?.orderNo;
      if (!orderNo) return;
      try {
        onConfirmed(await confirmPayment(orderNo, details));
      } catch (error) {
        const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Record<string, string> | undefined) : undefined;
        if (field && fieldErrors && fieldErrors[field]) setErrors({ [field]: fieldErrors[field] });
        else onFailed(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const change = total !== null && received !== null && received >= total ? received - total : null;
  const payLabel = translate(PAY_LABEL[draft.payType], { amount: total !== null ? formatKes(total) : '' });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, gap: 3, alignItems: 'start' }}>
      <Card variant="outlined">
        <CardContent component="form" noValidate onSubmit={(event) => void pay(event)} sx={{ p: 3 }}>
          <Typography id="pay-type" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {translate('checkout.paymentType')}
          </Typography>
          {cancelled && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {translate('checkout.cancelledNotice')}
            </Alert>
          )}
          <RadioGroup
            aria-labelledby="pay-type"
            row
            value={draft.payType}
            onChange={(event) => {
              setErrors({});
              onChange({ payType: event.target.value as CheckoutPayType });
            }}
            sx={{ gap: { xs: 1, sm: 2 }, mb: 3 }}
          >
            {CHECKOUT_PAY_TYPES.map((payType) => (
              <FormControlLabel
                key={payType}
                value={payType}
                control={<Radio />}
                label={translate(`enums.checkoutPayType.${payType}`)}
                sx={{ border: 1, borderColor: draft.payType === payType ? 'primary.main' : 'divider', borderRadius: 2, pr: 3, pl: 1, py: 0.5, m: 0 }}
              />
            ))}
          </RadioGroup>
          {draft.payType === CASH && (
            <Stack spacing={1} sx={{ maxWidth: 360 }}>
              <KesAmountField
                label={translate('checkout.amountReceived')}
                value={draft.received}
                onChange={(value) => onChange({ received: value })}
                error={Boolean(errors.rcvAmount)}
                helperText={errors.rcvAmount ?? ' '}
                required
                autoFocus
              />
              <Stack direction="row" sx={{ justifyContent: 'space-between' }} role="status" aria-live="polite">
                <Typography color="text.secondary">{translate('checkout.changeDue')}</Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>{change !== null ? formatKes(change) : '—'}</Typography>
              </Stack>
            </Stack>
          )}
          {draft.payType === MOBILE_MONEY && (
            <Stack spacing={1} sx={{ maxWidth: 360 }}>
              <MobileNumberField
                label={translate('checkout.customerMobile')}
                value={draft.mobile}
                onChange={(mobile) => onChange({ mobile })}
                error={Boolean(errors.payMblNo)}
                helperText={errors.payMblNo ?? translate('checkout.mobileHint')}
                required
                autoFocus
              />
            </Stack>
          )}
          {draft.payType === SCAN && (
            <TextField
              label={translate('checkout.authCode')}
              value={draft.authCode}
              onChange={(event) => onChange({ authCode: event.target.value.replace(/\D/g, '').slice(0, 20) })}
              error={Boolean(errors.authCode)}
              helperText={errors.authCode ?? translate('checkout.authCodeHint')}
              required
              autoFocus
              fullWidth
              sx={{ maxWidth: 360 }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          )}
          {!FIELD_OF[draft.payType] && <Typography color="text.secondary">{translate(`checkout.hint${draft.payType}`)}</Typography>}
          <Divider sx={{ my: 3 }} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
            <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={busy}>
              {translate('checkout.backToItems')}
            </Button>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, ml: 'auto' }}>
              <SuspendSaleButton request={request} orderNo={draft.orderNo} disabled={busy || total === null} onSuspended={onSuspended} />
              <Button type="submit" variant="contained" size="large" disabled={busy || total === null}>
                {payLabel}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="sale-summary">
        <CardContent sx={{ p: 3 }}>
          <Typography id="sale-summary" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {translate('checkout.summary')}
          </Typography>
          {totals && (
            <Stack spacing={2}>
              <SaleLinesList lines={totals.goodsList} />
              <Divider />
              <SaleTotalsList totals={totals} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
