// After MMCP2050: the chances have run out; the way forward is resetting the PIN.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../layout/theme';

export const PinExhaustedDialog = ({
  message,
  onResetPin,
  onClose,
}: {
  message: string | null;
  onResetPin: () => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="pin-exhausted-title" slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}>
      <DialogTitle id="pin-exhausted-title">{translate('pin.exhaustedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText role="alert">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('pin.close')}</Button>
        <Button variant="contained" onClick={onResetPin} autoFocus>
          {translate('pin.resetPin')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
