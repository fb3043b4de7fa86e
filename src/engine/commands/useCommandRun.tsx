// Running a command on a record or on the list: its confirm dialog, then the PIN or the one-time code (when
// declared), then the call, and what follows it (a notice, a refresh, another account's session).
import { Suspense, useState, type ReactNode } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { recordName } from '../../config/recordName';
import type { ResourceDefinition } from '../../config/definitions';
import { runCommand } from '../../data/resourceDataProvider';
import type { ConsoleDataProvider } from '../../data/consoleMethods';
import { startSwitchedSession } from '../../auth/switchAccount';
import { useRequireOwnPhoneOtp } from '../../flows/otp/OtpProvider';
import { useRequirePin } from '../../flows/pin/PinProvider';
import type { CommandDefinition } from '../registry';
import { commandLabel } from '../pages/labels';
import { useFailureNotifier } from '../pages/useFailureNotifier';
import { preloadableLazy } from '../preloadableLazy';

// The dialog (its form, every kind of input a command may ask for, the saving rules) is loaded when a command is
// about to be used, not with the list: the first page of rows needs none of it (issue #12).
const commandDialog = preloadableLazy(() => import('./CommandDialog').then((module) => module.CommandDialog));

/** Whether starting the command opens its dialog (a confirmation, or fields to fill in) before it runs. */
export const needsDialog = (command: CommandDefinition): boolean => command.confirm !== false || Boolean(command.input);

/** Fetches the dialog's code ahead of the click (a pointer resting on the command, or the keyboard reaching it). */
export const warmCommandDialog = (command: CommandDefinition): void => {
  if (needsDialog(command)) commandDialog.preload().catch(() => undefined);
};

export interface CommandRun {
  /** Opens the dialog, or runs the command at once when it has none. */
  start: () => Promise<void>;
  /** The dialog while it is open: render it beside the button. */
  dialog: ReactNode;
}

/**
 * `afterRun`: what follows a run in place of refreshing the page (the detail page of a record the command removes).
 * `onEnd`: called once the command is done with, run or given up (its dialog closed, its PIN refused).
 */
export const useCommandRun = (
  definition: ResourceDefinition,
  command: CommandDefinition,
  { afterRun, onEnd }: { afterRun?: () => void; onEnd?: () => void } = {},
): CommandRun => {
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

  const recordTitle = record ? recordName(definition.recordRepresentation ?? definition.idField, record) || String(record.id) : '';

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

  const start = async () => {
    // With a dialog, the PIN comes last: it authorises the command as filled in (reason chosen), not a blank one.
    if (needsDialog(command)) {
      setOpen(true);
      return;
    }
    try {
      const proof = await authorise();
      if (proof) await run(proof, record);
    } catch (error) {
      reportFailure(error);
    } finally {
      onEnd?.();
    }
  };

  const close = () => {
    setOpen(false);
    onEnd?.();
  };

  const dialog = open && (
    // The dialog is a portal, but React still bubbles its clicks to the row, which would open the record.
    <span onClick={(event) => event.stopPropagation()} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <commandDialog.Page
          definition={definition}
          command={command}
          recordTitle={recordTitle}
          onClose={close}
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
            close();
          }}
        />
      </Suspense>
    </span>
  );

  return { start, dialog };
};
