// Loans (#14), servicing an active loan: the owner repays part of it and sees the balance fall and the repayment
// (C1) in Transaction history; tops it up and sees the payout on the account; is refused a top-up above the limit in
// the spec's words; restructures it under a mandate for restructures and sees it wait for approval; asks for a
// higher limit and cancels the request; pays an instalment a month overdue and lands on loanOverdueSuccess; meets
// confirmationFail when the server cannot confirm a top-up. A member holding overdraft (16) but not term loan (17) is
// refused the top-up at its typed address; the new pages read in Chinese.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmPin, figure, takeActiveLoan } from './loanSupport';
import {
  accessDenied,
  callAsSignedIn,
  columnValues,
  fillLogin,
  injectFault,
  logIn,
  memberWith,
  MOCK_URL,
  openFromMenu,
  OWNER,
  resetBackend,
  switchLanguage,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const DAY = 24 * 60 * 60 * 1000;

/** The owner, holding the active loan, on its page. */
const onActiveLoan = async (page: Page) => {
  await logIn(page, OWNER);
  await takeActiveLoan(page);
  await page.goto('finance/loan/index');
  // The first page of a run waits for the loan chunk, the KYC matrix and the loan's calls on a cold server.
  await expect(page.getByRole('heading', { name: 'Your loan LN100001' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/finance\/loan\/loanActivePage$/);
};

const balanceOnAccount = async (page: Page) => {
  await openFromMenu(page, 'Account Details');
  return page.getByTestId('money-balance');
};

test('repay part of the active loan: the balance falls and the repayment is in Transaction history', async ({ page }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await expect(figure(page, 'Outstanding balance')).toHaveText('KES. 1,579,726.92');
  await page.getByRole('link', { name: 'Repay' }).click();
  await page.getByRole('radio', { name: 'Part of it' }).check();
  await page.getByRole('textbox', { name: 'Amount to repay' }).fill('100000');
  await expect(figure(page, 'Outstanding after this repayment')).toHaveText('KES. 1,479,726.92');
  await page.getByRole('button', { name: 'Repay' }).click();
  await confirmPin(page, 'Repay KES. 100,000.00');
  await expect(page.getByRole('heading', { name: 'Repayment made' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('KES. 100,000.00 has been repaid from your account');
  await page.getByRole('link', { name: 'Back to loans' }).click();
  await expect(figure(page, 'Outstanding balance')).toHaveText('KES. 1,479,726.92');
  await expect(figure(page, 'Repaid so far')).toHaveText('KES. 100,000.00');

  // Opening balance 486,250.50 + the payout 1,447,500.00 − the repayment 100,000.00.
  await expect(await balanceOnAccount(page)).toHaveText('KES. 1,833,750.50');
  await openFromMenu(page, 'Transaction History');
  const row = page.getByRole('row').filter({ hasText: 'Loan repayment' }).first();
  await expect(row.getByRole('cell', { name: 'KES. 100,000.00' })).toBeVisible();
  expect((await columnValues(page, 'Order number'))[0]).toMatch(/^RP\d+$/);
});

test('top up the active loan: the figures follow the amount, the payout less fees reaches the account and the loan grows', async ({ page }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await page.getByRole('link', { name: 'Top up' }).click();
  await expect(page.getByText('you can top it up by up to KES. 500,000.00', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Top-up amount' }).fill('200000');
  const figures = page.getByRole('status', { name: 'Your loan after the top-up' });
  await expect(figure(figures, 'You receive')).toHaveText('KES. 193,000.00');
  await expect(figures).toContainText('with the top-up of KES. 200,000.00 you will owe KES. 1,700,000.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your top-up' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm top-up' }).click();
  await confirmPin(page, 'Top up your loan by KES. 200,000.00');
  await expect(page.getByRole('heading', { name: 'Loan topped up' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('KES. 193,000.00 has been paid into your account');
  await page.getByRole('link', { name: 'View my loan' }).click();
  // KES 1,700,000.00 owed and its interest until the loan's last repayment date (how many months are left depends on today).
  const outstanding = Number((await figure(page, 'Outstanding balance').innerText()).replace(/^KES\.\s*/, '').replace(/,/g, ''));
  expect(outstanding).toBeGreaterThan(1_700_000);

  // Opening balance 486,250.50 + the loan's payout 1,447,500.00 + the top-up's 193,000.00.
  await expect(await balanceOnAccount(page)).toHaveText('KES. 2,126,750.50');
  await openFromMenu(page, 'Transaction History');
  await expect(page.getByRole('row').filter({ hasText: 'Loan top-up' }).first().getByRole('cell', { name: 'KES. 193,000.00' })).toBeVisible();
});

test('a top-up above the limit is refused in words', async ({ page }) => {
  await onActiveLoan(page);
  await page.getByRole('link', { name: 'Top up' }).click();
  const amount = page.getByRole('textbox', { name: 'Top-up amount' });
  await amount.fill('600000');
  await expect(page.getByText('Maximum Amount 500,000.00 (KES)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await amount.fill('500000');
  await expect(figure(page, 'You receive')).toHaveText('KES. 482,500.00');
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('a restructure under the mandate for loan restructures waits for approval, and the loan says so', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await callAsSignedIn(page, 'AddMerMandate', { mmdTxTyp: '2', mmdSubTyp: '14', lmtFrom: 100, unlmtFlg: 'Y', mmdTyp: '2', mmdRul: '3', initiators: ['ST100002'], approvers: ['ST100004'], mmdSts: 'A' });
  await onActiveLoan(page);
  await page.getByRole('link', { name: 'Restructure' }).click();
  await page.getByRole('radio', { name: 'Repay over a longer period' }).check();
  await page.getByRole('radio', { name: '6 months' }).check();
  await expect(page.getByText('You have 6 months left to repay. Choose a longer period: 9, 12, 18, or 24 months.')).toBeVisible();
  await page.getByRole('radio', { name: '12 months' }).check();
  const figures = page.getByRole('status', { name: 'Your new repayments' });
  await expect(figure(figures, 'Number of repayments')).toHaveText('12');
  await expect(figure(figures, 'Repayment now')).toHaveText('KES. 263,287.82');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Confirm restructure' }).click();
  await confirmPin(page, 'Restructure loan LN100001');
  await expect(page.getByRole('heading', { name: 'Restructure waiting for approval' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your repayments stay as they are until it is approved in Settings → Transaction approval (AP100006).');
  await page.getByRole('link', { name: 'View my loan' }).click();
  await expect(page.getByText('A restructure of this loan is waiting for approval (AP100006).')).toBeVisible();
  // Nothing else changes the loan while it waits.
  await expect(page.getByRole('link', { name: 'Top up' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Restructure' })).toHaveCount(0);
});

test('ask for a higher loan limit, then cancel the request after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await page.getByRole('link', { name: 'Boost limit' }).click();
  await expect(page.getByText('Your loan limit is KES. 2,000,000.00.', { exact: false })).toBeVisible();
  const limit = page.getByRole('textbox', { name: 'New loan limit' });
  await limit.fill('1500000');
  await expect(page.getByText('Choose a limit above your current limit of KES. 2,000,000.00.')).toBeVisible();
  await limit.fill('2500000');
  await expect(figure(page.getByRole('status', { name: 'Your new limit' }), 'Increase')).toHaveText('KES. 500,000.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  await confirmPin(page, 'Ask for a loan limit of KES. 2,500,000.00');
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your request to raise your loan limit to KES. 2,500,000.00');

  await page.getByRole('button', { name: 'Cancel request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
  await dialog.getByRole('button', { name: 'Keep request' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel request' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('heading', { name: 'Your loan LN100001' })).toBeVisible();
  await expect(page.getByText('is being reviewed')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Boost limit' })).toBeVisible();
});

test('an instalment a month overdue is shown on the loan and paying it ends on the overdue success page', async ({ page }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await expect(page.getByText('is overdue')).toHaveCount(0);
  // A month and a bit later the merchant, signed out meanwhile, signs in again.
  expect((await page.request.post(`${MOCK_URL}/__mock__/clock`, { data: { advanceMs: 32 * DAY } })).ok()).toBe(true);
  await fillLogin(page, OWNER.login, OWNER.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('finance/loan/loanActivePage');
  const notice = page.getByRole('alert').filter({ hasText: 'is overdue' });
  await expect(notice).toContainText('KES. 263,287.82 is overdue (1 instalment(s)');
  await expect(page.getByRole('link', { name: 'Top up' })).toHaveCount(0);
  await notice.getByRole('link', { name: 'Pay overdue amount' }).click();
  await expect(page.getByRole('radio', { name: 'Overdue amount: KES. 263,287.82' })).toBeChecked();
  await page.getByRole('button', { name: 'Repay' }).click();
  await confirmPin(page, 'Repay KES. 263,287.82');
  await expect(page.getByRole('heading', { name: 'Overdue amount paid' })).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/loan\/loanOverdueSuccess$/);
  await expect(page.getByRole('status')).toContainText('Nothing is overdue on your loan now.');
  await page.getByRole('link', { name: 'View my loan' }).click();
  await expect(page.getByText('is overdue')).toHaveCount(0);
});

test('a top-up the server cannot confirm ends on confirmationFail, with the way back to try again', async ({ page, request }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await page.getByRole('link', { name: 'Top up' }).click();
  await page.getByRole('textbox', { name: 'Top-up amount' }).fill('50000');
  await expect(figure(page, 'You receive')).toHaveText('KES. 48,250.00');
  await page.getByRole('button', { name: 'Next' }).click();
  await injectFault(request, { mode: 'code', action: 'SubmitLoanTopUpApply', code: 'MMCP0002', times: 1 });
  await page.getByRole('button', { name: 'Confirm top-up' }).click();
  await confirmPin(page, 'Top up your loan by KES. 50,000.00');
  await expect(page.getByRole('heading', { name: 'We could not confirm this' })).toBeVisible();
  await expect(page).toHaveURL(/\/finance\/loan\/confirmationFail$/);
  await expect(page.getByRole('status')).toContainText('Nothing has changed.');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your top-up' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm top-up' }).click();
  await confirmPin(page, 'Top up your loan by KES. 50,000.00');
  await expect(page.getByRole('heading', { name: 'Loan topped up' })).toBeVisible();
});

test('a member holding overdraft (16) but not term loan (17) is refused the top-up at its typed address', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await takeActiveLoan(page);
  const grace = await memberWith(page, browser, baseURL, ['16'], 'Credit clerk');
  await grace.goto('finance/loan/loanTopUp');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.goto('finance/loan/loanBoostAmount');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.context().close();
});

test('in Chinese: the active loan’s actions, the top-up refused above its limit and the restructure options', async ({ page }) => {
  test.setTimeout(90_000);
  await onActiveLoan(page);
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('link', { name: '增贷' })).toBeVisible();
  await expect(page.getByRole('link', { name: '提高额度' })).toBeVisible();
  await page.getByRole('link', { name: '增贷' }).click();
  await expect(page.getByRole('heading', { name: '贷款增贷' })).toBeVisible();
  await page.getByRole('textbox', { name: '增贷金额' }).fill('600000');
  await expect(page.getByText('最高金额 500,000.00（KES）')).toBeVisible();
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('link', { name: '重组' }).click();
  await expect(page.getByRole('heading', { name: '贷款重组' })).toBeVisible();
  await page.getByRole('radio', { name: '调整还款频率' }).check();
  await page.getByRole('radio', { name: '每周' }).check();
  await expect(figure(page.getByRole('status', { name: '新的还款安排' }), '每周还款')).toHaveText(/^KES\.\s[\d,]+\.\d\d$/);
});
