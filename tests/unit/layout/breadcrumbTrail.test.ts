// Breadcrumbs from the menu tree (spec 000 §1): section › entry › sub-page, none on the pages the spec names.
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../src/layout/menu/breadcrumbTrail';
import { placedEntries } from '../../../src/layout/menu/menuTree';

const trail = (path: string) => breadcrumbTrail(path, placedEntries);

describe('breadcrumbTrail on the console menu', () => {
  it('gives a resource page its section, its entry and the sub-page, linking the entry', () => {
    expect(trail('/stores/create')).toEqual([
      { label: 'menu.settings', to: undefined },
      { label: 'menu.storeManagement', to: '/stores' },
      { label: 'resources.stores.createLabel', fallback: 'nav.subPage.create' },
    ]);
    expect(trail('/stores/S100002').at(-1)).toEqual({ label: 'nav.subPage.edit' });
    expect(trail('/stores/S100002/show').at(-1)).toEqual({ label: 'nav.subPage.show' });
  });

  it('ends at the entry, not linked, on its own page', () => {
    expect(trail('/stores')).toEqual([
      { label: 'menu.settings', to: undefined },
      { label: 'menu.storeManagement', to: undefined },
    ]);
    expect(trail('/frame/faq')).toEqual([
      { label: 'menu.settings', to: undefined },
      { label: 'menu.faq', to: undefined },
    ]);
  });

  it('shows none on /home, /finance/money, the customer list, the blacklist and /staff, but keeps them on their sub-pages', () => {
    for (const path of ['/home', '/finance/money', '/customers', '/customerBlacklist', '/staff']) expect(trail(path), path).toEqual([]);
    expect(trail('/customers/create')).toEqual([
      { label: 'menu.manage', to: undefined },
      { label: 'menu.customers', to: '/customers' },
      { label: 'resources.customers.createLabel', fallback: 'nav.subPage.create' },
    ]);
  });

  it('links a page that another page sits under (Account Statement under Account Details)', () => {
    expect(trail('/finance/money/accountStatement')).toEqual([
      { label: 'menu.finance', to: undefined },
      { label: 'menu.accountDetails', to: '/finance/money' },
      { label: 'menu.accountStatement', to: undefined },
    ]);
  });

  it('does not put a page under another section’s page its address happens to extend (Finance’s /home/withdraw, not under Home)', () => {
    expect(trail('/home/withdraw')).toEqual([
      { label: 'menu.finance', to: undefined },
      { label: 'menu.withdraw', to: undefined },
    ]);
  });

  it('shows none on a page the menu does not place', () => {
    expect(trail('/account/privacyAndSecurity')).toEqual([]);
    expect(trail('/404')).toEqual([]);
  });
});
