// Step 2: how the customer pays. Cash shows the change due as the amount received is typed; mobile money sends a
// payment request to the customer's phone. Pressing Pay creates the goods order (priced again by the server) and
// confirms its payment; a refused payment goes to the result step with the server's message.
import { Alert, Box, Button, Card, CardContent, Divider, FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { validateField } from '../../validation/validate';
import { KesAmountField } from '../common/KesAmountField';
import { MobileNumberField } from '../common/MobileNumberField';
import { CASH, confirmPayment, createGoodsOrder, MOBILE_MONEY, type PaymentDetails, type QuickSalePayType, type SaleOrder } from './checkoutCalls';
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
  /** The cashier cancelled a mobile-money request: say so above the choices. */
  cancelled?: boolean;
}

type Field = 'rcvAmount' | 'payMblNo';

export const PaymentStep = ({ draft, onChange, onBack, onConfirmed, onFailed, cancelled }: PaymentStepProps) => {
  const translate = useTranslate();
  const request = goodsRequestOf(draft);
  const { totals } = useSaleTotals(request);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const received = minorUnitsOf(draft.received);
  const total = totals?.totalAmount ?? null;

  const problemOf = (field: Field): string | undefined => {
    if (field === 'payMblNo') {
      const problem = validateField('goodsOrder', 'payMblNo', draft.mobile, { required: true });
      return problem ? translate(problem.key, problem.values) : undefined;
    }
    const problem = validateField('goodsOrder', 'rcvAmount', received ?? draft.received, { required: true });
    if (problem) return translate(problem.key, problem.values);
    if (total !== null && received !== null && received < total) return translate('checkout.cashShort', { amount: formatKes(total - received) });
    return undefined;
  };
  const fieldOf = (payType: QuickSalePayType): Field => (payType === CASH ? 'rcvAmount' : 'payMblNo');

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const field = fieldOf(draft.payType);
    const problem = problemOf(field);
    setErrors({ [field]: problem });
    if (problem || !request) return;
    const details: PaymentDetails = draft.payType === CASH ? { payType: CASH, rcvAmount: received as number } : { payType: MOBILE_MONEY, payMblNo: draft.mobile };
    setBusy(true);
    try {
      // A failure to create the order is already on screen as a toast; the cashier can simply press Pay again.
      const order = await createGoodsOrder(request).catch(() => null);
      if (!order) return;
      try {
        onConfirmed(await confirmPayment(order.orderNo, details));
      } catch (error) {
        const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Record<string, string> | undefined) : undefined;
        if (fieldErrors && fieldErrors[field]) setErrors({ [field]: fieldErrors[field] });
        else onFailed(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const change = total !== null && received !== null && received >= total ? received - total : null;
  const payLabel = draft.payType === CASH ? translate('checkout.payCash', { amount: total !== null ? formatKes(total) : '' }) : translate('checkout.sendRequest');

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
              onChange({ payType: event.target.value as QuickSalePayType });
            }}
            sx={{ gap: 2, mb: 3 }}
          >
            {[CASH, MOBILE_MONEY].map((payType) => (
              <FormControlLabel
                key={payType}
                value={payType}
                control={<Radio />}
                label={translate(`enums.checkoutPayType.${payType}`)}
                sx={{ border: 1, borderColor: draft.payType === payType ? 'primary.main' : 'divider', borderRadius: 2, pr: 3, pl: 1, py: 0.5, m: 0 }}
              />
            ))}
          </RadioGroup>
          {draft.payType === CASH ? (
            <Stack spacing={1} sx={{ maxWidth: 360 }}>
              <KesAmountField
                label={translate('checkout.amountReceived')}
                value={draft.received}
                onChange={(value) => onChange({ received: value })}
                onBlur={() => errors.rcvAmount && setErrors({ rcvAmount: problemOf('rcvAmount') })}
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
          ) : (
            <Stack spacing={1} sx={{ maxWidth: 360 }}>
              <MobileNumberField
                label={translate('checkout.customerMobile')}
                value={draft.mobile}
                onChange={(mobile) => onChange({ mobile })}
                onBlur={() => errors.payMblNo && setErrors({ payMblNo: problemOf('payMblNo') })}
                error={Boolean(errors.payMblNo)}
                helperText={errors.payMblNo ?? translate('checkout.mobileHint')}
                required
                autoFocus
              />
            </Stack>
          )}
          <Divider sx={{ my: 3 }} />
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button startIcon={<ArrowBackIcon />} onClick={onBack} disabled={busy}>
              {translate('checkout.backToItems')}
            </Button>
            <Button type="submit" variant="contained" size="large" disabled={busy || total === null}>
              {payLabel}
            </Button>
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
