// /setPin: the 4-digit transacting PIN twice (spec 001 §5), asked before every money movement later.
import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { NewPinFields, validateNewPin, type NewPinErrors } from '../pin/NewPinFields';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { setOwnerSecret } from './registerCalls';
import { useRegisterDraft } from './registerDraft';

export const SetPinStep = () => {
  const translate = useTranslate();
  const { draft, update, advance } = useRegisterDraft();
  const { busy, error, run } = useStepCall();
  const [errors, setErrors] = useState<NewPinErrors>({});

  const save = () => {
    const problems = validateNewPin(draft.pins, translate);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      const next = await setOwnerSecret('pin', draft.pins.newPin);
      update({ pins: { newPin: '', repeatPin: '' } });
      advance(next);
    });
  };

  return (
    <StepForm onSubmit={save} submitLabel={translate('register.continue')} busy={busy} error={error}>
      <Typography color="text.secondary">{translate('register.pinLead')}</Typography>
      <NewPinFields values={draft.pins} errors={errors} onChange={(pins) => update({ pins })} translate={translate} />
    </StepForm>
  );
};
