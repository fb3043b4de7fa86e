// /resetPassword: which account — by its registered mobile number or e-mail address. The server first says
// whether it is registered (as the Forgot PIN flow does, spec 001 §4); if not, its message is shown.
import { Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { validateField } from '../../validation/validate';
import { MobileNumberField } from '../common/MobileNumberField';
import type { ContactType } from '../password/passwordCalls';
import { checkRegistered } from '../pin/resetPinCalls';
import { contactOf, RESET_PATHS, useResetDraft, withoutCode } from './resetDraft';
import { StepForm } from './StepForm';
import { useStepCall } from './useStepCall';
import * as contactEntity from '../../generated/entities/contact';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(contactEntity);

export const ResetAccountStep = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { draft, update } = useResetDraft();
  const { busy, error, setError, run } = useStepCall();
  const [fieldError, setFieldError] = useState('');
  const isPhone = draft.userIdType === 'P';

  const next = () => {
    const problem = isPhone
      ? validateField('contact', 'mblNo', draft.mobile, { required: true })
      : validateField('contact', 'email', draft.email.trim(), { required: true });
    setFieldError(problem ? translate(problem.key, problem.values) : '');
    if (problem) return;
    const contact = contactOf(draft);
    void run(async () => {
      const notRegistered = await checkRegistered(contact, draft.userIdType);
      if (notRegistered !== null) {
        setError(notRegistered || translate('messages.accountMissing'));
        return;
      }
      // Another account than before: a code sent earlier proves nothing about this one.
      update(draft.confirmed === contact ? {} : { ...withoutCode, confirmed: contact });
      navigate(RESET_PATHS.description);
    });
  };

  return (
    <StepForm onSubmit={next} submitLabel={translate('resetPassword.next')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('resetPassword.accountLead')}</Typography>
      <Tabs
        value={draft.userIdType}
        onChange={(_, userIdType: ContactType) => {
          setFieldError('');
          update({ userIdType });
        }}
        variant="fullWidth"
      >
        <Tab value="P" label={translate('forgotPin.byPhone')} />
        <Tab value="E" label={translate('forgotPin.byEmail')} />
      </Tabs>
      {isPhone ? (
        <MobileNumberField
          key="mobile"
          label={translate('forgotPin.phone')}
          value={draft.mobile}
          onChange={(mobile) => update({ mobile })}
          error={Boolean(fieldError)}
          helperText={fieldError || ' '}
          required
          autoFocus
          fullWidth
        />
      ) : (
        <TextField
          key="email"
          label={translate('forgotPin.email')}
          type="email"
          value={draft.email}
          onChange={(event) => update({ email: event.target.value })}
          error={Boolean(fieldError)}
          helperText={fieldError || ' '}
          autoComplete="email"
          required
          autoFocus
          fullWidth
        />
      )}
    </StepForm>
  );
};
