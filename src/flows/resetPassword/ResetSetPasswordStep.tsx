// /resetSetPassword: the new password twice, checked against spec 001's rules here and again by the server
// (ResetPassword, passwordType 1), which also refuses the old password and a code not verified for this account.
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isMmcError } from '../../transport/errors';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { serverFieldError, validateNewPassword, type NewPasswordErrors } from '../password/newPassword';
import { PASSWORD_TYPE_LOGIN, resetPassword } from '../password/passwordCalls';
import { contactOf, RESET_PATHS, useResetDraft, withoutCode } from './resetDraft';
import { StepForm } from './StepForm';
import { useStepCall } from './useStepCall';

/** The spec's OTP code (MMCP2003): the code is no longer good for this reset. */
const OTP_FAILURE_CODE = 'MMCP2003';

export const ResetSetPasswordStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update } = useResetDraft();
  const { busy, error, failure, setError, run } = useStepCall();
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const codeSpent = isMmcError(failure) && failure.code === OTP_FAILURE_CODE;

  const save = () => {
    const problems = validateNewPassword(draft.passwords, translate);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      try {
        await resetPassword({
          userId: contactOf(draft),
          userIdType: draft.userIdType,
          passwordType: PASSWORD_TYPE_LOGIN,
          secret: draft.passwords.newPassword,
          jrnNo: draft.jrnNo ?? '',
        });
      } catch (refusal) {
        const newPassword = serverFieldError(refusal, 'password');
        if (newPassword) {
          setErrors({ newPassword });
          return;
        }
        throw refusal;
      }
      update({ ...withoutCode, passwords: { newPassword: '', confirmPassword: '' }, done: true });
      navigate(RESET_PATHS.success, { replace: true });
    });
  };

  const newCode = () => {
    setError('');
    update(withoutCode);
    navigate(RESET_PATHS.description);
  };

  return (
    <StepForm
      onSubmit={save}
      submitLabel={translate('resetPassword.save')}
      busy={busy}
      error={error}
      errorAction={
        codeSpent ? (
          <Button color="inherit" size="small" onClick={newCode}>
            {translate('resetPassword.newCode')}
          </Button>
        ) : undefined
      }
      back={RESET_PATHS.code}
    >
      <NewPasswordFields values={draft.passwords} errors={errors} onChange={(passwords) => update({ passwords })} autoFocus />
    </StepForm>
  );
};
