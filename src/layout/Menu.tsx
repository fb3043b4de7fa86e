// The side menu from menus/*.json: entries the user holds the permission code for, hidden ones left out,
// sections shown only when one of their pages is (spec 001 §6: "Elements lacking permission are removed").
import { Typography } from '@mui/material';
import { memo } from 'react';
import { Menu as RaMenu, useStoreContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isTourMode } from '../auth/tour';
import { firstPaintEntries, menuRowCount, rowsInView } from './menu/firstPaintEntries';
import { MenuGroup, SECTION_OPEN_AT_FIRST, sectionOpenKey } from './menu/MenuGroup';
import { MenuLeaf } from './menu/MenuLeaf';
import { useDrawnRows } from './menu/useDrawnRows';
import { matchPage, menuEntries, placedEntries, visibleEntries, type MenuEntry } from './menu/menuTree';

/**
 * The page shown, as the keys of the sections above it and its own ("finance/money/withdraw"): an entry holds the
 * page shown when its key is one of them (a hidden page still opens and marks its section).
 */
type Trail = string;
const trailThrough = (entry: MenuEntry, trail: Trail | undefined): Trail | undefined => (trail?.split('/').includes(entry.key) ? trail : undefined);

// The menu's entries are made again as the permissions are read and as the rows below the fold join: an entry is
// the same to draw when its key and the keys under it are.
const shapes = new WeakMap<MenuEntry, string>();
const shapeOf = (entry: MenuEntry): string => {
  let shape = shapes.get(entry);
  if (shape === undefined) {
    shape = entry.children ? `${entry.key}(${entry.children.map(shapeOf).join(',')})` : entry.key;
    shapes.set(entry, shape);
  }
  return shape;
};

interface NodeProps {
  entry: MenuEntry;
  depth: number;
  /** The page shown, when it is this entry or under it. */
  shown?: Trail;
}

// Moving from page to page draws again only the entries the page shown leaves and enters (issue #12).
const MenuNode = memo(
  ({ entry, depth, shown }: NodeProps) =>
    entry.children ? (
      <MenuGroup entry={entry} depth={depth} holdsPageShown={shown !== undefined}>
        {entry.children.map((child) => (
          <MenuNode key={child.key} entry={child} depth={depth + 1} shown={trailThrough(child, shown)} />
        ))}
      </MenuGroup>
    ) : (
      <MenuLeaf entry={entry} depth={depth} isShown={shown !== undefined} />
    ),
  (before: NodeProps, after: NodeProps) =>
    before.depth === after.depth && before.shown === after.shown && (before.entry === after.entry || shapeOf(before.entry) === shapeOf(after.entry)),
);
MenuNode.displayName = 'MenuNode';

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // On the tour the visitor sees what the console offers: every shown entry, as a preview behind the lock.
  const allEntries = visibleEntries(menuEntries, isTourMode() ? () => true : undefined);
  // The rows below the fold wait for the first screen, then come a few at a time (useDrawnRows.ts).
  const { getItem } = useStoreContext();
  const isOpen = (section: MenuEntry) => getItem<boolean>(sectionOpenKey(section), SECTION_OPEN_AT_FIRST) !== false;
  const total = menuRowCount(allEntries, isOpen);
  const drawnRows = useDrawnRows(rowsInView(window.innerHeight), total);
  const allDrawn = drawnRows >= total;
  const entries = allDrawn ? allEntries : firstPaintEntries(allEntries, drawnRows, isOpen);
  const page = matchPage(pathname, placedEntries);
  const shown = page && [...page.sections, page.entry].map((entry) => entry.key).join('/');
  return (
    // Busy until the rows below the fold are drawn: until then an entry's absence says nothing.
    <RaMenu aria-busy={allDrawn ? undefined : true}>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('errors.noMenu')}
        </Typography>
      ) : (
        entries.map((entry) => <MenuNode key={entry.key} entry={entry} depth={0} shown={trailThrough(entry, shown)} />)
      )}
    </RaMenu>
  );
};
