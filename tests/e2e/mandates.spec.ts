// Account mandates and transaction approval: the owner adds a mandate (a band in KES, a rule, staff chosen by name)
// and sees it in the list, after the server refuses a "to" not above the "from" in words under the field; an
// approval approved with the PIN and one rejected with its cause; the screens in Chinese; and a member who holds
// transaction approval (3702) but not account mandate (3701): they read approvals they are not named to decide,
// with no Approve or Reject, and the mandate pages refuse them at their typed address.
import { expect, test } from './fixtures';
import {
  accessDenied,
  choose,
  columnValues,
  detailValue,
  enterPin,
  expectFieldMessage,
  field,
  logIn,
  memberWith,
  menuDrawn,
  openCreateForm,
  openFromMenu,
  OWNER,
  pickFound,
  resetBackend,
  rowWith,
  switchLanguage,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner adds a mandate for water bills with a band, a rule and staff; a "to" below the "from" is refused in words; it is listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Account Mandate');
  await expect(page).toHaveURL(/\/mandates$/);
  await openCreateForm(page);

  await choose(page, 'Transaction type', 'Pay bill');
  await choose(page, 'Transaction subtype', 'Water');
  await field(page, 'Limit from').fill('5000');
  await field(page, 'Limit to').fill('1000');
  await page.getByRole('radio', { name: 'Non-sequential' }).check();
  await choose(page, 'Rule', 'Or (an authoriser or an approver)');
  await pickFound(page, page, 'Initiators', 'James', /^James /);
  // Two members share the first name Martin: the list tells them apart by their last names.
  await page.getByRole('combobox', { name: 'Approvers' }).fill('Martin');
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Martin Makokha', 'Martin Mulwa']);
  await page.getByRole('combobox', { name: 'Approvers' }).fill('');
  await pickFound(page, page, 'Approvers', 'Mwikali', 'Mwikali Muthoka');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Limit to'), 'Limit to must be greater than limit from.');

  await field(page, 'Limit to').fill('20000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Mandate added. Payments in its band follow it from now on.')).toBeVisible();
  await expect(detailValue(page, 'Limit from', 'Limits')).toHaveText('KES. 5,000.00');
  await expect(detailValue(page, 'Limit to', 'Limits')).toHaveText('KES. 20,000.00');
  await expect(detailValue(page, 'Rule', 'Rule')).toHaveText('Or (an authoriser or an approver)');
  await expect(detailValue(page, 'Approvers', 'People')).toHaveText('Mwikali Muthoka');

  await openFromMenu(page, 'Account Mandate');
  await expect(rowWith(page, 'Water')).toHaveCount(1);
  await expect(rowWith(page, 'Water')).toContainText('KES. 5,000.00');
  expect(await columnValues(page, 'Transaction subtype')).toContain('Water');
});

test('an approval approved with the PIN pays out; another rejected with its cause', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Transaction Approval');
  await expect(rowWith(page, 'AP100001')).toContainText('KES. 250,000.00');
  await rowWith(page, 'AP100001').getByRole('cell').nth(1).click();
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Pending');
  await expect(detailValue(page, 'Waiting for', 'Approval')).toHaveText('Martin Makokha');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(toast(page, 'Your approval has been recorded.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Approved');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  await logIn(page, OWNER, 'approvals/AP100002/show');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this transaction?' });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expectFieldMessage(dialog.getByRole('textbox', { name: 'Reason' }), 'This field is required.');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Loan not needed this quarter');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(toast(page, 'The transaction has been rejected.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Rejected');
  await expect(detailValue(page, 'Rejection cause', 'Approval')).toHaveText('Loan not needed this quarter');
});

test('in Chinese: the mandates and an approval read in Chinese, and a rejection asks its cause in Chinese', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'mandates');
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('heading', { name: '账户授权' })).toBeVisible();
  expect(await columnValues(page, '交易子类型')).toContain('移动钱包');
  // Two approvers in one cell, listed as Chinese lists them.
  expect(await columnValues(page, '审批人')).toContain('Martin Makokha、Mwikali Muthoka');
  await page.goto('approvals/AP100003/show');
  await expect(detailValue(page, '状态', '审批')).toHaveText('待审批');
  await page.getByRole('button', { name: '拒绝', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '拒绝此交易？' });
  await dialog.getByRole('button', { name: '拒绝', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: '原因' })).toHaveAccessibleDescription('此字段为必填项。');
  // A cause is written in Latin letters (spec 001 §5 reason text), whatever the console's language.
  await dialog.getByRole('textbox', { name: '原因' }).fill('Overdraft not needed now');
  await dialog.getByRole('button', { name: '拒绝', exact: true }).click();
  await expect(toast(page, '该交易已被拒绝。')).toBeVisible();
  await expect(detailValue(page, '状态', '审批')).toHaveText('已拒绝');
  await expect(detailValue(page, '拒绝原因', '审批')).toHaveText('Overdraft not needed now');
});

test('a member with transaction approval but not account mandate reads approvals without Approve or Reject, and is refused the mandate pages', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['37', '3702'], 'Approvals clerk');
  await menuDrawn(grace);
  await expect(grace.getByRole('menuitem', { name: 'Account Mandate', exact: true })).toHaveCount(0);
  await openFromMenu(grace, 'Transaction Approval');
  await rowWith(grace, 'AP100001').getByRole('cell').nth(1).click();
  await expect(detailValue(grace, 'Waiting for', 'Approval')).toHaveText('Martin Makokha');
  for (const command of ['Approve', 'Reject']) await expect(grace.getByRole('button', { name: command, exact: true })).toHaveCount(0);
  await grace.goto('account/accountMandate/add');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.goto('account/accountMandate');
  await expect(accessDenied(grace)).toBeVisible();
  await grace.context().close();
});

test('a transfer above the no-approval band is not sent but waits for approval, and the page says so; approving it sends it', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER, 'finance/transfer');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0722 481 930');
  await page.getByRole('textbox', { name: 'Account name' }).fill('Peter Mwangi');
  await page.getByRole('textbox', { name: 'Amount' }).fill('150000');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByLabel('PIN').fill(OWNER.pin);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Your account mandate asks for approval of KES. 150,000.00 to Peter Mwangi (+254 722 481 930). Nothing has been sent yet: it is sent once approved in Settings → Transaction approval (AP100006).',
  );

  await page.goto('approvals/AP100006/show');
  await expect(detailValue(page, 'Description', 'Transaction')).toHaveText('Transfer to Peter Mwangi, +254 722 481 930');
  await expect(detailValue(page, 'Waiting for', 'Approval')).toHaveText('Nyambura Macharia');
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog', { name: 'Approve this transaction?' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await enterPin(page);
  await expect(detailValue(page, 'Status', 'Approval')).toHaveText('Approved');
});
