// One page of the side menu: icon and label, its full label as the console's hint after the spec's delay (also when
// the menu is collapsed to icons), highlighted while its page is shown. react-admin marks every entry whose address
// starts the path (Home on /home/withdraw); the menu says which one page is shown, and only that one is highlighted
// and announced as the current page.
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useHint } from '../../engine/hint/useHint';
import { activeEntrySx, collapsedSx, MENU_HINT, rowIndent, rowSx } from './menuLook';
import { entryIcon, targetOf, type MenuEntry } from './menuTree';

// Collapsed to icons, react-admin wraps the entry in a tooltip of its own; the console's hint is shown instead (its
// tooltip still names the icon-only entry for screen readers).
const QUIET_TOOLTIP = { disableHoverListener: true, disableFocusListener: true, disableTouchListener: true };

export const MenuLeaf = ({ entry, depth, isShown }: { entry: MenuEntry; depth: number; isShown: boolean }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(entry.label);
  const Icon = entryIcon(entry);
  const hint = useHint(label, MENU_HINT);
  return (
    <RaMenu.Item
      to={targetOf(entry) ?? '/'}
      primaryText={label}
      leftIcon={<Icon fontSize="small" />}
      tooltipProps={QUIET_TOOLTIP}
      selected={isShown}
      aria-current={isShown ? 'page' : undefined}
      {...hint}
      sx={{ ...rowSx, ...collapsedSx(sidebarOpen), pl: rowIndent(depth, sidebarOpen), pr: 1, ...activeEntrySx }}
    />
  );
};
