// One page of the side menu: icon and label, its full label as a tooltip after the spec's delay (also when the
// menu is collapsed to icons), highlighted while its page is shown.
import { Tooltip } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { activeEntrySx, collapsedSx, rowIndent, rowSx } from './menuLook';
import { entryIcon, targetOf, type MenuEntry } from './menuTree';
import { useClosingTooltip } from './useClosingTooltip';

export const MenuLeaf = ({ entry, depth }: { entry: MenuEntry; depth: number }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(entry.label);
  const Icon = entryIcon(entry);
  const { tooltipProps, closeTooltip, onMouseLeave } = useClosingTooltip();
  const item = (
    <RaMenu.Item
      to={targetOf(entry) ?? '/'}
      primaryText={label}
      leftIcon={<Icon fontSize="small" />}
      tooltipProps={tooltipProps}
      onClick={closeTooltip}
      onMouseLeave={onMouseLeave}
      sx={{ ...rowSx, ...collapsedSx(sidebarOpen), pl: rowIndent(depth, sidebarOpen), pr: 1, ...activeEntrySx }}
    />
  );
  // react-admin shows its own tooltip only while the menu is collapsed.
  return sidebarOpen ? (
    <Tooltip title={label} {...tooltipProps}>
      {item}
    </Tooltip>
  ) : (
    item
  );
};
