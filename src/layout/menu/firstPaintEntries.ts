// The side menu's rows a window can show before it is scrolled. The menu holds some 75 entries and a 900 px window
// shows about 25 of them; each is a styled menu item with an icon and a hint, and drawing all of them (as react-admin's
// menu links then) took about a sixth of a cold load's first screen (issue #12). The first screen draws the
// rows in view, and the menu adds the rest once that screen has its data, a few rows each time the browser is idle
// (useDrawnRows.ts): below the fold, out of sight, and never long enough to hold up a click.
import type { MenuEntry } from './menuTree';

/** The shortest a menu row is (menuLook's rowSx). */
export const MENU_ROW_PX = 36;

/** How many rows of the menu a window of this height can show, with two to spare. */
export const rowsInView = (windowHeight: number): number => Math.ceil(windowHeight / MENU_ROW_PX) + 2;

/** How many rows the whole menu takes: its sections' headers, and the pages of the open ones. */
export const menuRowCount = (entries: readonly MenuEntry[], isOpen: (section: MenuEntry) => boolean): number =>
  entries.reduce((rows, entry) => rows + 1 + (entry.children && isOpen(entry) ? menuRowCount(entry.children, isOpen) : 0), 0);

/**
 * The first `rows` rows of the menu, in its order: a section's header is a row, and so is each of its pages while
 * the section is open. A folded section's pages are not drawn, so they take no row.
 */
export const firstPaintEntries = (entries: readonly MenuEntry[], rows: number, isOpen: (section: MenuEntry) => boolean): MenuEntry[] => {
  let left = rows;
  const take = (level: readonly MenuEntry[]): MenuEntry[] => {
    const taken: MenuEntry[] = [];
    for (const entry of level) {
      if (left <= 0) break;
      left -= 1;
      if (!entry.children || !isOpen(entry)) taken.push(entry);
      else taken.push({ ...entry, children: take(entry.children) });
    }
    return taken;
  };
  return take(entries);
};
