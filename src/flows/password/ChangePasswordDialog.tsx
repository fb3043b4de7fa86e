// Change login password (Privacy & Security): the current password and the new one twice, then a code to the
// user's own phone (OTP business type 11), then MerchantModifyPassword. The server checks the current password
// (counting wrong tries like the login-password check), spec 001's rules and that the new one differs.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../layout/theme';
import { isMmcError } from '../../transport/errors';
import { getSession } from '../../transport/session';
import { validateField } from '../../validation/validate';
import { failureText } from '../common/messages';
import { useRequireOtp } from '../otp/OtpProvider';
import { NewPasswordFields } from './NewPasswordFields';
import { serverFieldError, validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './newPassword';
import { changeLoginPassword } from './passwordCalls';
import { PasswordField } from './PasswordField';
import * as passwordChangeEntity from '../../generated/entities/passwordChange';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(passwordChangeEntity);

/** OTP business type 11: change login password (spec 000 §3). */
const OTP_CHANGE_PASSWORD = '11';
/** The spec's OTP code (MMCP2003): the code is no longer good, so the next try asks for a new one. */
const OTP_FAILURE_CODE = 'MMCP2003';

type Errors = NewPasswordErrors & { password?: string };
const EMPTY: NewPasswordValues = { newPassword: '', confirmPassword: '' };

export const ChangePasswordDialog = ({ open, onClose, onChanged }: { open: boolean; onClose: () => void; onChanged: () => void }) => {
  const translate = useTranslate();
  const requireOtp = useRequireOtp();
  const [password, setPassword] = useState('');
  const [passwords, setPasswords] = useState<NewPasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // A verified code stays good for another try after, say, a rule the server refused.
  const [jrnNo, setJrnNo] = useState<string | null>(null);

  const close = () => {
    setPassword('');
    setPasswords(EMPTY);
    setErrors({});
    setFailure('');
    setJrnNo(null);
    onClose();
  };

  const validate = (): boolean => {
    const problems: Errors = validateNewPassword(passwords, translate);
    const current = validateField('passwordChange', 'password', password, { required: true });
    if (current) problems.password = translate(current.key, current.values);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const save = async () => {
    setFailure('');
    if (!validate()) return;
    setBusy(true);
    try {
      let code = jrnNo;
      if (!code) {
        const verified = await requireOtp({ otpBusinessType: OTP_CHANGE_PASSWORD, otpType: 'P', sendNumber: getSession()?.mblNo ?? '' });
        if (!verified) return;
        code = verified.jrnNo;
        setJrnNo(code);
      }
      await changeLoginPassword({ password, newPassword: passwords.newPassword, jrnNo: code });
      close();
      onChanged();
    } catch (error) {
      const newPassword = serverFieldError(error, 'newPassword');
      if (newPassword) setErrors({ newPassword });
      else setFailure(failureText(error, translate));
      if (isMmcError(error) && error.code === OTP_FAILURE_CODE) setJrnNo(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby="change-password-title" slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void save();
        }}
        noValidate
      >
        <DialogTitle id="change-password-title">{translate('security.changePasswordTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <PasswordField
              label={translate('security.currentPassword')}
              value={password}
              onChange={setPassword}
              error={errors.password}
              autoComplete="current-password"
              autoFocus
            />
            <NewPasswordFields values={passwords} errors={errors} onChange={setPasswords} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{translate('pin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('security.savePassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
