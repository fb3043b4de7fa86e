// The OTP dialog (spec 001 §4): state 0 idle, 1 countdown after a send (the resend label shows the seconds),
// 2 resend allowed. A failed send allows an immediate resend. Confirm works only with all 4 digits.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../../format/mobile';
import { DIALOG_WIDTH } from '../../layout/theme';
import { CodeField } from '../common/CodeField';
import { failureText } from '../common/messages';
import { checkOtp, RESEND_SECONDS, sendOtp, type OtpTarget } from './otpCalls';

export type OtpState = 0 | 1 | 2;

export interface OtpResult {
  jrnNo: string;
  otp: string;
}

export interface OtpDialogProps {
  target: OtpTarget | null;
  onVerified: (result: OtpResult) => void;
  onCancel: () => void;
}

export const OtpDialog = ({ target, onVerified, onCancel }: OtpDialogProps) => {
  const translate = useTranslate();
  const [state, setState] = useState<OtpState>(0);
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const [jrnNo, setJrnNo] = useState<string | null>(null);
  const [demoCode, setDemoCode] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (target) return;
    setState(0);
    setJrnNo(null);
    setDemoCode(undefined);
    setCode('');
    setError('');
  }, [target]);

  useEffect(() => {
    if (state !== 1) return;
    if (secondsLeft <= 0) {
      setState(2);
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, secondsLeft]);

  if (!target) return null;
  const shownTarget = target.otpType === 'P' ? formatMobileDisplay(target.sendNumber) : target.sendNumber;

  const send = async () => {
    if (state === 1 || busy) return; // resend is accepted only when the label is the plain resend text
    setBusy(true);
    setError('');
    try {
      const sent = await sendOtp(target);
      setJrnNo(sent.jrnNo);
      setDemoCode(sent.demoOtp);
      setSecondsLeft(RESEND_SECONDS);
      setState(1);
    } catch (failure) {
      setError(failureText(failure, translate));
      setState(2);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!jrnNo || code.length !== 4) return;
    setBusy(true);
    setError('');
    try {
      await checkOtp(target, jrnNo, code);
      onVerified({ jrnNo, otp: code });
    } catch (failure) {
      setError(failureText(failure, translate));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  const sendLabel = state === 0 ? translate('otp.send') : state === 1 ? translate('otp.resendIn', { seconds: secondsLeft }) : translate('otp.resend');

  return (
    <Dialog open onClose={onCancel} aria-labelledby="otp-dialog-title" slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}>
      <form onSubmit={confirm} noValidate>
        <DialogTitle id="otp-dialog-title">{translate('otp.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              {translate(jrnNo ? 'otp.sentDone' : 'otp.sentTo', { target: shownTarget })}
            </DialogContentText>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <CodeField label={translate('otp.label')} value={code} onChange={setCode} disabled={!jrnNo || busy} autoFocus />
              <Button variant="outlined" onClick={send} disabled={state === 1 || busy} sx={{ mt: 1, minWidth: 150, whiteSpace: 'nowrap' }}>
                {sendLabel}
              </Button>
            </Stack>
            {demoCode && (
              <Typography variant="body2" color="text.secondary">
                {translate('otp.demoCode', { code: demoCode })}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{translate('otp.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!jrnNo || code.length !== 4 || busy}>
            {translate('otp.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
