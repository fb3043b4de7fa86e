// Finance → Beneficiaries: the saved recipients, searched and filtered, and deleted after a confirmation; guarded
// by permission code 11, which the cashier does not hold.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, columnValues, listTotal, logIn, openFromMenu, OWNER, resetBackend, rowWith, searchList, toast } from './support';

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

test('the cashier, without code 11, has no Beneficiaries in the menu and is refused at its address', async ({ page }) => {
  await logIn(page, CASHIER);
  await expect(page.getByRole('menuitem', { name: 'Beneficiaries', exact: true })).toHaveCount(0);
  await page.goto('beneficiaries');
  await expect(accessDenied(page)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText('Bahati Distributors')).toHaveCount(0);
});
