// The side menu from menus/*.json: entries the user holds the permission code for, hidden ones left out,
// parents shown only when a child is visible (spec 001 §6: "Elements lacking permission are removed").
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useState } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { hasPermission } from '../auth/permissions';
import { iconFor } from '../engine/icons';
import { entryAccessCode, entryTarget, type MenuEntry } from '../engine/menuEntries';
import { findResourceDefinition, menuDefinitions } from '../engine/registry';

export type { MenuEntry };

const byOrder = (a: MenuEntry, b: MenuEntry) => (a.order ?? 0) - (b.order ?? 0);

const requiredCodeOf = (entry: MenuEntry) => entryAccessCode(entry, findResourceDefinition);

/** The entries this user may see, in order; a parent keeps only its visible children. */
export const visibleEntries = (entries: readonly MenuEntry[], allowed: (code: string | undefined) => boolean = hasPermission): MenuEntry[] =>
  [...entries].sort(byOrder).flatMap((entry) => {
    if (entry.hidden || !allowed(requiredCodeOf(entry))) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children, allowed);
    return children.length ? [{ ...entry, children }] : [];
  });

const targetOf = (entry: MenuEntry) => entryTarget(entry) ?? '/';

/** An entry's icon: its own, else its resource's. */
export const entryIcon = (entry: MenuEntry) => iconFor(entry.icon ?? (entry.resource ? findResourceDefinition(entry.resource)?.icon : undefined));

const MenuGroup = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const Icon = iconFor(entry.icon);
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open} sx={{ py: 0.75 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={<Typography variant="body2">{translate(entry.label)}</Typography>} />}
        {sidebarOpen && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 1.5 : 0 }}>
          {entry.children?.map((child) => <MenuNode key={child.key} entry={child} />)}
        </List>
      </Collapse>
    </>
  );
};

const MenuNode = ({ entry }: { entry: MenuEntry }) => {
  const translate = useTranslate();
  if (entry.children) return <MenuGroup entry={entry} />;
  const Icon = entryIcon(entry);
  return <RaMenu.Item to={targetOf(entry)} primaryText={translate(entry.label)} leftIcon={<Icon />} />;
};

export const Menu = () => {
  const translate = useTranslate();
  const entries = visibleEntries(menuDefinitions.flatMap((menu) => menu.items));
  return (
    <RaMenu>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('errors.noMenu')}
        </Typography>
      ) : (
        entries.map((entry) => <MenuNode key={entry.key} entry={entry} />)
      )}
    </RaMenu>
  );
};
