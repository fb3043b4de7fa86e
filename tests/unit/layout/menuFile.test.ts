// menus/main.json against the spec: every section of spec 000 §2 with its pages and codes, the pages the spec hides
// kept hidden, and nothing visible that leads to a page the console does not have.
import { describe, expect, it } from 'vitest';
import enUS from '../../../locales/en-US.json';
import zhCN from '../../../locales/zh-CN.json';
import { findPlaced, menuEntries, placedEntries } from '../../../src/layout/menu/menuTree';
import { isKnownPermissionCode } from '../../../src/auth/permissionCodes';
import { entryAccessCode, entryTarget } from '../../../src/config/menuEntries';
import { findResourceSummary } from '../../../src/engine/registry';
import { menuTitleOf } from '../../../src/engine/menuTitle';
import { tabLabel } from '../../../src/layout/tabs/useOpenTabs';

const text = (tree: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);

describe('the menu file', () => {
  it("holds the spec's sections in the spec's order, Business at order 11", () => {
    expect(menuEntries.map((entry) => text(enUS, entry.label))).toEqual([
      'Home',
      'Finance',
      'Service Portal',
      'Discover Deals',
      'Checkout',
      'Manage',
      'Business',
      'Analysis',
      'IPN',
      'Settings',
    ]);
    expect(menuEntries.find((entry) => entry.key === 'business')?.order).toBe(11);
  });

  it('names every entry in both languages', () => {
    const missing = placedEntries
      .flatMap(({ entry, sections }) => [entry, ...sections])
      .filter((entry) => typeof text(enUS, entry.label) !== 'string' || typeof text(zhCN, entry.label) !== 'string')
      .map((entry) => entry.key);
    expect(missing).toEqual([]);
  });

  it('keeps the pages the spec hides hidden: top-up, overdraft, loans, reversal approval, reports, my business, sub-merchants', () => {
    for (const key of ['topUp', 'overdraft', 'loans', 'reversalApproval', 'servicePortalReports', 'myBusinesses', 'subMerchants']) {
      expect(findPlaced(key)?.entry.hidden, key).toBe(true);
    }
  });

  it("puts each page at the spec's address with the spec's permission code", () => {
    // An entry that opens a declared resource takes its address and code from the resource file.
    const at = (key: string) => {
      const entry = findPlaced(key)?.entry;
      return entry ? [entry.route ?? entryTarget(entry) ?? entry.external, entryAccessCode(entry, findResourceSummary)] : [];
    };
    expect(at('accountDetails')).toEqual(['/finance/money', '45']);
    expect(at('transfer')).toEqual(['/finance/transfer', '09']);
    expect(at('accountMandate')).toEqual(['/account/accountMandate', '3701']);
    expect(at('staff')).toEqual(['/staff', '3601']);
    expect(at('businessInformation')).toEqual(['/business/index', '30']);
    expect(at('intelligenceReport')).toEqual(['/analysis/intelligenceReport', '24']);
    expect(at('ipnFailures')).toEqual(['/ipn/failedTransaction/index', '58']);
    expect(at('tillManagement')).toEqual(['/setting/tillManagement', '38']);
    for (const { entry } of placedEntries) if (entry.access) expect(isKnownPermissionCode(entry.access), entry.key).toBe(true);
  });

  it('shows only entries whose screen exists: a declared resource, a frame page, or a hand-written page the console routes', () => {
    const HAND_WRITTEN = ['/home', '/checkout/index', '/checkout/inventoryItem', '/checkout/nonInventoryItem', '/finance/money', '/finance/money/accountStatement', '/finance/money/tillStatement', '/finance/transfer', '/finance/payUtilities', '/finance/payByCode', '/finance/offerTip', '/home/withdraw', '/requestToPay', '/qrCode', '/analysis/dashBoard', '/analysis/intelligenceReport', '/setting/index', '/setting/businessSetup', '/setting/subscriptionPlan', '/discover/redeem', '/discoverDeals/index', '/discoverDeals/dashboard'];
    const visibleWithoutScreen = placedEntries
      .filter(({ entry, sections }) => !entry.hidden && !sections.some((section) => section.hidden))
      .filter(({ entry }) => !entry.resource && !entry.external && !HAND_WRITTEN.includes(entry.route ?? ''))
      .map(({ entry }) => entry.key);
    expect(visibleWithoutScreen).toEqual([]);
  });

  it('has no breadcrumbs on the entries of /home, /finance/money, /customer, /customer/blackList and /staff', () => {
    const without = placedEntries.filter(({ entry }) => entry.breadcrumbs === false).map(({ entry }) => entry.route ?? entryTarget(entry));
    expect(without.sort()).toEqual(['/customer', '/customer/blackList', '/finance/money', '/home', '/staff']);
  });

  it("names IPN's Success and Failures pages with their section where they stand alone: the page's header and its tab", () => {
    const words = (key: string) => [text(enUS, key), text(zhCN, key)];
    expect(words(menuTitleOf('ipnTransactions')!)).toEqual(['IPN Success', 'IPN 成功通知']);
    expect(words(tabLabel('ipnFailures'))).toEqual(['IPN Failures', 'IPN 失败通知']);
    // The menu keeps the spec's word under its section, and an entry without a title is named by its label.
    expect(text(enUS, findPlaced('ipnSuccess')!.entry.label)).toBe('Success');
    expect(words(tabLabel('transactionApproval'))).toEqual(words('menu.transactionApproval'));
    expect(words(menuTitleOf('approvals')!)).toEqual(words('menu.transactionApproval'));
  });
});
