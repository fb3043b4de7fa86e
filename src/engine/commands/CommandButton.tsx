// A command on a record (its detail page) or on the list (the list's toolbar), as a labelled button: shown only
// where it applies and the user holds its permission code. A list's rows show theirs as icons (RowCommandButton).
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';
import { iconFor } from '../icons';
import { commandAction, type CommandDefinition } from '../registry';
import { commandLabel } from '../pages/labels';
import { appliesTo } from './availability';
import { useCommandRun, warmCommandDialog } from './useCommandRun';

export interface CommandButtonProps {
  definition: ResourceDefinition;
  command: CommandDefinition;
  /** What follows a run in place of refreshing the page (the detail page of a record the command removes). */
  afterRun?: () => void;
}

export const CommandButton = ({ definition, command, afterRun }: CommandButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { start, dialog } = useCommandRun(definition, command, { afterRun });
  // Not react-admin's useCanAccess: a list of 25 rows with two commands drew every row again when its 50 answers came.
  const canAccess = mayAccess(definition.name, commandAction(command));
  if (!canAccess || (command.scope !== 'list' && !appliesTo(command, record))) return null;
  const Icon = iconFor(command.icon);
  // Pointing at or tabbing to the button fetches the dialog's code, so it is there by the click.
  const warm = () => warmCommandDialog(command);
  return (
    <>
      <Button
        startIcon={<Icon />}
        color={command.destructive ? 'error' : 'primary'}
        onClick={() => void start()}
        onPointerEnter={warm}
        onFocus={warm}
        size="small"
      >
        {translate(commandLabel(definition.name, command.name, 'label'))}
      </Button>
      {dialog}
    </>
  );
};

export const recordCommands = (definition: ResourceDefinition) =>
  (definition.commands ?? []).filter((command) => (command.scope ?? 'record') === 'record');
export const listCommands = (definition: ResourceDefinition) => (definition.commands ?? []).filter((command) => command.scope === 'list');
