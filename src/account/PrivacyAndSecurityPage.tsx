// /account/privacyAndSecurity: change the transacting PIN (current PIN → code to the phone → new PIN twice) or
// reset a forgotten one. Change PIN needs permission 3708, checked when the command runs, not only when shown.
import { Alert, Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import { useState } from 'react';
import { Authenticated, Title, useNotify, useTranslate } from 'react-admin';
import { hasPermission } from '../auth/permissions';
import { useRequireOtp } from '../flows/otp/OtpProvider';
import { NewPinDialog } from '../flows/pin/NewPinDialog';
import { useRequirePin, useStartPinReset } from '../flows/pin/PinProvider';
import { changePin } from '../flows/pin/resetPinCalls';
import { getSession } from '../transport/session';

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
        <Card variant="outlined">
          <CardContent>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <PasswordIcon color="primary" />
              <Box>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  {translate('security.pinTitle')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('security.pinText')}
                </Typography>
              </Box>
            </Stack>
            {!mayChangePin && (
              <Alert severity="info" sx={{ mt: 2 }}>
                {translate('security.changePinNotAllowed')}
              </Alert>
            )}
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            {mayChangePin && (
              <Button variant="contained" onClick={() => void startChange()}>
                {translate('security.changePin')}
              </Button>
            )}
            <Button onClick={startPinReset}>{translate('security.forgotPin')}</Button>
          </CardActions>
        </Card>
      </Stack>
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
