// The header's notification bell and drawer, as the owner uses them: unread dot, search, reading, sharing with a
// beneficiary, deleting, paying a split bill, and reading everything at once.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CASHIER, logIn, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const rows = (page: Page) => drawer(page).getByRole('list', { name: 'Messages' }).getByRole('listitem');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const unreadMarker = (scope: ReturnType<typeof row>) => scope.getByRole('img', { name: 'Unread' });
const UNREAD_HINT = 'You have unread messages';
// While a drawer is open MUI hides the rest of the page from the accessibility tree (aria-hidden), the toast
// included, so a toast over a drawer is found by its text rather than by its alert role.
const toastOver = (page: Page, text: string) => page.getByText(text, { exact: true });
const closeDrawer = (page: Page) => drawer(page).getByRole('button', { name: 'Close' }).click();

const openDrawer = async (page: Page, account = OWNER) => {
  await logIn(page, account);
  await bell(page).click();
  await expect(drawer(page)).toBeVisible();
};

const openMessage = async (page: Page, title: string) => {
  await row(page, title).getByRole('button').click();
  await expect(drawer(page).getByRole('heading', { name: title, level: 3 })).toBeVisible();
};

test('the bell shows the unread dot; the drawer lists, searches and marks an opened message read', async ({ page }) => {
  await logIn(page, OWNER);
  await expect(bell(page)).toHaveAccessibleDescription(UNREAD_HINT);
  await bell(page).click();
  await expect(rows(page)).toHaveCount(12);
  await expect(unreadMarker(rows(page))).toHaveCount(5);
  await expect(row(page, 'New device login')).toContainText('Yesterday');

  const search = drawer(page).getByRole('searchbox', { name: 'Search notifications' });
  await search.fill('split bill');
  await search.press('Enter');
  await expect(rows(page)).toHaveCount(3);
  for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/split bill/i);
  await search.fill('nothing like this');
  await search.press('Enter');
  await expect(drawer(page).getByText('No notifications match “nothing like this”')).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Clear value' }).click();
  await expect(rows(page)).toHaveCount(12);

  await expect(unreadMarker(row(page, 'New device login'))).toBeVisible();
  const recount = page.waitForResponse(async (response) => response.url().endsWith('/SelectUnreadCount') && (await response.json()).body?.unreadCount === 4);
  await openMessage(page, 'New device login');
  await recount;
  await drawer(page).getByRole('button', { name: 'All notifications' }).click();
  await expect(rows(page)).toHaveCount(12);
  await expect(unreadMarker(row(page, 'New device login'))).toHaveCount(0);
  await expect(unreadMarker(rows(page))).toHaveCount(4);
  await closeDrawer(page);
  await expect(bell(page)).toHaveAccessibleDescription(UNREAD_HINT);
});

test('a message is shared with exactly one chosen beneficiary', async ({ page }) => {
  await openDrawer(page);
  await openMessage(page, 'Payment received');
  await drawer(page).getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share message' });
  await expect(share.getByRole('table', { name: 'Beneficiaries' }).getByRole('radio')).toHaveCount(10);
  await expect(share.getByText('1-10 of 15')).toBeVisible();
  const send = share.getByRole('button', { name: 'Share', exact: true });
  await expect(send).toBeDisabled();

  const search = share.getByRole('searchbox', { name: 'Search beneficiaries' });
  await search.fill('Bahati');
  await search.press('Enter');
  await expect(share.getByRole('radio')).toHaveCount(1);
  await share.getByRole('radio', { name: 'Bahati Distributors' }).check();
  await expect(share.getByText('Sharing with Bahati Distributors')).toBeVisible();
  await send.click();
  await expect(toastOver(page, 'Message shared with Bahati Distributors')).toBeVisible();
  await expect(share).toBeHidden();
  await expect(drawer(page).getByRole('heading', { name: 'Payment received', level: 3 })).toBeVisible();
});

test('deleting asks first, then goes back to the list without the message', async ({ page }) => {
  await openDrawer(page);
  await openMessage(page, 'Scheduled maintenance');
  await drawer(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(drawer(page).getByRole('heading', { name: 'Scheduled maintenance', level: 3 })).toBeVisible();

  await drawer(page).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toastOver(page, 'Message deleted')).toBeVisible();
  await expect(rows(page)).toHaveCount(11);
  await expect(row(page, 'Scheduled maintenance')).toHaveCount(0);
});

test("a split bill's To pay opens the transfer prefilled; once paid it offers Details", async ({ page }) => {
  await openDrawer(page);
  await openMessage(page, 'Split bill request');
  const split = drawer(page).getByRole('region', { name: 'Split bill' });
  await expect(split).toContainText('Not paid');
  await expect(split).toContainText('KES. 1,200.00');
  await split.getByRole('button', { name: 'To pay' }).click();

  await expect(page).toHaveURL(/\/Merchant\/finance\/transfer\?type=splitBill&/);
  await expect(drawer(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Send to mobile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Transfer type' })).toHaveValue('Split bill');
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('KES. 1,200.00');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+254 722 481 930');
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Peter Mwangi');

  await page.getByRole('button', { name: 'Send' }).click();
  await page.getByRole('dialog').getByLabel('PIN').fill(OWNER.pin);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toContainText('KES. 1,200.00 was sent to Peter Mwangi (+254 722 481 930).');

  await bell(page).click();
  await openMessage(page, 'Split bill request');
  await expect(split).toContainText('Paid');
  await expect(split.getByRole('button', { name: 'Details' })).toBeVisible();
  await expect(split.getByRole('button', { name: 'To pay' })).toHaveCount(0);
});

test('Read all clears the dot and every unread marker', async ({ page }) => {
  await openDrawer(page);
  await expect(unreadMarker(rows(page))).toHaveCount(5);
  await drawer(page).getByRole('button', { name: 'Read all' }).click();
  await expect(toastOver(page, 'All messages marked as read')).toBeVisible();
  await expect(unreadMarker(rows(page))).toHaveCount(0);
  await expect(drawer(page).getByRole('button', { name: 'Read all' })).toBeDisabled();
  await closeDrawer(page);
  await expect(bell(page)).toHaveAccessibleDescription('');
});

test('the cashier reads own messages but cannot share them (no beneficiary or transfer code)', async ({ page }) => {
  await openDrawer(page, CASHIER);
  await expect(rows(page)).toHaveCount(2);
  await openMessage(page, 'Shift reminder');
  await expect(drawer(page).getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Share' })).toHaveCount(0);
});
