// Joining, second page: which business and role the invitation is for, and the code sent to the joiner's number.
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMobileDisplay } from '../../format/mobile';
import { CodeWithResend } from '../otp/CodeWithResend';
import { checkOtp, sendOtp, type OtpTarget } from '../otp/otpCalls';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import type { JoinStepProps } from './joinDraft';
import { OTP_REGISTER } from './registerCalls';

export const JoinCodeStep = ({ draft, update }: JoinStepProps) => {
  const translate = useTranslate();
  const { busy, error, setError, run } = useStepCall();
  const target: OtpTarget = { otpBusinessType: OTP_REGISTER, otpType: 'P', sendNumber: draft.mobile };

  const confirm = () => {
    if (draft.code.length !== 4) return setError(translate('validation.otpDigits'));
    void run(async () => {
      try {
        await checkOtp(target, draft.jrnNo ?? '', draft.code, { beforeLogin: true });
      } catch (failure) {
        update({ code: '' });
        throw failure;
      }
      update({ verified: true });
    });
  };

  const resend = () =>
    void run(async () => {
      try {
        const sent = await sendOtp(target, { beforeLogin: true });
        update({ jrnNo: sent.jrnNo, demoCode: sent.demoOtp, sentAt: Date.now(), code: '' });
      } catch (failure) {
        update({ sentAt: 0 });
        throw failure;
      }
    });

  return (
    <StepForm onSubmit={confirm} submitLabel={translate('register.verify')} busy={busy} error={error}>
      {draft.invitation && (
        <Alert severity="info" icon={false}>
          {translate('register.join.invitedTo', { business: draft.invitation.mercNm, role: draft.invitation.roleName })}
        </Alert>
      )}
      <Typography color="text.secondary">{translate('register.codeLead', { target: formatMobileDisplay(draft.mobile).replaceAll(' ', '\u00a0') })}</Typography>
      <CodeWithResend code={draft.code} onChange={(code) => update({ code })} sentAt={draft.sentAt} demoCode={draft.demoCode} onResend={resend} busy={busy} />
    </StepForm>
  );
};
