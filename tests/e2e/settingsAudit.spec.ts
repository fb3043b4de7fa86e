// Settings (issue #18): the audit trail shows the change the owner has just made, with who made it and what kind
// of change it was, and refuses by address a member holding the neighbouring codes but not 3704; the Pesalink alias
// is registered and unregistered, each with a one-time code to the owner's phone; the globalization setting's date
// and time formats show across the console at once, and its language switches the console.
import { expect, test } from './fixtures';
import {
  accessDenied,
  choose,
  detailValue,
  field,
  lastOtp,
  listRows,
  logIn,
  memberWith,
  MOCK_URL,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner edits a customer and finds that very change in the audit trail; a member without 3704 is refused', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Customers');
  await searchList(page, 'Wafula');
  await rowWith(page, 'nwafula@gmail.com').getByRole('cell', { name: 'Nekesa', exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'E-mail').fill('nekesa.wafula@gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nekesa.wafula@gmail.com');

  await openFromMenu(page, 'Audit Trail');
  await expect(page).toHaveURL(/\/auditTrail$/);
  // Newest first: the edit just made, by the owner, from this browser.
  const newest = listRows(page).first();
  await expect(newest.getByRole('cell', { name: 'Wanjiru Kamau' })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Edit', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Nekesa Wafula', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: /^[0-9a-f]{8}-[0-9a-f]{4}-/ })).toBeVisible();

  // Filters: by staff (the seeded trail also holds the cashier's changes), by operation type.
  await searchList(page, 'Otieno');
  await expect(listRows(page)).toHaveCount(2);
  await expect(listRows(page).filter({ hasText: 'Brian Otieno' })).toHaveCount(2);
  await searchList(page, 'Wanjiru');
  await choose(page, 'Operation type', 'Payment');
  await expect(listRows(page)).toHaveCount(1);
  await expect(listRows(page).first()).toContainText('KES. 12,500.00');
  await choose(page, 'Operation type', 'Edit');
  await expect(listRows(page)).toHaveCount(2);
  await listRows(page).filter({ hasText: 'Nekesa' }).getByRole('cell', { name: 'Nekesa Wafula', exact: true }).click();
  await expect(detailValue(page, 'Action', 'Operation')).toHaveText('EditCustomer');
  await expect(detailValue(page, 'Staff', 'Who and when')).toHaveText('Wanjiru Kamau');

  // Sales tax (3703) and Pesalink (3705) are not the audit trail's code.
  const grace = await memberWith(page, browser, baseURL, ['37', '3703', '3705'], 'Bookkeeper');
  await grace.goto('setting/auditTrail');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.goto('auditTrail');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.close();
});

test('the owner registers the business number as the Pesalink alias and unregisters it, each with a code to the phone', async ({ page, request }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'PesaLink Registration');
  await expect(detailValue(page, 'Status')).toHaveText('Not registered');
  await expect(detailValue(page, 'Alias (mobile number)')).toContainText('712 345 678');
  await expect(page.getByRole('button', { name: 'Unregister alias' })).toHaveCount(0);

  const withCode = async (command: string, title: string) => {
    await page.getByRole('button', { name: command }).click();
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: command }).click();
    const otp = page.getByRole('dialog', { name: 'Enter verification code' });
    await expect(otp).toContainText('+254 712 345 678');
    await otp.getByRole('button', { name: 'Send code' }).click();
    await otp.getByLabel('Verification code').fill(await lastOtp(request));
    await otp.getByRole('button', { name: 'Confirm' }).click();
  };
  await withCode('Register alias', 'Register the PesaLink alias?');
  await expect(toast(page, 'Your mobile number is now your PesaLink alias.')).toBeVisible();
  await expect(detailValue(page, 'Status')).toHaveText('Registered');

  // One code a minute to a number.
  expect((await request.post(`${MOCK_URL}/__mock__/clock`, { data: { advanceMs: 61_000 } })).ok()).toBe(true);
  await withCode('Unregister alias', 'Unregister the PesaLink alias?');
  await expect(toast(page, 'The PesaLink alias has been removed.')).toBeVisible();
  await expect(detailValue(page, 'Status')).toHaveText('Not registered');
});

test("the globalization setting's date and time formats show across the console, and its language switches it", async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Region and Language');
  await expect(detailValue(page, 'Date format', 'Time')).toHaveText('27-11-2026 (day-month-year)');
  await page.getByRole('button', { name: 'Edit' }).click();
  await choose(page, 'Date format', '2026-11-27 (year-month-day)');
  await page.getByRole('radio', { name: '12-hour (2:30 PM)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Region and language saved.')).toBeVisible();
  await expect(detailValue(page, 'Last changed', 'Language')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  // Elsewhere too: the audit trail's dates and times (its newest entry is this very setting).
  await openFromMenu(page, 'Audit Trail');
  const newest = listRows(page).first();
  await expect(newest.getByRole('cell', { name: 'Setting', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: /^\d{4}-\d{2}-\d{2}$/ })).toBeVisible();
  await expect(newest.getByRole('cell', { name: /^\d{1,2}:\d{2}:\d{2} [AP]M$/ })).toBeVisible();
  await expect(rowWith(page, 'TransferPay').or(rowWith(page, '12,500.00')).getByRole('cell', { name: '2026-11-16' })).toBeVisible();
  // The page loaded again shows the setting's styles at once: the tab kept the setting, and does not ask for it.
  const asked: string[] = [];
  page.on('request', (request) => request.url().endsWith('/QueryGlobalization') && asked.push(request.url()));
  await page.reload();
  await expect(listRows(page).first().getByRole('cell', { name: /^\d{1,2}:\d{2}:\d{2} [AP]M$/ })).toBeVisible();
  expect(asked).toEqual([]);

  await openFromMenu(page, 'Region and Language');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('radio', { name: '中文 (简体)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: '地区与语言' })).toBeVisible();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '审计日志', exact: true })).toBeVisible();
  await expect(detailValue(page, '语言', '语言')).toHaveText('中文 (简体)');
});
