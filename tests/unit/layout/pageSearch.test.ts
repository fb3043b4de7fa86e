// Finding a page by name in either language (src/layout/search).
import { describe, expect, it } from 'vitest';
import { findPages, type SearchablePage } from '../../../src/layout/search/pageSearch';
import { loadAllLanguages, namesOf, searchablePages } from '../../../src/layout/search/searchablePages';

const page = (key: string, names: string[], sectionNames: string[] = []): SearchablePage => ({ key, to: `/${key}`, label: `menu.${key}`, names, sectionNames });

const pages = [
  page('home', ['Home', '首页']),
  page('customers', ['Customers', '客户'], ['Manage', '管理']),
  page('blacklist', ['Blacklist', '黑名单'], ['Manage', '管理']),
  page('stores', ['Store Management', '门店管理'], ['Settings', '设置']),
  page('devices', ['Device Management', '设备管理'], ['Settings', '设置']),
];
const found = (text: string) => findPages(pages, text).map((entry) => entry.key);

describe('findPages', () => {
  it('lists every page, in menu order, before anything is typed', () => {
    expect(found('')).toEqual(['home', 'customers', 'blacklist', 'stores', 'devices']);
    expect(found('   ')).toEqual(['home', 'customers', 'blacklist', 'stores', 'devices']);
  });

  it('puts names that start with the text first, then a word that does, then names containing it, then sections', () => {
    expect(found('m')).toEqual(['stores', 'devices', 'home', 'customers', 'blacklist']);
    expect(found('man')).toEqual(['stores', 'devices', 'customers', 'blacklist']);
    expect(found('STORE')).toEqual(['stores']);
  });

  it('matches the Chinese names whatever the console language, and Chinese section names', () => {
    expect(found('门店')).toEqual(['stores']);
    expect(found('管理')).toEqual(['stores', 'devices', 'customers', 'blacklist']);
  });

  it('finds nothing for a name no page has', () => {
    expect(found('loan')).toEqual([]);
  });
});

describe('searchablePages', () => {
  it('names a page in the languages loaded, and in both once the search has loaded them', async () => {
    expect(namesOf('menu.storeManagement')).toEqual([]);
    await loadAllLanguages();
    expect(namesOf('menu.storeManagement')).toEqual(['Store Management', '门店管理']);
  });

  it('offers only what the user may open: the cashier (05, 0501–0503, 43) gets Home, Initiate Reversal, New Sale, Sell from Inventory, Quick Sale and Orders', () => {
    const cashier = searchablePages((code) => code === undefined || ['05', '0501', '0502', '0503', '43'].includes(code));
    expect(cashier.map((entry) => entry.key)).toEqual(['home', 'initiateReversal', 'newSale', 'inventorySale', 'quickSale', 'orders']);
    const owner = searchablePages(() => true);
    expect(owner.map((entry) => entry.key)).toEqual([
      'home',
      'accountDetails',
      'accountStatement',
      'tillStatement',
      'transfer',
      'withdraw',
      'requestToPay',
      'qrCode',
      'transactions',
      'beneficiaries',
      'beneficiaryGroups',
      'payBills',
      'standingOrders',
      'payByCode',
      'offerTip',
      'accountMandate',
      'reviewTransaction',
      'initiateReversal',
      'dealsOverview',
      'activeDeals',
      'dealsDashboard',
      'deals',
      'dealProducts',
      'dealCustomers',
      'dealStoreSetup',
      'dealStoreCustomization',
      'dealRedemption',
      'newSale',
      'inventorySale',
      'quickSale',
      'orders',
      'inventory',
      'categories',
      'customers',
      'customerBlacklist',
      'staff',
      'promotions',
      'pushMessages',
      'businessInformation',
      'settlement',
      'settlementTills',
      'reconciliation',
      'analysisDashboard',
      'intelligenceReport',
      'ipnConfiguration',
      'ipnSuccess',
      'ipnFailures',
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
    expect(owner.find((entry) => entry.key === 'faq')).toMatchObject({ to: '/frame/faq', section: 'menu.settings', sectionNames: ['Settings', '设置'] });
  });
});
