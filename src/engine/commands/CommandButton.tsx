// A command on a record (row or detail page) or on the list: shown only where it applies and the user holds
// its permission code; runs after the confirm dialog and then the PIN or the one-time code (when declared).
import { recordName } from '../../config/recordName';
import { Button, IconButton } from '@mui/material';
import { Suspense, useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { runCommand } from '../../data/resourceDataProvider';
import type { ConsoleDataProvider } from '../../data/consoleMethods';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { useRequireOwnPhoneOtp } from '../../flows/otp/OtpProvider';
import { startSwitchedSession } from '../../auth/switchAccount';
import { useNavigate } from 'react-router-dom';
import type { ResourceDefinition } from '../../config/definitions';
import { useHint } from '../hint/useHint';
import { mayAccess } from '../../auth/permissions';
import { iconFor } from '../icons';
import { commandAction, type CommandDefinition } from '../registry';
import { commandLabel } from '../pages/labels';
import { useFailureNotifier } from '../pages/useFailureNotifier';
import { appliesTo } from './availability';
import { preloadableLazy } from '../preloadableLazy';

// The dialog (its form, every kind of input a command may ask for, the saving rules) is loaded when a command is
// about to be used, not with the list: the first page of rows needs none of it (issue #12).
const commandDialog = preloadableLazy(() => import('./CommandDialog').then((module) => module.CommandDialog));

export interface CommandButtonProps {
  definition: ResourceDefinition;
  command: CommandDefinition;
  /** Rows show an icon; the detail page and the toolbar a labelled button. */
  compact?: boolean;
  /** What follows a run in place of refreshing the page (the detail page of a record the command removes). */
  afterRun?: () => void;
}

export const CommandButton = ({ definition, command, compact, afterRun }: CommandButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const reportFailure = useFailureNotifier();
  const requirePin = useRequirePin();
  const requireOtp = useRequireOwnPhoneOtp();
  const record = useRecordContext();
  const [open, setOpen] = useState(false);
  /** While the PIN is asked, the command's dialog steps aside (kept, with what was chosen) rather than show behind. */
  const [authorising, setAuthorising] = useState(false);
  // Not react-admin's useCanAccess: a list of 25 rows with two commands drew every row again when its 50 answers came.
  const canAccess = mayAccess(definition.name, commandAction(command));
  const label = translate(commandLabel(definition.name, command.name, 'label'));
  const hint = useHint(label);
  const listScoped = command.scope === 'list';
  if (!canAccess || (!listScoped && !appliesTo(command, record))) return null;

  const recordTitle = record ? recordName(definition.recordRepresentation ?? definition.idField, record) || String(record.id) : '';
  const Icon = iconFor(command.icon);
  const needsDialog = command.confirm !== false || Boolean(command.input);

  const run = async (input: Record<string, unknown>, target: RaRecord | undefined) => {
    // A service resource's command names a REST path (its provider runs it); the others a named /mmc/ action.
    const answer = command.path
      ? (await dataProvider.runCommand(definition.name, { command: command.name, id: target?.id, data: input, record: target })).data
      : await runCommand(definition, command, { id: target?.id, data: input, record: target });
    if (command.answers === 'session') {
      // Another account's session: every page and list read so far was the other account's.
      await startSwitchedSession(answer as Parameters<typeof startSwitchedSession>[0]);
      navigate('/home');
      refresh();
      notify(commandLabel(definition.name, command.name, 'done'), { type: 'success', messageArgs: { name: recordTitle } });
      return;
    }
    // The done text may name what the server answered: where an invitation's code went.
    notify(commandLabel(definition.name, command.name, 'done'), { type: 'success', messageArgs: { answer } });
    (afterRun ?? refresh)();
  };

  /** The PIN, or the one-time code whose journal number goes with the command; null when the person gives up. */
  const authorise = async (): Promise<Record<string, unknown> | null> => {
    if (command.pin && !(await requirePin())) return null;
    if (!command.otp) return {};
    const verified = await requireOtp(command.otp);
    return verified ? { jrnNo: verified.jrnNo } : null;
  };
  const authorised = Boolean(command.pin || command.otp);

  const start = async (event: MouseEvent) => {
    event.stopPropagation(); // a row click would open the record
    // With a dialog, the PIN comes last: it authorises the command as filled in (reason chosen), not a blank one.
    if (needsDialog) {
      setOpen(true);
      return;
    }
    const proof = await authorise();
    if (!proof) return;
    try {
      await run(proof, record);
    } catch (error) {
      reportFailure(error);
    }
  };

  // Pointing at or tabbing to the button fetches the dialog's code, so it is there by the click.
  const warmDialog = () => void (needsDialog && commandDialog.preload().catch(() => undefined));

  return (
    <>
      {compact ? (
        <IconButton
          aria-label={label}
          size="small"
          color={command.destructive ? 'error' : 'primary'}
          onClick={start}
          {...hint}
          onPointerEnter={(event) => {
            warmDialog();
            hint.onPointerEnter(event);
          }}
          onFocus={(event) => {
            warmDialog();
            hint.onFocus(event);
          }}
        >
          <Icon fontSize="small" />
        </IconButton>
      ) : (
        <Button
          startIcon={<Icon />}
          color={command.destructive ? 'error' : 'primary'}
          onClick={start}
          onPointerEnter={warmDialog}
          onFocus={warmDialog}
          size="small"
        >
          {label}
        </Button>
      )}
      {open && (
        // The dialog is a portal, but React still bubbles its clicks to the row, which would open the record.
        <span onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
          <Suspense fallback={null}>
            <commandDialog.Page
              definition={definition}
              command={command}
              recordTitle={recordTitle}
              onClose={() => setOpen(false)}
              hidden={authorising}
              onRun={async (input) => {
                if (!authorised) {
                  await run(input, record);
                } else {
                  setAuthorising(true);
                  try {
                    // Giving up at the PIN or code, or a refusal from the server, brings the dialog back with what was chosen.
                    const proof = await authorise();
                    if (!proof) return;
                    await run({ ...input, ...proof }, record);
                  } finally {
                    setAuthorising(false);
                  }
                }
                setOpen(false);
              }}
            />
          </Suspense>
        </span>
      )}
    </>
  );
};

export const recordCommands = (definition: ResourceDefinition) =>
  (definition.commands ?? []).filter((command) => (command.scope ?? 'record') === 'record');
export const listCommands = (definition: ResourceDefinition) => (definition.commands ?? []).filter((command) => command.scope === 'list');
