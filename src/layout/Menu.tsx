// The side menu from menus/*.json: entries the user holds the permission code for, hidden ones left out,
// sections shown only when one of their pages is (spec 001 §6: "Elements lacking permission are removed").
import { Typography } from '@mui/material';
import { Menu as RaMenu, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isTourMode } from '../auth/tour';
import { MenuGroup } from './menu/MenuGroup';
import { MenuLeaf } from './menu/MenuLeaf';
import { matchPage, menuEntries, placedEntries, visibleEntries, type MenuEntry } from './menu/menuTree';

const MenuNode = ({ entry, depth, sectionsShown }: { entry: MenuEntry; depth: number; sectionsShown: ReadonlySet<string> }) =>
  entry.children ? (
    <MenuGroup entry={entry} depth={depth} holdsPageShown={sectionsShown.has(entry.key)}>
      {entry.children.map((child) => (
        <MenuNode key={child.key} entry={child} depth={depth + 1} sectionsShown={sectionsShown} />
      ))}
    </MenuGroup>
  ) : (
    <MenuLeaf entry={entry} depth={depth} />
  );

export const Menu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // On the tour the visitor sees what the console offers: every shown entry, as a preview behind the lock.
  const entries = visibleEntries(menuEntries, isTourMode() ? () => true : undefined);
  const sectionsShown = new Set(matchPage(pathname, placedEntries)?.sections.map((section) => section.key));
  return (
    <RaMenu>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {translate('errors.noMenu')}
        </Typography>
      ) : (
        entries.map((entry) => <MenuNode key={entry.key} entry={entry} depth={0} sectionsShown={sectionsShown} />)
      )}
    </RaMenu>
  );
};
