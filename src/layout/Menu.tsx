// The side menu from menus/*.json: entries the user holds the permission code for, hidden ones left out,
// sections shown only when one of their pages is (spec 001 §6: "Elements lacking permission are removed").
import { Typography } from '@mui/material';
import { Menu as RaMenu, useStoreContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isTourMode } from '../auth/tour';
import { useAfterFirstScreen } from '../transport/afterFirstScreen';
import { firstPaintEntries, rowsInView } from './menu/firstPaintEntries';
import { MenuGroup, SECTION_OPEN_AT_FIRST, sectionOpenKey } from './menu/MenuGroup';
import { MenuLeaf } from './menu/MenuLeaf';
import { matchPage, menuEntries, placedEntries, visibleEntries, type MenuEntry } from './menu/menuTree';

interface PageShown {
  /** The menu entry of the page shown: the one with the longest address above it (Withdraw, not Home, on /home/withdraw). */
  entryKey?: string;
  sections: ReadonlySet<string>;
}

const MenuNode = ({ entry, depth, shown }: { entry: MenuEntry; depth: number; shown: PageShown }) =>
  entry.children ? (
    <MenuGroup entry={entry} depth={depth} holdsPageShown={shown.sections.has(entry.key)}>
      {entry.children.map((child) => (
        <MenuNode key={child.key} entry={child} depth={depth + 1} shown={shown} />
      ))}
    </MenuGroup>
  ) : (
    <MenuLeaf entry={entry} depth={depth} isShown={shown.entryKey === entry.key} />
  );

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // On the tour the visitor sees what the console offers: every shown entry, as a preview behind the lock.
  const allEntries = visibleEntries(menuEntries, isTourMode() ? () => true : undefined);
  // The rows below the fold wait for the first screen (firstPaintEntries.ts).
  const firstScreenDone = useAfterFirstScreen();
  const { getItem } = useStoreContext();
  const entries = firstScreenDone
    ? allEntries
    : firstPaintEntries(
        allEntries,
        rowsInView(window.innerHeight),
        (section) => getItem<boolean>(sectionOpenKey(section), SECTION_OPEN_AT_FIRST) !== false,
      );
  const page = matchPage(pathname, placedEntries);
  const shown: PageShown = { entryKey: page?.entry.key, sections: new Set(page?.sections.map((section) => section.key)) };
  return (
    <RaMenu>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('errors.noMenu')}
        </Typography>
      ) : (
        entries.map((entry) => <MenuNode key={entry.key} entry={entry} depth={0} shown={shown} />)
      )}
    </RaMenu>
  );
};
