// Finance → Transaction history: the wallet's orders, newest first, filtered by type, date and a search, each
// opening its detail; guarded by permission code 12, which the cashier does not hold.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, columnValues, detailValue, exportCsv, field, listTotal, logIn, openFromMenu, OWNER, resetBackend, rowWith, searchList } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const openHistory = async (page: Page) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Transaction History');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(listTotal(page)).toHaveText('1-10 of 360');
};

const chooseType = async (page: Page, label: string) => {
  await page.getByRole('combobox', { name: 'Type' }).fill(label.slice(0, 6));
  await page.getByRole('option', { name: label, exact: true }).click();
};

test('the owner finds orders by type, date and search, and opens one to see all of it', async ({ page }) => {
  await openHistory(page);
  // Newest first, money in and out told apart, amounts in KES.
  await expect.poll(async () => (await columnValues(page, 'Order number'))[0]).toBe('OR261120100360');
  const newest = rowWith(page, 'OR261120100360');
  await expect(newest.getByRole('cell', { name: 'Grace Kirui' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Pay to till' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Money in' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'KES. 16,044.04' })).toBeVisible();
  await expect(rowWith(page, 'OR261120100359').getByRole('cell', { name: 'Money out' })).toBeVisible();

  await chooseType(page, 'Merchant settlement');
  await expect(listTotal(page)).toHaveText('1-10 of 11');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Type'))]).toEqual(['Merchant settlement']);
  await expect.poll(async () => [...new Set(await columnValues(page, 'In / out'))]).toEqual(['Money out']);

  await field(page, 'Date from').fill('01-10-2026');
  await field(page, 'Date to').fill('31-10-2026');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  await expect.poll(async () => (await columnValues(page, 'Date')).every((date) => date.endsWith('-10-2026'))).toBe(true);

  // Clearing the filters and searching by the counterparty's name.
  await page.getByRole('combobox', { name: 'Type' }).clear();
  await field(page, 'Date from').clear();
  await field(page, 'Date to').clear();
  await expect(listTotal(page)).toHaveText('1-10 of 360');
  await searchList(page, 'grace kirui');
  await expect(listTotal(page)).toHaveText('1-4 of 4');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Counterparty'))]).toEqual(['Grace Kirui']);

  const csv = await exportCsv(page);
  expect(csv.rows[0]).toEqual(['Date', 'Time', 'Order number', 'Type', 'Counterparty', 'In / out', 'Amount', 'Status']);
  expect(csv.rows.slice(1).map((row) => row[2])).toEqual(['OR261120100360', 'OR261022100273', 'OR260925100221', 'OR260622100045']);
  expect(csv.rows[1]).toContain('KES. 16,044.04');

  await rowWith(page, 'OR261120100360').getByRole('cell', { name: 'OR261120100360', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\/OR261120100360\/show$/);
  await expect(detailValue(page, 'Order number', 'Order')).toHaveText('OR261120100360');
  await expect(detailValue(page, 'Type', 'Order')).toHaveText('Pay to till');
  await expect(detailValue(page, 'Status', 'Order')).toHaveText('Success');
  await expect(detailValue(page, 'Date', 'Order')).toHaveText('20-11-2026');
  await expect(detailValue(page, 'Amount', 'Money')).toHaveText('KES. 16,044.04');
  await expect(detailValue(page, 'Fee', 'Money')).toHaveText('KES. 88.24');
  await expect(detailValue(page, 'Paid with', 'Money')).toHaveText('Other mobile money');
  await expect(detailValue(page, 'Mobile number', 'Counterparty')).toHaveText('+254 776 083 203');
  await expect(detailValue(page, 'Account or till number', 'Counterparty')).toHaveText('785872');
  await expect(detailValue(page, 'Bank or service', 'Counterparty')).toHaveText('T-Kash');
});

test('a date is typed dd-mm-yyyy, and emptying the "from" date shows every order again at once and after a reload', async ({ page }) => {
  await openHistory(page);
  const from = field(page, 'Date from');
  await expect(from).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  // Digits only: the dashes come as they are typed, whatever the browser's own date format.
  await from.pressSequentially('01112026');
  await expect(from).toHaveValue('01-11-2026');
  await expect(listTotal(page)).not.toHaveText('1-10 of 360');
  await expect.poll(async () => (await columnValues(page, 'Date')).every((date) => date.endsWith('-11-2026'))).toBe(true);

  // Emptied and not left: what the box shows is what the list is filtered by.
  await from.clear();
  await expect(from).toBeFocused();
  await expect(listTotal(page)).toHaveText('1-10 of 360');
  await page.reload();
  await expect(listTotal(page)).toHaveText('1-10 of 360');
  await expect(field(page, 'Date from')).toHaveValue('');
});

test("the spec's address /finance/transaction leads to the history", async ({ page }) => {
  await logIn(page, OWNER, 'finance/transaction');
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(listTotal(page)).toHaveText('1-10 of 360');
});

test('the cashier, without code 12, has no Transaction History in the menu and is refused at its addresses', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const action = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (/^(StatisticsOrderList|QueryOrderDetail)$/.test(action)) asked.push(action);
  });
  await logIn(page, CASHIER);
  await expect(page.getByRole('menuitem', { name: 'Transaction History', exact: true })).toHaveCount(0);
  for (const address of ['transactions', 'transactions/OR261120100360/show']) {
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('Grace Kirui')).toHaveCount(0);
    await expect(page.getByText('KES. 16,044.04')).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});
