// The order's optional discount (spec 000: discount type P percentage, A amount). Changing the type clears the
// value, since 10 (%) and 10 (KES) are different discounts.
import { InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KesAmountField } from '../common/KesAmountField';
import { discountProblem, type DiscountChoice, type SaleDraft } from './saleDraft';

export interface DiscountFieldsProps {
  draft: Pick<SaleDraft, 'discountType' | 'discountValue'>;
  onChange: (change: Pick<SaleDraft, 'discountType' | 'discountValue'>) => void;
  showProblem: boolean;
}

export const DiscountFields = ({ draft, onChange, showProblem }: DiscountFieldsProps) => {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const problem = discountProblem(draft);
  const message = problem && (showProblem || touched) ? translate(problem.key, problem.values) : undefined;
  const common = {
    value: draft.discountValue,
    error: Boolean(message),
    helperText: message ?? ' ',
    required: true,
    sx: { width: 200 },
  };
  return (
    // On a phone the two do not fit side by side at their widths: the rate goes under the kind instead of both
    // squeezed ('Percentage …').
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        select
        label={translate('checkout.discount')}
        value={draft.discountType}
        onChange={(event) => {
          setTouched(false);
          onChange({ discountType: event.target.value as DiscountChoice, discountValue: '' });
        }}
        helperText=" "
        sx={{ width: 220 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{translate('checkout.noDiscount')}</MenuItem>
        <MenuItem value="P">{translate('enums.discountType.P')}</MenuItem>
        <MenuItem value="A">{translate('enums.discountType.A')}</MenuItem>
      </TextField>
      {draft.discountType === 'P' && (
        <TextField
          {...common}
          label={translate('checkout.discountPercent')}
          onChange={(event) => onChange({ ...draft, discountValue: event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, 3) })}
          onBlur={() => setTouched(true)}
          slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> }, htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      )}
      {draft.discountType === 'A' && (
        <KesAmountField {...common} label={translate('checkout.discountAmount')} onChange={(discountValue) => onChange({ ...draft, discountValue })} onBlur={() => setTouched(true)} />
      )}
    </Stack>
  );
};
