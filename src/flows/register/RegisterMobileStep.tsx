// /register: the mobile number, then the 4-digit code sent to it (business type 01). A registered number is told
// so in the server's words (CheckUserSignUp's isRegisteredMsg) with the way to log in; a number whose registration
// stopped half-way is proven again and resumes at its step.
import { Button, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatMobileDisplay } from '../../format/mobile';
import * as contactEntity from '../../generated/entities/contact';
import { validateField } from '../../validation/validate';
import { provideEntities } from '../../validation/entityRegistry';
import { MobileNumberField } from '../common/MobileNumberField';
import { CodeWithResend } from '../otp/CodeWithResend';
import { checkOtp, sendOtp, type OtpTarget } from '../otp/otpCalls';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { useRegisterDraft } from './registerDraft';
import { openRegistration, OTP_REGISTER, registeredMessage } from './registerCalls';

provideEntities(contactEntity);

const targetOf = (mobile: string): OtpTarget => ({ otpBusinessType: OTP_REGISTER, otpType: 'P', sendNumber: mobile });

export const RegisterMobileStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update, advance } = useRegisterDraft();
  const { busy, error, setError, run } = useStepCall();
  const [fieldError, setFieldError] = useState('');
  const [registered, setRegistered] = useState(false);
  const codeSent = draft.jrnNo !== null;

  const send = () =>
    void run(async () => {
      try {
        const sent = await sendOtp(targetOf(draft.mobile), { beforeLogin: true });
        update({ jrnNo: sent.jrnNo, demoCode: sent.demoOtp, sentAt: Date.now(), code: '' });
      } catch (failure) {
        update({ sentAt: 0 }); // a failed send may be retried at once
        throw failure;
      }
    });

  const next = () => {
    setRegistered(false);
    const problem = validateField('contact', 'mblNo', draft.mobile, { required: true });
    setFieldError(problem ? translate(problem.key, problem.values) : '');
    if (problem) return;
    void run(async () => {
      const message = await registeredMessage(draft.mobile);
      if (message !== null) {
        setRegistered(true);
        setError(message || translate('register.mobileRegistered'));
        return;
      }
      const sent = await sendOtp(targetOf(draft.mobile), { beforeLogin: true });
      update({ jrnNo: sent.jrnNo, demoCode: sent.demoOtp, sentAt: Date.now(), code: '' });
    });
  };

  const confirm = () => {
    if (draft.code.length !== 4) return setError(translate('validation.otpDigits'));
    void run(async () => {
      try {
        await checkOtp(targetOf(draft.mobile), draft.jrnNo ?? '', draft.code, { beforeLogin: true });
      } catch (failure) {
        update({ code: '' });
        throw failure;
      }
      const step = await openRegistration(draft.mobile, draft.jrnNo ?? '');
      update({ jrnNo: null, code: '', demoCode: undefined });
      advance(step);
    });
  };

  const changeNumber = () => {
    setError('');
    update({ jrnNo: null, code: '', sentAt: 0, demoCode: undefined });
  };

  if (codeSent) {
    return (
      <StepForm onSubmit={confirm} submitLabel={translate('register.verify')} busy={busy} error={error}>
        <Typography color="text.secondary">
          {translate('register.codeLead', { target: formatMobileDisplay(draft.mobile).replaceAll(' ', '\u00a0') })}{' '}
          <Link component="button" type="button" onClick={changeNumber} sx={{ verticalAlign: 'baseline' }}>
            {translate('register.changeNumber')}
          </Link>
        </Typography>
        <CodeWithResend code={draft.code} onChange={(code) => update({ code })} sentAt={draft.sentAt} demoCode={draft.demoCode} onResend={send} busy={busy} />
      </StepForm>
    );
  }

  return (
    <StepForm
      onSubmit={next}
      submitLabel={translate('register.sendCode')}
      busy={busy}
      error={error}
      errorAction={
        registered ? (
          <Button color="inherit" size="small" onClick={() => navigate('/login', { state: { mobile: draft.mobile } })}>
            {translate('register.logIn')}
          </Button>
        ) : undefined
      }
    >
      <Typography color="text.secondary">{translate('register.mobileLead')}</Typography>
      <MobileNumberField
        label={translate('register.mobile')}
        value={draft.mobile}
        onChange={(mobile) => update({ mobile })}
        error={Boolean(fieldError)}
        helperText={fieldError || ' '}
        required
        autoFocus
        fullWidth
      />
    </StepForm>
  );
};
