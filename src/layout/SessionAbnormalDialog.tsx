// Spec 002 §8.2, MMCP5148: title Session Abnormal, text 'The session is abnormal. Please login again.', to /login.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from './theme';

export const SessionAbnormalDialog = ({ open, onConfirm }: { open: boolean; onConfirm: () => void }) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      aria-labelledby="session-abnormal-title"
      // No way to dismiss it except the button: the session is gone, so the page behind it cannot be used.
      disableEscapeKeyDown
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}
    >
      <DialogTitle id="session-abnormal-title">{translate('session.abnormalTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('session.abnormalText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {translate('session.toLogin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
