// Finance → Standing orders: the list with its statuses; a new order to a mobile number waits for approval under
// the standing-order mandate (Pending approval), is approved with the PIN in Settings → Transaction approval, and
// then runs (Normal); saving it asks for the transacting PIN first (a payment commitment); the list read in Chinese.
import { expect, test } from './fixtures';
import {
  choose,
  detailValue,
  enterPin,
  field,
  logIn,
  openCreateForm,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  switchLanguage,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('a standing order to mobile is saved with the PIN, waits for approval, is approved with the PIN, and then runs; the list reads in Chinese', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Standing Orders');
  await expect(page).toHaveURL(/\/standingOrders$/);
  await expect(rowWith(page, 'Shop rent')).toContainText('Normal');
  await expect(rowWith(page, 'Packaging supplies')).toContainText('Paused');

  await openCreateForm(page);
  await expect(page.getByText('where one asks for approval, the order shows Pending approval')).toBeVisible();
  await field(page, 'Name').fill('Shop rent');
  await choose(page, 'Channel', 'Mobile money');
  await field(page, 'Beneficiary').fill('Mama Safi Cleaners');
  await field(page, 'Mobile number').fill('0722 998 877');
  await field(page, 'Amount').fill('3500');
  await field(page, 'Next date').fill('01-12-2099');
  await field(page, 'Payment reason').fill('Monthly cleaning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    toast(page, 'A standing order with the same name exists.').or(page.getByText('A standing order with the same name exists.')).first(),
  ).toBeVisible();
  await field(page, 'Name').fill('Cleaning contract');
  await page.getByRole('button', { name: 'Save' }).click();
  // The PIN first: cancelled, nothing is sent and the form stays as typed.
  await page.getByRole('dialog', { name: 'Enter your transacting PIN' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/standingOrders\/create$/);
  await expect(field(page, 'Name')).toHaveValue('Cleaning contract');
  await page.getByRole('button', { name: 'Save' }).click();
  await enterPin(page);
  await expect(page).toHaveURL(/\/standingOrders\/SO\d+\/show$/);
  await expect(detailValue(page, 'Status', 'Standing order')).toHaveText('Pending approval');
  await expect(detailValue(page, 'Category', 'Standing order')).toHaveText('Mobile');
  await expect(page.getByRole('button', { name: 'Delete standing order' })).toHaveCount(0);
  const orderAddress = page.url();
  const approvalId = (await detailValue(page, 'Approval number', 'Approval').textContent())!.trim();

  await openFromMenu(page, 'Transaction Approval');
  await expect(rowWith(page, approvalId)).toContainText('Add standing order');
  await rowWith(page, approvalId).getByRole('cell').nth(1).click();
  await expect(detailValue(page, 'Description', 'Transaction')).toHaveText(
    'New standing order "Cleaning contract": KES 3,500.00 monthly to Mama Safi Cleaners',
  );
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(toast(page, 'Your approval has been recorded.')).toBeVisible();

  await page.goto(orderAddress);
  await expect(detailValue(page, 'Status', 'Standing order')).toHaveText('Normal');

  await openFromMenu(page, 'Standing Orders');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('tab', { name: '待审批' })).toBeVisible();
  await expect(rowWith(page, 'Cleaning contract')).toContainText('正常');
  await expect(rowWith(page, 'Packaging supplies')).toContainText('已暂停');
});
