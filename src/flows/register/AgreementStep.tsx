// /privacyAgreement and /termsAgreement: the agreement to read (in the language on screen; the box scrolls and can
// be scrolled from the keyboard) and to accept before going on; the acceptance is saved on the server.
import { Box, Checkbox, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { acceptAgreement } from './registerCalls';
import { useRegisterDraft } from './registerDraft';

/** The sections of each agreement, in reading order (locale: register.<which>.sections.<key>.heading / .text). */
const SECTIONS = {
  privacy: ['collect', 'use', 'share', 'keep', 'rights', 'contact'],
  terms: ['account', 'security', 'fees', 'conduct', 'suspension', 'changes', 'law'],
} as const;

export const AgreementStep = ({ which }: { which: 'privacy' | 'terms' }) => {
  const translate = useTranslate();
  const { advance } = useRegisterDraft();
  const { busy, error, run } = useStepCall();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const helperId = useId();

  const next = () => {
    if (!accepted) return setMissing(true);
    void run(async () => advance(await acceptAgreement(which)));
  };

  return (
    <StepForm onSubmit={next} submitLabel={translate('register.agreeAndContinue')} busy={busy} error={error}>
      <Typography variant="h6" component="h2" id={titleId}>
        {translate(`register.${which}.title`)}
      </Typography>
      <Box
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        sx={{ maxHeight: { xs: '45vh', sm: 340 }, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.default' }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`register.${which}.intro`)}
        </Typography>
        {SECTIONS[which].map((section, index) => (
          <Box key={section} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {`${index + 1}. ${translate(`register.${which}.sections.${section}.heading`)}`}
            </Typography>
            <Typography variant="body2">{translate(`register.${which}.sections.${section}.text`)}</Typography>
          </Box>
        ))}
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              onChange={(event) => {
                setAccepted(event.target.checked);
                setMissing(false);
              }}
              slotProps={{ input: { 'aria-describedby': missing ? helperId : undefined } }}
            />
          }
          label={translate(`register.${which}.accept`)}
        />
        {missing && (
          <FormHelperText id={helperId} error role="alert">
            {translate(`register.${which}.mustAccept`)}
          </FormHelperText>
        )}
      </Box>
    </StepForm>
  );
};
