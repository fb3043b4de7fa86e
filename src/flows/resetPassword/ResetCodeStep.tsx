// /resetCode: the 4-digit code (spec 001 §5: confirm works only with all 4), checked with UnLoginCheckOtp.
// Resend after the 60-second countdown (spec 001 §4 "OTP dialog"); a failed send allows an immediate resend.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CodeWithResend } from '../otp/CodeWithResend';
import { checkOtp, sendOtp } from '../otp/otpCalls';
import { otpTargetOf, shownTarget } from './codeTarget';
import { RESET_PATHS, useResetDraft } from './resetDraft';
import { StepForm } from './StepForm';
import { useStepCall } from './useStepCall';

export const ResetCodeStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update } = useResetDraft();
  const { busy, error, setError, run } = useStepCall();
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
      <CodeWithResend
        code={draft.code}
        onChange={(code) => update({ code })}
        sentAt={draft.sentAt}
        demoCode={draft.demoCode}
        onResend={resend}
        busy={busy}
        done={draft.verified}
      />
    </StepForm>
  );
};
