import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CASHIER, injectFault, lastOtp, logIn, OWNER, resetBackend, userMenu } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const openPrivacyAndSecurity = async (page: Page) => {
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Privacy & Security' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy & Security', level: 1 })).toBeVisible();
};

const enterPin = async (page: Page, pin: string) => {
  const dialog = page.getByRole('dialog', { name: 'Enter your current PIN' });
  await dialog.getByLabel('PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

test('change PIN: current PIN with a last-chance warning, a code to the phone, then the new PIN twice', async ({ page, request }) => {
  await logIn(page, OWNER);
  await openPrivacyAndSecurity(page);
  await page.getByRole('button', { name: 'Change PIN' }).click();

  const pinDialog = page.getByRole('dialog', { name: 'Enter your current PIN' });
  await expect(pinDialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await enterPin(page, '9999');
  await expect(pinDialog.getByRole('alert')).toHaveText('You have supplied an error PIN, Try again. One attempt left.');
  await enterPin(page, OWNER.pin);

  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await expect(otp).toContainText('We will send a 4-digit code to +254 712 345 678.');
  await otp.getByRole('button', { name: 'Send code' }).click();
  await expect(otp.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
  const confirm = otp.getByRole('button', { name: 'Confirm' });
  await otp.getByLabel('Verification code').fill('12');
  await expect(confirm).toBeDisabled();
  const code = await lastOtp(request);
  const wrong = code === '0000' ? '1111' : '0000';
  await otp.getByLabel('Verification code').fill(wrong);
  await confirm.click();
  await expect(otp.getByRole('alert')).toHaveText('Incorrect verification code. Four attempt(s) left.');
  await otp.getByLabel('Verification code').fill(code);
  await confirm.click();

  const newPin = page.getByRole('dialog', { name: 'Set a new PIN' });
  await newPin.getByLabel('New PIN', { exact: true }).fill('4321');
  await newPin.getByLabel('Confirm new PIN').fill('4322');
  await newPin.getByRole('button', { name: 'Save new PIN' }).click();
  await expect(newPin.getByText('The PIN values do not match. Kindly try again.')).toBeVisible();
  await newPin.getByLabel('New PIN', { exact: true }).fill(OWNER.pin);
  await newPin.getByLabel('Confirm new PIN').fill(OWNER.pin);
  await newPin.getByRole('button', { name: 'Save new PIN' }).click();
  await expect(newPin.getByRole('alert')).toHaveText('The new PIN cannot be the same as the old PIN.');
  await newPin.getByLabel('New PIN', { exact: true }).fill('4321');
  await newPin.getByLabel('Confirm new PIN').fill('4321');
  await newPin.getByRole('button', { name: 'Save new PIN' }).click();
  await expect(page.getByText('Your PIN has been changed.')).toBeVisible();
  await expect(newPin).toBeHidden();

  // The new PIN is the one that works now.
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await enterPin(page, '4321');
  await expect(page.getByRole('dialog', { name: 'Enter verification code' })).toBeVisible();
});

test('a second wrong PIN forces a logout', async ({ page }) => {
  await logIn(page, OWNER);
  await openPrivacyAndSecurity(page);
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await enterPin(page, '0000');
  await enterPin(page, '0001');
  await expect(page.getByRole('alert')).toContainText('Your chance has run out. You will be log out in a few seconds, please re-loggin.');
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test('MMCP2050 closes the PIN dialog and offers Reset PIN, which resets it with a code and the login password', async ({ page, request }) => {
  await logIn(page, OWNER);
  await openPrivacyAndSecurity(page);
  await injectFault(request, {
    mode: 'code',
    action: 'VerifyPasscodeTrans',
    code: 'MMCP2050',
    message: 'Your chance has run out, please try again after 24 hours.',
  });
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await enterPin(page, OWNER.pin);
  await expect(page.getByRole('dialog', { name: 'Enter your current PIN' })).toBeHidden();
  const locked = page.getByRole('dialog', { name: 'PIN locked' });
  await expect(locked).toContainText('Your chance has run out, please try again after 24 hours.');
  await locked.getByRole('button', { name: 'Reset PIN' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset your PIN' });
  await expect(reset.getByLabel('Mobile number')).toHaveValue('+254 712 345 678');
  await expect(reset.getByLabel('Mobile number')).toBeDisabled();
  await reset.getByRole('button', { name: 'Next' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await otp.getByRole('button', { name: 'Send code' }).click();
  await otp.getByLabel('Verification code').fill(await lastOtp(request));
  await otp.getByRole('button', { name: 'Confirm' }).click();

  await reset.getByLabel('Login password').fill('Wrong@pass1');
  await reset.getByRole('button', { name: 'Next' }).click();
  await expect(reset.getByRole('alert')).toHaveText('You have supplied an error Password, Try again.');
  await reset.getByLabel('Login password').fill(OWNER.password);
  await reset.getByRole('button', { name: 'Next' }).click();
  await reset.getByLabel('New PIN', { exact: true }).fill('5678');
  await reset.getByLabel('Confirm new PIN').fill('5678');
  await reset.getByRole('button', { name: 'Reset PIN' }).click();
  await expect(reset.getByRole('status')).toHaveText('Your PIN has been reset.');
  await reset.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Change PIN' }).click();
  await enterPin(page, '5678');
  await expect(page.getByRole('dialog', { name: 'Enter verification code' })).toBeVisible();
});

test('a failed code send allows an immediate resend', async ({ page }) => {
  await logIn(page, OWNER);
  await openPrivacyAndSecurity(page);
  await page.getByRole('button', { name: 'Change PIN' }).click();
  await enterPin(page, OWNER.pin);
  const otp = page.getByRole('dialog', { name: 'Enter verification code' });
  await page.route('**/mmc/mrpay/SendOtp', (route) => route.abort('internetdisconnected'), { times: 1 });
  await otp.getByRole('button', { name: 'Send code' }).click();
  await expect(otp.getByRole('alert')).toHaveText(
    'Missing or No Internet Connection. Please activate mobile data or Wi-Fi connection to proceed.',
  );
  await otp.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect(otp.getByRole('button', { name: /^Resend \(\d+s\)$/ })).toBeDisabled();
  await expect(otp).toContainText('A 4-digit code was sent to +254 712 345 678.');
});

test('a cashier without permissions 3708 and 3707 can change neither the PIN nor the login password', async ({ page }) => {
  await logIn(page, CASHIER);
  await openPrivacyAndSecurity(page);
  await expect(page.getByRole('button', { name: 'Change PIN' })).toHaveCount(0);
  await expect(page.getByText('Your role cannot change the PIN here. Ask the business owner.')).toBeVisible();
  // Nor, without 3707, the login password.
  await expect(page.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByText('Your role cannot change the login password here. Ask the business owner.')).toBeVisible();
});
