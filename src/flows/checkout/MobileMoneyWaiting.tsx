// While the customer approves a mobile-money payment on their phone: the console asks QueryPaymentResult every
// couple of seconds until the order is paid or failed. Cancelling (after a confirmation) closes the order with
// CloseOrder; a payment that was approved meanwhile is reported as paid by the next answer instead.
import { Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { closeOrder, queryPaymentResult, type SaleOrder } from './checkoutCalls';

const POLL_MS = 2_000;

export interface MobileMoneyWaitingProps {
  order: SaleOrder;
  onSettled: (order: SaleOrder) => void;
  onCancelled: () => void;
  /** The server refused to say (the order is not found…): its message ends the wait. */
  onFailed: (message: string) => void;
}

export const MobileMoneyWaiting = ({ order, onSettled, onCancelled, onFailed }: MobileMoneyWaitingProps) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const result = useQuery({
    queryKey: ['checkout', 'paymentResult', order.orderNo],
    queryFn: () => queryPaymentResult(order.orderNo),
    refetchInterval: POLL_MS,
    // Keep asking through a dropped answer (the payment is still happening on the customer's phone), but not
    // after the server has answered with a refusal.
    retry: (_, error) => !(isMmcError(error) && error.kind === 'code'),
    gcTime: 0,
  });
  const latest = result.data;
  useEffect(() => {
    if (latest && latest.ordSts !== 'WP') onSettled(latest);
  }, [latest, onSettled]);
  const refusal = isMmcError(result.error) && result.error.kind === 'code' ? result.error.message : null;
  useEffect(() => {
    if (refusal) onFailed(refusal);
  }, [refusal, onFailed]);

  const cancel = async () => {
    setClosing(true);
    try {
      const closed = await closeOrder(order.orderNo);
      if (closed.ordSts === 'PS') onSettled(closed);
      else onCancelled();
    } catch {
      // Already paid, or the network: the poll tells what happened.
      setConfirming(false);
    } finally {
      setClosing(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status" aria-live="polite">
          <CircularProgress size={56} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {translate('checkout.waitingTitle')}
          </Typography>
          <Typography>
            {translate('checkout.waitingText', { amount: formatKes(order.totalAmount), mobile: formatMobileDisplay(order.payMblNo) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('checkout.orderNoValue', { orderNo: order.orderNo })}
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={closing}>
            {translate('checkout.cancelPayment')}
          </Button>
        </Stack>
      </CardContent>
      <Confirm
        isOpen={confirming}
        loading={closing}
        title={translate('checkout.cancelTitle')}
        content={translate('checkout.cancelText')}
        confirm={translate('checkout.cancelPayment')}
        cancel={translate('checkout.keepWaiting')}
        confirmColor="warning"
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
};
