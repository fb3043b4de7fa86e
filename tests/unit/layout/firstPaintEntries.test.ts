// The side menu's first screen draws the rows a window shows, in the menu's order; the rest come after
// (src/layout/menu/firstPaintEntries.ts). What is cut must be what is below the fold, never a row in view.
import { describe, expect, it } from 'vitest';
import { firstPaintEntries, MENU_ROW_PX, menuRowCount, rowsInView } from '../../../src/layout/menu/firstPaintEntries';
import { menuEntries, visibleEntries, type MenuEntry } from '../../../src/layout/menu/menuTree';

const page = (key: string): MenuEntry => ({ key, label: `menu.${key}`, route: `/${key}` });
const section = (key: string, ...children: MenuEntry[]): MenuEntry => ({ key, label: `menu.${key}`, children });

const menu: MenuEntry[] = [
  page('home'),
  section('finance', page('loans'), page('overdraft'), page('money')),
  section('manage', page('customers'), page('staff')),
  page('help'),
];

/** The rows drawn, top to bottom, as the menu lays them out. */
const rowsOf = (entries: readonly MenuEntry[], isOpen: (entry: MenuEntry) => boolean = () => true): string[] =>
  entries.flatMap((entry) => [entry.key, ...(entry.children && isOpen(entry) ? rowsOf(entry.children, isOpen) : [])]);

const allOpen = () => true;

describe('the side menu’s first screen', () => {
  it('draws the first rows in the menu’s order, sections’ headers counted as rows, and cuts the rest', () => {
    expect(rowsOf(firstPaintEntries(menu, 4, allOpen))).toEqual(['home', 'finance', 'loans', 'overdraft']);
    expect(rowsOf(firstPaintEntries(menu, 7, allOpen))).toEqual(['home', 'finance', 'loans', 'overdraft', 'money', 'manage', 'customers']);
  });

  it('draws the whole menu when the window shows it all', () => {
    expect(firstPaintEntries(menu, 9, allOpen)).toEqual(menu);
    expect(firstPaintEntries(menu, 50, allOpen)).toEqual(menu);
  });

  it('counts no row for the pages of a folded section, so the sections below it are drawn', () => {
    const financeFolded = (entry: MenuEntry) => entry.key !== 'finance';
    expect(rowsOf(firstPaintEntries(menu, 5, financeFolded), financeFolded)).toEqual(['home', 'finance', 'manage', 'customers', 'staff']);
  });

  it('counts the rows of the whole menu as it draws them, so the menu knows when the last batch is in', () => {
    expect(menuRowCount(menu, allOpen)).toBe(rowsOf(menu).length);
    expect(menuRowCount(menu, allOpen)).toBe(9);
    const financeFolded = (entry: MenuEntry) => entry.key !== 'finance';
    expect(menuRowCount(menu, financeFolded)).toBe(6);
    // Drawn up to its count, the menu is whole.
    expect(firstPaintEntries(menu, menuRowCount(menu, financeFolded), financeFolded)).toEqual(menu);
    expect(firstPaintEntries(menu, menuRowCount(menu, financeFolded) - 1, financeFolded)).not.toEqual(menu);
  });

  it('fills a 900 px window with the console’s own menu and leaves out only rows below it', () => {
    const rows = rowsInView(900);
    expect(rows * MENU_ROW_PX).toBeGreaterThanOrEqual(900);
    const owner = visibleEntries(menuEntries, () => true);
    const drawn = rowsOf(firstPaintEntries(owner, rows, allOpen));
    const all = rowsOf(owner);
    expect(drawn).toEqual(all.slice(0, rows));
    // What the cut saves on the owner's menu: most of it is below the fold.
    expect(all.length).toBeGreaterThan(2 * rows);
  });
});
