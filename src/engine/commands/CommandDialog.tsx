// Asks before a command runs: the spec's confirm text, the fields the command needs (a reason, a message…),
// and the server's answer in place when it refuses, with everything typed kept.
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { fieldErrorsOf } from '../../data/errors';
import { DIALOG_WIDTH } from '../../layout/theme';
import type { ResourceDefinition } from '../../config/definitions';
import { InputFor } from '../inputs/InputFor';
import { getEntity, optionsOf, type CommandDefinition } from '../registry';
import { commandLabel, inputLabel } from '../pages/labels';
import { toWireRecord } from '../pages/saving';

export interface CommandDialogProps {
  definition: ResourceDefinition;
  command: CommandDefinition;
  recordTitle: string;
  onRun: (input: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
  /** Out of sight but kept, with what was typed (while the PIN dialog asks). */
  hidden?: boolean;
}

export const CommandDialog = ({ definition, command, recordTitle, onRun, onClose, hidden = false }: CommandDialogProps) => {
  const translate = useTranslate();
  const [failure, setFailure] = useState('');
  const [running, setRunning] = useState(false);
  const inputEntity = command.input ? getEntity(command.input.entity) : undefined;
  const titleId = `command-${command.name}-title`;

  const submit = async (values: Record<string, unknown>) => {
    setRunning(true);
    setFailure('');
    try {
      // Sent as a form's save sends its record: typed text without the spaces around it.
      await onRun(inputEntity ? toWireRecord(inputEntity, values) : values);
      return undefined;
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      return fieldErrorsOf(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog open={!hidden} keepMounted onClose={running ? undefined : onClose} aria-labelledby={titleId} slotProps={{ paper: { sx: { width: DIALOG_WIDTH } } }}>
      <Form onSubmit={submit} record={{}} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate(commandLabel(definition.name, command.name, 'confirmTitle'))}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <DialogContentText>{translate(commandLabel(definition.name, command.name, 'confirmContent'), { name: recordTitle })}</DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {inputEntity &&
              command.input?.fields.map((ref) => {
                const options = optionsOf(ref);
                const field = inputEntity.fields[options.source];
                return (
                  <InputFor
                    key={field.name}
                    entity={inputEntity.name}
                    field={{ ...field, required: !options.optional }}
                    label={translate(inputLabel(inputEntity.name, field.name))}
                    widget={options.widget}
                    presets={options.presets}
                    fullWidth
                  />
                );
              })}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {/* "Close", not "Cancel": next to a command such as "Cancel ticket" the word would mean two things. */}
          <Button onClick={onClose} disabled={running}>
            {translate('ra.action.close')}
          </Button>
          <Button type="submit" variant="contained" color={command.destructive ? 'error' : 'primary'} disabled={running}>
            {translate(commandLabel(definition.name, command.name, 'label'))}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
