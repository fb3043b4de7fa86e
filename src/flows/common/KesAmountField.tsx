// A KES amount typed in shillings (spec 001 §5): characters that cannot belong are dropped as they are typed and
// leaving the field settles it to two decimals ('12.' → '12.00'). The value stays the typed string; callers turn
// it into minor units (format/money) when they send it.
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { finishAmountInput, sanitizeAmountInput } from '../../format/money';

export type KesAmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onChange: (value: string) => void;
  /** After the value is tidied, e.g. to validate it. */
  onBlur?: (value: string) => void;
};

export const KesAmountField = ({ value, onChange, onBlur, slotProps, ...props }: KesAmountFieldProps) => (
  <TextField
    {...props}
    value={value}
    onChange={(event) => onChange(sanitizeAmountInput(event.target.value))}
    onBlur={() => {
      const finished = finishAmountInput(value);
      if (finished !== value) onChange(finished);
      onBlur?.(finished);
    }}
    slotProps={{
      ...slotProps,
      input: { startAdornment: <InputAdornment position="start">KES.</InputAdornment> },
      htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
    }}
  />
);
