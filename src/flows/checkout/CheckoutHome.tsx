// /checkout/index — Checkout → New Sale: the two ways to ring up a sale (the store's inventory, or items typed
// without inventory) and the store's suspended sales, each resumed (CancelHangGoodsOrder) to be paid on its page.
import { Box, Button, Card, CardActionArea, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CalculateIcon from '@mui/icons-material/Calculate';
import InventoryIcon from '@mui/icons-material/Inventory';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatDisplayDateTime } from '../../format/dates';
import { formatKes } from '../../format/money';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';
import { resumeSale, suspendedSales, type SaleOrder } from './checkoutCalls';
import { CHECKOUT_PERMISSION, CHECKOUT_ROUTES } from './checkoutRoutes';
import { draftOfOrder } from './saleDraft';
import { openForPayment } from './useQuickSaleState';

export const CheckoutHomePage = () => (
  <CodeGuardedPage code={CHECKOUT_PERMISSION}>
    <CheckoutHome />
  </CodeGuardedPage>
);

const WAYS = [
  { to: CHECKOUT_ROUTES.inventory, icon: InventoryIcon, title: 'checkout.inventoryTitle', text: 'checkout.inventoryWay' },
  { to: CHECKOUT_ROUTES.quick, icon: CalculateIcon, title: 'checkout.title', text: 'checkout.quickWay' },
] as const;

const CheckoutHome = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200 }}>
      <Title title={translate('checkout.newSaleTitle')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {translate('checkout.newSaleTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 4 }}>
        {WAYS.map(({ to, icon: Icon, title, text }) => (
          <Card key={to} variant="outlined">
            <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', p: 3 }}>
                <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
                <Box>
                  <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {translate(title)}
                  </Typography>
                  <Typography color="text.secondary">{translate(text)}</Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <SuspendedSales />
    </Box>
  );
};

const SuspendedSales = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [resuming, setResuming] = useState('');
  const sales = useQuery({ queryKey: ['checkout', 'suspended'], queryFn: suspendedSales, gcTime: 0 });
  const resume = async (order: SaleOrder) => {
    setResuming(order.orderNo);
    try {
      const resumed = await resumeSale(order.orderNo);
      const kind = resumed.goodsList.some((line) => line.goodsId) ? 'inventory' : 'quick';
      openForPayment(kind, draftOfOrder(resumed));
      navigate(CHECKOUT_ROUTES[kind]);
    } catch {
      // Told by the transport; the list shows what is still suspended.
      void sales.refetch();
    } finally {
      setResuming('');
    }
  };
  const rows = sales.data?.data ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="suspended-sales">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="suspended-sales" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {translate('checkout.suspendedTitle')}
        </Typography>
        {sales.isSuccess && rows.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate('checkout.noSuspended')}
          </Typography>
        )}
        <List aria-labelledby="suspended-sales" disablePadding>
          {rows.map((order) => (
            <ListItem key={order.orderNo} divider disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
                    <span>{order.goodsList.map((line) => `${line.goodsName} × ${line.goodsNum}`).join(translate('engine.listSeparator'))}</span>
                    <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                      {formatKes(order.totalAmount)}
                    </Box>
                  </Stack>
                }
                secondary={`${order.orderNo} · ${formatDisplayDateTime(order.createDt, order.createTm)}`}
                sx={{ minWidth: 0, flex: '1 1 260px', overflowWrap: 'anywhere' }}
              />
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                onClick={() => void resume(order)}
                disabled={Boolean(resuming)}
                aria-label={translate('checkout.resumeSale', { orderNo: order.orderNo })}
              >
                {translate('checkout.resume')}
              </Button>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};
