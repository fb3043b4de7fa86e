// Analysis → Settlement: the merchant's till settlements, dated and searched, and a settled one's statement
// e-mailed (spec 001: the settlement mini statement is sent by email). Code 07; the cashier lacks it.
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, columnValues, expectFieldMessage, field, listRows, listTotal, logIn, openFromMenu, OWNER, resetBackend, rowWith, searchList, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner lists settlements by date, searches a till and e-mails a statement', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Settlement');
  await expect(page).toHaveURL(/\/settlements$/);
  await expect(listTotal(page)).toHaveText('1-10 of 207');
  // Amounts through the KES formatter, net of the fee; methods in the till-settlement reading.
  const newest = rowWith(page, 'STL261120101');
  await expect(newest.getByRole('cell', { name: 'Balance threshold', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'KES. 92,888.00' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'KES. 464.44' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'KES. 92,423.56' })).toBeVisible();

  await field(page, 'Date from').fill('01-11-2026');
  await field(page, 'Date to').fill('03-11-2026');
  await expect(listTotal(page)).toHaveText('1-10 of 16');
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '20' }).click();
  await expect(listRows(page)).toHaveCount(16);
  expect(new Set(await columnValues(page, 'Date'))).toEqual(new Set(['01-11-2026', '02-11-2026', '03-11-2026']));

  await searchList(page, '951534');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  expect(await columnValues(page, 'Settlement no.')).toEqual(['STL261103102', 'STL261102103']);

  // Only a settled settlement has a statement; the address must be a real e-mail address.
  const row = rowWith(page, 'STL261102103');
  await row.getByRole('button', { name: 'Send statement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send settlement statement' });
  await expect(dialog).toContainText('The statement of settlement STL261102103 will be e-mailed to this address.');
  const email = field(dialog, 'E-mail address');
  await email.fill('accounts@mamawanjiru');
  await dialog.getByRole('button', { name: 'Send statement' }).click();
  await expectFieldMessage(email, 'Enter an e-mail address, e.g. name@example.com');
  await email.fill('accounts@mamawanjiru.co.ke');
  await dialog.getByRole('button', { name: 'Send statement' }).click();
  await expect(toast(page, 'The statement has been sent.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a processing settlement offers no statement yet', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Settlement');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Processing' }).click();
  await expect(listTotal(page)).toHaveText(/^1-\d of \d$/);
  expect(new Set(await columnValues(page, 'Status'))).toEqual(new Set(['Processing']));
  await expect(listRows(page).getByRole('button', { name: 'Send statement' })).toHaveCount(0);
});

test('a cashier without code 07 has no Settlement and is refused at its address', async ({ page }) => {
  await logIn(page, CASHIER);
  await expect(page.getByRole('menuitem', { name: 'Settlement' })).toHaveCount(0);
  await page.goto('analysis/settelement');
  await expect(accessDenied(page)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
