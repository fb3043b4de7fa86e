// Forgot PIN (spec 001 §4): basic info (phone or e-mail tab, value prefilled and disabled) → verification code →
// login password → new PIN twice → success. Closing returns to the first step.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { getUserInformation } from '../../auth/authProvider';
import { formatMobileDisplay } from '../../format/mobile';
import { PIN_DIALOG_WIDTH } from '../../layout/theme';
import { getSession } from '../../transport/session';
import { failureText } from '../common/messages';
import { useRequireOtp } from '../otp/OtpProvider';
import { NewPinFields, validateNewPin, type NewPinErrors, type NewPinValues } from './NewPinFields';
import { checkLoginPassword, checkRegistered, OTP_RESET_PIN, resetPin, type ContactType } from './resetPinCalls';

const STEPS = ['forgotPin.stepContact', 'forgotPin.stepPassword', 'forgotPin.stepNewPin'] as const;

export const ForgotPinDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const requireOtp = useRequireOtp();
  const [step, setStep] = useState(0);
  const [contactType, setContactType] = useState<ContactType>('P');
  const [jrnNo, setJrnNo] = useState('');
  const [password, setPassword] = useState('');
  const [pins, setPins] = useState<NewPinValues>({ newPin: '', repeatPin: '' });
  const [fieldErrors, setFieldErrors] = useState<NewPinErrors & { password?: string }>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const info = getUserInformation();
  const mobile = getSession()?.mblNo ?? '';
  const email = typeof info?.email === 'string' ? info.email : '';
  const userId = contactType === 'P' ? mobile : email;

  const close = () => {
    setStep(0);
    setJrnNo('');
    setPassword('');
    setPins({ newPin: '', repeatPin: '' });
    setFieldErrors({});
    setError('');
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (failure) {
      setError(failureText(failure, translate));
    } finally {
      setBusy(false);
    }
  };

  const verifyContact = () =>
    run(async () => {
      const notRegistered = await checkRegistered(userId, contactType);
      if (notRegistered !== null) {
        setError(notRegistered || translate('messages.accountMissing'));
        return;
      }
      const verified = await requireOtp({ otpBusinessType: OTP_RESET_PIN, otpType: contactType, sendNumber: userId });
      if (!verified) return;
      setJrnNo(verified.jrnNo);
      setStep(1);
    });

  const verifyPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldErrors({ password: translate('validation.required') });
    if (password.length < 8) return setFieldErrors({ password: translate('validation.minLength', { min: 8 }) });
    setFieldErrors({});
    void run(async () => {
      await checkLoginPassword(password);
      setStep(2);
    });
  };

  const saveNewPin = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewPin(pins, translate);
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    void run(async () => {
      await resetPin({ userId, userIdType: contactType, newPin: pins.newPin, jrnNo });
      setStep(3);
    });
  };

  const submit = step === 1 ? verifyPassword : step === 2 ? saveNewPin : (event: FormEvent) => (event.preventDefault(), void verifyContact());

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="forgot-pin-title"
      maxWidth={false}
      slotProps={{ paper: { sx: { width: PIN_DIALOG_WIDTH, maxWidth: '100%' } } }}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-pin-title">{translate('forgotPin.title')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 3, mt: 1 }}>
            {STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{translate(label)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto' }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {step === 0 && (
              <>
                <Tabs value={contactType} onChange={(_, value: ContactType) => setContactType(value)} variant="fullWidth">
                  <Tab value="P" label={translate('forgotPin.byPhone')} />
                  <Tab value="E" label={translate('forgotPin.byEmail')} disabled={!email} />
                </Tabs>
                <TextField
                  label={translate(contactType === 'P' ? 'forgotPin.phone' : 'forgotPin.email')}
                  value={contactType === 'P' ? formatMobileDisplay(mobile) : email}
                  disabled
                  fullWidth
                />
              </>
            )}
            {step === 1 && (
              <TextField
                label={translate('forgotPin.loginPassword')}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={Boolean(fieldErrors.password)}
                helperText={fieldErrors.password || ' '}
                autoFocus
                fullWidth
              />
            )}
            {step === 2 && (
              <NewPinFields values={pins} errors={fieldErrors} onChange={setPins} translate={translate} />
            )}
            {step === 3 && (
              <Stack spacing={1} sx={{ alignItems: 'center', py: 2 }}>
                <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
                <Typography variant="h6" role="status">
                  {translate('forgotPin.success')}
                </Typography>
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {step < 3 ? (
            <>
              <Button onClick={close}>{translate('pin.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={busy || (step === 0 && !userId)}>
                {translate(step === 2 ? 'forgotPin.save' : 'forgotPin.next')}
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={close} autoFocus>
              {translate('forgotPin.done')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
