// /setPassword: the login password twice, under spec 001's rules (the checklist ticks off while typing); the
// server checks them again and answers a refusal under the field.
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { serverFieldError, validateNewPassword, type NewPasswordErrors } from '../password/newPassword';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { setOwnerSecret } from './registerCalls';
import { useRegisterDraft } from './registerDraft';

export const SetPasswordStep = () => {
  const translate = useTranslate();
  const { draft, update, advance } = useRegisterDraft();
  const { busy, error, run } = useStepCall();
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const save = () => {
    const problems = validateNewPassword(draft.passwords, translate);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      let next;
      try {
        next = await setOwnerSecret('login', draft.passwords.newPassword);
      } catch (refusal) {
        const newPassword = serverFieldError(refusal, 'password');
        if (newPassword) return setErrors({ newPassword });
        throw refusal;
      }
      update({ passwords: { newPassword: '', confirmPassword: '' } }); // a password is kept nowhere
      advance(next);
    });
  };

  return (
    <StepForm onSubmit={save} submitLabel={translate('register.continue')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('register.passwordLead')}</Typography>
      <NewPasswordFields values={draft.passwords} errors={errors} onChange={(passwords) => update({ passwords })} autoFocus />
    </StepForm>
  );
};
