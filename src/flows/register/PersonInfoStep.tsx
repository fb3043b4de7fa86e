// /addPersonInfo: the new owner's names and e-mail, checked by the registration schema here and by the server.
import { Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import * as registrationEntity from '../../generated/entities/registration';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { serverFieldError } from '../password/newPassword';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { savePersonInfo, type PersonInfo } from './registerCalls';
import { useRegisterDraft } from './registerDraft';

provideEntities(registrationEntity);

const FIELDS = ['firstName', 'middleName', 'lastName', 'email'] as const satisfies ReadonlyArray<keyof PersonInfo>;
const OPTIONAL: ReadonlySet<string> = new Set(['middleName']);

export const PersonInfoStep = () => {
  const translate = useTranslate();
  const { draft, update, advance } = useRegisterDraft();
  const { busy, error, run } = useStepCall();
  const [errors, setErrors] = useState<Partial<Record<keyof PersonInfo, string>>>({});

  const next = () => {
    const problems: typeof errors = {};
    for (const field of FIELDS) {
      const problem = validateField('registration', field, draft.person[field].trim(), { required: !OPTIONAL.has(field) });
      if (problem) problems[field] = translate(problem.key, problem.values);
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      try {
        advance(await savePersonInfo(draft.person));
      } catch (refusal) {
        const fieldProblems = Object.fromEntries(FIELDS.map((field) => [field, serverFieldError(refusal, field)]).filter(([, text]) => text));
        if (Object.keys(fieldProblems).length) return setErrors(fieldProblems);
        throw refusal;
      }
    });
  };

  const input = (field: (typeof FIELDS)[number], autoComplete: string, extra: { type?: string; autoFocus?: boolean } = {}) => (
    <TextField
      label={translate(`register.person.${field}`)}
      value={draft.person[field]}
      onChange={(event) => update({ person: { ...draft.person, [field]: event.target.value } })}
      error={Boolean(errors[field])}
      helperText={errors[field] || ' '}
      required={!OPTIONAL.has(field)}
      autoComplete={autoComplete}
      fullWidth
      {...extra}
    />
  );

  return (
    <StepForm onSubmit={next} submitLabel={translate('register.continue')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('register.person.lead')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
        {input('firstName', 'given-name', { autoFocus: true })}
        {input('middleName', 'additional-name')}
      </Stack>
      {input('lastName', 'family-name')}
      {input('email', 'email', { type: 'email' })}
    </StepForm>
  );
};
