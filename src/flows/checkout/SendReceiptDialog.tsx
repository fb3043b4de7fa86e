// "Send receipt": SendReceiptAndInvoice to an e-mail address or a mobile number (by SMS), checked with the same
// rules the backend applies (schemas/goodsOrder.schema.json receiptEmail / receiptMblNo).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../../format/mobile';
import { isMmcError } from '../../transport/errors';
import { validateField } from '../../validation/validate';
import { MobileNumberField } from '../common/MobileNumberField';
import { sendReceipt } from './checkoutCalls';
import * as goodsOrderEntity from '../../generated/entities/goodsOrder';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(goodsOrderEntity);

type Channel = 'email' | 'mobile';

export interface SendReceiptDialogProps {
  orderNo: string;
  open: boolean;
  onClose: () => void;
  /** Prefilled mobile number (the payer's, for mobile money). */
  mobile?: string;
}

export const SendReceiptDialog = ({ orderNo, open, onClose, mobile: payerMobile = '' }: SendReceiptDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [channel, setChannel] = useState<Channel>(payerMobile ? 'mobile' : 'email');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState(payerMobile);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const field = channel === 'email' ? 'receiptEmail' : 'receiptMblNo';
  const value = channel === 'email' ? email.trim() : mobile;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateField('goodsOrder', field, value, { required: true });
    setError(problem ? translate(problem.key, problem.values) : undefined);
    if (problem) return;
    setSending(true);
    try {
      await sendReceipt(orderNo, channel === 'email' ? { receiptEmail: value } : { receiptMblNo: value });
      notify(translate('checkout.receiptSent', { target: channel === 'email' ? value : formatMobileDisplay(value) }), { type: 'success' });
      onClose();
    } catch (failure) {
      const fieldErrors = isMmcError(failure) ? (failure.body?.fieldErrors as Record<string, string> | undefined) : undefined;
      setError(fieldErrors?.[field] ?? (failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setSending(false);
    }
  };

  const common = { error: Boolean(error), helperText: error ?? ' ', required: true, fullWidth: true, autoFocus: true };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle>{translate('checkout.sendReceiptTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              value={channel}
              onChange={(_, next: Channel | null) => {
                if (!next) return;
                setChannel(next);
                setError(undefined);
              }}
              aria-label={translate('checkout.sendBy')}
              sx={{ '& .MuiToggleButton-root': { textTransform: 'none', px: 2 } }}
            >
              <ToggleButton value="email">{translate('checkout.byEmail')}</ToggleButton>
              <ToggleButton value="mobile">{translate('checkout.bySms')}</ToggleButton>
            </ToggleButtonGroup>
            {channel === 'email' ? (
              <TextField {...common} key="email" type="email" label={translate('checkout.receiptEmail')} value={email} onChange={(event) => setEmail(event.target.value)} />
            ) : (
              <MobileNumberField {...common} key="mobile" label={translate('checkout.receiptMobile')} value={mobile} onChange={setMobile} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('checkout.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
