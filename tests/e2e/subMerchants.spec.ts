// Business → Sub-merchants (/business/subMerchant): a declared screen (resources/subMerchants.json) that the spec
// hides from the menu; the owner reaches it by its address, adds a business it collects for, disables and enables
// one, each after a confirmation, and switches to one's account and back.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  callAs,
  choose,
  columnValues,
  detailValue,
  expectFieldMessage,
  field,
  listTotal,
  logIn,
  memberWith,
  OWNER,
  resetBackend,
  rowWith,
  switchLanguage,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const openSubMerchants = async (page: Page) => {
  await logIn(page, OWNER);
  await page.goto('business/subMerchant');
  await expect(page).toHaveURL(/\/subMerchants$/);
  await expect(listTotal(page)).toHaveText('1-3 of 3');
};

test('the owner lists the sub-merchants at the spec address, disables one after confirming and enables another', async ({ page }) => {
  await openSubMerchants(page);
  await expect.poll(() => columnValues(page, 'Sub-merchant name')).toEqual(['Achieng Tailoring', 'Kamau Fresh Produce', 'Mwangi Hardware Stall']);
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('cell', { name: '5123401', exact: true })).toBeVisible();
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('cell', { name: 'Bank', exact: true })).toBeVisible();
  await expect(rowWith(page, 'Mwangi Hardware Stall').getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();
  // An enabled one can only be disabled, a disabled one only enabled.
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('button', { name: 'Enable' })).toHaveCount(0);
  await expect(rowWith(page, 'Mwangi Hardware Stall').getByRole('button', { name: 'Disable' })).toHaveCount(0);

  await rowWith(page, 'Kamau Fresh Produce').getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable sub-merchant?' });
  await expect(dialog).toContainText('Disable Kamau Fresh Produce? Its till takes no payments until you enable it again.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('cell', { name: 'Enabled', exact: true })).toBeVisible();

  await rowWith(page, 'Kamau Fresh Produce').getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable sub-merchant?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(toast(page, 'The sub-merchant has been disabled.')).toBeVisible();
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('cell', { name: 'Disabled', exact: true })).toBeVisible();

  await rowWith(page, 'Mwangi Hardware Stall').getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog', { name: 'Enable sub-merchant?' }).getByRole('button', { name: 'Enable' }).click();
  await expect(toast(page, 'The sub-merchant has been enabled.')).toBeVisible();
  await expect(rowWith(page, 'Mwangi Hardware Stall').getByRole('cell', { name: 'Enabled', exact: true })).toBeVisible();

  // The detail page holds the settlement details of its method only.
  await rowWith(page, 'Kamau Fresh Produce').getByRole('cell', { name: 'Kamau Fresh Produce', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Sub-merchant')).toHaveText('Disabled');
  await expect(detailValue(page, 'Bank name', 'Bank account')).toHaveText('Equity Bank');
  await expect(page.getByRole('heading', { name: 'Mobile money' })).toHaveCount(0);
});

test('a new sub-merchant settled by bank: the bank details appear with the method and are asked for, a name in use is refused, and it gets the next till number', async ({
  page,
}) => {
  await openSubMerchants(page);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/subMerchants\/create$/);
  await field(page, 'Sub-merchant name').fill('kamau fresh produce');
  await field(page, 'Mobile number').fill('0720 334 912');
  await field(page, 'Town / city').fill('Nairobi');
  await field(page, 'Physical address').fill('Gikomba Market, shed 3');
  await choose(page, 'Mode of payment', 'Scheduled end of day');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toHaveCount(0);

  await choose(page, 'Settlement method', 'Mobile money');
  await expect(field(page, 'Mobile money number')).toBeVisible();
  await choose(page, 'Settlement method', 'Bank');
  await expect(field(page, 'Mobile money number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Bank name'), 'This field is required.');
  await expectFieldMessage(field(page, 'Account number'), 'This field is required.');

  await field(page, 'Bank name').fill('KCB Bank');
  await field(page, 'Branch').fill('Moi Avenue');
  await field(page, 'Account name').fill('Wanjiku Cereals');
  await field(page, 'Account number').fill('1122334455');
  await page.getByRole('button', { name: 'Save' }).click();
  // Another case of an existing sub-merchant's name is the same name; nothing typed is lost.
  await expectFieldMessage(field(page, 'Sub-merchant name'), 'A sub-merchant already exists with the same name. Please check and resubmit.');
  await expect(field(page, 'Account number')).toHaveValue('1122334455');

  await field(page, 'Sub-merchant name').fill('Wanjiku Cereals');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/subMerchants\/SM\d+\/show$/);
  await expect(detailValue(page, 'Till number', 'Sub-merchant')).toHaveText('5123404');
  await expect(detailValue(page, 'Status', 'Sub-merchant')).toHaveText('Enabled');
  await expect(detailValue(page, 'Mobile number', 'Sub-merchant')).toHaveText('+254 720 334 912');
  await expect(detailValue(page, 'Branch', 'Bank account')).toHaveText('Moi Avenue');
});

test('a member who holds stakeholders (31) but not sub-merchants (32) is refused the page at its address and by the server', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  const member = await memberWith(page, browser, baseURL, ['31'], 'Stakeholder clerk');
  await member.goto('business/subMerchant');
  await expect(accessDenied(member)).toBeVisible();
  await member.goto('subMerchants/create');
  await expect(accessDenied(member)).toBeVisible();
  await expect(member.getByRole('table')).toHaveCount(0);
  expect(await callAs(member, 'QuerySubMerchantList', {})).toEqual({ msg_cd: 'MMCP0403', msg_inf: 'no permission' });
  expect(await callAs(member, 'UpdateSubMerchantSts', { subMercId: 'SM100001', subMercSts: '0' })).toEqual({
    msg_cd: 'MMCP0403',
    msg_inf: 'no permission',
  });
  await member.context().close();
});

test('the owner works in a sub-merchant’s account and comes back; a member with the list (32) but not the switch (41) cannot', async ({
  page,
  browser,
  baseURL,
}) => {
  await openSubMerchants(page);
  await rowWith(page, 'Achieng Tailoring').getByRole('button', { name: 'Switch to account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Switch to this account?' });
  await expect(dialog).toContainText("Work in Achieng Tailoring's account?");
  await dialog.getByRole('button', { name: 'Switch to account' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const banner = page.getByRole('status').filter({ hasText: 'Working in' });
  await expect(banner).toHaveText(/Working in Achieng Tailoring's account \(a sub-merchant\)\./);
  await expect(page.getByRole('group', { name: 'Store: Achieng Tailoring' })).toBeVisible();
  // Its own books: no sub-merchants of its own, and the banner on every page.
  await page.goto('business/subMerchant');
  await expect(page.getByText('No sub-merchants yet')).toBeVisible();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Back to main account' }).click();
  await expect(toast(page, 'You are back in your main account.')).toBeVisible();
  await expect(listTotal(page)).toHaveText('1-3 of 3');
  await expect(banner).toHaveCount(0);

  const member = await memberWith(page, browser, baseURL, ['32'], 'Sub-merchant clerk');
  await member.goto('business/subMerchant');
  await expect(listTotal(member)).toHaveText('1-3 of 3');
  await expect(rowWith(member, 'Achieng Tailoring').getByRole('button', { name: 'Disable' })).toBeVisible();
  await expect(rowWith(member, 'Achieng Tailoring').getByRole('button', { name: 'Switch to account' })).toHaveCount(0);
  expect(await callAs(member, 'SwitchAccount', { subMercId: 'SM100002' })).toEqual({ msg_cd: 'MMCP0403', msg_inf: 'no permission' });
  await member.context().close();
});

test('in Chinese the sub-merchants and their statuses read in Chinese', async ({ page }) => {
  await openSubMerchants(page);
  await switchLanguage(page, 'English', '中文');
  await expect(page.getByRole('columnheader', { name: '子商户名称' })).toBeVisible();
  await expect(rowWith(page, 'Mwangi Hardware Stall').getByRole('cell', { name: '已停用', exact: true })).toBeVisible();
  await expect(rowWith(page, 'Kamau Fresh Produce').getByRole('button', { name: '停用' })).toBeVisible();
});
