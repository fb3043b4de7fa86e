// Joining, first page: the joiner's own mobile number and the invitation, by the 8-digit code the owner's invitation
// sent (spec 001 §5 'Invitation code: 8 digits', 'Invitation code error') or by the owner's mobile number. The
// server says which business and role it is for; then a code goes to the joiner's number.
import { Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import * as contactEntity from '../../generated/entities/contact';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { MobileNumberField } from '../common/MobileNumberField';
import { sendOtp } from '../otp/otpCalls';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { invitationKeyOf, type JoinBy, type JoinStepProps } from './joinDraft';
import { findInvitation, OTP_REGISTER } from './registerCalls';

provideEntities(contactEntity);

const INVITATION_CODE = /^\d{8}$/;

export const JoinFindStep = ({ draft, update }: JoinStepProps) => {
  const translate = useTranslate();
  const { busy, error, run } = useStepCall();
  const [errors, setErrors] = useState<{ mobile?: string; invitationCode?: string; ownerMobile?: string }>({});

  const mobileProblem = (value: string) => {
    const problem = validateField('contact', 'mblNo', value, { required: true });
    return problem ? translate(problem.key, problem.values) : undefined;
  };

  const next = () => {
    const problems: typeof errors = { mobile: mobileProblem(draft.mobile) };
    if (draft.by === 'code') {
      problems.invitationCode = !draft.invitationCode
        ? translate('validation.required')
        : INVITATION_CODE.test(draft.invitationCode)
          ? undefined
          : translate('messages.invitationCodeError');
    }
    else problems.ownerMobile = mobileProblem(draft.ownerMobile);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    void run(async () => {
      const invitation = await findInvitation(draft.mobile, invitationKeyOf(draft));
      const names = { firstName: draft.firstName || invitation.firstName, lastName: draft.lastName || invitation.lastName };
      // Signed in, the number is the account's own and proven already.
      if (draft.signedIn) return update({ invitation, ...names, verified: true });
      const sent = await sendOtp({ otpBusinessType: OTP_REGISTER, otpType: 'P', sendNumber: draft.mobile }, { beforeLogin: true });
      update({
        invitation,
        ...names,
        jrnNo: sent.jrnNo,
        demoCode: sent.demoOtp,
        sentAt: Date.now(),
        code: '',
        verified: false,
      });
    });
  };

  return (
    <StepForm onSubmit={next} submitLabel={translate('register.join.find')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('register.join.lead')}</Typography>
      <MobileNumberField
        label={translate('register.join.yourMobile')}
        value={draft.mobile}
        onChange={(mobile) => update({ mobile })}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile || ' '}
        required
        autoFocus={!draft.signedIn}
        disabled={draft.signedIn}
        fullWidth
      />
      <Tabs value={draft.by} onChange={(_, by: JoinBy) => update({ by })} variant="fullWidth" aria-label={translate('register.join.byLabel')}>
        <Tab value="code" label={translate('register.join.byCode')} />
        <Tab value="owner" label={translate('register.join.byOwner')} />
      </Tabs>
      {draft.by === 'code' ? (
        <TextField
          label={translate('register.join.invitationCode')}
          value={draft.invitationCode}
          onChange={(event) => update({ invitationCode: event.target.value.replace(/\D/g, '').slice(0, 8) })}
          error={Boolean(errors.invitationCode)}
          helperText={errors.invitationCode || ' '}
          required
          autoComplete="one-time-code"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 8 } }}
        />
      ) : (
        <MobileNumberField
          label={translate('register.join.ownerMobile')}
          value={draft.ownerMobile}
          onChange={(ownerMobile) => update({ ownerMobile })}
          error={Boolean(errors.ownerMobile)}
          helperText={errors.ownerMobile || ' '}
          required
          fullWidth
        />
      )}
    </StepForm>
  );
};
