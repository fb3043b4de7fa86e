// While the customer pays on their own phone: approves a mobile-money request, scans the order's QR code or types
// its pay code. The console asks QueryPaymentResult every couple of seconds until the order is paid or failed. Cancelling (after a confirmation) closes the order with
// CloseOrder; a payment that was approved meanwhile is reported as paid by the next answer instead.
import { Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { closeOrder, PAY_CODE, QR_CODE, queryPaymentResult, type SaleOrder } from './checkoutCalls';

const POLL_MS = 2_000;

export interface PaymentWaitingProps {
  order: SaleOrder;
  onSettled: (order: SaleOrder) => void;
  onCancelled: () => void;
  /** The server refused to say (the order is not found…): its message ends the wait. */
  onFailed: (message: string) => void;
}

/** The pay code in groups of four, as the customer reads it out and types it. */
const grouped = (code: string): string => code.replace(/(\d{4})(?=\d)/g, '$1 ');

/** What the customer is asked to do, for the order's payment type. */
const CustomerTask = ({ order }: { order: SaleOrder }) => {
  const translate = useTranslate();
  // Kept on one line: a wrapped amount reads as two numbers.
  const amount = formatKes(order.totalAmount).replace(' ', '\u00a0');
  if (order.payType === QR_CODE && order.qrContent) {
    return (
      <>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('checkout.qrTitle')}
        </Typography>
        <Box sx={{ p: 1, bgcolor: '#fff', borderRadius: 1, border: 1, borderColor: 'divider' }}>
          <QRCodeSVG value={order.qrContent} size={200} marginSize={2} role="img" aria-label={translate('checkout.qrLabel', { amount: formatKes(order.totalAmount) })} />
        </Box>
        <Typography>{translate('checkout.qrText', { amount })}</Typography>
      </>
    );
  }
  if (order.payType === PAY_CODE && order.payCode) {
    return (
      <>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('checkout.payCodeTitle')}
        </Typography>
        <Typography variant="h4" component="p" aria-label={translate('checkout.payCodeLabel')} sx={{ fontWeight: 700, letterSpacing: 2, fontVariantNumeric: 'tabular-nums' }}>
          {grouped(order.payCode)}
        </Typography>
        <Typography>{translate('checkout.payCodeText', { amount })}</Typography>
      </>
    );
  }
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {translate('checkout.waitingTitle')}
      </Typography>
      <Typography>{translate('checkout.waitingText', { amount, mobile: formatMobileDisplay(order.payMblNo) })}</Typography>
    </>
  );
};

export const PaymentWaiting = ({ order, onSettled, onCancelled, onFailed }: PaymentWaitingProps) => {
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
          <CustomerTask order={order} />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={18} aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {translate('checkout.waitingForAnswer')}
            </Typography>
          </Stack>
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
