// One page of the side menu: icon and label, its full label as the console's hint after the spec's delay (also when
// the menu is collapsed to icons), highlighted while its page is shown. Only the one page shown is highlighted and
// announced as the current page (react-admin's own menu item marks every entry whose address starts the path: Home
// on /home/withdraw).
//
// A link that does not read the router's location (issue #12): react-admin's menu item and react-router's <Link>
// both do, so every entry of the menu drew again on every move from page to page (about 1 500 of the 2 500
// components drawn between a row click and the record shown). This one goes through the router the app mounted,
// and draws again only when whether it is the page shown changes.
import { ListItemIcon, MenuItem, Typography, useTheme } from '@mui/material';
import { memo, useContext, type MouseEvent } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { useHint } from '../../engine/hint/useHint';
import { activeEntrySx, collapsedSx, MENU_HINT, rowIndent, rowSx } from './menuLook';
import { entryIcon, targetOf, type MenuEntry } from './menuTree';

/** A click the browser should handle itself: a new tab or window, a download, another button than the main one. */
const opensElsewhere = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

// react-admin scrolls the page back to its top when a menu entry is followed (useScrollToTop reads this state).
const SCROLL_TO_TOP = { _scrollToTop: true };

/** react-admin's menu item look: secondary text, and rowSx's icon column over MenuItem's own 36 px. */
const linkSx = { color: 'text.secondary', '&& .MuiListItemIcon-root': { minWidth: rowSx['& .MuiListItemIcon-root'].minWidth } };

export const MenuLeaf = memo(({ entry, depth, isShown }: { entry: MenuEntry; depth: number; isShown: boolean }) => {
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const theme = useTheme();
  const routing = useContext(UNSAFE_DataRouterContext);
  const label = translate(entry.label);
  const Icon = entryIcon(entry);
  const hint = useHint(label, MENU_HINT);
  const to = targetOf(entry) ?? '/';
  const follow = (event: MouseEvent) => {
    if (event.defaultPrevented || opensElsewhere(event) || !routing) return;
    event.preventDefault();
    void routing.router.navigate(to, { state: SCROLL_TO_TOP });
    // On a phone or tablet the menu covers the page it leads to: it closes once an entry is chosen.
    if (window.matchMedia(theme.breakpoints.down('md').replace(/^@media\s*/, '')).matches) setSidebarOpen(false);
  };
  return (
    <MenuItem
      component="a"
      href={`${routing?.basename.replace(/\/$/, '') ?? ''}${to}`}
      onClick={follow}
      tabIndex={0}
      selected={isShown}
      aria-current={isShown ? 'page' : undefined}
      // Collapsed to icons, the label is hidden: the entry is still named by it.
      aria-label={sidebarOpen ? undefined : label}
      {...hint}
      sx={{ ...rowSx, ...collapsedSx(sidebarOpen), ...linkSx, pl: rowIndent(depth, sidebarOpen), pr: 1, ...activeEntrySx }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
});
MenuLeaf.displayName = 'MenuLeaf';
