// The home page's payments (#16). Withdraw: the balance and the server's limits before anything is typed; to a
// saved bank account for more than the wallet holds is said before the PIN and refused with 'Insufficient Balance.'
// after it; to the owner's mobile with the fee before the PIN, on the transfer's result page, then in the balance
// and Transaction history as a cash withdrawal. Request to pay: wait (a reload keeps waiting) then success, the
// money in the history; a declining customer ends on fail. The QR code in Chinese: Download PNG saves a real PNG,
// Print prints the QR card alone.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, OWNER, resetBackend, rowWith, switchLanguage, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const quote = (page: Page) => page.getByRole('group', { name: 'Fee and total' });
const giveOwnerPin = async (page: Page, title: string) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('PIN').fill(OWNER.pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

test('withdraw: more than the balance to a bank is refused, to the owner’s mobile it is paid, shown in balance and history', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'home/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  // The side menu marks Withdraw the page shown, not Home whose address it lies under.
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Withdraw', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('menuitem', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('withdraw-balance')).toHaveText('KES. 486,250.50');
  await expect(page.getByRole('radio', { name: 'My mobile number (+254 712 345 678)' })).toBeChecked();
  await expect(page.getByText('Between KES. 50.00 and KES. 150,000.00')).toBeVisible();

  // To a saved bank account, more than the wallet holds: a note before the PIN, the spec's words after it.
  await page.getByRole('radio', { name: 'A saved bank account' }).check();
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByText('Between KES. 100.00 and KES. 1,000,000.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('490000');
  await expect(page.getByRole('note').filter({ hasText: 'Insufficient Balance.' })).toBeVisible();
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await giveOwnerPin(page, 'Enter your PIN to withdraw KES. 490,000.00 (fee KES. 0.00)');
  await expect(toast(page, 'Insufficient Balance.')).toBeVisible();
  await expect(page).toHaveURL(/\/home\/withdraw$/);

  // To the owner's own mobile: the fee before the PIN, the result page, the balance and the history.
  await page.getByRole('radio', { name: /^My mobile number/ }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2000');
  await expect(quote(page)).toContainText('FeeKES. 30.00');
  await expect(quote(page)).toContainText('TotalKES. 2,030.00');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await giveOwnerPin(page, 'Enter your PIN to withdraw KES. 2,000.00 (fee KES. 30.00)');
  await expect(page).toHaveURL(/\/home\/withdraw\/result\?orderNo=HP\d+$/);
  await expect(page.getByRole('status')).toContainText('Money sent');
  await expect(page.getByRole('status')).toContainText('KES. 2,000.00 was sent to Wanjiru Kamau (+254 712 345 678).');
  await page.reload();
  await expect(quote(page)).toContainText('TotalKES. 2,030.00');
  await page.goto('finance/money');
  await expect(page.getByTestId('money-balance')).toHaveText('KES. 484,220.50');
  await page.goto('finance/transaction');
  const withdrawal = rowWith(page, 'Wanjiru Kamau').first();
  await expect(withdrawal.getByRole('cell', { name: 'Cash withdrawal' })).toBeVisible({ timeout: 15_000 });
  await expect(withdrawal.getByRole('cell', { name: 'KES. 2,000.00' })).toBeVisible();
});

test('request to pay: wait (a reload keeps waiting) then success and the history; a declining customer ends on fail', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'requestToPay');
  await expect(page.getByRole('heading', { name: 'Request to pay', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('textbox', { name: "Customer's mobile number" })).toHaveAccessibleDescription('This field is required.');
  await page.getByRole('textbox', { name: "Customer's mobile number" }).fill('0722 000 111');
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Invoice 1042');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/requestToPay\/wait\?orderNo=HP\d+$/);
  await expect(page.getByRole('status')).toContainText('We asked +254 722 000 111 to pay KES. 2,500.00.');
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Waiting for the customer' }).or(page.getByRole('heading', { name: 'Payment received' })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/requestToPay\/success\?orderNo=HP\d+$/, { timeout: 15_000 });
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByRole('status')).toContainText('+254 722 000 111 paid KES. 2,500.00. The money is in your wallet.');
  await page.getByRole('link', { name: 'Transaction history' }).click();
  const received = rowWith(page, orderNo);
  await expect(received).toContainText('+254 722 000 111');
  await expect(received.getByRole('cell', { name: 'Request payment' })).toBeVisible({ timeout: 15_000 });
  await expect(received.getByRole('cell', { name: 'KES. 2,500.00' })).toBeVisible();

  await page.goto('requestToPay');
  await page.getByRole('textbox', { name: "Customer's mobile number" }).fill('0700 000 001');
  await page.getByRole('textbox', { name: 'Amount' }).fill('100');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page).toHaveURL(/\/requestToPay\/fail\?orderNo=HP\d+$/, { timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText('Payment Failed');
  await expect(page.getByRole('status')).toContainText('We are unable to complete your payment.');
  await expect(page.getByRole('status')).toContainText('The customer declined the request.');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/requestToPay$/);
});

test('the QR code in Chinese: Download PNG saves a PNG file, Print prints the QR card alone', async ({ page }) => {
  await logIn(page, OWNER, 'qrCode');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { name: '我的二维码', level: 1 })).toBeVisible();
  const qr = page.getByRole('img', { name: /^收银台 \d{6} 的二维码$/ });
  await expect(qr).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '下载 PNG' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^qr-code-\d{6}\.png$/);
  const png = await readFile(await download.path());
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: '打印' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(qr).toBeVisible();
  await expect(page.getByRole('button', { name: '下载 PNG' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});
