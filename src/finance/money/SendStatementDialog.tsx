// Sends a statement by e-mail (SendTransactionFile): the address is asked for, then the server sends the file.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { validateField } from '../../validation/validate';
import { emailStatement, type StatementRequest } from './moneyCalls';
import * as statementEntity from '../../generated/entities/statementRequest';
import { provideEntities } from '../../validation/entityRegistry';

provideEntities(statementEntity);

export interface SendStatementDialogProps {
  request: StatementRequest | null;
  onClose: () => void;
  /** The server refused the period: its field messages go under the page's fields. */
  onRefused: (error: unknown) => void;
}

export const SendStatementDialog = ({ request, onClose, onRefused }: SendStatementDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    const problem = validateField('statementRequest', 'email', email.trim());
    setError(problem ? translate(problem.key, problem.values) : undefined);
    if (problem) return;
    setBusy(true);
    try {
      const sent = await emailStatement({ ...request, email: email.trim() });
      notify('money.statementSent', { type: 'success', messageArgs: { email: sent.email } });
      onClose();
    } catch (failure) {
      onRefused(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby="send-statement-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="send-statement-title">{translate('money.sendTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="email"
            label={translate('money.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('money.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('money.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
