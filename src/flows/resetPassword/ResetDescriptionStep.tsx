// /resetDescription: what happens next, then the code is sent (UnLoginSendOtp, business type 02) to the
// account's own number or address — the one the server confirmed, not one typed later.
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RESEND_SECONDS, sendOtp } from '../otp/otpCalls';
import { otpTargetOf, shownTarget } from './codeTarget';
import { RESET_PATHS, useResetDraft } from './resetDraft';
import { StepForm } from './StepForm';
import { useStepCall } from './useStepCall';

export const ResetDescriptionStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update } = useResetDraft();
  const { busy, error, run } = useStepCall();
  const target = shownTarget(draft);
  // Back here from a later page with a code already verified, or still fresh: no second send (the code page
  // offers Resend).
  const codeStillFresh = draft.jrnNo !== null && (draft.verified || Date.now() - draft.sentAt < RESEND_SECONDS * 1000);

  const send = () =>
    void run(async () => {
      if (!codeStillFresh) {
        const sent = await sendOtp(otpTargetOf(draft), { beforeLogin: true });
        update({ jrnNo: sent.jrnNo, demoCode: sent.demoOtp, sentAt: Date.now(), code: '', verified: false });
      }
      navigate(RESET_PATHS.code);
    });

  return (
    <StepForm onSubmit={send} submitLabel={translate(codeStillFresh ? 'resetPassword.next' : 'otp.send')} busy={busy} error={error} back={RESET_PATHS.account}>
      <Typography variant="h6" component="h2">
        {translate('resetPassword.descriptionTitle')}
      </Typography>
      <Typography component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        <li>{translate('resetPassword.descriptionSteps.send', { target })}</li>
        <li>{translate('resetPassword.descriptionSteps.enter')}</li>
        <li>{translate('resetPassword.descriptionSteps.choose')}</li>
      </Typography>
    </StepForm>
  );
};
