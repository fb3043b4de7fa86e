// IPN → Success and Failures: payment notifications posted to the merchant's notify URL, and a failed one sent
// again (the mock's merchant server is up, so it is delivered and moves to Success). Codes 57 and 58.
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, columnValues, field, listRows, listTotal, logIn, menuDrawn, openFromMenu, OWNER, resetBackend, rowWith, searchList, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner reads delivered notifications, by date and by payer', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Success');
  await expect(page).toHaveURL(/\/ipnTransactions$/);
  await expect(listTotal(page)).toHaveText('1-10 of 33');
  await expect(rowWith(page, 'SR5VBC5AL2').getByRole('cell', { name: 'KES. 21,761.00' })).toBeVisible();
  await expect(rowWith(page, 'SR5VBC5AL2').getByRole('cell', { name: '+254 798 510 262' })).toBeVisible();

  await field(page, 'Date sent from').fill('10-11-2026');
  await field(page, 'Date sent to').fill('12-11-2026');
  await expect(listTotal(page)).toHaveText('1-5 of 5');
  expect(new Set(await columnValues(page, 'Date sent'))).toEqual(new Set(['10-11-2026', '12-11-2026']));

  await searchList(page, 'wafula');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect(listRows(page)).toHaveText([/SPZ2WSHMY3.*WAFULA MURITHI/]);

  // The notify URL, the same on every row, waits in the column chooser.
  await expect(page.getByRole('columnheader', { name: 'Notify URL' })).toHaveCount(0);
  await expect(rowWith(page, 'SPZ2WSHMY3').getByRole('cell', { name: 'https://pos.mamawanjiru.co.ke/api/ipn' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('switch', { name: 'Notify URL' }).click();
  await page.keyboard.press('Escape');
  await expect(rowWith(page, 'SPZ2WSHMY3').getByRole('cell', { name: 'https://pos.mamawanjiru.co.ke/api/ipn' })).toBeVisible();
});

test("Success and Failures are named with their section where they stand alone: the header, the browser's tab and the open page's tab", async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Failures');
  await expect(page.getByRole('banner').getByText('IPN Failures', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('IPN Failures · Merchant Console');
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link', { name: 'IPN Failures' })).toBeVisible();
  // Under its section the spec's word stays: the menu and the breadcrumbs say IPN, then Failures.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/^IPN.*Failures$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Failures', exact: true })).toBeVisible();

  // On a phone, with no breadcrumbs and no tabs, the header is all that names the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('ipn/transactions/index');
  await expect(page.getByRole('banner').getByText('IPN Success', { exact: true })).toBeVisible();
});

test('the owner resends a failed notification and finds it among the delivered ones', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Failures');
  await expect(page).toHaveURL(/\/ipnFailures$/);
  await expect(listTotal(page)).toHaveText('1-10 of 15');
  await field(page, 'Last attempt from').fill('10-11-2026');
  await field(page, 'Last attempt to').fill('12-11-2026');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  const failed = rowWith(page, 'ST6Z20QUDE');
  await expect(failed.getByRole('cell', { name: 'Error status', exact: true })).toBeVisible();
  await expect(failed.getByRole('cell', { name: '404', exact: true })).toBeVisible();

  await failed.getByRole('button', { name: 'Resend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resend this notification?' });
  await expect(dialog).toContainText('Post the notification of ST6Z20QUDE to your notify URL again?');
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expect(toast(page, 'The notification has been delivered and moved to Success.')).toBeVisible();
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect(rowWith(page, 'ST6Z20QUDE')).toHaveCount(0);

  await openFromMenu(page, 'Success');
  await searchList(page, 'ST6Z20QUDE');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  const delivered = rowWith(page, 'ST6Z20QUDE');
  await expect(delivered.getByRole('cell', { name: '200', exact: true })).toBeVisible();
  // Three failed attempts, then the resend.
  expect(await columnValues(page, 'Attempts')).toEqual(['4']);
});

test('a cashier without codes 57 and 58 has no IPN lists and is refused at their addresses', async ({ page }) => {
  await logIn(page, CASHIER);
  await menuDrawn(page);
  await expect(page.getByRole('menuitem', { name: 'Success' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Failures' })).toHaveCount(0);
  for (const address of ['ipn/transactions/index', 'ipn/failedTransaction/index']) {
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});
