// The dialog that stops a merchant at a page they cannot use yet, saying why and offering the way forward
// (set up the business, upload the ID, buy a plan, complete KYC) or going back.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { SETUP_ALIASES, SUBSCRIPTION_PLAN_PATH } from '../config/businessSetup/setupSteps';
import { UPLOAD_ID_PATH } from '../config/registerSteps';
import type { BlockingDialog as Kind } from './gates';

/** Where each dialog's main button leads; dialogs that only inform have none. */
const WAY_FORWARD: Partial<Record<Kind, string>> = {
  // The setup resumes at the step the merchant reached.
  businessSetup: SETUP_ALIASES.resume,
  idUpload: UPLOAD_ID_PATH,
  noSubscription: SUBSCRIPTION_PLAN_PATH,
  kycNoBusiness: SETUP_ALIASES.resume,
  // The owner's ID again: the same ID step as /uploadIdDocument (/verifyPersonInfo is registration's).
  kycToComplete: UPLOAD_ID_PATH,
  ownerKycFailed: UPLOAD_ID_PATH,
};

export const BlockingDialog = ({ kind, onClose }: { kind: Kind; onClose: () => void }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const target = WAY_FORWARD[kind];
  return (
    <Dialog open onClose={onClose} aria-labelledby="blocking-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="blocking-dialog-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <LockIcon color="warning" />
          <span>{translate(`gates.${kind}.title`)}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(`gates.${kind}.text`)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(target ? 'gates.notNow' : 'gates.ok')}</Button>
        {target && (
          <Button variant="contained" onClick={() => navigate(target)}>
            {translate(`gates.${kind}.action`)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
