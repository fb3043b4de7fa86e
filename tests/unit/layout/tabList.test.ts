// The open-page tabs' rules (spec 001 §2): Home first and never closed; the close actions; where to go after one.
import { describe, expect, it } from 'vitest';
import { applyTabAction, normalizeTabs, openTab, tabToShow, type OpenTab } from '../../../src/layout/tabs/tabList';

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
