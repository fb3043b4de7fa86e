// Finance → Transfer: the owner sends to a mobile number by mobile interbank instant (the server's fee shown before
// the PIN; a wrong PIN first gets the spec's last-chance words) and to a bank abroad by SWIFT with the beneficiary's
// address; each ends on its result page, whose "Generate statement" downloads the advice, and the balance and
// Transaction history show both. To many: a beneficiary group fills the rows, the server refuses a row sending to
// the merchant's own number and one over the channel's limit under their cells, and once fixed one PIN pays all
// (order type 26). More than the balance, to a saved beneficiary, is refused in the spec's words. The bank form and a transfer in Chinese.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, expectFieldMessage, field, logIn, OWNER, resetBackend, rowWith, switchLanguage, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const quote = (page: Page) => page.getByRole('group', { name: 'Fee and total' });
const pinDialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const giveOwnerPin = async (page: Page, title: string | RegExp, words = { pin: 'PIN', confirm: 'Confirm' }) => {
  const dialog = pinDialog(page, title);
  await dialog.getByLabel(words.pin).fill(OWNER.pin);
  await dialog.getByRole('button', { name: words.confirm }).click();
};

test('to mobile and to a bank by SWIFT: fee before the PIN, result pages, the advice downloaded and e-mailed, the daily limit, balance and history', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'finance/transfer');
  await expect(page.getByRole('heading', { name: 'Send to mobile' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722 481 930');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Peter Mwangi');
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await choose(page, 'Channel', 'Mobile interbank instant');
  await expect(page.getByText('Daily limit KES. 250,000.00 · KES. 250,000.00 left today')).toBeVisible();
  await expect(quote(page)).toContainText('FeeKES. 30.00');
  await expect(quote(page)).toContainText('TotalKES. 2,530.00');
  await page.getByRole('button', { name: 'Send' }).click();
  // A wrong PIN first: the spec's last-chance words, and nothing sent.
  const title = 'Enter your PIN to send KES. 2,500.00 (fee KES. 30.00)';
  await pinDialog(page, title).getByLabel('PIN').fill('9999');
  await pinDialog(page, title).getByRole('button', { name: 'Confirm' }).click();
  await expect(pinDialog(page, title).getByRole('alert')).toHaveText('You have supplied an error PIN, Try again. One attempt left.');
  await giveOwnerPin(page, title);
  await expect(page).toHaveURL(/\/finance\/transfer\/details\?orderNo=TR\d+$/);
  await expect(page.getByRole('status')).toContainText('Money sent');
  await expect(page.getByRole('status')).toContainText('KES. 2,500.00 was sent to Peter Mwangi (+254 722 481 930).');
  await expect(page.getByText('Account to off-us')).toBeVisible();
  const [advice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Generate statement' }).click()]);
  expect(advice.suggestedFilename()).toMatch(/^transfer-TR\d+\.pdf$/);
  const pdf = await readFile(await advice.path(), 'latin1');
  expect(pdf).toContain('Transfer advice');
  expect(pdf).toContain('Peter Mwangi, +254 722 481 930: KES 2,500.00, fee KES 30.00');
  // The advice by e-mail: the address checked first.
  await page.getByRole('button', { name: 'E-mail advice' }).click();
  const emailing = page.getByRole('dialog', { name: 'E-mail the transfer advice' });
  await emailing.getByRole('textbox', { name: 'E-mail address' }).fill('accounts@');
  await emailing.getByRole('button', { name: 'Send' }).click();
  await expectFieldMessage(emailing.getByRole('textbox', { name: 'E-mail address' }), 'Enter an e-mail address, e.g. name@example.com');
  await emailing.getByRole('textbox', { name: 'E-mail address' }).fill('accounts@mamawanjiru.co.ke');
  await emailing.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'The transfer advice was sent to accounts@mamawanjiru.co.ke.')).toBeVisible();
  await expect(emailing).toHaveCount(0);

  // The channel's daily limit: what today's transfer left of it, and the spec's words past it, before any PIN.
  await page.getByRole('button', { name: 'New transfer' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0733 920 114');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Grace Achieng');
  await page.getByRole('textbox', { name: 'Amount' }).fill('248000');
  await choose(page, 'Channel', 'Mobile interbank instant');
  await expect(page.getByText('Daily limit KES. 250,000.00 · KES. 247,500.00 left today')).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Maximum Amount 247,500.00 (KES)' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expectFieldMessage(page.getByRole('textbox', { name: 'Amount' }), 'Maximum Amount 247,500.00 (KES)');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('tab', { name: 'To bank' }).click();
  await expect(page.getByRole('heading', { name: 'Send to bank' })).toBeVisible();
  await choose(page, 'Channel', 'SWIFT');
  await field(page, 'Bank').fill('Stanbic Bank Uganda');
  await field(page, 'Account number').fill('9030005671234');
  await field(page, 'Account holder').fill('Kampala Coffee Exporters');
  await page.getByRole('textbox', { name: 'Amount' }).fill('50000');
  // SWIFT asks for the bank's code and the beneficiary's address.
  await page.getByRole('button', { name: 'Send' }).click();
  await expectFieldMessage(field(page, 'SWIFT code'), 'This field is required.');
  await expectFieldMessage(field(page, 'Street'), 'This field is required.');
  await field(page, 'SWIFT code').fill('SBICUGKX');
  await field(page, 'Street').fill('Plot 17 Hannington Road');
  await field(page, 'City').fill('Kampala');
  await field(page, 'Country').fill('Uganda');
  await field(page, 'Postal address').fill('P.O. Box 7131');
  await expect(quote(page)).toContainText('FeeKES. 2,500.00');
  await page.getByRole('button', { name: 'Send' }).click();
  await giveOwnerPin(page, 'Enter your PIN to send KES. 50,000.00 (fee KES. 2,500.00)');
  await expect(page.getByRole('status')).toContainText('KES. 50,000.00 was sent to Kampala Coffee Exporters (Stanbic Bank Uganda 9030005671234).');
  await expect(page.getByText('Account to bank')).toBeVisible();

  // 486,250.50 less 2,530.00 and 52,500.00.
  await page.goto('finance/money');
  await expect(page.getByTestId('money-balance')).toHaveText('KES. 431,220.50');
  await page.goto('finance/transaction');
  const swift = rowWith(page, 'Kampala Coffee Exporters');
  await expect(swift.getByRole('cell', { name: 'Transfer', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(swift.getByRole('cell', { name: 'KES. 50,000.00' })).toBeVisible();
  await expect(rowWith(page, 'Peter Mwangi').first().getByRole('cell', { name: 'KES. 2,500.00' })).toBeVisible();
});

test('to many: a group fills the rows, refused rows say why under their cells, then one PIN pays all; more than the balance is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'finance/transfer?to=many');
  await expect(page.getByRole('heading', { name: 'Send to many' })).toBeVisible();
  await choose(page, 'Beneficiary group', 'Casual workers (3)');
  const recipients = page.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
  await expect(recipients).toHaveCount(3);
  await expect(field(page, 'Mobile number 1')).toHaveValue(/^\d{9}$/);
  for (const row of [1, 2, 3]) await field(page, `Amount ${row}`).fill('1000');
  // Row 2 to the merchant's own number, row 3 over the mobile limit: the server names both.
  await field(page, 'Mobile number 2').fill('712345678');
  await field(page, 'Amount 3').fill('600000');
  await page.getByRole('button', { name: 'Send to all' }).click();
  await expectFieldMessage(field(page, 'Mobile number 2'), 'You cannot send money to your own account.');
  await expectFieldMessage(field(page, 'Amount 3'), 'Maximum Amount 500,000.00 (KES)');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove recipient 2' }).click();
  await field(page, 'Amount 2').fill('1000');
  await expect(page.getByText('2 recipients, KES. 2,000.00 in all')).toBeVisible();
  await expect(quote(page)).toContainText('AmountKES. 2,000.00');
  await page.getByRole('button', { name: 'Send to all' }).click();
  await giveOwnerPin(page, /^Enter your PIN to send KES\.\s2,000\.00/);
  await expect(page.getByRole('status')).toContainText('KES. 2,000.00 was sent to 2 recipients.');
  await expect(page.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveCount(2);
  await page.goto('finance/transaction');
  await expect(rowWith(page, '2 recipients').getByRole('cell', { name: 'Transfer to multiple' })).toBeVisible({ timeout: 15_000 });

  // More than the account holds: said before the PIN, and refused in the spec's words.
  // The recipient picked from the saved beneficiaries.
  await page.goto('finance/transfer');
  await page.getByRole('combobox', { name: 'Beneficiary' }).fill('Emmanuel');
  await page.getByRole('option', { name: /^Emmanuel Sang/ }).click();
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('110216573');
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Emmanuel Sang');
  await page.getByRole('textbox', { name: 'Amount' }).fill('490000');
  await expect(page.getByRole('note').filter({ hasText: 'Insufficient Balance.' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await giveOwnerPin(page, 'Enter your PIN to send KES. 490,000.00');
  await expect(toast(page, 'Insufficient Balance.')).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/transfer$/);
});

test('a transfer in Chinese', async ({ page }) => {
  await logIn(page, OWNER, 'finance/transfer');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { name: '转账到手机' })).toBeVisible();
  await page.getByRole('tab', { name: '转到银行' }).click();
  await expect(page.getByRole('heading', { name: '转账到银行' })).toBeVisible();
  await expect(field(page, '账号')).toBeVisible();
  await page.getByRole('tab', { name: '转到手机' }).click();
  await page.getByRole('textbox', { name: '手机号码' }).fill('0722 481 930');
  await page.getByRole('textbox', { name: '账户名称' }).fill('Peter Mwangi');
  await page.getByRole('textbox', { name: '金额' }).fill('100');
  await expect(page.getByRole('group', { name: '手续费和合计' })).toContainText('KES. 100.00');
  await page.getByRole('button', { name: '发送' }).click();
  await giveOwnerPin(page, '输入交易密码以发送 KES. 100.00', { pin: '交易密码', confirm: '确认' });
  await expect(page.getByRole('status')).toContainText('转账成功');
  await expect(page.getByRole('button', { name: '生成对账单' })).toBeVisible();
});
