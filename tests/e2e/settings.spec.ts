// Settings (issue #18): Till management (settle a till with the PIN, request a till), the All Settings landing page,
// Business setup leading to the existing setup, and Service Portal → Reversal approval (hidden by the spec).
import { expect, test } from './fixtures';
import {
  accessDenied,
  choose,
  columnValues,
  detailValue,
  enterPin,
  field,
  listTotal,
  logIn,
  memberWith,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner settles part of a till with the PIN: the till holds less and the history shows the settlement', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Till Management');
  await expect(page).toHaveURL(/\/tills$/);
  await expect(listTotal(page)).toHaveText('1-10 of 16');
  // A till is requested from the provider, and the list says so.
  await expect(page.getByRole('link', { name: 'Request a till' })).toBeVisible();
  const till = rowWith(page, 'Head Office – Express Counter');
  await expect(till.getByRole('cell', { name: 'KES. 142,278.41' })).toBeVisible();
  // A deactivated till cannot be settled.
  await expect(rowWith(page, 'Head Office – Counter 2').getByRole('button', { name: 'Settle' })).toHaveCount(0);

  await till.getByRole('button', { name: 'Settle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle this till?' });
  await field(dialog, 'Amount to settle (KES)').fill('1000');
  await dialog.getByRole('button', { name: 'Settle' }).click();
  await enterPin(page);
  await expect(toast(page, 'The till has been settled: the money is in your wallet.')).toBeVisible();
  await expect(till.getByRole('cell', { name: 'KES. 141,278.41' })).toBeVisible();

  // The detail page shows the till with its QR code.
  await till.getByRole('cell', { name: '785872', exact: true }).click();
  await expect(detailValue(page, 'Balance', 'Till')).toHaveText('KES. 141,278.41');
  await expect(page.getByRole('region', { name: 'QR code' }).getByRole('img')).toBeVisible();

  await openFromMenu(page, 'Transaction History');
  await expect.poll(async () => (await columnValues(page, 'Type'))[0]).toBe('Merchant settlement');
  const settled = page.getByRole('row').filter({ hasText: 'Merchant settlement' }).first();
  await expect(settled.getByRole('cell', { name: 'KES. 1,000.00' })).toBeVisible();

  // The spec's other address leads to the same list; /settle to the tills that can be settled.
  await page.goto('tillManagement/index');
  await expect(page).toHaveURL(/\/tills$/);
  await page.goto('setting/tillManagement/settle');
  await expect(listTotal(page)).toHaveText('1-10 of 11');
});

test('the owner requests a till, opens All Settings and reaches the business setup from Settings', async ({ page }) => {
  await logIn(page, OWNER, 'setting/tillManagement/requestTill');
  await page.getByRole('combobox', { name: 'Store', exact: true }).click();
  await page.getByRole('option', { name: /Nyali, Mombasa/ }).click();
  await field(page, 'Till name').fill('Nyali – Drive-through');
  await choose(page, 'Settlement method', 'Manual');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your till is ready')).toBeVisible();
  await expect(page).toHaveURL(/\/tills\/\d{6}\/show$/);
  await expect(detailValue(page, 'Till name', 'Till')).toHaveText('Nyali – Drive-through');
  await expect(detailValue(page, 'Settlement method', 'Till')).toHaveText('Manual');
  await expect(detailValue(page, 'Balance', 'Till')).toHaveText('KES. 0.00');

  await openFromMenu(page, 'All Settings');
  const areas = page.getByRole('list', { name: 'All Settings' });
  await expect(areas.getByRole('link', { name: 'Till Management' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'All Settings' })).toHaveCount(0);
  await areas.getByRole('link', { name: 'Business Setup' }).click();
  await expect(page).toHaveURL(/\/business\/myBusiness$/);
});

test('reversals wait for approval: one approved with the PIN, one rejected with its cause; a neighbouring code is refused by address', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER, 'servicePortal/reversalApproval');
  await expect(page).toHaveURL(/\/reversalApprovals$/);
  await expect(listTotal(page)).toHaveText('1-2 of 2');

  await rowWith(page, 'SO2611140005').getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve the reversal?' }).getByRole('button', { name: 'Approve' }).click();
  await enterPin(page);
  await expect(toast(page, 'The reversal has been approved.')).toBeVisible();
  await expect(listTotal(page)).toHaveText('1-1 of 1');

  await rowWith(page, 'SO2611140003').getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject the reversal?' });
  await field(reject, 'Reason').fill('Goods were opened and used');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await enterPin(page);
  await expect(toast(page, 'The reversal has been rejected.')).toBeVisible();
  await expect(page.getByText('No reversals waiting for approval')).toBeVisible();

  // Account mandate (3701) sits beside reversal approval (3702) but does not open it, nor does it open tills (38).
  const grace = await memberWith(page, browser, baseURL, ['37', '3701'], 'Supervisor');
  for (const address of ['servicePortal/reversalApproval', 'reversalApprovals/SO2611140003/show', 'setting/tillManagement']) {
    await grace.goto(address);
    await expect(accessDenied(grace)).toBeVisible();
  }
  await expect(grace.getByText('SO2611140003')).toHaveCount(0);
});
