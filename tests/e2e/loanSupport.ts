// What the loan end-to-end specs share: the e-mailed reference number, a figure under its label, the PIN dialog for
// a loan command, and an active loan to start from.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { callAsSignedIn, MOCK_URL, OWNER } from './support';

export const OWNER_EMAIL = 'wanjiru.kamau@mamawanjiru.co.ke';

/** The reference number of the newest loan offer e-mailed to the owner, read as they would read the e-mail. */
export const emailedReference = async (page: Page): Promise<string> => {
  const response = await page.request.get(`${MOCK_URL}/__mock__/email?to=${OWNER_EMAIL}`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const reference = /Reference number: (\d{8})/.exec(messages[0]?.text ?? '')?.[1] ?? '';
  expect(reference, `the e-mail "${messages[0]?.text}" carries a reference number`).toMatch(/^\d{8}$/);
  return reference;
};

/** The figure a loan page shows under a label. */
export const figure = (scope: Page | Locator, label: string) => scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

export const confirmPin = async (page: Page, title: string) => {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('PIN').fill(OWNER.pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
};

/**
 * The owner signed in on `page` holds an active loan LN100001 of KES 1,500,000.00 over 6 months (above the
 * loan-apply mandate's band, so no approval), applied for, opened and accepted through the backend's own actions:
 * the apply path itself is loans.spec.ts's. Outstanding KES 1,579,726.92, monthly KES 263,287.82, KES 1,447,500.00 paid out.
 */
export const takeActiveLoan = async (page: Page): Promise<void> => {
  const { loan } = (await callAsSignedIn(page, 'SubmitLoanApply', {
    productCode: 'TL01',
    amount: 150_000_000,
    tenor: 6,
    purpose: '01',
    email: OWNER_EMAIL,
    employees: 6,
    dailySales: 4_500_000,
    suppliers: 4,
  })) as { loan: { loanNo: string } };
  await callAsSignedIn(page, 'CheckOffer', { loanNo: loan.loanNo, referNo: await emailedReference(page) });
  await callAsSignedIn(page, 'AcceptLoanOffer', { loanNo: loan.loanNo });
};
