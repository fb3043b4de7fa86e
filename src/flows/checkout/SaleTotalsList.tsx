// The order's amounts as the server computed them (subtotal, promotions, discount, coupon, VAT, total), as a
// term/value list. VAT inside the prices (inventory items) is said to be included rather than added.
import { Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import type { SaleTotals } from './checkoutCalls';

export const SaleTotalsList = ({ totals }: { totals: SaleTotals }) => {
  const translate = useTranslate();
  // A percentage discount says its rate, so the cashier can check it against what was promised.
  const discountLabel = totals.discountType === 'P' ? translate('checkout.discountRateLine', { rate: totals.discountVal }) : translate('checkout.discount');
  const promotions = totals.promotionAmount ?? 0;
  const discount = totals.offerDiscountAmount - promotions;
  const coupon = totals.couponCodeAmount ?? 0;
  const off = (label: string, amount: number): Array<[string, string]> => (amount > 0 ? [[label, `− ${formatKes(amount)}`]] : []);
  const rows: Array<[string, string, boolean?]> = [
    [translate('checkout.subTotal'), formatKes(totals.subTotalAmount)],
    ...off(translate('checkout.promotions'), promotions),
    ...off(discountLabel, discount),
    ...off(translate('checkout.couponLine', { code: totals.couponCode ?? '' }), coupon),
    [translate(totals.vatIncluded ? 'checkout.vatIncluded' : 'checkout.vat', { rate: totals.vat }), formatKes(totals.vatAmount)],
    [translate('checkout.total'), formatKes(totals.totalAmount), true],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 1, m: 0 }}>
      {rows.map(([term, value, strong]) => (
        <Fragment key={term}>
          {strong && <Divider sx={{ gridColumn: '1 / -1' }} />}
          <Typography component="dt" sx={strong ? { fontWeight: 700, fontSize: '1.1rem' } : { color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', ...(strong ? { fontWeight: 700, fontSize: '1.1rem' } : {}) }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
};
