// Step 1: the lines (typed for a quick sale, picked from the store's inventory for an inventory sale, with a coupon)
// and the discount on the left, the server's totals on the right with the way on to payment or to suspend the sale.
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CouponField } from './CouponField';
import { DiscountFields } from './DiscountFields';
import { InventoryLines } from './InventoryLines';
import { SuspendSaleButton } from './SuspendSaleButton';
import type { SaleKind } from './useQuickSaleState';
import { SaleLinesEditor } from './SaleLinesEditor';
import { SaleTotalsList } from './SaleTotalsList';
import { goodsRequestOf, type SaleDraft } from './saleDraft';
import { useSaleTotals } from './useSaleTotals';
import { VISUALLY_HIDDEN } from '../../layout/visuallyHidden';

const FORM_ID = 'quick-sale-items';

export interface ItemsStepProps {
  kind: SaleKind;
  draft: SaleDraft;
  onChange: (change: Partial<SaleDraft>) => void;
  onContinue: () => void;
  onSuspended: () => void;
}

export const ItemsStep = ({ kind, draft, onChange, onContinue, onSuspended }: ItemsStepProps) => {
  const translate = useTranslate();
  const [attempted, setAttempted] = useState(false);
  const request = goodsRequestOf(draft);
  const { totals, error, current, loading } = useSaleTotals(request);
  const ready = request !== null && current && totals !== null && !error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (ready) onContinue();
  };

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, gap: 3, alignItems: 'start' }}>
      <Card variant="outlined">
        {/* A form, so Enter in any field continues like the button beside the totals (which submits it). */}
        <CardContent component="form" id={FORM_ID} noValidate onSubmit={submit} sx={{ p: 3 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {translate('checkout.itemsTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(kind === 'inventory' ? 'checkout.inventoryHint' : 'checkout.itemsHint')}
          </Typography>
          {kind === 'inventory' ? (
            <InventoryLines lines={draft.lines} onChange={(lines) => onChange({ lines })} priced={totals?.goodsList} showAllProblems={attempted} />
          ) : (
            <SaleLinesEditor lines={draft.lines} onChange={(lines) => onChange({ lines })} showAllProblems={attempted} />
          )}
          <Stack spacing={1} sx={{ mt: 3 }}>
            <DiscountFields draft={draft} onChange={onChange} showProblem={attempted} />
            {kind === 'inventory' && (
              <CouponField request={request && { ...request, couponCode: undefined }} applied={draft.couponCode} onApplied={(couponCode) => onChange({ couponCode })} />
            )}
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="sale-summary" sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
        <CardContent sx={{ p: 3 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Typography id="sale-summary" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {translate('checkout.summary')}
            </Typography>
            {loading && request !== null && (
              <>
                <CircularProgress size={18} aria-labelledby="sale-computing" />
                <Box component="span" id="sale-computing" sx={VISUALLY_HIDDEN}>
                  {translate('checkout.computing')}
                </Box>
              </>
            )}
          </Stack>
          {error ? (
            <Alert severity="error">{error.message}</Alert>
          ) : totals ? (
            <Box sx={{ opacity: current ? 1 : 0.5, transition: (theme) => theme.transitions.create('opacity', { duration: theme.transitions.duration.shortest }) }}>
              <SaleTotalsList totals={totals} />
            </Box>
          ) : (
            <Typography color="text.secondary">{translate(kind === 'inventory' ? 'checkout.totalsPendingInventory' : 'checkout.totalsPending')}</Typography>
          )}
          <Button
            type="submit"
            form={FORM_ID}
            variant="contained"
            size="large"
            fullWidth
            endIcon={<ArrowForwardIcon />}
            sx={{ mt: 3 }}
            // Enabled while the lines are incomplete so a click can point at what is missing.
            disabled={request !== null && !ready}
          >
            {translate('checkout.toPayment')}
          </Button>
          <Box sx={{ mt: 1.5 }}>
            <SuspendSaleButton request={ready ? request : null} fullWidth onSuspended={onSuspended} />
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
};
