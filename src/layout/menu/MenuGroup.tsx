// A section of the side menu (Finance, Manage, Settings…): a button that folds its pages away. Whether it is open
// is remembered; it opens by itself when one of its pages is shown (from a tab or the page search), and its
// header is highlighted while folded over the page shown.
import { Collapse, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useEffect, type ReactNode } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { useHint } from '../../engine/hint/useHint';
import { activeEntrySx, MENU_HINT, rowIndent, rowSx } from './menuLook';
import { entryIcon, type MenuEntry } from './menuTree';

/** Where the store keeps whether a section is open, and whether it is before the user has folded it. */
export const sectionOpenKey = (entry: MenuEntry) => `nav.menu.${entry.key}.open`;
export const SECTION_OPEN_AT_FIRST = true;

export const MenuGroup = ({
  entry,
  depth,
  holdsPageShown,
  children,
}: {
  entry: MenuEntry;
  depth: number;
  holdsPageShown: boolean;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useStore(sectionOpenKey(entry), SECTION_OPEN_AT_FIRST);
  const label = translate(entry.label);
  const Icon = entryIcon(entry);
  const hint = useHint(label, MENU_HINT);

  useEffect(() => {
    if (holdsPageShown) setOpen(true);
  }, [holdsPageShown, setOpen]);

  return (
    <>
      <ListItemButton
        {...hint}
        onClick={() => setOpen(!open)}
        // A section inside the side menu (role menu): a menu item that opens a group of items, as a screen reader
        // expects, instead of a plain button among menu items.
        role="menuitem"
        aria-expanded={open}
        aria-controls={`menu-group-${entry.key}`}
        selected={!open && holdsPageShown}
        sx={{ ...rowSx, pl: rowIndent(depth, sidebarOpen), pr: 1, ...activeEntrySx }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: { noWrap: true, sx: { fontSize: 14, fontWeight: 600 } } }} />}
        {/* Collapsed to 65 px, a chevron beside the icon would crowd it; the tooltip and aria-expanded still tell. */}
        {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding role="group" id={`menu-group-${entry.key}`} aria-label={label}>
          {children}
        </List>
        {!sidebarOpen && <Divider sx={{ mx: 1.5 }} />}
      </Collapse>
    </>
  );
};
