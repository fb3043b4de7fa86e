// Finance → Beneficiaries: the saved recipients, searched and filtered, and deleted after a confirmation; added and
// amended with a form that changes with the channel (a SWIFT beneficiary with its code and address, a mobile one
// with its number); beneficiary groups with a name no other group has; guarded by permission code 11, which the
// cashier does not hold.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  CASHIER,
  choose,
  columnValues,
  detailValue,
  expectFieldMessage,
  field,
  listTotal,
  logIn,
  menuDrawn,
  openCreateForm,
  openFromMenu,
  OWNER,
  pickFound,
  resetBackend,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const openBeneficiaries = async (page: Page) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Beneficiaries');
  await expect(page).toHaveURL(/\/beneficiaries$/);
  await expect(listTotal(page)).toHaveText('1-10 of 15');
};

test('the owner finds beneficiaries by name and by how they receive money', async ({ page }) => {
  await openBeneficiaries(page);
  const names = await columnValues(page, 'Name');
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

  await page.getByRole('combobox', { name: 'Receives by' }).click();
  await page.getByRole('option', { name: 'Bank', exact: true }).click();
  await expect(listTotal(page)).toHaveText('1-7 of 7');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Receives by'))]).toEqual(['Bank']);

  await searchList(page, 'bahati');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect(rowWith(page, 'Bahati Distributors').getByRole('cell', { name: 'Equity Bank' })).toBeVisible();
});

test('deleting a beneficiary asks first; closing keeps it, confirming removes it', async ({ page }) => {
  await openBeneficiaries(page);
  const deleteButton = () => rowWith(page, 'Bahati Distributors').getByRole('button', { name: 'Delete beneficiary' });

  await deleteButton().click();
  let dialog = page.getByRole('dialog', { name: 'Delete this beneficiary?' });
  await expect(dialog).toContainText('Delete Bahati Distributors? You will need to add them again to send them money.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(listTotal(page)).toHaveText('1-10 of 15');

  await deleteButton().click();
  dialog = page.getByRole('dialog', { name: 'Delete this beneficiary?' });
  await dialog.getByRole('button', { name: 'Delete beneficiary' }).click();
  await expect(toast(page, 'The beneficiary has been deleted.')).toBeVisible();
  await expect(listTotal(page)).toHaveText('1-10 of 14');
  await expect(rowWith(page, 'Bahati Distributors')).toHaveCount(0);
});

test('the owner adds a SWIFT beneficiary with its code and address and a mobile one, amends the mobile one and deletes it from its page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openBeneficiaries(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/beneficiaries\/create$/);
  await choose(page, 'Channel', 'SWIFT');
  await field(page, 'Name').fill('Kampala Coffee Exporters');
  await field(page, 'Bank or service').fill('Stanbic Bank Uganda');
  await field(page, 'Account number').fill('UG0012345678');
  await field(page, 'Street').fill('Plot 17 Hannington Road');
  await field(page, 'City').fill('Kampala');
  await field(page, 'Country').fill('Uganda');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'SWIFT code'), 'This field is required.');
  await field(page, 'SWIFT code').fill('SBICUGKX');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/beneficiaries\/B\d+\/show$/);
  await expect(detailValue(page, 'Receives by', 'Beneficiary')).toHaveText('Bank');
  await expect(detailValue(page, 'SWIFT code', 'SWIFT')).toHaveText('SBICUGKX');
  await expect(detailValue(page, 'Country', 'Beneficiary address')).toHaveText('Uganda');

  // The spec's address of the form; a mobile channel asks for the number and none of the bank's details.
  await page.goto('finance/beneficiary/addBeneficiary');
  await choose(page, 'Channel', 'Mobile money');
  await expect(field(page, 'Account number')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Beneficiary address' })).toHaveCount(0);
  await field(page, 'Name').fill('Achieng Otieno');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Mobile number'), 'This field is required.');
  await field(page, 'Mobile number').fill('0722 334 455');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/beneficiaries\/B\d+\/show$/);
  await expect(detailValue(page, 'Receives by', 'Beneficiary')).toHaveText('Mobile');
  await expect(detailValue(page, 'Mobile number', 'Beneficiary')).toHaveText('+254 722 334 455');

  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Name').fill('Achieng Atieno');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'Name', 'Beneficiary')).toHaveText('Achieng Atieno');

  await page.getByRole('button', { name: 'Delete beneficiary' }).click();
  await page.getByRole('dialog', { name: 'Delete this beneficiary?' }).getByRole('button', { name: 'Delete beneficiary' }).click();
  await expect(toast(page, 'The beneficiary has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/beneficiaries$/);
  await expect(listTotal(page)).toHaveText('1-10 of 16');
  await searchList(page, 'achieng');
  await expect(page.getByText('Achieng Atieno')).toHaveCount(0);
});

test('a beneficiary group with the name of another is refused in words under the name; renamed, it is added with its members', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Beneficiary Groups');
  await expect(page).toHaveURL(/\/beneficiaryGroups$/);
  await expect(rowWith(page, 'Monthly suppliers')).toContainText('4');
  await openCreateForm(page);
  await field(page, 'Group name').fill('Monthly suppliers');
  await pickFound(page, page, 'Members', 'bahati', 'Bahati Distributors');
  await pickFound(page, page, 'Members', 'kirinyaga', 'Kirinyaga Rice Millers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Group name'), 'The name is existing, please change.');
  await field(page, 'Group name').fill('Grain suppliers');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/beneficiaryGroups\/BG\d+\/show$/);
  await expect(detailValue(page, 'Number of members', 'Group')).toHaveText('2');
  await expect(detailValue(page, 'Members', 'Group')).toContainText('Bahati Distributors');
  await expect(detailValue(page, 'Members', 'Group')).toContainText('Kirinyaga Rice Millers');
});

test('the cashier, without code 11, has no Beneficiaries in the menu and is refused at its address', async ({ page }) => {
  await logIn(page, CASHIER);
  await menuDrawn(page);
  await expect(page.getByRole('menuitem', { name: 'Beneficiaries', exact: true })).toHaveCount(0);
  await page.goto('beneficiaries');
  await expect(accessDenied(page)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Bahati Distributors')).toHaveCount(0);
});
