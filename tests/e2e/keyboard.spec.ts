// The console from the keyboard alone, as a person who cannot use a mouse works: no click, no tap, only keys.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailValue, listTotal, loginIdField, OWNER, passwordField, resetBackend, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));
// The transitions most people see (the rest of the suite asks for less motion): focus must survive each of them.
test.use({ reducedMotion: 'no-preference' });

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a person moves through a page. */
const tabTo = async (page: Page, target: Locator, { backwards = false, most = 80 } = {}) => {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement, null, { timeout: 1_000 }).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${most} presses of Tab`).toBeFocused();
};

test('sign in, open a list from the menu, search it, open a record, reverse it with the PIN and close its tab: keys only', async ({ page }) => {
  // Every step by Tab: a longer menu (Orders, Push messages) is more keys to walk back to the open-page tabs.
  test.setTimeout(150_000);
  await page.goto('login');
  await tabTo(page, loginIdField(page));
  await page.keyboard.type(OWNER.login);
  await page.keyboard.press('Tab');
  await expect(passwordField(page)).toBeFocused();
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  // The skip link leads past the header and the menu to the page itself, once the page has drawn something to reach
  // (its quick access arrives with its own call; before that Tab has nothing in the page to land on).
  const quickAccess = page.getByRole('navigation', { name: 'Quick access' }).getByRole('link');
  await expect(quickAccess.first().or(page.getByRole('button', { name: 'Choose quick access' }))).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Skip to content' }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement))).toBe(true);

  await tabTo(page, page.getByRole('menu').getByRole('menuitem', { name: 'Initiate Reversal', exact: true }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reversibleSales$/);
  // The head office's paid sales, less the two waiting for a refund (orders' seed).
  await expect(listTotal(page)).toHaveText('1-10 of 25');

  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type('SO2611200008');
  await page.keyboard.press('Enter');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'SO2611200008' });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reversibleSales\/SO2611200008\/show$/);
  // A person reads the sale before acting on it: its commands belong to the record once it has loaded.
  await expect(detailValue(page, 'Order number')).toHaveText('SO2611200008');
  // The record took the row's place: Tab goes on from there, to the record's first command, not back to the top.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Reverse' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reverse this sale?' });
  await expect(dialog).toBeVisible();
  // The dialog holds the focus, and its title says where the keys are; no ring drawn round the whole dialog.
  await expect(dialog).toBeFocused();
  await expect(dialog).toHaveCSS('outline-style', 'none');
  await tabTo(page, dialog.getByRole('combobox', { name: 'Refund reason' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'Refund reason' })).not.toHaveText('');
  await tabTo(page, dialog.getByRole('button', { name: 'Reverse' }));
  await page.keyboard.press('Enter');
  const pin = page.getByRole('dialog', { name: 'Enter your transacting PIN' });
  await expect(pin.getByLabel('PIN')).toBeFocused();
  await page.keyboard.type(OWNER.pin);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'The sale has been reversed.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await tabTo(page, tabs.getByRole('button', { name: 'Close Initiate Reversal' }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('link', { name: 'Initiate Reversal' })).toHaveCount(0);
});
