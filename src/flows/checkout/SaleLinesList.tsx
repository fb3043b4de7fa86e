// The priced lines of an order, read-only: description, quantity × unit price, line amount, and the promotion the
// server applied to the line (inventory items), with what it took off.
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatKes } from '../../format/money';
import type { PricedLine } from './checkoutCalls';

export const SaleLinesList = ({ lines }: { lines: PricedLine[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={translate('checkout.itemsTitle')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {lines.map((line, index) => (
        <Box component="li" key={index} sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{line.goodsName}</Typography>
          <Typography sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{formatKes(line.lineAmount)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('checkout.quantityTimesPrice', { quantity: line.goodsNum, price: formatKes(line.goodsPrice) })}
          </Typography>
          {line.proNm && line.offerAmount ? (
            <>
              <Typography variant="body2" color="success.main" sx={{ gridColumn: 1, overflowWrap: 'anywhere' }}>
                {translate('checkout.promotionLine', { name: line.proNm })}
              </Typography>
              <Typography variant="body2" color="success.main" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                − {formatKes(line.offerAmount)}
              </Typography>
            </>
          ) : null}
        </Box>
      ))}
    </Box>
  );
};
