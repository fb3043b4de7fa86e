// The inventory sale's coupon code (spec 000 §2 Checkout: coupon code). Apply asks the server to price the lines
// with it (ComputeGoodsOrder); an accepted code is kept on the sale, a refused one says why in the spec's words
// ('Coupon is not available or does not exist', 'This coupon code is an invalid coupon.') under the field.
import { Button, Chip, Stack, TextField } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { computeGoodsOrder, type GoodsRequest } from './checkoutCalls';

export interface CouponFieldProps {
  /** The sale's request without a coupon, or null while a line is not complete. */
  request: GoodsRequest | null;
  applied: string;
  onApplied: (couponCode: string) => void;
}

export const CouponField = ({ request, applied, onApplied }: CouponFieldProps) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);

  const apply = async () => {
    const typed = code.trim();
    if (!typed) {
      setProblem(translate('validation.required'));
      return;
    }
    if (!request) {
      setProblem(translate('checkout.couponNeedsItems'));
      return;
    }
    setChecking(true);
    try {
      await computeGoodsOrder({ ...request, couponCode: typed });
      setProblem('');
      setCode('');
      onApplied(typed);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };
  // Enter applies the code rather than continuing to payment (the field sits in the items' form).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  if (applied) {
    return (
      <Chip
        icon={<LocalOfferOutlinedIcon />}
        color="success"
        variant="outlined"
        label={translate('checkout.couponApplied', { code: applied })}
        onDelete={() => onApplied('')}
        sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={translate('checkout.couponCode')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem('');
        }}
        onKeyDown={onKeyDown}
        error={Boolean(problem)}
        helperText={problem || ' '}
        sx={{ width: 260, maxWidth: '100%' }}
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
      {/* As tall as the small field beside it (react-admin's theme), not a large field's 56 px. */}
      <Button variant="outlined" onClick={() => void apply()} disabled={checking} sx={{ height: 48 }}>
        {translate('checkout.applyCoupon')}
      </Button>
    </Stack>
  );
};
