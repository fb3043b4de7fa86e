// Joining a business (spec 000 §2 /joinBusiness, from /growBusiness): the owner invites someone from Staff, whose
// phone receives an 8-digit code; with it (or the owner's number) the invitee proves their own number, chooses a
// username, password and PIN, and works as that business's staff with the role they were invited to.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accessDenied, callAsSignedIn, fillLogin, lastOtp, logIn, MOCK_URL, OWNER, resetBackend, userMenu } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const INVITEE = '0711222444';
const PASSWORD = 'Karibu#2026';
const secretField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The owner invites Grace Wanjiru as a cashier; answers the code her phone received. */
const ownerInvites = async (page: Page): Promise<string> => {
  await logIn(page, OWNER);
  await callAsSignedIn(page, 'InviteStaff', {
    firstName: 'Grace',
    lastName: 'Wanjiru',
    mblNo: INVITEE.slice(1),
    position: 'Cashier',
    roleName: 'Cashier',
    funcNos: ['05', '0501', '0502', '0503', '43'],
    storeIds: ['S100001'],
  });
  const response = await page.request.get(`${MOCK_URL}/__mock__/sms?to=${INVITEE.slice(1)}`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const code = /invitation code: (\d{8})\./.exec(messages[0]?.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{8}$/);
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/growBusiness$/);
  return code;
};

test('an invitee joins with the code the owner’s invitation sent, and logs in afterwards as that business’s cashier', async ({ page, request }) => {
  test.slow(); // the owner's invitation, a code round-trip and two logins
  const invitationCode = await ownerInvites(page);
  await page.getByRole('link', { name: 'Join a business' }).click();
  await expect(page).toHaveURL(/\/joinBusiness$/);
  await expect(page.getByRole('heading', { name: 'Join a business', level: 1 })).toBeVisible();

  await page.getByLabel('Your mobile number').fill(INVITEE);
  await page.getByLabel('Invitation code (8 digits)').fill(invitationCode === '12345678' ? '87654321' : '12345678');
  await page.getByRole('button', { name: 'Find invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invitation code error');
  await page.getByLabel('Invitation code (8 digits)').fill(invitationCode);
  await page.getByRole('button', { name: 'Find invitation' }).click();
  await expect(page.getByText('You are invited to join Mama Wanjiru Traders Ltd as Cashier.')).toBeVisible();
  await page.getByLabel('Verification code').fill(await lastOtp(request));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('Username').fill('grace.w');
  await secretField(page, 'New password').fill(PASSWORD);
  await secretField(page, 'Confirm new password').fill(PASSWORD);
  await secretField(page, 'New PIN').fill('1470');
  await secretField(page, 'Confirm new PIN').fill('1470');
  await page.getByLabel('ID number').fill('30111999');
  await page.getByRole('button', { name: 'Join business' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(userMenu(page)).toHaveText('Grace Wanjiru');

  // Afterwards: the username logs in, to the business's pages a cashier may open and no others.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await fillLogin(page, 'grace.w', PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Business: Mama Wanjiru Traders Ltd')).toBeVisible();
  await page.goto('customers');
  await expect(accessDenied(page)).toBeVisible();
});

test('the invitation is found by the owner’s mobile number; a number with no invitation from that owner is told so', async ({ page }) => {
  await ownerInvites(page);
  await page.goto('joinBusiness');
  await page.getByLabel('Your mobile number').fill(INVITEE);
  await page.getByRole('tab', { name: 'Owner\'s number' }).click();
  await page.getByLabel('Owner\'s mobile number').fill('0744000333');
  await page.getByRole('button', { name: 'Find invitation' }).click();
  await expect(page.getByRole('alert')).toHaveText("There is no invitation for your mobile number from the business with this owner's number.");
  await page.getByLabel('Owner\'s mobile number').fill(OWNER.login);
  await page.getByRole('button', { name: 'Find invitation' }).click();
  await expect(page.getByText('You are invited to join Mama Wanjiru Traders Ltd as Cashier.')).toBeVisible();
  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Owner\'s mobile number')).toHaveValue('712345678');
});
