// A Kenyan mobile number (spec 001 §5): '+254' is shown in front, so only the 9 national digits are kept; a
// pasted '0712…' or '254712…' loses its prefix as it arrives.
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { COUNTRY_CODE, normalizeMobileInput } from '../../format/mobile';

export type MobileNumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (nationalDigits: string) => void;
};

export const MobileNumberField = ({ value, onChange, slotProps, ...props }: MobileNumberFieldProps) => (
  <TextField
    {...props}
    value={value}
    onChange={(event) => onChange(normalizeMobileInput(event.target.value))}
    slotProps={{
      ...slotProps,
      // One string, so MUI sets it as text in the secondary text colour (two children would take the icon
      // colour, too faint on a filled field for WCAG contrast).
      input: { startAdornment: <InputAdornment position="start">{`+${COUNTRY_CODE}`}</InputAdornment> },
      htmlInput: { inputMode: 'tel', autoComplete: 'off' },
    }}
  />
);
