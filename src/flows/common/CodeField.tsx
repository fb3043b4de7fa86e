// A 4-digit code field (PIN, OTP): digits only, numeric keyboard on phones, large spaced characters.
import { TextField } from '@mui/material';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  secret?: boolean;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  length?: number;
}

export const CodeField = ({ label, value, onChange, secret, error, disabled, autoFocus, length = 4 }: CodeFieldProps) => (
  <TextField
    label={label}
    value={value}
    type={secret ? 'password' : 'text'}
    onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
    error={Boolean(error)}
    helperText={error || ' '}
    disabled={disabled}
    autoFocus={autoFocus}
    autoComplete={secret ? 'off' : 'one-time-code'}
    fullWidth
    slotProps={{
      htmlInput: {
        inputMode: 'numeric',
        pattern: '[0-9]*',
        maxLength: length,
        style: { fontSize: 28, letterSpacing: '0.75em', textAlign: 'center', fontFamily: 'monospace' },
      },
      formHelperText: { role: error ? 'alert' : undefined },
    }}
  />
);
