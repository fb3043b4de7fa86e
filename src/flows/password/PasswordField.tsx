// A password input with a show/hide button, its message linked as the field's description.
import { IconButton, InputAdornment, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  /** Id of an element that describes the field further (the rules checklist). */
  describedBy?: string;
}

export const PasswordField = ({ label, value, onChange, error, autoComplete, autoFocus, describedBy }: PasswordFieldProps) => {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      type={shown ? 'text' : 'password'}
      error={Boolean(error)}
      helperText={error || ' '}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{
        htmlInput: describedBy && !error ? { 'aria-describedby': describedBy } : undefined,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={translate(shown ? 'auth.hidePassword' : 'auth.showPassword')} onClick={() => setShown((now) => !now)} edge="end">
                {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
