// /checkout/nonInventoryItem — Checkout → Quick sale: items without inventory; /checkout/inventoryItem — Checkout →
// Inventory sale: the store's items, their promotions and a coupon. Then payment (scan, QR code, pay code, mobile
// money or cash), then the receipt or the reason it failed; either sale may be suspended on the way and resumed
// from Checkout → New Sale. Needs the cashier code 43 (spec 001 §6); the page guard already applies checkout's KYC
// gate (transaction type 117) from the menu entry.
import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';
import { WAITS_ON_CUSTOMER, type SaleOrder } from './checkoutCalls';
import { ItemsStep } from './ItemsStep';
import { PaymentWaiting } from './PaymentWaiting';
import { PaymentStep } from './PaymentStep';
import { SaleFailed } from './SaleFailed';
import { SaleReceipt } from './SaleReceipt';
import { useQuickSaleState, type SaleKind, type SaleStage } from './useQuickSaleState';
import { CHECKOUT_PERMISSION } from './checkoutRoutes';

// A paid sale completes all three steps; a failed one stops on the last, marked in error.
const STEP_INDEX: Record<SaleStage['step'], number> = { items: 0, payment: 1, waiting: 1, paid: 3, failed: 2 };

const TITLES: Record<SaleKind, string> = { quick: 'checkout.title', inventory: 'checkout.inventoryTitle' };

export const SalePage = ({ kind }: { kind: SaleKind }) => (
  <CodeGuardedPage code={CHECKOUT_PERMISSION}>
    <Sale key={kind} kind={kind} />
  </CodeGuardedPage>
);

const Sale = ({ kind }: { kind: SaleKind }) => {
  const translate = useTranslate();
  const { draft, stage, updateDraft, goTo, startOver } = useQuickSaleState(kind);
  const settled = useCallback(
    (order: SaleOrder) => goTo(order.ordSts === 'PS' ? { step: 'paid', order } : { step: 'failed', message: order.failMsg ?? translate('checkout.failedUnknown') }),
    [goTo, translate],
  );
  const failed = useCallback((message: string) => goTo({ step: 'failed', message }), [goTo]);

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200 }}>
      <Title title={translate(TITLES[kind])} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate(TITLES[kind])}
      </Typography>
      <Stepper activeStep={STEP_INDEX[stage.step]} sx={{ mb: 3, maxWidth: 720 }}>
        {['stepItems', 'stepPayment', 'stepResult'].map((step, index) => (
          <Step key={step}>
            {/* A sale the customer did not pay ends on its third step, which then says so rather than 'Done' in red. */}
            <StepLabel error={stage.step === 'failed' && index === STEP_INDEX.failed}>
              {translate(`checkout.${stage.step === 'failed' && index === STEP_INDEX.failed ? 'stepFailed' : step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {stage.step === 'items' && <ItemsStep kind={kind} draft={draft} onChange={updateDraft} onContinue={() => goTo({ step: 'payment' })} onSuspended={startOver} />}
      {stage.step === 'payment' && (
        <PaymentStep
          draft={draft}
          onChange={updateDraft}
          cancelled={stage.cancelled}
          onBack={() => {
            // Lines changed after a resume are a new order: the resumed one is left as it was.
            updateDraft({ orderNo: undefined });
            goTo({ step: 'items' });
          }}
          onConfirmed={(order) => (WAITS_ON_CUSTOMER.has(order.payType) && order.ordSts === 'WP' ? goTo({ step: 'waiting', order }) : settled(order))}
          onFailed={failed}
          onSuspended={startOver}
        />
      )}
      {stage.step === 'waiting' && (
        <PaymentWaiting order={stage.order} onSettled={settled} onCancelled={() => goTo({ step: 'payment', cancelled: true })} onFailed={failed} />
      )}
      {stage.step === 'paid' && <SaleReceipt order={stage.order} onNewSale={startOver} />}
      {stage.step === 'failed' && <SaleFailed message={stage.message} onTryAgain={() => goTo({ step: 'payment' })} onEditItems={() => goTo({ step: 'items' })} />}
    </Box>
  );
};
