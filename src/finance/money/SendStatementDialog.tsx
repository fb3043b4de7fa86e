// Sends a file by e-mail: the address is asked for (checked in the spec's words with
// schemas/statementRequest.schema.json: 'This field is required.', 'format error'), then the server sends it.
// EmailDialog is the dialog itself, for any such sending (a statement here, a transfer's advice on its result
// page); SendStatementDialog sends an account statement (SendTransactionFile).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { validateField } from '../../validation/validate';
import { emailStatement, type StatementRequest } from './moneyCalls';
import * as statementEntity from '../../generated/entities/statementRequest';
import { provideEntities } from '../../validation/entityRegistry';

provideEntities(statementEntity);

/** The server's message for the address, when it refused it (fieldErrors.email). */
const emailRefusal = (failure: unknown): string | undefined => {
  const fields = (failure as { body?: { fieldErrors?: Record<string, unknown> } } | undefined)?.body?.fieldErrors;
  return typeof fields?.email === 'string' ? fields.email : undefined;
};

export interface EmailDialogProps {
  open: boolean;
  /** Translated texts: the title, the address's label, and the two buttons. */
  texts: { title: string; email: string; send: string; cancel: string };
  onClose: () => void;
  /** Sends to the address; resolves once sent. A refusal of the address by the server goes under the field. */
  send: (email: string) => Promise<unknown>;
  /** Any other refusal (the server's message is on screen already). */
  onRefused?: (error: unknown) => void;
}

export const EmailDialog = ({ open, texts, onClose, send, onRefused }: EmailDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateField('statementRequest', 'email', email.trim());
    setError(problem ? translate(problem.key, problem.values) : undefined);
    if (problem) return;
    setBusy(true);
    try {
      await send(email.trim());
      onClose();
    } catch (failure) {
      const fromServer = emailRefusal(failure);
      if (fromServer) setError(fromServer);
      else onRefused?.(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{texts.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            type="email"
            label={texts.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            required
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.cancel}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.send}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

export interface SendStatementDialogProps {
  request: StatementRequest | null;
  onClose: () => void;
  /** The server refused the period: its field messages go under the page's fields. */
  onRefused: (error: unknown) => void;
}

export const SendStatementDialog = ({ request, onClose, onRefused }: SendStatementDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <EmailDialog
      open={request !== null}
      texts={{
        title: translate('money.sendTitle'),
        email: translate('money.email'),
        send: translate('money.send'),
        cancel: translate('money.cancel'),
      }}
      onClose={onClose}
      onRefused={onRefused}
      send={async (email) => {
        if (!request) return;
        const sent = await emailStatement({ ...request, email });
        notify('money.statementSent', { type: 'success', messageArgs: { email: sent.email } });
      }}
    />
  );
};
