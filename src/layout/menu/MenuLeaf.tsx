// One page of the side menu: icon and label, its full label as a tooltip after the spec's delay (also when the
// menu is collapsed to icons), highlighted while its page is shown.
import { Tooltip } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { activeEntrySx, collapsedSx, MENU_TOOLTIP_DELAY, rowIndent, rowSx } from './menuLook';
import { entryIcon, targetOf, type MenuEntry } from './menuTree';

export const MenuLeaf = ({ entry, depth }: { entry: MenuEntry; depth: number }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(entry.label);
  const Icon = entryIcon(entry);
  const item = (
    <RaMenu.Item
      to={targetOf(entry) ?? '/'}
      primaryText={label}
      leftIcon={<Icon fontSize="small" />}
      tooltipProps={{ enterDelay: MENU_TOOLTIP_DELAY, placement: 'right' }}
      sx={{ ...rowSx, ...collapsedSx(sidebarOpen), pl: rowIndent(depth, sidebarOpen), pr: 1, ...activeEntrySx }}
    />
  );
  // react-admin shows its own tooltip only while the menu is collapsed.
  return sidebarOpen ? (
    <Tooltip title={label} placement="right" enterDelay={MENU_TOOLTIP_DELAY}>
      {item}
    </Tooltip>
  ) : (
    item
  );
};
