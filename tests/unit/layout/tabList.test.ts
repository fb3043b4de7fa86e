// The open-page tabs' rules (spec 001 §2): Home first and never closed; the close actions; where to go after one.
import { describe, expect, it } from 'vitest';
import { applyTabAction, capTabs, MAX_OPEN_TABS, normalizeTabs, openTab, tabToShow, type OpenTab } from '../../../src/layout/tabs/tabList';

const HOME: OpenTab = { key: 'home', path: '/home' };
const tab = (key: string): OpenTab => ({ key, path: `/${key}` });
const names = (tabs: readonly OpenTab[]) => tabs.map((open) => open.key);
const five = [HOME, tab('stores'), tab('customers'), tab('tickets'), tab('faq')];

describe('normalizeTabs', () => {
  it('starts a first visit with Home, puts Home first, and drops repeats and entries no longer known', () => {
    expect(normalizeTabs([], HOME)).toEqual([HOME]);
    expect(names(normalizeTabs([tab('stores'), { key: 'home', path: '/home?x=1' }, tab('stores'), tab('gone')], HOME, (key) => key !== 'gone'))).toEqual([
      'home',
      'stores',
    ]);
    expect(normalizeTabs([tab('stores'), { key: 'home', path: '/home?x=1' }], HOME)[0]).toEqual({ key: 'home', path: '/home?x=1' });
  });
});

describe('openTab', () => {
  it('adds a new page at the end and gives an open one its latest address without moving it', () => {
    const opened = openTab([HOME, tab('stores')], tab('customers'));
    expect(names(opened)).toEqual(['home', 'stores', 'customers']);
    expect(openTab(opened, { key: 'stores', path: '/stores/S1/show' })).toEqual([HOME, { key: 'stores', path: '/stores/S1/show' }, tab('customers')]);
  });
});

describe('capTabs', () => {
  const shownAt = (key: string, shown?: number): OpenTab => ({ ...tab(key), shown });

  it('keeps at most 20 tabs, Home included', () => {
    expect(MAX_OPEN_TABS).toBe(20);
    const many = [HOME, ...Array.from({ length: 24 }, (_, index) => shownAt(`page${index}`, index))];
    const { kept, closed } = capTabs(many, MAX_OPEN_TABS, 'page23');
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe(HOME);
    expect(names(closed)).toEqual(['page0', 'page1', 'page2', 'page3', 'page4']);
  });

  it('closes the tab shown longest ago (older tabs without a time first, leftmost first), never Home or the tab shown', () => {
    const tabs = [HOME, shownAt('stores', 50), shownAt('customers'), shownAt('tickets', 10), shownAt('faq', 5)];
    expect(names(capTabs(tabs, 4, 'faq').closed)).toEqual(['customers']);
    expect(names(capTabs(tabs, 3, 'faq').closed)).toEqual(['customers', 'tickets']);
    expect(names(capTabs(tabs, 1, 'faq').kept)).toEqual(['home', 'faq']);
    expect(capTabs(tabs, 5).closed).toEqual([]);
  });
});

describe('applyTabAction', () => {
  it('closes one tab, but never Home', () => {
    expect(names(applyTabAction(five, 'close', 'customers'))).toEqual(['home', 'stores', 'tickets', 'faq']);
    expect(names(applyTabAction(five, 'close', 'home'))).toEqual(names(five));
  });

  it('closes the tabs to the left of one, keeping Home', () => {
    expect(names(applyTabAction(five, 'closeLeft', 'tickets'))).toEqual(['home', 'tickets', 'faq']);
    expect(names(applyTabAction(five, 'closeLeft', 'stores'))).toEqual(names(five));
  });

  it('closes the tabs to the right of one', () => {
    expect(names(applyTabAction(five, 'closeRight', 'stores'))).toEqual(['home', 'stores']);
    expect(names(applyTabAction(five, 'closeRight', 'home'))).toEqual(['home']);
  });

  it('closes the others, keeping Home, and all but Home', () => {
    expect(names(applyTabAction(five, 'closeOthers', 'tickets'))).toEqual(['home', 'tickets']);
    expect(names(applyTabAction(five, 'closeOthers', 'home'))).toEqual(['home']);
    expect(names(applyTabAction(five, 'closeAll', 'tickets'))).toEqual(['home']);
  });
});

describe('tabToShow', () => {
  const after = (action: Parameters<typeof applyTabAction>[1], key: string, active: string) =>
    tabToShow(five, applyTabAction(five, action, key), action, key, active)?.key;

  it('moves to the right-hand neighbour when the tab shown is closed, or the left one when it was last', () => {
    expect(after('close', 'customers', 'customers')).toBe('tickets');
    expect(after('close', 'faq', 'faq')).toBe('tickets');
  });

  it('stays on the page shown when its tab survives', () => {
    expect(after('close', 'customers', 'stores')).toBeUndefined();
    expect(after('closeLeft', 'tickets', 'faq')).toBeUndefined();
  });

  it('goes to the tab acted on when the page shown was among those closed, and Home after closing all', () => {
    expect(after('closeLeft', 'tickets', 'stores')).toBe('tickets');
    expect(after('closeRight', 'stores', 'faq')).toBe('stores');
    expect(after('closeOthers', 'customers', 'faq')).toBe('customers');
    expect(after('closeAll', 'customers', 'customers')).toBe('home');
  });

  it('does not move a page that has no tab (Privacy & Security)', () => {
    expect(tabToShow(five, applyTabAction(five, 'closeAll', 'stores'), 'closeAll', 'stores', undefined)).toBeUndefined();
  });
});
