// Joining, last page: the joiner's username, password and PIN (their staff account, opened with the role they were
// invited to, and signed in), then their own names, e-mail and ID on their staff record.
import { Alert, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { startConsoleSession } from '../../auth/authProvider';
import * as registrationEntity from '../../generated/entities/registration';
import * as staffEntity from '../../generated/entities/staff';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { NewPasswordFields } from '../password/NewPasswordFields';
import { serverFieldError, validateNewPassword } from '../password/newPassword';
import { NewPinFields, validateNewPin } from '../pin/NewPinFields';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { invitationKeyOf, type JoinDraft, type JoinStepProps } from './joinDraft';
import { joinBusiness, saveJoinerDetails, type IdDocument } from './registerCalls';

provideEntities(registrationEntity, staffEntity);

type Problems = Partial<Record<'loginName' | 'firstName' | 'lastName' | 'email' | 'idNo' | 'newPassword' | 'confirmPassword' | 'newPin' | 'repeatPin', string>>;

const ID_TYPES = ['01', '00'] as const;

export const JoinAccountStep = ({ draft, update }: JoinStepProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { busy, error, run } = useStepCall();
  const [errors, setErrors] = useState<Problems>({});

  const problemOf = (entity: string, field: string, value: string, options: { required?: boolean; record?: Record<string, unknown> } = {}) => {
    const problem = validateField(entity, field, value, options);
    return problem ? translate(problem.key, problem.values) : undefined;
  };

  const check = (): Problems => {
    const found: Problems = {
      firstName: problemOf('registration', 'firstName', draft.firstName.trim(), { required: true }),
      lastName: problemOf('registration', 'lastName', draft.lastName.trim(), { required: true }),
      email: problemOf('registration', 'email', draft.email.trim(), { required: false }),
      idNo: problemOf('registration', 'idNo', draft.idNo.trim(), { required: true, record: { idType: draft.idType } }),
    };
    if (!draft.joined) {
      found.loginName = problemOf('staff', 'loginName', draft.loginName.trim().toLowerCase(), { required: true });
      if (!draft.signedIn) Object.assign(found, validateNewPassword(draft.passwords, translate), validateNewPin(draft.pins, translate));
    }
    return Object.fromEntries(Object.entries(found).filter(([, text]) => text));
  };

  const join = () => {
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      if (!draft.joined) {
        try {
          const answer = await joinBusiness({
            mblNo: draft.mobile,
            key: invitationKeyOf(draft),
            loginName: draft.loginName,
            secrets: draft.signedIn ? undefined : { jrnNo: draft.jrnNo ?? '', password: draft.passwords.newPassword, pin: draft.pins.newPin },
          });
          await startConsoleSession(answer);
        } catch (refusal) {
          const loginName = serverFieldError(refusal, 'loginName');
          const newPassword = serverFieldError(refusal, 'password');
          if (loginName || newPassword) return setErrors({ loginName, newPassword });
          throw refusal;
        }
        update({ joined: true, passwords: { newPassword: '', confirmPassword: '' }, pins: { newPin: '', repeatPin: '' } });
      }
      try {
        await saveJoinerDetails({ firstName: draft.firstName, lastName: draft.lastName, email: draft.email, idType: draft.idType, idNo: draft.idNo });
      } catch (refusal) {
        const idNo = serverFieldError(refusal, 'idNo');
        if (idNo) return setErrors({ idNo });
        throw refusal;
      }
      navigate('/home', { replace: true });
    });
  };

  const text = (field: 'loginName' | 'firstName' | 'lastName' | 'email' | 'idNo', autoComplete: string, extra: { type?: string; autoFocus?: boolean; helper?: string } = {}) => (
    <TextField
      label={translate(`register.join.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => update({ [field]: field === 'idNo' && draft.idType === '00' ? event.target.value.toUpperCase() : event.target.value } as Partial<JoinDraft>)}
      error={Boolean(errors[field])}
      helperText={errors[field] || extra.helper || ' '}
      required={field !== 'email'}
      autoComplete={autoComplete}
      type={extra.type}
      autoFocus={extra.autoFocus}
      fullWidth
    />
  );

  return (
    <StepForm onSubmit={join} submitLabel={translate(draft.joined ? 'register.join.saveDetails' : 'register.join.join')} busy={busy} error={error}>
      {draft.invitation && (
        <Alert severity="info" icon={false}>
          {translate('register.join.invitedTo', { business: draft.invitation.mercNm, role: draft.invitation.roleName })}
        </Alert>
      )}
      {!draft.joined && (
        <>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('register.join.accountTitle')}
          </Typography>
          {text('loginName', 'username', { autoFocus: true, helper: translate('register.join.loginNameHint') })}
          {!draft.signedIn && (
            <>
              <NewPasswordFields values={draft.passwords} errors={errors} onChange={(passwords) => update({ passwords })} />
              <NewPinFields values={draft.pins} errors={errors} onChange={(pins) => update({ pins })} translate={translate} />
            </>
          )}
        </>
      )}
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('register.join.detailsTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
      </Stack>
      {text('email', 'email', { type: 'email' })}
      <FormLabel id="joiner-id-type">{translate('register.id.idType')}</FormLabel>
      <RadioGroup row aria-labelledby="joiner-id-type" value={draft.idType} onChange={(event) => update({ idType: event.target.value as IdDocument['idType'] })}>
        {ID_TYPES.map((idType) => (
          <FormControlLabel key={idType} value={idType} control={<Radio />} label={translate(`enums.idType.${idType}`)} />
        ))}
      </RadioGroup>
      {text('idNo', 'off')}
    </StepForm>
  );
};
