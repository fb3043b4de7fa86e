// The demo's own data, as `npm start` gives it: run by two projects (playwright.config.ts). `embedded` drives the
// console built on its embedded backend (a service worker answering from data kept in the browser's IndexedDB, no
// server behind it), the path no other spec takes; `proxy` drives the build every other spec uses, against the
// worker's standalone mock. A browser context has an IndexedDB of its own, so on the embedded backend each test
// starts from the seed.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailValue, field, fillLogin, openFromMenu, OWNER, resetBackend, rowWith, searchList, toast, userMenu } from './support';

test.beforeEach(async ({ request }, testInfo) => {
  if (testInfo.project.name !== 'embedded') await resetBackend(request);
});

const signIn = async (page: Page) => {
  await fillLogin(page, OWNER.login, OWNER.password);
  await expect(page.getByRole('heading', { name: `Welcome back, ${OWNER.name}` })).toBeVisible();
};

const openNekesa = async (page: Page) => {
  await openFromMenu(page, 'Customers');
  await searchList(page, 'Wafula');
  await rowWith(page, 'Wafula').getByRole('cell', { name: 'Nekesa', exact: true }).click();
  await expect(detailValue(page, 'First name', 'Customer')).toHaveText('Nekesa');
};

test('a change outlives a reload, and Reset demo data puts the original data back and signs out', async ({ page }) => {
  await signIn(page);
  await openNekesa(page);
  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'E-mail').fill('nekesa.wafula@gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nekesa.wafula@gmail.com');

  await page.reload();
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nekesa.wafula@gmail.com');

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Reset demo data' }).click();
  const question = page.getByRole('dialog', { name: 'Reset demo data?' });
  await expect(question).toContainText('replaced by the original demo data, and you will be logged out');
  await question.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/Merchant\/login$/);
  await expect(toast(page, 'Demo data has been reset.')).toBeVisible();

  await signIn(page);
  await openNekesa(page);
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nwafula@gmail.com');
});
