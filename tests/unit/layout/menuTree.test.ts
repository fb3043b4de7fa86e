// Which menu entries a user sees and which entry a page belongs to (src/layout/menu/menuTree.ts).
import { describe, expect, it } from 'vitest';
import {
  aliasesOf,
  findPlaced,
  hasScreen,
  matchPage,
  mayOpen,
  menuEntries,
  placeEntries,
  placedEntries,
  registerPageRoutes,
  subAddressesOf,
  targetOf,
  visibleEntries,
  type MenuEntry,
} from '../../../src/layout/menu/menuTree';

const holding =
  (...codes: string[]) =>
  (code: string | undefined) =>
    code === undefined || codes.includes(code);

const tree: MenuEntry[] = [
  { key: 'settings', label: 'menu.settings', order: 20, children: [
    { key: 'tills', label: 'menu.tills', route: '/setting/tillManagement', access: '38', order: 2 },
    { key: 'audit', label: 'menu.audit', route: '/setting/auditTrail', access: '3704', hidden: true, order: 1 },
    { key: 'stores', label: 'menu.stores', resource: 'stores', route: '/setting/storeManagement', order: 3 },
  ] },
  { key: 'home', label: 'menu.home', route: '/home', order: 1 },
  { key: 'finance', label: 'menu.finance', order: 2, children: [
    { key: 'loans', label: 'menu.loans', route: '/finance/loan', access: '17', hidden: true },
  ] },
  { key: 'guide', label: 'menu.guide', external: 'https://example.com/guide', access: '40', order: 30 },
];

const keys = (entries: MenuEntry[]): unknown[] => entries.map((entry) => (entry.children ? { [entry.key]: keys(entry.children) } : entry.key));

describe('visibleEntries', () => {
  it('keeps what the codes allow, in order, and leaves hidden entries out even for a user holding every code', () => {
    expect(keys(visibleEntries(tree, holding('38', '2001', '3704', '17', '40')))).toEqual(['home', { settings: ['tills', 'stores'] }, 'guide']);
  });

  it("drops an entry whose code the user lacks, and a resource entry by its resource's list code (stores: 2001)", () => {
    expect(keys(visibleEntries(tree, holding('38')))).toEqual(['home', { settings: ['tills'] }]);
  });

  it('drops a section left with no visible entry (Finance holds only hidden pages)', () => {
    expect(keys(visibleEntries(tree, holding())).flat()).toEqual(['home']);
  });

  it("shows the owner the sections that have screens today, and the cashier (05, 0501–0503, 43) Home, Initiate Reversal, New Sale, Sell from Inventory, Quick Sale and Orders", () => {
    const owner = visibleEntries(menuEntries, () => true);
    expect(owner.map((entry) => entry.key)).toEqual(['home', 'finance', 'servicePortal', 'discoverDeals', 'checkout', 'manage', 'business', 'analysis', 'ipn', 'settings']);
    expect(owner.find((entry) => entry.key === 'finance')?.children?.map((entry) => entry.key)).toEqual(['accountDetails', 'accountStatement', 'tillStatement', 'transfer', 'withdraw', 'requestToPay', 'qrCode', 'transactions', 'beneficiaries', 'beneficiaryGroups', 'payBills', 'standingOrders', 'payByCode', 'offerTip', 'accountMandate']);
    expect(owner.find((entry) => entry.key === 'discoverDeals')?.children?.map((entry) => entry.key)).toEqual(['dealsOverview', 'activeDeals', 'dealsDashboard', 'deals', 'dealProducts', 'dealCustomers', 'dealStoreSetup', 'dealStoreCustomization', 'dealRedemption']);
    expect(owner.find((entry) => entry.key === 'ipn')?.children?.map((entry) => entry.key)).toEqual(['ipnConfiguration', 'ipnSuccess', 'ipnFailures']);
    expect(owner.find((entry) => entry.key === 'checkout')?.children?.map((entry) => entry.key)).toEqual(['newSale', 'inventorySale', 'quickSale']);
    expect(owner.find((entry) => entry.key === 'settings')?.children?.map((entry) => entry.key)).toEqual([
      'settingsOverview',
      'businessSetup',
      'subscriptionPlan',
      'tillManagement',
      'manageStoreFront',
      'storefrontBanner',
      'storefrontReviews',
      'storeManagement',
      'transactionApproval',
      'deviceManagement',
      'stakeholderManagement',
      'help',
      'faq',
      'pesalinkRegistration',
      'salesTax',
      'auditTrail',
      'globalization',
      'manageNotifications',
    ]);
    expect(keys(visibleEntries(menuEntries, holding('05', '0501', '0502', '0503', '43')))).toEqual([
      'home',
      { servicePortal: ['initiateReversal'] },
      { checkout: ['newSale', 'inventorySale', 'quickSale'] },
      { manage: ['orders'] },
    ]);
  });
});

describe('targetOf and matchPage', () => {
  const placed = placeEntries(tree);

  it('sends a resource entry to its list, an external one to its frame page, a page to its route', () => {
    expect(placed.map(({ entry }) => [entry.key, targetOf(entry)])).toEqual([
      ['home', '/home'],
      ['loans', '/finance/loan'],
      ['audit', '/setting/auditTrail'],
      ['tills', '/setting/tillManagement'],
      ['stores', '/stores'],
      ['guide', '/frame/guide'],
    ]);
  });

  it('finds the entry of a sub-page by the longest address above it, segment by segment', () => {
    expect(matchPage('/stores/S100002/show', placed)).toMatchObject({ entry: { key: 'stores' }, address: '/stores', rest: ['S100002', 'show'] });
    expect(matchPage('/setting/storeManagement/create', placed)).toMatchObject({ entry: { key: 'stores' }, rest: ['create'] });
    expect(matchPage('/frame/guide', placed)?.entry.key).toBe('guide');
    expect(matchPage('/storesX', placed)).toBeUndefined();
    expect(matchPage('/account/privacyAndSecurity', placed)).toBeUndefined();
  });

  it('lets a user open an entry only with its code and its sections\' codes', () => {
    const tills = matchPage('/setting/tillManagement', placed)!;
    expect(mayOpen(tills, holding('38'))).toBe(true);
    expect(mayOpen(tills, holding('2001'))).toBe(false);
  });

  // These hand-written pages check no code themselves: the frame's PageChecks refuses them by their entry's code,
  // which it can only do for an address some entry of the console's own menu places.
  it('places the hand-written pages that leave their check to the frame under an entry with its code', () => {
    const checkedBy = (pathname: string) => {
      const match = matchPage(pathname, placedEntries);
      return [match?.entry.key, match?.entry.access];
    };
    expect(checkedBy('/setting/subscriptionPlan')).toEqual(['subscriptionPlan', '3706']);
    expect(checkedBy('/setting/businessSetup')).toEqual(['businessSetup', '30']);
    expect(checkedBy('/business/myBusiness')).toEqual(['myBusinesses', '34']);
    expect(checkedBy('/business/myBusiness/businessClass')).toEqual(['myBusinesses', '34']);
    expect(checkedBy('/business/myBusiness/limitedCompForm')).toEqual(['myBusinesses', '34']);
  });

  it("lists the spec addresses that lead to resources: the console's own menu sends /setting/storeManagement to /stores", () => {
    expect(aliasesOf(placed)).toEqual([{ route: '/setting/storeManagement', target: '/stores' }]);
    expect(aliasesOf(placedEntries)).toEqual(
      expect.arrayContaining([
        { route: '/customer', target: '/customers' },
        { route: '/customer/blackList', target: '/customerBlacklist' },
        { route: '/setting/storeManagement', target: '/stores' },
        { route: '/setting/helpManagement', target: '/tickets' },
      ]),
    );
  });
});

describe('subAddressesOf', () => {
  const targetOfSubAddress = (route: string) => {
    const target = subAddressesOf(placedEntries).find((subAddress) => subAddress.route === route)?.target;
    return target === undefined ? undefined : decodeURIComponent(target);
  };

  it("sends the spec's order screens to the orders list's tabs, under the entry's spec address", () => {
    expect(targetOfSubAddress('/order/newOrders')).toBe('/orders?filter={"orderScreen":"newOrders"}');
    expect(targetOfSubAddress('/order/waitingForRefund')).toBe('/orders?filter={"orderScreen":"waitingForRefund"}');
  });

  it('sends a new promotion of a kind to the create form with the kind chosen, and a screen without a route from its own address', () => {
    expect(targetOfSubAddress('/promotion/new/coupon')).toBe('/promotions/create?source={"proTyp":"02"}');
    expect(targetOfSubAddress('/promotion/new')).toBe('/promotions/create');
    expect(targetOfSubAddress('/staff/addStaff')).toBe('/staff/create');
    expect(targetOfSubAddress('/inventory/addInventory')).toBe('/inventory/create');
  });

  it("sends the provider side's deal addresses to the deal screens, a record's own with its id", () => {
    expect(aliasesOf(placedEntries)).toEqual(expect.arrayContaining([{ route: '/discover/deals', target: '/deals' }]));
    expect(targetOfSubAddress('/discover/deals/viewDeal/:id')).toBe('/deals/:id/show');
    expect(targetOfSubAddress('/discover/products/editProduct/:id')).toBe('/dealProducts/:id');
    expect(targetOfSubAddress('/discoverDeals/deals/adddeals')).toBe('/deals/create');
    expect(targetOfSubAddress('/discover/deals/adddeals')).toBe('/deals/create');
  });
});

describe('hasScreen', () => {
  it('knows declared resources, external pages and registered hand-written pages; an entry still to be built has none', () => {
    registerPageRoutes(['/home', '/finance/transfer/']);
    const screen = (key: string) => hasScreen(findPlaced(key)!.entry);
    expect(screen('customers')).toBe(true);
    expect(screen('faq')).toBe(true);
    expect(screen('home')).toBe(true);
    expect(screen('transfer')).toBe(true);
    expect(screen('staff')).toBe(true);
    // Service portal reports are in the menu file, hidden: the page is not built, so its address ends on the 404 page.
    expect(screen('servicePortalReports')).toBe(false);
    // Sub-merchants are hidden by the spec yet built: a declared resource.
    expect(screen('subMerchants')).toBe(true);
  });
});
