// Discover Deals → Active Deals and Deal Customers (declared lists over the deal-discovery service), and the
// service's commands: a deal product taken off the shelf and put back, a draft deal submitted for approval.
import { expect, test } from './fixtures';
import {
  accessDenied,
  columnValues,
  detailValue,
  listRows,
  listTotal,
  logIn,
  memberWith,
  menuDrawn,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner sees only active deals, who bought which deal (never their codes), shelves a product off and on, and submits a draft deal', async ({
  page,
}) => {
  const commands: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' && url.pathname.includes('/deals-api/'))
      commands.push(`${request.method()} ${url.pathname.replace(/.*\/deals-api\//, '')}${url.search}`);
  });
  await logIn(page, OWNER);

  await openFromMenu(page, 'Active Deals');
  await expect(listTotal(page)).toHaveText('1-9 of 9');
  await expect(page.getByRole('table').getByRole('columnheader').filter({ hasText: 'Name' })).toBeVisible();
  await listRows(page).first().click();
  await expect(page).toHaveURL(/\/DL1\d{5}\/show$/);
  await expect(detailValue(page, 'Status', 'About the deal')).toHaveText('Active');

  await openFromMenu(page, 'Deal Customers');
  await expect(listRows(page).first()).toBeVisible();
  await searchList(page, 'Achieng');
  await expect(listRows(page).filter({ hasNotText: 'Achieng Otieno' })).toHaveCount(0);
  await expect(rowWith(page, 'Achieng Otieno').first()).toBeVisible();
  for (const status of await columnValues(page, 'Status')) expect(['Paid', 'Redeemed', 'Rejected']).toContain(status);
  for (const amount of await columnValues(page, 'Amount')) expect(amount).toMatch(/^KES\.\s[\d,]+\.\d{2}$/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Redeemed' }).click();
  await expect(listRows(page).filter({ hasNotText: 'Redeemed' })).toHaveCount(0);
  await expect(rowWith(page, 'Redeemed').first()).toBeVisible();
  // The redemption code is the customer's: no column for it, and no eight-digit code anywhere on the page.
  await expect(page.getByRole('table').getByRole('columnheader').filter({ hasText: /code/i })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/(^|\D)\d{8}(\D|$)/);

  await openFromMenu(page, 'Deal Products');
  const onShelf = listRows(page).filter({ hasText: 'On shelf' }).first();
  const product = (await onShelf.getByRole('cell').first().innerText()).trim();
  await rowWith(page, product).getByRole('button', { name: 'Take off shelf' }).click();
  await expect(page.getByRole('dialog')).toContainText(product);
  await page.getByRole('dialog').getByRole('button', { name: 'Take off shelf' }).click();
  await expect(toast(page, 'The product is off the shelf.')).toBeVisible();
  await expect(rowWith(page, product)).toContainText('Off shelf');
  await rowWith(page, product).getByRole('button', { name: 'Put on shelf' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Put on shelf' }).click();
  await expect(rowWith(page, product)).toContainText('On shelf');

  await openFromMenu(page, 'Deals');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft' }).click();
  await expect(listTotal(page)).toHaveText('1-3 of 3');
  await listRows(page).first().click();
  await expect(detailValue(page, 'Status', 'About the deal')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit for approval' }).click();
  await expect(toast(page, 'The deal has been submitted for approval.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'About the deal')).toHaveText('Under review');
  await expect(page.getByRole('button', { name: 'Submit for approval' })).toHaveCount(0);
  expect(commands).toEqual([
    expect.stringMatching(/^PUT deal-products\/status\/DE\d{8}\?status=OFF_SHELF$/),
    expect.stringMatching(/^PUT deal-products\/status\/DE\d{8}\?status=ON_SHELF$/),
    expect.stringMatching(/^POST approval\/deal\/DL1\d{5}\/submit$/),
  ]);
});

test('a member holding Redeem Deals (2302) but not Discover Deals (2301) is refused Deal Customers by address', async ({
  page,
  browser,
  baseURL,
}) => {
  const asked: string[] = [];
  await logIn(page, OWNER);
  const member = await memberWith(page, browser, baseURL, ['2302'], 'Redeem clerk');
  member.on('request', (sent) => {
    if (sent.url().includes('merchant_orders')) asked.push(sent.url());
  });
  await expect(member.getByRole('menuitem', { name: 'Redeem Deals', exact: true })).toBeVisible();
  await menuDrawn(member);
  await expect(member.getByRole('menuitem', { name: 'Deal Customers', exact: true })).toHaveCount(0);
  await member.goto('discoverDeals/customer');
  await expect(accessDenied(member)).toBeVisible();
  expect(asked).toEqual([]);
});
