// KES amounts: typed in shillings ('1234.5'), kept on the wire in integer minor units (123450). Invalid
// characters are dropped as they are typed; the engine converts to minor units when saving (spec 001 §5).
import { InputAdornment } from '@mui/material';
import { TextInput, type Validator } from 'react-admin';
import { finishAmountInput, fromMinorUnits, sanitizeAmountInput, toMinorUnits } from '../../format/money';

export const minorUnitsOf = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  if (value === '') return '';
  try {
    return toMinorUnits(finishAmountInput(value));
  } catch {
    return value;
  }
};

export const MoneyInput = (props: { source: string; label: string; disabled?: boolean; fullWidth?: boolean; validate?: Validator; helperText?: false }) => (
  <TextInput
    {...props}
    format={(value: unknown) => (typeof value === 'number' ? fromMinorUnits(value) : ((value as string) ?? ''))}
    parse={(typed: string) => sanitizeAmountInput(typed ?? '')}
    slotProps={{ input: { startAdornment: <InputAdornment position="start">KES.</InputAdornment> }, htmlInput: { inputMode: 'decimal' } }}
  />
);
