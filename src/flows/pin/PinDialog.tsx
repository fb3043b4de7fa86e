// The transacting-PIN dialog (736 px). Spec 001 §4: the first wrong PIN gets a last-chance warning, the next one
// forces a logout; MMCP2050 closes the dialog and offers Reset PIN.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import type { LogoutParams } from '../../auth/authProvider';
import { isMmcError } from '../../transport/errors';
import { PIN_CHANCES_EXHAUSTED } from '../../transport/reactions';
import { PIN_DIALOG_WIDTH } from '../../layout/theme';
import { CodeField } from '../common/CodeField';
import { failureText } from '../common/messages';
import { verifyPin } from './verifyPin';

export const FORCED_LOGOUT_SECONDS = 3;

export interface PinDialogProps {
  open: boolean;
  authTxCode?: string;
  title?: string;
  onVerified: () => void;
  onCancel: () => void;
  /** MMCP2050: the chances have run out; the message is the server's. */
  onExhausted: (message: string) => void;
}

export const PinDialog = ({ open, authTxCode, title, onVerified, onCancel, onExhausted }: PinDialogProps) => {
  const translate = useTranslate();
  const logout = useLogout();
  const [pin, setPin] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [warning, setWarning] = useState('');
  const [checking, setChecking] = useState(false);
  const [logoutIn, setLogoutIn] = useState<number | null>(null);

  useEffect(() => {
    if (!open) {
      setPin('');
      setFieldError('');
      setWarning('');
      setChecking(false);
    }
  }, [open]);

  useEffect(() => {
    if (logoutIn === null) return;
    if (logoutIn <= 0) {
      void logout({ sessionAlreadyEnded: true, redirectTo: '/login' } satisfies LogoutParams, '/login');
      return;
    }
    const timer = setTimeout(() => setLogoutIn(logoutIn - 1), 1000);
    return () => clearTimeout(timer);
  }, [logoutIn, logout]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) {
      setFieldError(translate(pin ? 'validation.pinDigits' : 'validation.required'));
      return;
    }
    setFieldError('');
    setChecking(true);
    try {
      await verifyPin(pin, authTxCode);
      onVerified();
    } catch (error) {
      setPin('');
      const text = failureText(error, translate);
      if (isMmcError(error) && error.code === PIN_CHANCES_EXHAUSTED) {
        onExhausted(text);
      } else if (isMmcError(error) && error.body?.leftTryTimes === 0) {
        setWarning(text);
        setLogoutIn(FORCED_LOGOUT_SECONDS);
      } else {
        setWarning(text);
      }
    } finally {
      setChecking(false);
    }
  };

  const loggingOut = logoutIn !== null;
  return (
    <Dialog
      open={open}
      onClose={loggingOut ? undefined : onCancel}
      aria-labelledby="pin-dialog-title"
      slotProps={{ paper: { sx: { width: PIN_DIALOG_WIDTH, maxWidth: '100%' } } }}
      maxWidth={false}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="pin-dialog-title">{title ?? translate('pin.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ maxWidth: 360, mx: 'auto', pt: 1 }}>
            <DialogContentText>{translate('pin.subtitle')}</DialogContentText>
            {warning && (
              <Alert severity={loggingOut ? 'error' : 'warning'} role="alert">
                {warning}
                {loggingOut && ` ${translate('pin.loggingOut', { seconds: logoutIn })}`}
              </Alert>
            )}
            <CodeField
              label={translate('pin.label')}
              value={pin}
              onChange={setPin}
              secret
              error={fieldError}
              disabled={checking || loggingOut}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} disabled={loggingOut}>
            {translate('pin.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={checking || loggingOut || pin.length !== 4}>
            {checking ? translate('pin.verifying') : translate('pin.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
