// A command in a list's row, as an icon: shown only where it applies and the user holds its permission code.
// A page draws some fifty of these (25 rows, two commands), so each is a plain button styled once for the whole
// table (rowCommandsSx, given to the list's DataTable) with only the hooks its look needs; what runs the command
// (its dialog, the PIN, the call and the notices: useCommandRun) is mounted once it is clicked. Drawn as MUI
// IconButtons, each with the run's dozen hooks, they cost ≈ 30 ms of a cold load → 25 rows (issue #12, lever 62 in
// bench/RESULTS.md).
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { mayAccess } from '../../auth/permissions';
import { useHint } from '../hint/useHint';
import { iconFor } from '../icons';
import { commandAction, type CommandDefinition } from '../registry';
import { commandLabel } from '../pages/labels';
import { appliesTo } from './availability';
import { useCommandRun, warmCommandDialog } from './useCommandRun';

const CLASSES = {
  command: 'mc-row-command',
  primary: 'mc-row-command-primary',
  error: 'mc-row-command-error',
} as const;

/** The class of the row's last cell's content, which holds its commands. */
export const ROW_COMMANDS_CLASS = 'mc-row-commands';

/**
 * The rows' commands' looks, for the list's DataTable (its `sx`): MUI's small IconButton's size and colours, its
 * hover tint, and a ring for the keyboard (MUI's focus ripple is an animation these plain buttons do not have). Here,
 * not in the theme, so that they load with the lists, not with every first page.
 */
export const rowCommandsSx: SxProps<Theme> = (theme: Theme) => ({
  [`& .${ROW_COMMANDS_CLASS}`]: { display: 'flex', gap: '4px', justifyContent: 'flex-end' },
  [`& .${CLASSES.command}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    padding: '5px',
    margin: 0,
    border: 0,
    borderRadius: '50%',
    outline: 0,
    backgroundColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    WebkitTapHighlightColor: 'transparent',
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  },
  ...Object.fromEntries(
    (['primary', 'error'] as const).map((tone) => [
      `& .${CLASSES[tone]}`,
      {
        color: theme.palette[tone].main,
        '&:hover': { backgroundColor: alpha(theme.palette[tone].main, theme.palette.action.hoverOpacity) },
        '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
        '&:focus-visible': {
          backgroundColor: alpha(theme.palette[tone].main, theme.palette.action.focusOpacity),
          boxShadow: `inset 0 0 0 2px ${theme.palette[tone].main}`,
        },
      },
    ]),
  ),
});

interface RowCommandProps {
  definition: ResourceDefinition;
  command: CommandDefinition;
}

/** The command once clicked: starts at once, and is dropped when done with. */
const StartedCommand = ({ definition, command, onEnd }: RowCommandProps & { onEnd: () => void }) => {
  const { start, dialog } = useCommandRun(definition, command, { onEnd });
  // Once, though StrictMode runs a new component's effects twice.
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    void start();
  });
  return dialog;
};

export const RowCommandButton = ({ definition, command }: RowCommandProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const label = translate(commandLabel(definition.name, command.name, 'label'));
  const hint = useHint(label);
  const [started, setStarted] = useState(false);
  // Not react-admin's useCanAccess: a list of 25 rows with two commands drew every row again when its 50 answers came.
  if (!mayAccess(definition.name, commandAction(command)) || !appliesTo(command, record)) return null;
  const Icon = iconFor(command.icon);
  const tone = command.destructive ? CLASSES.error : CLASSES.primary;
  return (
    <>
      <button
        type="button"
        aria-label={label}
        className={`${CLASSES.command} ${tone}`}
        {...hint}
        onClick={(event: MouseEvent) => {
          event.stopPropagation(); // a row click would open the record
          setStarted(true);
        }}
        // Pointing at or tabbing to the button fetches the dialog's code, so it is there by the click.
        onPointerEnter={(event) => {
          warmCommandDialog(command);
          hint.onPointerEnter(event);
        }}
        onFocus={(event) => {
          warmCommandDialog(command);
          hint.onFocus(event);
        }}
      >
        <Icon fontSize="small" />
      </button>
      {started && <StartedCommand definition={definition} command={command} onEnd={() => setStarted(false)} />}
    </>
  );
};
