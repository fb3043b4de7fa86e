// /resetCode: the 4-digit code (spec 001 §5: confirm works only with all 4), checked with UnLoginCheckOtp.
// Resend after the 60-second countdown (spec 001 §4 "OTP dialog"); a failed send allows an immediate resend.
import { Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CodeField } from '../common/CodeField';
import { checkOtp, RESEND_SECONDS, sendOtp } from '../otp/otpCalls';
import { otpTargetOf, shownTarget } from './codeTarget';
import { RESET_PATHS, useResetDraft } from './resetDraft';
import { StepForm } from './StepForm';
import { useStepCall } from './useStepCall';

const secondsLeftOf = (sentAt: number) => Math.max(0, RESEND_SECONDS - Math.floor((Date.now() - sentAt) / 1000));

export const ResetCodeStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update } = useResetDraft();
  const { busy, error, setError, run } = useStepCall();
  const [secondsLeft, setSecondsLeft] = useState(() => secondsLeftOf(draft.sentAt));

  useEffect(() => {
    setSecondsLeft(secondsLeftOf(draft.sentAt));
    const timer = setInterval(() => setSecondsLeft(secondsLeftOf(draft.sentAt)), 1000);
    return () => clearInterval(timer);
  }, [draft.sentAt]);

  const confirm = () => {
    if (draft.verified) return navigate(RESET_PATHS.password);
    if (draft.code.length !== 4) return setError(translate('validation.otpDigits'));
    void run(async () => {
      try {
        await checkOtp(otpTargetOf(draft), draft.jrnNo ?? '', draft.code, { beforeLogin: true });
      } catch (failure) {
        update({ code: '' });
        throw failure;
      }
      update({ verified: true });
      navigate(RESET_PATHS.password);
    });
  };

  const resend = () =>
    void run(async () => {
      try {
        const sent = await sendOtp(otpTargetOf(draft), { beforeLogin: true });
        update({ jrnNo: sent.jrnNo, demoCode: sent.demoOtp, sentAt: Date.now(), code: '', verified: false });
      } catch (failure) {
        update({ sentAt: 0 }); // a failed send may be retried at once
        throw failure;
      }
    });

  return (
    <StepForm onSubmit={confirm} submitLabel={translate('resetPassword.next')} busy={busy} error={error} back={RESET_PATHS.description}>
      <Typography color="text.secondary">{translate('resetPassword.codeLead', { target: shownTarget(draft) })}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>
          <CodeField label={translate('otp.label')} value={draft.code} onChange={(code) => update({ code })} disabled={draft.verified} autoFocus />
        </Box>
        <Button variant="outlined" onClick={resend} disabled={secondsLeft > 0 || busy || draft.verified} sx={{ mt: 1, minWidth: 132, whiteSpace: 'nowrap' }}>
          {secondsLeft > 0 ? translate('otp.resendIn', { seconds: secondsLeft }) : translate('otp.resend')}
        </Button>
      </Stack>
      {draft.demoCode && !draft.verified && (
        <Typography variant="body2" color="text.secondary">
          {translate('otp.demoCode', { code: draft.demoCode })}
        </Typography>
      )}
    </StepForm>
  );
};
