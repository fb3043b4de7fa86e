// Registering a new merchant through the pages (spec 000 §2 /register … /firstLogin), shared by the registration
// tests and the onboarding journey that goes on to create a business.
import type { Page } from '@playwright/test';
import { pngOf } from '../pictures';
import { expect } from './fixtures';
import { lastOtp } from './support';

export const NEW_REGISTRANT = {
  login: '0799123456',
  display: '+254 799 123 456',
  password: 'Karibu#2026',
  pin: '2580',
  idNo: '31234567',
  first: 'Achieng',
  last: 'Otieno',
};

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });
export const secretField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const photoInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

/** /register: the number, then the code read as from the phone. */
export const proveNumber = async (page: Page, request: Parameters<typeof lastOtp>[0]) => {
  await page.goto('register');
  await page.getByLabel('Mobile number').fill(NEW_REGISTRANT.login);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`Enter the 4-digit code we sent to ${NEW_REGISTRANT.display}.`)).toBeVisible();
  const code = await lastOtp(request);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  return code;
};

/** Registers NEW_REGISTRANT through every page, to the first login and the choice of creating or joining a business. */
export const registerNewMerchant = async (page: Page, request: Parameters<typeof lastOtp>[0]) => {
  await proveNumber(page, request);
  for (const agreement of ['Privacy Policy', 'Terms and Conditions']) {
    await page.getByLabel(`I have read and accept the ${agreement}`).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();
  }
  await page.getByLabel('First name').fill(NEW_REGISTRANT.first);
  await page.getByLabel('Last name').fill(NEW_REGISTRANT.last);
  await page.getByLabel('E-mail address').fill('achieng.otieno@example.co.ke');
  await continueButton(page).click();
  await secretField(page, 'New password').fill(NEW_REGISTRANT.password);
  await secretField(page, 'Confirm new password').fill(NEW_REGISTRANT.password);
  await continueButton(page).click();
  await secretField(page, 'New PIN').fill(NEW_REGISTRANT.pin);
  await secretField(page, 'Confirm new PIN').fill(NEW_REGISTRANT.pin);
  await continueButton(page).click();
  await page.getByLabel('National ID number').fill(NEW_REGISTRANT.idNo);
  await photoInput(page, 'Front of the ID').setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: pngOf(640, 400) });
  await photoInput(page, 'Back of the ID').setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: pngOf(640, 400) });
  await expect(page.getByRole('img', { name: 'id-back.png' })).toBeVisible();
  await continueButton(page).click();
  await page.getByRole('button', { name: 'Complete registration' }).click();
  await expect(page).toHaveURL(/\/growBusiness$/);
};
