import { expect, test } from '@playwright/test';
import { injectFault, logIn, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('MMCP5148 opens the Session Abnormal dialog, which leads to the login page', async ({ page, request }) => {
  await logIn(page, OWNER);
  await injectFault(request, { mode: 'code', action: 'QryUserInformation', code: 'MMCP5148', message: 'Session abnormal' });
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Session Abnormal' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The session is abnormal. Please login again.');
  // A silent code: no toast with the server's text.
  await expect(page.getByText('Session abnormal', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('mc.token'))).toBeNull();
});

test('SCM60401 logs the user out to the login page', async ({ page, request }) => {
  await logIn(page, OWNER);
  await injectFault(request, { mode: 'code', action: 'QryUserInformation', code: 'SCM60401', message: 'Session invalid. Please log in again.' });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('mc.token'))).toBeNull();
});

test('a server error code shows the server text as an error notification', async ({ page, request }) => {
  await logIn(page, OWNER);
  await injectFault(request, { mode: 'code', action: 'QryUserInformation', code: 'MMCP2007', message: 'Service temporarily unavailable.' });
  await page.reload();
  await expect(page.getByText('Service temporarily unavailable.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
});

test('an HTTP error shows the message of the response', async ({ page, request }) => {
  await logIn(page, OWNER);
  await injectFault(request, { mode: 'http500', action: 'QryUserInformation', message: 'Gateway failure, try later.' });
  await page.reload();
  await expect(page.getByText('Gateway failure, try later.')).toBeVisible();
});
