// Step 3 when the customer has paid: the receipt as the cashier can read it out or send it.
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PrintIcon from '@mui/icons-material/Print';
import SendIcon from '@mui/icons-material/Send';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDisplayDateTime } from '../../format/dates';
import { formatMobileDisplay } from '../../format/mobile';
import { formatKes } from '../../format/money';
import { CASH, MOBILE_MONEY, type SaleOrder } from './checkoutCalls';
import { SaleLinesList } from './SaleLinesList';
import { SaleTotalsList } from './SaleTotalsList';
import { SendReceiptDialog } from './SendReceiptDialog';

export const SaleReceipt = ({ order, onNewSale }: { order: SaleOrder; onNewSale: () => void }) => {
  const translate = useTranslate();
  const [sending, setSending] = useState(false);
  const details: Array<[string, string]> = [
    [translate('checkout.orderNo'), order.orderNo],
    [translate('checkout.paidAt'), formatDisplayDateTime(order.payDt, order.payTm)],
    [translate('checkout.paymentType'), translate(`enums.checkoutPayType.${order.payType}`)],
    ...(order.payType === CASH
      ? ([
          [translate('checkout.amountReceived'), formatKes(order.rcvAmount)],
          [translate('checkout.changeDue'), formatKes(order.changeAmount)],
        ] as Array<[string, string]>)
      : order.payType === MOBILE_MONEY
        ? ([[translate('checkout.customerMobile'), formatMobileDisplay(order.payMblNo)]] as Array<[string, string]>)
        : []),
  ];
  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 2 }} role="status">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {translate('checkout.paidTitle')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            {formatKes(order.totalAmount)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ mb: 3, justifyContent: 'center', flexWrap: 'wrap', gap: 2, '@media print': { display: 'none' } }}>
          <Button variant="contained" size="large" startIcon={<AddShoppingCartIcon />} onClick={onNewSale}>
            {translate('checkout.newSale')}
          </Button>
          <Button variant="outlined" size="large" startIcon={<SendIcon />} onClick={() => setSending(true)}>
            {translate('checkout.sendReceipt')}
          </Button>
          {/* The browser's print dialog: a receipt printer at the till, or a PDF. */}
          <Button variant="outlined" size="large" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {translate('checkout.printReceipt')}
          </Button>
        </Stack>
        <Box component="dl" aria-label={translate('checkout.receipt')} sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {details.map(([term, value]) => (
            <Fragment key={term}>
              <Typography component="dt" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {value}
              </Typography>
            </Fragment>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <SaleLinesList lines={order.goodsList} />
        <Divider sx={{ my: 2 }} />
        <SaleTotalsList totals={order} />
      </CardContent>
      {sending && <SendReceiptDialog open orderNo={order.orderNo} mobile={order.payMblNo} onClose={() => setSending(false)} />}
    </Card>
  );
};
