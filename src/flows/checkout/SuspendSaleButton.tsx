// "Suspend sale" (spec 000 §2 Checkout: suspend sale): the lines become an order put aside (HangMerchantGoodsOrder)
// so the till can serve the next customer; Checkout → New Sale lists it to resume and pay later.
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { createGoodsOrder, suspendSale, type GoodsRequest } from './checkoutCalls';

export interface SuspendSaleButtonProps {
  /** The sale's request, or null while a line is not complete. */
  request: GoodsRequest | null;
  /** The order the sale already is (resumed), suspended again as it stands. */
  orderNo?: string;
  disabled?: boolean;
  onSuspended: () => void;
  fullWidth?: boolean;
}

export const SuspendSaleButton = ({ request, orderNo, disabled, onSuspended, fullWidth }: SuspendSaleButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const suspend = async () => {
    if (!request) return;
    setBusy(true);
    try {
      // A refusal is already on screen as a toast; the lines stay for another try.
      const number = orderNo ?? (await createGoodsOrder(request)).orderNo;
      await suspendSale(number);
      notify(translate('checkout.suspended', { orderNo: number }), { type: 'success' });
      onSuspended();
    } catch {
      // Told by the transport.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outlined" size="large" startIcon={<PauseCircleOutlineIcon />} onClick={() => void suspend()} disabled={disabled || busy || !request} fullWidth={fullWidth}>
      {translate('checkout.suspendSale')}
    </Button>
  );
};
