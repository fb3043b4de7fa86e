// /createClass and /setupClass: the business type (spec 000 §3: 0 sole unregistered, 1 sole registered, 2
// partnership, 3 limited company), with a registered sole proprietor's choice to have the certificate read
// (document recognition). The choice is saved at once, so the form that follows is the type's own.
import { Alert, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveType } from './businessCalls';
import { SetupStepButtons } from './SetupStepButtons';
import { StepHeading } from './StepHeading';
import { useSetup } from './setupContext';
import { SETUP_PATHS } from '../../config/businessSetup/setupSteps';
import { useStepCall } from '../resetPassword/useStepCall';
import { TypeChoiceGroup } from './TypeChoiceGroup';
import { TYPE_CHOICES, choiceOf } from './typeChoices';

export const BusinessTypeStep = () => {
  const navigate = useNavigate();
  const { setup, reload } = useSetup();
  const [choice, setChoice] = useState(() => choiceOf(setup.businessType, setup.ocrFlg));
  const { busy, error, run } = useStepCall();

  const next = () =>
    run(async () => {
      const chosen = TYPE_CHOICES.find((entry) => entry.key === choice);
      if (!chosen) return;
      await saveType(chosen.businessType, chosen.ocr ? 'Y' : 'N');
      await reload();
      navigate(SETUP_PATHS.form);
    });

  return (
    <Stack spacing={2}>
      <StepHeading page="type" />
      {error && <Alert severity="error">{error}</Alert>}
      <TypeChoiceGroup value={choice} onChange={setChoice} />
      <SetupStepButtons onNext={next} disabled={busy || !choice} />
    </Stack>
  );
};
