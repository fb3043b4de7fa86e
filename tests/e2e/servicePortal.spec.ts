// Service Portal: reviewing the store's sales, and reversing a paid one with a refund reason and the PIN.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  CASHIER,
  columnValues,
  detailValue,
  listRows,
  listTotal,
  logIn,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const sideMenu = (page: Page) => page.getByRole('menu').first();

/**
 * Does something to the list and waits until it has answered (its total changed), so that reading the rows never
 * races the list being replaced.
 */
const andListAnswered = async (page: Page, change: () => Promise<void>) => {
  const before = await listTotal(page).innerText();
  await change();
  await expect(listTotal(page)).not.toHaveText(before);
};

/** Picks a value in one of the list's filter selects ("Status", "Payment type"). */
const filterBy = (page: Page, filter: string, value: string) =>
  andListAnswered(page, async () => {
    await page.getByRole('combobox', { name: filter }).click();
    await page.getByRole('option', { name: value, exact: true }).click();
  });

test('the owner reviews the head office sales: searches by mobile and order number, filters, and opens a sale with its goods', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Review Transactions');
  await expect(page).toHaveURL(/\/salesTransactions$/);
  await expect(listTotal(page)).toHaveText('1-10 of 44');
  // Newest first, amounts in KES.
  await expect.poll(async () => (await columnValues(page, 'Order number'))[0]).toBe('SO2611200008');
  await expect(rowWith(page, 'SO2611200008').getByRole('cell', { name: 'KES. 1,755.00' })).toBeVisible();

  // A customer's number as people type it finds that customer's sales only.
  await andListAnswered(page, () => searchList(page, '0793 648 097'));
  await expect.poll(async () => [...new Set(await columnValues(page, 'Customer mobile'))]).toEqual(['+254 793 648 097']);
  await searchList(page, 'SO2611170002');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'SO2611170002').getByRole('cell', { name: 'Brian Otieno' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 44');

  await filterBy(page, 'Status', 'Failed');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual(['Failed']);
  await filterBy(page, 'Status', 'Paid');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual(['Paid']);
  await filterBy(page, 'Payment type', 'Cash');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Payment type'))]).toEqual(['Cash']);
  await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual(['Paid']);

  await rowWith(page, 'SO2611170002').getByRole('cell', { name: 'SO2611170002', exact: true }).click();
  await expect(page).toHaveURL(/\/salesTransactions\/SO2611170002\/show$/);
  await expect(detailValue(page, 'Status', 'Sale')).toHaveText('Paid');
  await expect(detailValue(page, 'Payment type', 'Sale')).toHaveText('Cash');
  await expect(detailValue(page, 'Total', 'Amounts')).toHaveText('KES. 606.30');
  const goods = page.getByRole('region', { name: 'Goods' }).getByRole('row');
  await expect(goods.first()).toContainText(['Item', 'Quantity', 'Unit price', 'Amount'].join(''));
  await expect(goods).not.toHaveCount(1);
  // A sale never reversed has no reversal section.
  await expect(page.getByRole('region', { name: 'Reversal' })).toHaveCount(0);
});

test('the owner reverses a paid sale with a reason and the PIN: it leaves the reversible list and reads as returned', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Initiate Reversal');
  await expect(page).toHaveURL(/\/reversibleSales$/);
  await expect(listTotal(page)).toHaveText('1-10 of 25');

  await rowWith(page, 'SO2611200008').getByRole('button', { name: 'Reverse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reverse this sale?' });
  await expect(dialog).toContainText('Reverse SO2611200008?');
  // No reason, no PIN: the reason is asked for first.
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Refund reason' })).toHaveAccessibleDescription('This field is required.');
  await expect(page.getByRole('dialog', { name: 'Enter your transacting PIN' })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: 'Refund reason' }).click();
  await page.getByRole('option', { name: 'Quality issues' }).click();
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  const pin = page.getByRole('dialog', { name: 'Enter your transacting PIN' });
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();

  await expect(toast(page, 'The sale has been reversed.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(listTotal(page)).toHaveText('1-10 of 24');
  await expect(rowWith(page, 'SO2611200008')).toHaveCount(0);

  await openFromMenu(page, 'Review Transactions');
  await searchList(page, 'SO2611200008');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'SO2611200008').getByRole('cell', { name: 'Returned', exact: true })).toBeVisible();
  await rowWith(page, 'SO2611200008').getByRole('cell', { name: 'SO2611200008', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Sale')).toHaveText('Returned');
  await expect(detailValue(page, 'Refund reason', 'Reversal')).toHaveText('Quality issues');
});

test("the cashier, without transaction history (12), sees only Initiate Reversal and is refused Review Transactions by address", async ({ page }) => {
  await logIn(page, CASHIER);
  await expect(sideMenu(page).getByRole('menuitem', { name: 'Initiate Reversal', exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Review Transactions', exact: true })).toHaveCount(0);

  for (const address of ['servicePortal/reviewTransaction', 'salesTransactions/SO2611200008/show']) {
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('SO2611200008')).toHaveCount(0);
  }

  // The refund code (0503) the cashier holds opens the reversible sales of the store.
  await page.goto('servicePortal/initiateReversal');
  await expect(page).toHaveURL(/\/reversibleSales$/);
  await expect(listTotal(page)).toHaveText('1-10 of 25');
});
