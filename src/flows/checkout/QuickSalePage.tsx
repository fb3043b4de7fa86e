// /checkout/nonInventoryItem — Checkout → Quick sale: items without inventory, then payment (cash or mobile
// money), then the receipt or the reason it failed. Needs the cashier code 43 (spec 001 §6); the page guard
// already applies checkout's KYC gate (transaction type 117) from the menu entry.
import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Authenticated, Title, useTranslate } from 'react-admin';
import { hasPermission } from '../../auth/permissions';
import { AccessDeniedPage } from '../../layout/AccessDeniedPage';
import { MOBILE_MONEY, type SaleOrder } from './checkoutCalls';
import { ItemsStep } from './ItemsStep';
import { MobileMoneyWaiting } from './MobileMoneyWaiting';
import { PaymentStep } from './PaymentStep';
import { SaleFailed } from './SaleFailed';
import { SaleReceipt } from './SaleReceipt';
import { useQuickSaleState, type SaleStage } from './useQuickSaleState';

export const CHECKOUT_PERMISSION = '43';

// A paid sale completes all three steps; a failed one stops on the last, marked in error.
const STEP_INDEX: Record<SaleStage['step'], number> = { items: 0, payment: 1, waiting: 1, paid: 3, failed: 2 };

export const QuickSalePage = () => (
  <Authenticated>
    <QuickSale />
  </Authenticated>
);

const QuickSale = () => {
  const translate = useTranslate();
  const { draft, stage, updateDraft, goTo, startOver } = useQuickSaleState();
  const settled = useCallback(
    (order: SaleOrder) => goTo(order.ordSts === 'PS' ? { step: 'paid', order } : { step: 'failed', message: order.failMsg ?? translate('checkout.failedUnknown') }),
    [goTo, translate],
  );
  const failed = useCallback((message: string) => goTo({ step: 'failed', message }), [goTo]);
  if (!hasPermission(CHECKOUT_PERMISSION)) return <AccessDeniedPage />;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200 }}>
      <Title title={translate('checkout.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate('checkout.title')}
      </Typography>
      <Stepper activeStep={STEP_INDEX[stage.step]} sx={{ mb: 3, maxWidth: 720 }}>
        {['stepItems', 'stepPayment', 'stepResult'].map((step, index) => (
          <Step key={step}>
            <StepLabel error={stage.step === 'failed' && index === STEP_INDEX.failed}>{translate(`checkout.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {stage.step === 'items' && <ItemsStep draft={draft} onChange={updateDraft} onContinue={() => goTo({ step: 'payment' })} />}
      {stage.step === 'payment' && (
        <PaymentStep
          draft={draft}
          onChange={updateDraft}
          cancelled={stage.cancelled}
          onBack={() => goTo({ step: 'items' })}
          onConfirmed={(order) => (order.payType === MOBILE_MONEY && order.ordSts === 'WP' ? goTo({ step: 'waiting', order }) : settled(order))}
          onFailed={failed}
        />
      )}
      {stage.step === 'waiting' && (
        <MobileMoneyWaiting order={stage.order} onSettled={settled} onCancelled={() => goTo({ step: 'payment', cancelled: true })} onFailed={failed} />
      )}
      {stage.step === 'paid' && <SaleReceipt order={stage.order} onNewSale={startOver} />}
      {stage.step === 'failed' && <SaleFailed message={stage.message} onTryAgain={() => goTo({ step: 'payment' })} onEditItems={() => goTo({ step: 'items' })} />}
    </Box>
  );
};
