// The overdraft (spec 000 §2 /finance/overdraft/*, 001 Overdraft): the owner applies, reads the reference number
// in the offer e-mail, is refused a wrong one in the spec's words (SAP20004), accepts with the PIN, waits while the
// account is opened (04) and reads the limit's figures; deactivation is refused while anything is outstanding, then
// goes through once repaid. A transfer beyond the balance is carried by the overdraft, one beyond both is refused
// with 'Insufficient Balance.'. An amount above the maximum is refused in words; an activation the account mandate
// covers waits for approval until the owner approves it in Settings → Transaction approval; a member without
// overdraft (16) is refused; the pages in Chinese.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, callAsSignedIn, choose, detailValue, enterPin, expectFieldMessage, logIn, memberWith, MOCK_URL, OWNER, resetBackend, rowWith, switchLanguage, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const EMAIL = 'books@mamawanjiru.co.ke';

/** The reference number of the newest offer e-mailed to the address, read as the merchant reads their mail. */
const emailedReference = async (page: Page): Promise<string> => {
  const answer = await page.request.get(`${MOCK_URL}/__mock__/email?to=${encodeURIComponent(EMAIL)}`);
  const { messages } = (await answer.json()) as { messages: Array<{ text: string }> };
  const reference = /Reference number: (\d+)/.exec(messages[0]?.text ?? '')?.[1] ?? '';
  expect(reference, `the offer e-mail "${messages[0]?.text}" carries a reference number`).toMatch(/^\d{8}$/);
  return reference;
};

/** Moves the mock's clock five minutes on, past the provider's account opening (04 → 05), short of the session's end. */
const openAccountNow = async (page: Page) => {
  const moved = await page.request.post(`${MOCK_URL}/__mock__/clock`, { data: { advanceMs: 5 * 60 * 1000 } });
  expect(moved.ok()).toBe(true);
};

/** The PIN dialog of an overdraft step (its title names what the PIN authorises), in English or Chinese. */
const givePin = async (page: Page, words = { pin: 'PIN', confirm: 'Confirm' }) => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(words.pin).fill(OWNER.pin);
  await dialog.getByRole('button', { name: words.confirm }).click();
};

/** Signs the owner in at the overdraft: the first page waits for its chunk, the KYC matrix and the standing. */
const openOverdraft = async (page: Page) => {
  await logIn(page, OWNER, 'finance/overdraft');
  await expect(page.getByRole('button', { name: 'Apply for an overdraft' })).toBeVisible({ timeout: 15_000 });
};

const apply = async (page: Page, amount: string, share = '20% of each payment') => {
  await page.getByRole('button', { name: 'Apply for an overdraft' }).click();
  await page.getByRole('textbox', { name: 'Overdraft amount' }).fill(amount);
  await choose(page, 'Repayment percentage', share);
  await page.getByRole('textbox', { name: 'E-mail for the offer' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send me the offer' }).click();
};

test('an application sent empty names what is missing, and each message goes as its field is put right, still in the box', async ({ page }) => {
  await openOverdraft(page);
  await page.getByRole('button', { name: 'Apply for an overdraft' }).click();
  const amount = page.getByRole('textbox', { name: 'Overdraft amount' });
  const email = page.getByRole('textbox', { name: 'E-mail for the offer' });
  await email.fill('');
  await page.getByRole('button', { name: 'Send me the offer' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectFieldMessage(email, 'This field is required.');

  await email.fill(EMAIL);
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(email).toHaveAccessibleDescription('The offer and its reference number are sent here.');
  await amount.fill('50000');
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute('aria-invalid', 'false');
});

test('apply, accept with the e-mailed reference and the PIN, read the limit; deactivate only once nothing is outstanding', async ({ page }) => {
  test.setTimeout(90_000);
  await openOverdraft(page);
  await expect(detailValue(page, 'You can apply for up to')).toHaveText('KES. 250,000.00');
  await apply(page, '50000');
  await expect(page.getByRole('heading', { name: 'Offer sent' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`We have e-mailed your offer to ${EMAIL}.`);
  await expect(detailValue(page, 'Access fee')).toHaveText('KES. 500.00');

  // Leaving and coming back resumes at the reference number.
  await page.goto('home');
  await page.goto('finance/overdraft');
  await expect(page).toHaveURL(/\/finance\/overdraft\/enterReferenceNumber$/);
  const reference = page.getByRole('textbox', { name: 'Reference number' });
  await reference.fill('00000000');
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await givePin(page);
  await expectFieldMessage(reference, 'Overdraft reference number wrong or expired.');

  await reference.fill(await emailedReference(page));
  await page.getByRole('button', { name: 'Accept offer' }).click();
  await givePin(page);
  // 04: the provider opens the account first; once it is open (the mock's clock moved on), Check again shows it activated.
  await expect(page.getByRole('heading', { name: 'Account opening in process' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/Your overdraft account OD\d{12} is being opened\./);
  await page.goto('finance/overdraft');
  await expect(page.getByRole('heading', { name: 'Account opening in process' })).toBeVisible();
  await openAccountNow(page);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Overdraft activated' })).toBeVisible();
  await page.getByRole('button', { name: 'View overdraft' }).click();
  await expect(detailValue(page, 'Overdraft limit')).toHaveText('KES. 50,000.00');
  await expect(detailValue(page, 'Utilised')).toHaveText('KES. 0.00');
  await expect(detailValue(page, 'Available')).toHaveText('KES. 50,000.00');
  await expect(detailValue(page, 'Outstanding')).toHaveText('KES. 500.00');

  const deactivate = async () => {
    await page.getByRole('button', { name: 'Deactivate overdraft' }).click();
    await page.getByRole('dialog', { name: 'Deactivate the overdraft?' }).getByRole('button', { name: 'Deactivate overdraft' }).click();
  };
  await deactivate();
  await expect(page.getByRole('alert').filter({ hasText: 'You need to pay off the od amount before closing.' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount to repay' }).fill('500');
  await page.getByRole('button', { name: 'Repay', exact: true }).click();
  await givePin(page);
  await expect(detailValue(page, 'Outstanding')).toHaveText('KES. 0.00');
  await page.getByRole('button', { name: 'Mini statement' }).click();
  await expect(page.getByRole('list', { name: 'Mini statement' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'Mini statement' }).getByRole('listitem').first()).toContainText('Repayment');
  await page.getByRole('button', { name: 'Back to overdraft' }).click();
  await deactivate();
  await expect(page.getByRole('heading', { name: 'Overdraft deactivated' })).toBeVisible();
});

/** A transfer sent from Finance → Transfer with the PIN, as the merchant sends one. */
const sendMoney = async (page: Page, amount: string) => {
  await page.goto('finance/transfer');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722 481 930');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Peter Mwangi');
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('dialog', { name: `Enter your PIN to send KES. ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}` })).toBeVisible();
  await givePin(page);
};

test('a transfer beyond the balance is carried by the activated overdraft; one beyond the overdraft too is refused', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, OWNER);
  // Before it starts: an overdraft of KES 20,000.00, activated, and the balance brought down to KES 86,250.50 by
  // four transfers of KES 100,000.00 (the most that goes through without the mandate's approval), on another mobile
  // channel than the page's, whose daily limit (KES 500,000.00) they would otherwise use up.
  await callAsSignedIn(page, 'ActivateOverdraft', { odApplyAmount: 2_000_000, repayPercent: '20', email: EMAIL });
  await callAsSignedIn(page, 'AcceptOverdraftOffer', { referNo: await emailedReference(page) });
  await openAccountNow(page);
  for (let sent = 0; sent < 4; sent += 1) {
    await callAsSignedIn(page, 'TransferPay', { transferType: 'mobile', rcvCnl: '28', amount: 10_000_000, rcvMblNo: '733481207', rcvNm: 'Jane Njeri' });
  }

  await sendMoney(page, '100000');
  await expect(page.getByRole('status')).toContainText('Money sent');
  await page.goto('finance/money');
  await expect(page.getByTestId('money-balance')).toHaveText('KES. 0.00');
  await page.goto('finance/overdraft');
  await expect(detailValue(page, 'Utilised')).toHaveText('KES. 13,749.50');
  await expect(detailValue(page, 'Available')).toHaveText('KES. 6,250.50');
  await expect(detailValue(page, 'Outstanding')).toHaveText('KES. 13,949.50');
  await page.getByRole('button', { name: 'Mini statement' }).click();
  const drawn = page.getByRole('list', { name: 'Mini statement' }).getByRole('listitem').first();
  await expect(drawn).toContainText('Drawn · Transfer to Peter Mwangi');
  await expect(drawn).toContainText('KES. 13,749.50');
  // In Transaction history the draw is money in from the overdraft, just before the transfer out.
  await page.goto('finance/transaction');
  const draw = rowWith(page, 'KES. 13,749.50');
  await expect(draw.getByRole('cell', { name: 'Money in' })).toBeVisible({ timeout: 15_000 });
  await expect(rowWith(page, 'KES. 100,000.00').first().getByRole('cell', { name: 'Money out' })).toBeVisible();

  await sendMoney(page, '6250.51');
  await expect(toast(page, 'Insufficient Balance.')).toBeVisible();
  await page.goto('finance/overdraft');
  await expect(detailValue(page, 'Available')).toHaveText('KES. 6,250.50');
});

test('an amount above the maximum is refused in the spec words', async ({ page }) => {
  await openOverdraft(page);
  await apply(page, '250000.01');
  await expectFieldMessage(page.getByRole('textbox', { name: 'Overdraft amount' }), 'Maximum Amount 250,000.00 (KES)');
  await expect(page.getByRole('heading', { name: 'Apply for an overdraft' })).toBeVisible();
});

test('an activation the account mandate covers waits for approval, and the owner approving it e-mails the offer', async ({ page }) => {
  test.setTimeout(90_000);
  await openOverdraft(page);
  await apply(page, '150000', '10% of each payment');
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your account mandate asks for approval of this overdraft. Nothing is offered yet: the offer is e-mailed once it is approved in Settings → Transaction approval (AP100006).',
  );
  await page.getByRole('link', { name: 'Open Transaction approval' }).click();
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Pending');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Approved');

  await page.goto('finance/overdraft');
  await expect(page.getByRole('heading', { name: 'Enter reference number' })).toBeVisible();
  await expect(detailValue(page, 'Overdraft amount')).toHaveText('KES. 150,000.00');
  await emailedReference(page);
});

test('a member holding transaction history (12) but not overdraft (16) is refused at the typed address', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  const member = await memberWith(page, browser, baseURL, ['12'], 'History clerk');
  await member.goto('finance/overdraft');
  await expect(accessDenied(member)).toBeVisible();
  await member.context().close();
});

test('in Chinese: the offer, the form and a wrong reference read in Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await openOverdraft(page);
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { name: '透支', level: 1 })).toBeVisible();
  await expect(detailValue(page, '最高可申请')).toHaveText('KES. 250,000.00');
  await page.getByRole('button', { name: '申请透支' }).click();
  await page.getByRole('textbox', { name: '透支金额' }).fill('20000');
  await choose(page, '还款比例', '每笔入账的 30%');
  await page.getByRole('textbox', { name: '接收报价的电子邮箱' }).fill(EMAIL);
  await expect(page.getByRole('status')).toContainText('KES. 200.00（透支额 KES. 20,000.00）');
  await page.getByRole('button', { name: '发送报价给我' }).click();
  await expect(page.getByRole('heading', { name: '报价已发送' })).toBeVisible();
  await page.getByRole('button', { name: '输入参考编号' }).click();
  const reference = page.getByRole('textbox', { name: '参考编号' });
  await reference.fill('12345678');
  await page.getByRole('button', { name: '接受报价' }).click();
  await givePin(page, { pin: '交易密码', confirm: '确认' });
  await expectFieldMessage(reference, '透支参考编号错误或已过期。');
});

test('a merchant whose KYC level does not open overdraft (transaction type 120) is stopped at its address', async ({ page }) => {
  await logIn(page, { login: '0744000333', password: 'Pending@2026', name: 'Kiprono Cheruiyot' }, 'finance/overdraft');
  await expect(page.getByRole('dialog', { name: "The owner's verification is pending" })).toContainText('This transaction opens once it is done.');
  await expect(page.getByRole('heading', { name: 'Overdraft', level: 1 })).toHaveCount(0);
});
