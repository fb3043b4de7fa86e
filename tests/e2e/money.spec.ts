// Finance → Money: the owner reads the account's balance, tops it up by mobile money (the customer approves on the
// phone) and sees the balance rise and the top-up in Transaction history; tops it up from a linked credit card with
// its fee and the PIN; a number already listed is refused in
// the spec's words; a transfer lowers the balance; a statement downloads with its rows; a member who holds
// transaction history (12) but not view balance (45) is refused the account page at its typed address; the
// account, tills, mobile numbers, top-up and statement pages in Chinese.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, columnValues, lastOtp, logIn, memberWith, menuDrawn, openFromMenu, OWNER, resetBackend, switchLanguage, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const balance = (page: Page) => page.getByTestId('money-balance');
const OPENING = 'KES. 486,250.50';

test('the owner tops up by mobile money: the request goes to the phone, the balance rises and the top-up is in the history', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Account Details');
  await expect(page).toHaveURL(/\/finance\/money$/);
  await expect(balance(page)).toHaveText(OPENING);
  await expect(page.getByText('1002004418261')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to pay account 1002004418261' })).toBeVisible();

  await page.getByRole('link', { name: 'Top up by mobile money' }).click();
  await page.getByRole('radio', { name: '+254 733 481 207 · Airtel Money' }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Minimum amount KES.10.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('2500');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/mobileConfirm\?orderNo=TU\d+$/);
  await expect(page.getByRole('definition').filter({ hasText: 'KES. 2,500.00' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and send request' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for your approval' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('A request for KES. 2,500.00 was sent to +254 733 481 207.');

  // The customer approves on the phone; the page shows the result by itself.
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/mobileResult\?orderNo=TU\d+$/);
  const reference = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByText('KES. 2,500.00 has been added to your account.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'KES. 488,750.50' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to account' }).click();
  await expect(balance(page)).toHaveText('KES. 488,750.50');

  await openFromMenu(page, 'Transaction History');
  await expect.poll(async () => (await columnValues(page, 'Order number'))[0]).toBe(reference);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row.getByRole('cell', { name: 'Mobile money top-up' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Money in' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'KES. 2,500.00' })).toBeVisible();
});

test('the owner tops up from a linked credit card: an invalid card cannot be picked, the fee is said first, the PIN is asked and the money is there at once', async ({
  page,
}) => {
  await logIn(page, OWNER, 'finance/money');
  await expect(balance(page)).toHaveText(OPENING);
  await page.getByRole('link', { name: 'Top up from a bank' }).click();
  const cards = page.getByRole('radiogroup', { name: 'Top up from' });
  await expect(cards.getByRole('radio')).toHaveCount(3);
  await expect(cards.getByRole('radio', { name: /^Co-op Bank Debit ···1160/ })).toBeDisabled();
  await expect(cards.getByText('Not valid')).toBeVisible();
  await expect(page.getByText('A credit card costs a fee of 2.5% of the amount. From a debit card or bank account it is free and immediate.')).toBeVisible();
  // Nothing picked: the form says what is missing, in words.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose the card or account to top up from.')).toBeVisible();

  await cards.getByRole('radio', { name: 'KCB Visa Credit ···7305 · Credit card' }).check();
  await page.getByRole('textbox', { name: 'Amount' }).fill('10000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/mobileConfirm\?orderNo=TU\d+&from=bank$/);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: 'KCB Visa Credit ···7305 (Credit card)' })).toBeVisible();
  await expect(summary.filter({ hasText: 'KES. 250.00' })).toBeVisible();
  await expect(summary.filter({ hasText: 'KES. 9,750.00' })).toBeVisible();
  await expect(page.getByText('When you confirm with your PIN, KCB Visa Credit ···7305 is charged KES. 10,000.00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to top-up from a bank' })).toBeVisible();

  // Giving up at the PIN charges nothing.
  await page.getByRole('button', { name: 'Confirm with PIN' }).click();
  const pin = page.getByRole('dialog', { name: 'Top up KES. 10,000.00 from KCB Visa Credit ···7305' });
  await pin.getByRole('button', { name: 'Cancel' }).click();
  await expect(pin).toBeHidden();
  await expect(page).toHaveURL(/\/mobileConfirm\?/);

  await page.getByRole('button', { name: 'Confirm with PIN' }).click();
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Top-up successful' })).toBeVisible();
  await expect(page.getByText('KES. 9,750.00 has been added to your account.')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'KES. 496,000.50' })).toBeVisible();
  const reference = new URL(page.url()).searchParams.get('orderNo')!;
  await expect(page.getByRole('link', { name: 'Top up again' })).toHaveAttribute('href', /\/finance\/money\/bankInformation$/);
  await page.getByRole('link', { name: 'Back to account' }).click();
  await expect(balance(page)).toHaveText('KES. 496,000.50');

  await openFromMenu(page, 'Transaction History');
  await expect.poll(async () => (await columnValues(page, 'Order number'))[0]).toBe(reference);
  await expect(page.getByRole('row').filter({ hasText: reference }).getByRole('cell', { name: 'Card top-up' })).toBeVisible();
});

test('adding a number already listed is refused in the spec’s words; a new one is added with a code sent to it', async ({ page, request }) => {
  await logIn(page, OWNER, 'finance/money/accountManagement');
  await expect(page.getByRole('listitem').filter({ hasText: '+254 712 345 678' })).toBeVisible();
  await page.getByRole('link', { name: 'Add number' }).click();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await mobile.fill('0712 345 678');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('The Mobile Number provided already exists.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Enter verification code' })).toBeHidden();

  await mobile.fill('0722 334 455');
  await page.getByRole('button', { name: 'Send code' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await expect(otp).toContainText('+254 722 334 455');
  await otp.getByRole('button', { name: 'Send code' }).click();
  await otp.getByLabel('Verification code').fill(await lastOtp(request));
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, '+254 722 334 455 added.')).toBeVisible();
  await expect(page).toHaveURL(/\/accountManagement$/);
  await expect(page.getByRole('listitem').filter({ hasText: '+254 722 334 455' })).toContainText('M-PESA');

  await page.getByRole('button', { name: 'Remove +254 722 334 455' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '+254 722 334 455' })).toBeHidden();
});

test('a transfer lowers the balance', async ({ page }) => {
  await logIn(page, OWNER, 'finance/transfer');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722 481 930');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Peter Mwangi');
  await page.getByRole('textbox', { name: 'Amount' }).fill('1250.50');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByLabel('PIN').fill(OWNER.pin);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto('finance/money');
  await expect(balance(page)).toHaveText('KES. 485,000.00');
});

test('the account statement downloads as Excel with the period’s rows; a period over 31 days is refused in words', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Account Statement');
  await expect(page).toHaveURL(/\/finance\/money\/accountStatement$/);
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const to = page.getByRole('textbox', { name: 'To', exact: true });
  await from.fill('01-09-2026');
  await to.fill('20-11-2026');
  await page.getByRole('button', { name: 'Download' }).click();
  await expect(page.getByText('A statement covers at most 31 days. Choose a shorter period.')).toBeVisible();

  await from.fill('01-11-2026');
  await page.getByRole('radio', { name: 'Excel (XLS)' }).check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('account-statement-20261101-20261120.xls');
  const sheet = await readFile(await download.path(), 'utf8');
  expect(sheet).toContain('Account 1002004418261');
  expect(sheet).toContain('OR261120100360');
  expect(sheet).toContain('Grace Kirui');
  await expect(toast(page, 'Statement downloaded.')).toBeVisible();
});

test('a member with transaction history but not view balance is refused the account page at its address', async ({ page, browser, baseURL }) => {
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['12'], 'Bookkeeper');
  await grace.goto('finance/transaction');
  await menuDrawn(grace);
  await expect(grace.getByRole('menuitem', { name: 'Account Details' })).toBeHidden();
  await grace.goto('finance/money');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.goto('finance/money/mobileInformation');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.context().close();
});

test('the account page in Chinese', async ({ page }) => {
  await logIn(page, OWNER, 'finance/money');
  await expect(balance(page)).toHaveText(OPENING);
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { level: 1, name: '账户详情' })).toBeVisible();
  await expect(page.getByText('可用余额')).toBeVisible();
  await expect(page.getByRole('link', { name: '移动钱包充值' })).toBeVisible();
  await expect(page.getByRole('link', { name: '收银台对账单' })).toBeVisible();
});

test('the tills, mobile numbers, top-up and statement pages in Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'finance/money/tills');
  await expect(page.getByRole('heading', { level: 1, name: 'Tills' })).toBeVisible();
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { level: 1, name: '收银台' })).toBeVisible();
  const firstTill = page.getByRole('list', { name: '收银台' }).getByRole('listitem').first();
  await expect(firstTill).toContainText(/收银台 \d{6} · .+ · 结算：(实时|每日日终定时|手动|余额阈值)/);
  await expect(firstTill.getByRole('button', { name: /^查看收银台 \d{6} 的二维码$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回账户' })).toBeVisible();

  await page.getByRole('link', { name: '返回账户' }).click();
  await page.getByRole('link', { name: '手机号码' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '手机号码' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '+254 712 345 678' })).toContainText(/M-PESA · 添加于 \d{2}-\d{2}-\d{4}/);
  await expect(page.getByRole('button', { name: '移除 +254 712 345 678' })).toBeVisible();
  await page.getByRole('link', { name: '添加号码' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '添加手机号码' })).toBeVisible();

  await page.goto('finance/money/mobileInformation');
  await expect(page.getByRole('heading', { level: 1, name: '移动钱包充值' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '充值号码' })).toBeVisible();
  await expect(page.getByText('KES. 10.00 至 KES. 150,000.00 之间')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择充值号码。')).toBeVisible();

  await page.goto('finance/money/bankInformation');
  await expect(page.getByRole('heading', { level: 1, name: '银行充值' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '从已关联的银行卡或账户' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'KCB Visa Credit ···7305 · 信用卡' })).toBeVisible();
  await expect(page.getByText('信用卡充值收取金额 2.5% 的手续费；借记卡或银行账户充值免费，且即时到账。')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请选择用于充值的银行卡或账户。')).toBeVisible();
  await expect(page.getByRole('heading', { name: '或从任意银行转入' })).toBeVisible();

  await page.goto('finance/money/accountStatement');
  await expect(page.getByRole('heading', { level: 1, name: '账户对账单' })).toBeVisible();
  await page.getByRole('textbox', { name: '开始日期', exact: true }).fill('01-09-2026');
  await page.getByRole('textbox', { name: '结束日期', exact: true }).fill('20-11-2026');
  await page.getByRole('button', { name: '下载' }).click();
  await expect(page.getByText('对账单最多涵盖 31 天，请选择更短的期间。')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Excel 表格（XLS）' })).toBeVisible();
  await expect(page.getByRole('button', { name: '通过邮件发送' })).toBeVisible();

  await page.goto('finance/money/tillStatement');
  await expect(page.getByRole('heading', { level: 1, name: '收银台对账单' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '收银台' })).toBeVisible();
});
