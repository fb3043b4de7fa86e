// /createClass and /setupClass: the business type (spec 000 §3: 0 sole unregistered, 1 sole registered, 2
// partnership, 3 limited company), with a registered sole proprietor's choice to have the certificate read
// (document recognition). The choice is saved at once, so the form that follows is the type's own.
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { saveType } from './businessCalls';
import { SetupStepButtons } from './SetupStepButtons';
import { StepHeading } from './StepHeading';
import { useSetup } from './setupContext';
import { SETUP_PATHS } from '../../config/businessSetup/setupSteps';
import { useStepCall } from '../resetPassword/useStepCall';
import { TYPE_CHOICES, choiceOf } from './typeChoices';

export const BusinessTypeStep = () => {
  const translate = useTranslate();
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
      <FormControl>
        <FormLabel id="business-type" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {translate('businessSetup.steps.type')}
        </FormLabel>
        <RadioGroup aria-labelledby="business-type" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {TYPE_CHOICES.map((entry) => (
            <FormControlLabel
              key={entry.key}
              value={entry.key}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', border: 1, borderColor: choice === entry.key ? 'primary.main' : 'divider', borderRadius: 1, m: 0, mb: 1, p: 1, pr: 2 }}
              label={
                <Stack sx={{ pt: 0.75 }}>
                  <Typography sx={{ fontWeight: 600 }}>{translate(`businessSetup.type.choices.${entry.key}.title`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`businessSetup.type.choices.${entry.key}.text`)}
                  </Typography>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      <SetupStepButtons onNext={next} disabled={busy || !choice} />
    </Stack>
  );
};
