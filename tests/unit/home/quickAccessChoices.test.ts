// Quick access: which menu entries are offered and how ticking works (at most `max`, order kept).
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../src/config/menuEntries';
import { pickedEntries, quickAccessChoices, toggleChoice } from '../../../src/home/quickAccessChoices';

const menu: MenuEntry[] = [
  { key: 'home', label: 'menu.home', route: '/home' },
  {
    key: 'manage',
    label: 'menu.manage',
    children: [
      { key: 'customers', label: 'menu.customers', resource: 'customers' },
      { key: 'orders', label: 'menu.orders', route: '/orders/newOrders' },
      { key: 'soon', label: 'menu.soon', route: '/soon', hidden: true },
    ],
  },
  { key: 'portal', label: 'menu.portal', external: 'https://example.test' },
  { key: 'settings', label: 'menu.settings', children: [{ key: 'stores', label: 'menu.stores', resource: 'stores' }] },
];

describe('quickAccessChoices', () => {
  it('offers the page entries (route or resource) the server allows, in menu order, never groups', () => {
    expect(quickAccessChoices(menu, ['stores', 'customers', 'orders']).map((entry) => entry.key)).toEqual(['customers', 'orders', 'stores']);
  });

  it('leaves out hidden entries, external links and keys the console has no page for', () => {
    expect(quickAccessChoices(menu, ['soon', 'portal', 'manage', 'unknownPage', 'customers']).map((entry) => entry.key)).toEqual(['customers']);
  });
});

describe('pickedEntries', () => {
  it('keeps the saved order and drops picks no longer offered', () => {
    const choices = quickAccessChoices(menu, ['customers', 'orders', 'stores']);
    expect(pickedEntries(choices, ['stores', 'gone', 'customers']).map((entry) => entry.key)).toEqual(['stores', 'customers']);
  });
});

describe('toggleChoice', () => {
  const keys = Array.from({ length: 12 }, (_, index) => `page${index + 1}`);

  it('ticking adds at the end, unticking removes and keeps the order of the rest', () => {
    expect(toggleChoice(['a', 'b'], 'c', 8)).toEqual(['a', 'b', 'c']);
    expect(toggleChoice(['a', 'b', 'c'], 'b', 8)).toEqual(['a', 'c']);
  });

  it('never holds more than max: a ninth tick is ignored, and room comes back after an untick', () => {
    let selected: string[] = [];
    for (const key of keys) selected = toggleChoice(selected, key, 8);
    expect(selected).toEqual(keys.slice(0, 8));
    selected = toggleChoice(selected, 'page3', 8);
    selected = toggleChoice(selected, 'page12', 8);
    expect(selected).toEqual(['page1', 'page2', 'page4', 'page5', 'page6', 'page7', 'page8', 'page12']);
  });
});
