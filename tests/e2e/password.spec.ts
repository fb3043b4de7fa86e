// The login password: resetting a forgotten one (the spec's /resetPassword … /resetSuccess pages, a code to
// the account's own number, business type 02) and changing it under Privacy & Security (business type 11).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillLogin, lastOtp, lockOwner, logIn, OWNER, resetBackend, toast, userMenu } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const NEW_PASSWORD = 'Fresh#Start9';
// By role: the label's text carries the required-field asterisk, the accessible name does not.
const secretField = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const newPasswordField = (scope: Page | Locator) => secretField(scope, 'New password');
const confirmField = (scope: Page | Locator) => secretField(scope, 'Confirm new password');

/** /resetPassword → /resetDescription → /resetCode, with the code read as from the phone. */
const verifyOwnerNumber = async (page: Page, request: Parameters<typeof lastOtp>[0]) => {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resetDescription$/);
  await expect(page.getByRole('listitem').first()).toHaveText('We send a 4-digit verification code to +254 712 345 678.');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/\/resetCode$/);
  await expect(page.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
  return lastOtp(request);
};

test('a locked account follows the link in the lockout message, resets by a code to its phone, and logs in with the new password', async ({
  page,
  request,
}) => {
  test.slow(); // three refused logins, a code round-trip and two more logins
  await lockOwner(page);
  await page.getByRole('alert').getByRole('link', { name: 'Reset your password now' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByRole('heading', { name: 'Reset your login password', level: 1 })).toBeVisible();
  // The number typed on the login page is carried over.
  await expect(page.getByLabel('Mobile number')).toHaveValue('712345678');

  const code = await verifyOwnerNumber(page, request);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resetSetPassword$/);

  await newPasswordField(page).fill(NEW_PASSWORD);
  await confirmField(page).fill(NEW_PASSWORD);
  await confirmField(page).press('Enter');
  await expect(page).toHaveURL(/\/resetSuccess$/);
  await expect(page.getByRole('status')).toHaveText('Your password has been reset');
  await page.getByRole('link', { name: 'Log in' }).click();

  await fillLogin(page, OWNER.login, OWNER.password);
  await expect(page.getByRole('alert')).toHaveText('You have supplied an error Password, Try again.');
  await logIn(page, { ...OWNER, password: NEW_PASSWORD });
});

test('the reset refuses a wrong code and a password that breaks the rules, in the spec’s words, and keeps what was typed on the way back', async ({
  page,
  request,
}) => {
  test.slow(); // every page of the wizard, twice
  await page.goto('login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login page stays on screen until the reset page's code has loaded, and its "Mobile number or staff username"
  // field answers to the same label: typing before the reset page shows typed into the login page.
  await expect(page.getByRole('heading', { name: 'Reset your login password' })).toBeVisible();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('This field is required.');
  await page.getByLabel('Mobile number').fill('0799999999');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('The account does not exist. Please re-enter');
  await page.getByLabel('Mobile number').fill('0712345678');

  const code = await verifyOwnerNumber(page, request);
  await page.getByLabel('Verification code').fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect verification code. Four attempt(s) left.');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();

  await newPasswordField(page).fill('alllowercase');
  await confirmField(page).fill('alllowercase2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(newPasswordField(page)).toHaveAccessibleDescription(
    'The password needs a minimum of 8 characters, with 1 uppercase, 1 lowercase and 1 special character.',
  );
  await expect(confirmField(page)).toHaveAccessibleDescription('The password values do not match. Kindly try again.');
  // The checklist says what is still missing.
  await expect(page.getByRole('listitem').filter({ hasText: '1 uppercase letter' })).toContainText('(missing)');
  await expect(page.getByRole('listitem').filter({ hasText: 'At least 8 characters' })).toContainText('(done)');

  await newPasswordField(page).fill(OWNER.password);
  await confirmField(page).fill(OWNER.password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toHaveText("The new password can't be the same as the old.");

  // Back and forward again: what was typed is still there.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/resetCode$/);
  await expect(page.getByLabel('Verification code')).toHaveValue(code);
  // Each page's buttons share their names with the next page's: a click is made once the page it belongs to shows
  // (CI saw a second Next land on the account page again while its check was still going to the next page).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/resetDescription$/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByLabel('Mobile number')).toHaveValue('712345678');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resetDescription$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resetCode$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/resetSetPassword$/);
  await expect(newPasswordField(page)).toHaveValue(OWNER.password);
  await newPasswordField(page).fill(NEW_PASSWORD);
  await confirmField(page).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been reset');
});

test('a reset page opened out of turn goes back to the first step', async ({ page }) => {
  await page.goto('resetSetPassword');
  await expect(page).toHaveURL(/\/resetPassword$/);
  await expect(page.getByLabel('Mobile number')).toBeFocused();
});

test('Privacy & Security changes the login password: current password, a code to the phone, then only the new one logs in', async ({
  page,
  request,
}) => {
  test.slow(); // a login, a code round-trip, a logout and two more logins
  await logIn(page, OWNER);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await page.getByRole('button', { name: 'Change password' }).click();

  const dialog = page.getByRole('dialog', { name: 'Change login password' });
  await secretField(dialog, 'Current password').fill('Wrong@pass1');
  await newPasswordField(dialog).fill('weak');
  await confirmField(dialog).fill('weak');
  await dialog.getByRole('button', { name: 'Save new password' }).click();
  await expect(newPasswordField(dialog)).toHaveAccessibleDescription(
    'The password needs a minimum of 8 characters, with 1 uppercase, 1 lowercase and 1 special character.',
  );
  await newPasswordField(dialog).fill(NEW_PASSWORD);
  await confirmField(dialog).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save new password' }).click();

  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await expect(otp).toContainText('We will send a 4-digit code to +254 712 345 678.');
  await otp.getByRole('button', { name: 'Send code' }).click();
  await otp.getByLabel('Verification code').fill(await lastOtp(request));
  await otp.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You have supplied an error Password, Try again.');

  await secretField(dialog, 'Current password').fill(OWNER.password);
  await dialog.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'Your login password has been changed.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/growBusiness$/);
  await fillLogin(page, OWNER.login, OWNER.password);
  await expect(page.getByRole('alert')).toHaveText('You have supplied an error Password, Try again.');
  await logIn(page, { ...OWNER, password: NEW_PASSWORD });
});
