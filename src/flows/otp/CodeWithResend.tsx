// A 4-digit code sent before login, with its Resend after the 60-second countdown (spec 001 §4 "OTP dialog"; a
// failed send allows an immediate resend: sentAt 0), and the code the demo backend says it "sent".
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CodeField } from '../common/CodeField';
import { RESEND_SECONDS } from './otpCalls';

const secondsLeftOf = (sentAt: number) => Math.max(0, RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000));

interface CodeWithResendProps {
  code: string;
  onChange: (code: string) => void;
  /** When the code was sent (Date.now()); 0 after a failed send. */
  sentAt: number;
  demoCode?: string;
  onResend: () => void;
  busy: boolean;
  /** The code is verified: nothing more to type or resend. */
  done?: boolean;
}

export const CodeWithResend = ({ code, onChange, sentAt, demoCode, onResend, busy, done = false }: CodeWithResendProps) => {
  const translate = useTranslate();
  const [secondsLeft, setSecondsLeft] = useState(() => secondsLeftOf(sentAt));

  useEffect(() => {
    setSecondsLeft(secondsLeftOf(sentAt));
    const timer = setInterval(() => setSecondsLeft(secondsLeftOf(sentAt)), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <CodeField label={translate('otp.label')} value={code} onChange={onChange} disabled={done} autoFocus />
        </Box>
        <Button variant="outlined" onClick={onResend} disabled={secondsLeft > 0 || busy || done} sx={{ mt: 1, minWidth: 132, whiteSpace: 'nowrap' }}>
          {secondsLeft > 0 ? translate('otp.resendIn', { seconds: secondsLeft }) : translate('otp.resend')}
        </Button>
      </Stack>
      {demoCode && !done && (
        <Typography variant="body2" color="text.secondary">
          {translate('otp.demoCode', { code: demoCode })}
        </Typography>
      )}
    </>
  );
};
