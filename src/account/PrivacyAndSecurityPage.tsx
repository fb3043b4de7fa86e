// /account/privacyAndSecurity: change the login password (current and new password → code to the phone) and
// change the transacting PIN (current PIN → code to the phone → new PIN twice) or reset a forgotten one.
// Change password needs permission 3707 and change PIN 3708, checked when the command runs, not only when shown.
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import PasswordIcon from '@mui/icons-material/Password';
import { useState, type ReactNode } from 'react';
import { Authenticated, Title, useNotify, useTranslate } from 'react-admin';
import { hasPermission } from '../auth/permissions';
import { useRequireOtp } from '../flows/otp/OtpProvider';
import { ChangePasswordDialog } from '../flows/password/ChangePasswordDialog';
import { NewPinDialog } from '../flows/pin/NewPinDialog';
import { useRequirePin, useStartPinReset } from '../flows/pin/PinProvider';
import { changePin } from '../flows/pin/resetPinCalls';
import { getSession } from '../transport/session';

export const CHANGE_PASSWORD_PERMISSION = '3707';
export const CHANGE_PIN_PERMISSION = '3708';
const OTP_CHANGE_PIN = '12';

export const PrivacyAndSecurityPage = () => (
  <Authenticated>
    <PrivacyAndSecurity />
  </Authenticated>
);

const PrivacyAndSecurity = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const requirePin = useRequirePin();
  const requireOtp = useRequireOtp();
  const startPinReset = useStartPinReset();
  const [jrnNo, setJrnNo] = useState<string | null>(null);
  const mayChangePin = hasPermission(CHANGE_PIN_PERMISSION);
  const mayChangePassword = hasPermission(CHANGE_PASSWORD_PERMISSION);
  const [changingPassword, setChangingPassword] = useState(false);

  const startPasswordChange = () => {
    if (!hasPermission(CHANGE_PASSWORD_PERMISSION)) {
      notify('errors.noPermission', { type: 'warning' });
      return;
    }
    setChangingPassword(true);
  };

  const startChange = async () => {
    if (!hasPermission(CHANGE_PIN_PERMISSION)) {
      notify('errors.noPermission', { type: 'warning' });
      return;
    }
    if (!(await requirePin({ authTxCode: 'CHANGE_PIN', title: translate('security.currentPinTitle') }))) return;
    const mobile = getSession()?.mblNo ?? '';
    const verified = await requireOtp({ otpBusinessType: OTP_CHANGE_PIN, otpType: 'P', sendNumber: mobile });
    if (verified) setJrnNo(verified.jrnNo);
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 } }}>
      <Title title={translate('security.title')} />
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('security.title')}
        </Typography>
        <SecurityCard
          icon={<KeyIcon color="primary" />}
          title={translate('security.passwordTitle')}
          text={translate('security.passwordText')}
          notAllowed={mayChangePassword ? undefined : translate('security.changePasswordNotAllowed')}
        >
          {mayChangePassword && (
            <Button variant="contained" onClick={startPasswordChange}>
              {translate('security.changePassword')}
            </Button>
          )}
        </SecurityCard>
        <SecurityCard
          icon={<PasswordIcon color="primary" />}
          title={translate('security.pinTitle')}
          text={translate('security.pinText')}
          notAllowed={mayChangePin ? undefined : translate('security.changePinNotAllowed')}
        >
          {mayChangePin && (
            <Button variant="contained" onClick={() => void startChange()}>
              {translate('security.changePin')}
            </Button>
          )}
          <Button onClick={startPinReset}>{translate('security.forgotPin')}</Button>
        </SecurityCard>
      </Stack>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => notify('security.passwordChanged', { type: 'success' })}
      />
      <NewPinDialog
        open={jrnNo !== null}
        onCancel={() => setJrnNo(null)}
        onSave={async (newPin) => {
          await changePin({ newPin, jrnNo: jrnNo ?? '' });
          setJrnNo(null);
          notify('security.pinChanged', { type: 'success' });
        }}
      />
    </Box>
  );
};

/** One thing to protect: what it is, what the user may do with it, or why not. */
const SecurityCard = ({ icon, title, text, notAllowed, children }: { icon: ReactNode; title: string; text: string; notAllowed?: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        {icon}
        <Box>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </Box>
      </Stack>
      {notAllowed && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {notAllowed}
        </Alert>
      )}
    </CardContent>
    <CardActions sx={{ px: 2, pb: 2, '&:empty': { display: 'none' } }}>{children}</CardActions>
  </Card>
);
