// Who sees which screens: the cashier holds none of the store (2001/2002), customer (21xx) or help (40) codes; she
// holds the sales codes (05xx), so Manage shows her Orders.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, logIn, menuDrawn, openFromMenu, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const GUARDED_ENTRIES = ['Store Management', 'Customers', 'Blacklist', 'Help'];

const sideMenu = (page: Page) => page.getByRole('menu').first();

test("the cashier's menu shows none of Store Management, Customers, Blacklist or Help", async ({ page }) => {
  await logIn(page, CASHIER);
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Home', exact: true })).toBeVisible();
  await menuDrawn(page);
  for (const entry of GUARDED_ENTRIES) await expect(page.getByRole('menuitem', { name: entry, exact: true })).toHaveCount(0);
  // Of Manage she sees her sales (Orders, 0501) and nothing else; Settings, with no page she may open, is left out.
  await expect(page.getByRole('group', { name: 'Manage' }).getByRole('menuitem')).toHaveText(['Orders']);
  await expect(page.getByRole('menuitem', { name: 'Settings', exact: true })).toHaveCount(0);
});

test('the owner sees all four entries and each opens its list', async ({ page }) => {
  await logIn(page, OWNER);
  for (const entry of GUARDED_ENTRIES) await expect(sideMenu(page).getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  const lists: Array<[string, RegExp]> = [
    ['Store Management', /\/stores$/],
    ['Customers', /\/customers$/],
    ['Blacklist', /\/customerBlacklist$/],
    ['Help', /\/tickets$/],
  ];
  for (const [entry, url] of lists) {
    await openFromMenu(page, entry);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'no permission' })).toHaveCount(0);
    await expect(accessDenied(page)).toHaveCount(0);
  }
});

const DIRECT_ADDRESSES: Array<[string, string[]]> = [
  ['stores', ['Mama Wanjiru Traders – Nyali, Mombasa']],
  ['stores/create', []],
  // (The app bar names the cashier's own store, the head office, so its details are looked for instead.)
  ['stores/S100001/show', ['Moi Avenue', 'Store QR code']],
  ['stores/S100002', ['Mama Wanjiru Traders – Nyali, Mombasa']],
  ['customers', ['Purity', 'pkarisa@gmail.com']],
  ['customers/create', []],
  ['customerBlacklist', ['Gitau']],
  ['tickets', ['Refund to customer failed']],
  ['tickets/create', []],
];

for (const [address, data] of DIRECT_ADDRESSES) {
  test(`the cashier opening /${address} directly gets the 'no permission' warning and no data`, async ({ page }) => {
    await logIn(page, CASHIER);
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    for (const text of data) await expect(page.getByText(text)).toHaveCount(0);
  });
}

test("the console does not fetch the stores, customers or tickets the cashier may not see", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const action = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(QueryStoreList|QueryStoreDetail|QueryCustomers|TicketHistory|TicketDetails)$/.test(action)) asked.push(action);
  });
  await logIn(page, CASHIER);
  for (const address of ['stores', 'stores/S100001/show', 'customers', 'customerBlacklist', 'tickets']) {
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
  }
  expect(asked).toEqual([]);
});
