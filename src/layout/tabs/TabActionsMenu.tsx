// The close actions of the open-page tabs, for one tab: opened by right-clicking a tab, by the context-menu key
// (or Shift+F10) on it, or by the "…" button for the tab shown.
import { Divider, Menu, MenuItem, type PopoverPosition } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OpenTab, TabAction } from './tabList';

export interface TabMenuTarget {
  key: string;
  anchorEl?: HTMLElement;
  anchorPosition?: PopoverPosition;
}

const ACTIONS: Array<{ action: TabAction; label: string; divider?: boolean }> = [
  { action: 'close', label: 'nav.tabs.closeTab' },
  { action: 'closeLeft', label: 'nav.tabs.closeLeft', divider: true },
  { action: 'closeRight', label: 'nav.tabs.closeRight' },
  { action: 'closeOthers', label: 'nav.tabs.closeOthers' },
  { action: 'closeAll', label: 'nav.tabs.closeAll' },
];

/** Whether an action would close anything, so the menu can offer only what does something. */
const doesSomething = (tabs: readonly OpenTab[], action: TabAction, key: string): boolean => {
  const position = tabs.findIndex((tab) => tab.key === key);
  switch (action) {
    case 'close':
      return position > 0;
    case 'closeLeft':
      return position > 1;
    case 'closeRight':
      return position >= 0 && position < tabs.length - 1;
    case 'closeOthers':
      return tabs.length > (position > 0 ? 2 : 1);
    case 'closeAll':
      return tabs.length > 1;
  }
};

export const TabActionsMenu = ({
  target,
  tabs,
  onAction,
  onClose,
}: {
  target: TabMenuTarget | null;
  tabs: readonly OpenTab[];
  onAction: (action: TabAction, key: string) => void;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Menu
      open={Boolean(target)}
      onClose={onClose}
      anchorEl={target?.anchorEl}
      anchorReference={target?.anchorPosition ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={target?.anchorPosition}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: target?.anchorPosition ? 'left' : 'right' }}
      slotProps={{ list: { dense: true } }}
    >
      {ACTIONS.flatMap(({ action, label, divider }) => [
        ...(divider ? [<Divider key={`${action}-divider`} />] : []),
        <MenuItem
          key={action}
          disabled={!target || !doesSomething(tabs, action, target.key)}
          onClick={() => {
            if (target) onAction(action, target.key);
            onClose();
          }}
        >
          {translate(label)}
        </MenuItem>,
      ])}
    </Menu>
  );
};
