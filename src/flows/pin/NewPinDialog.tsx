// The last step of Change PIN: the new PIN twice. The server refuses a PIN equal to the old one and says so.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DIALOG_WIDTH } from '../../layout/theme';
import { failureText } from '../common/messages';
import { NewPinFields, validateNewPin, type NewPinErrors, type NewPinValues } from './NewPinFields';

export const NewPinDialog = ({ open, onSave, onCancel }: { open: boolean; onSave: (newPin: string) => Promise<void>; onCancel: () => void }) => {
  const translate = useTranslate();
  const [pins, setPins] = useState<NewPinValues>({ newPin: '', repeatPin: '' });
  const [errors, setErrors] = useState<NewPinErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateNewPin(pins, translate);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    setFailure('');
    try {
      await onSave(pins.newPin);
      setPins({ newPin: '', repeatPin: '' });
    } catch (error) {
      setFailure(failureText(error, translate));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="new-pin-title" slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-pin-title">{translate('security.newPinTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <NewPinFields values={pins} errors={errors} onChange={setPins} translate={translate} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel}>{translate('pin.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('security.saveNewPin')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
