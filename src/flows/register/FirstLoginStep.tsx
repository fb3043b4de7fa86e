// /firstLogin: everything is saved; completing the registration (MerchantKmsSignUp) is the first login, and the
// merchant goes on to /growBusiness to create or join a business.
import { Stack, Typography } from '@mui/material';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useTranslate } from 'react-admin';
import { startConsoleSession } from '../../auth/authProvider';
import { StepForm } from '../resetPassword/StepForm';
import { useStepCall } from '../resetPassword/useStepCall';
import { completeRegistration } from './registerCalls';
import { useRegisterDraft } from './registerDraft';

export const FirstLoginStep = () => {
  const translate = useTranslate();
  const { advance } = useRegisterDraft();
  const { busy, error, run } = useStepCall();

  const complete = () =>
    void run(async () => {
      await startConsoleSession(await completeRegistration());
      advance(undefined);
    });

  return (
    <StepForm onSubmit={complete} submitLabel={translate('register.complete')} busy={busy} error={error}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 1 }}>
        <HowToRegIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="h2">
          {translate('register.readyTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('register.readyText')}</Typography>
      </Stack>
    </StepForm>
  );
};
