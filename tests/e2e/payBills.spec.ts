// Paying out (#16): the owner buys airtime (a wrong PIN first gets the spec's last-chance warning) and prepaid
// electricity (the token is shown), each to its result page with the balance left, and finds both in Transaction
// history under their order types; buys goods by till (an inactive till refused in the spec's words), pays a
// paybill above the band of a pay-bill mandate asking for approval (it waits, nothing moves, and it is paid once the
// owner approves it), then one the balance no longer covers ('Insufficient Balance.', nothing moves), and tips a
// waiter; the tip page in Chinese; Pay By Code's Next spans a phone's width. A bill account is saved; a regular bill waits for approval (type 10) and is active once the owner agrees.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  callAsSignedIn,
  choose,
  columnValues,
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

const amountField = (page: Page) => page.getByRole('textbox', { name: 'Amount' });
const summaryValue = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** Pays on the summary page with a PIN (the dialog is titled with the total). */
const payWithPin = async (page: Page, total: string, pin = OWNER.pin) => {
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Enter your PIN to pay ${total}` });
  await dialog.getByLabel('PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  return dialog;
};

test('airtime and prepaid electricity: the fee from the server, the PIN, the token, the balance and the history', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Pay Bills');
  await expect(page).toHaveURL(/\/finance\/payUtilities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Bills' })).toBeVisible();
  // Water is the first bill type (spec 001 §9).
  await expect(page.getByRole('combobox', { name: 'Bill type' })).toHaveText('Water');

  await choose(page, 'Bill type', 'Airtime');
  await choose(page, 'Provider', 'Safaricom Airtime');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722481930');
  await amountField(page).fill('20000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Maximum Amount 10,000.00 (KES)')).toBeVisible();
  await amountField(page).fill('500');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Confirm payment' })).toBeVisible();
  await expect(summaryValue(page, 'Mobile number')).toHaveText('+254 722 481 930');
  await expect(summaryValue(page, 'Fee')).toHaveText('KES. 0.00');
  await expect(summaryValue(page, 'Total')).toHaveText('KES. 500.00');
  const pin = await payWithPin(page, 'KES. 500.00', '0000');
  await expect(pin.getByRole('alert')).toContainText('You have supplied an error PIN, Try again. One attempt left.');
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/finance\/payUtilities\/result$/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(summaryValue(page, 'Available balance')).toHaveText('KES. 485,750.50');
  const airtimeReference = await summaryValue(page, 'Reference').innerText();

  await page.getByRole('link', { name: 'Make another payment' }).click();
  await choose(page, 'Bill type', 'Electricity');
  await choose(page, 'Provider', 'KPLC Prepaid');
  await page.getByRole('textbox', { name: 'Meter number' }).fill('37141234567');
  await amountField(page).fill('1500');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summaryValue(page, 'Fee')).toHaveText('KES. 15.00');
  await payWithPin(page, 'KES. 1,515.00');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Your electricity token')).toBeVisible();
  await expect(page.getByTestId('bills-token')).toHaveText(/^\d{4}( \d{4}){4}$/);
  await expect(summaryValue(page, 'Available balance')).toHaveText('KES. 484,235.50');
  const tokenReference = await summaryValue(page, 'Reference').innerText();

  await page.getByRole('link', { name: 'Transaction history' }).click();
  await expect.poll(async () => (await columnValues(page, 'Order number')).slice(0, 2)).toEqual([tokenReference, airtimeReference]);
  await expect(rowWith(page, tokenReference).getByRole('cell', { name: 'Electricity prepaid (65)' })).toBeVisible();
  await expect(rowWith(page, tokenReference).getByRole('cell', { name: 'Money out' })).toBeVisible();
  await expect(rowWith(page, tokenReference).getByRole('cell', { name: 'KES. 1,500.00' })).toBeVisible();
  await expect(rowWith(page, airtimeReference).getByRole('cell', { name: 'Airtime Safaricom (62)' })).toBeVisible();
});

test('buy goods by till, a paybill that waits for the mandate approval, one the balance cannot cover, and a tip; the tip page in Chinese', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Pay By Code');
  await page.getByRole('textbox', { name: 'Till number' }).fill('300300');
  await amountField(page).fill('1200');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(toast(page, 'Till deactivate: The till is not active.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Till number' }).fill('522533');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summaryValue(page, 'Pay to')).toHaveText('Mama Mboga Groceries');
  await expect(summaryValue(page, 'Fee')).toHaveText('KES. 12.00');
  await payWithPin(page, 'KES. 1,212.00');
  await expect(page).toHaveURL(/\/finance\/payByCode\/result$/);
  await expect(page.getByText('KES. 1,200.00 was paid to Mama Mboga Groceries.')).toBeVisible();
  await expect(summaryValue(page, 'Available balance')).toHaveText('KES. 485,038.50');
  const tillReference = await summaryValue(page, 'Reference').innerText();

  // Pay bill: the largest payment allowed, above the band of the pay-bill mandate (from KES 50,000, any approver),
  // then one more than what is left.
  await callAsSignedIn(page, 'EditMerMandate', { mandateId: 'MD100005', mmdSts: 'A' });
  const payBill = async (amount: string, total: string) => {
    await page.goto('finance/payByCode');
    await page.getByRole('radio', { name: 'Pay bill (paybill)' }).check();
    await page.getByRole('textbox', { name: 'Paybill number' }).fill('247247');
    await page.getByRole('textbox', { name: 'Account number' }).fill('ACC1234');
    await amountField(page).fill(amount);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(summaryValue(page, 'Pay to')).toHaveText('Equity Bank Paybill');
    await payWithPin(page, total);
  };
  await payBill('250000', 'KES. 250,100.00');
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Your account mandate asks for approval of KES. 250,000.00 to Equity Bank Paybill. Nothing has been paid yet: it is paid once approved in Settings → Transaction approval (AP100006).',
  );
  await expect(summaryValue(page, 'Available balance')).toHaveText('KES. 485,038.50');
  const paybillReference = await summaryValue(page, 'Reference').innerText();
  await page.goto('approvals/AP100006/show');
  await expect(detailValue(page, 'Type', 'Transaction')).toHaveText('Payment confirmation');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Approved');
  await payBill('240000', 'KES. 240,100.00');
  await expect(toast(page, 'Insufficient Balance.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm payment' })).toBeVisible();

  // On a phone, Next spans the width like the other forms'.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('finance/payByCode');
  const next = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
  const till = (await page.getByRole('textbox', { name: 'Till number' }).boundingBox())!;
  expect(Math.abs(next.width - till.width)).toBeLessThan(2);
  await page.setViewportSize({ width: 1440, height: 900 });

  await openFromMenu(page, 'Offer Tip');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722481930');
  await page.getByRole('textbox', { name: 'Name' }).fill('Peter Mwangi');
  await amountField(page).fill('200');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summaryValue(page, 'Tip to')).toHaveText('Peter Mwangi');
  await payWithPin(page, 'KES. 200.00');
  await expect(page.getByText('KES. 200.00 was paid to Peter Mwangi.')).toBeVisible();
  await expect(summaryValue(page, 'Available balance')).toHaveText('KES. 234,738.50');
  const tipReference = await summaryValue(page, 'Reference').innerText();

  await page.getByRole('link', { name: 'Transaction history' }).click();
  await expect(rowWith(page, tipReference).getByRole('cell', { name: 'Tipping' })).toBeVisible();
  await expect(rowWith(page, tillReference).getByRole('cell', { name: 'Pay to till' })).toBeVisible();
  // The approved paybill, paid under the reference it was given when it was sent.
  await expect(rowWith(page, paybillReference).getByRole('cell', { name: 'KES. 250,000.00' })).toBeVisible();

  await page.goto('finance/offerTip');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { level: 1, name: '小费' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '手机号码' })).toBeVisible();
  await expect(page.getByRole('button', { name: '下一步' })).toBeVisible();
  // The server names the providers in English; the console names them in the person's language.
  await page.goto('finance/payUtilities');
  await choose(page, '账单类型', '话费');
  await page.getByRole('combobox', { name: '服务商' }).click();
  await expect(page.getByRole('option')).toHaveText(['Safaricom 话费', 'Airtel 话费', 'Telkom 话费']);
});

test('a saved account, and a regular bill that waits for approval and is active once the owner approves it; a rejected change leaves it as it was', async ({
  page,
}) => {
  await logIn(page, OWNER, 'finance/payUtilities');
  await page.getByRole('link', { name: 'Saved accounts' }).click();
  await expect(page).toHaveURL(/\/billAccounts$/);
  await openCreateForm(page);
  await field(page, 'Name').fill('Shop meter');
  await choose(page, 'Provider', 'KPLC Prepaid');
  await field(page, 'Account number').fill('37141234567');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  await page.goto('billAccounts');
  await expect(rowWith(page, 'Shop meter').getByRole('cell', { name: 'KPLC Prepaid' })).toBeVisible();

  await page.goto('finance/payUtilities');
  await page.getByRole('link', { name: 'Regular bills' }).click();
  await expect(page).toHaveURL(/\/billPlans$/);
  await openCreateForm(page);
  await expect(page.getByRole('heading', { name: 'New regular bill' }).first()).toBeVisible();
  await field(page, 'Bill name').fill('Shop electricity');
  await choose(page, 'Provider', 'KPLC Postpaid');
  await field(page, 'Account number').fill('ACC55821');
  await field(page, 'Amount').fill('4500');
  await choose(page, 'Frequency', 'Monthly');
  await field(page, 'First payment').fill('01-12-2026');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).not.toHaveURL(/\/create$/);
  await page.goto('billPlans');
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'Waiting for approval' })).toBeVisible();

  await page.goto('approvals/AP100006/show');
  await expect(detailValue(page, 'Type', 'Transaction')).toHaveText('Create bill plan');
  await expect(detailValue(page, 'Description', 'Transaction')).toHaveText(
    'New regular bill Shop electricity: KPLC Postpaid ACC55821, KES. 4,500.00',
  );
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Approved');
  await page.goto('billPlans');
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'Active' })).toBeVisible();

  // A change waits for approval: until then the list shows the bill as it is, marked waiting; rejected, it is as it was.
  await rowWith(page, 'Shop electricity').getByRole('cell', { name: 'Shop electricity', exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Amount').fill('5000');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/billPlans\/[^/]+\/show$/);
  await page.goto('billPlans');
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'Waiting for approval' })).toBeVisible();
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'KES. 4,500.00' })).toBeVisible();
  await page.goto('approvals/AP100007/show');
  await expect(detailValue(page, 'Type', 'Transaction')).toHaveText('Edit bill plan');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const rejecting = page.getByRole('dialog', { name: 'Reject this transaction?' });
  await rejecting.getByRole('textbox', { name: 'Reason' }).fill('Same amount as last year');
  await rejecting.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Rejected');
  await page.goto('billPlans');
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'Active' })).toBeVisible();
  await expect(rowWith(page, 'Shop electricity').getByRole('cell', { name: 'KES. 4,500.00' })).toBeVisible();
});
