// What stops a person before a page: the business-setup dialog for a merchant still setting up (spec 001 §2), and
// the lock overlay over every page for a visitor on the tour (spec 001 §4).
import { expect, test } from './fixtures';
import { logIn, OWNER, PENDING_OWNER, resetBackend } from './support';

const NEW_MERCHANT = { login: '0733000222', password: 'Newbie@2026', name: 'Akinyi Odhiambo' };

test.beforeEach(async ({ request }) => resetBackend(request));

test('a merchant whose business is not set up is stopped at a business page by the setup dialog, from the menu and by address', async ({ page }) => {
  await logIn(page, NEW_MERCHANT);
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up your business first' });
  await expect(dialog).toBeVisible();
  // The page behind it never loads: no customer list, no request for one.
  await expect(page.getByRole('table')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  // A page the merchant was turned away from leaves no tab behind.
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link')).toHaveText(['Home']);

  await page.goto('/Merchant/setting/storeManagement');
  await expect(page.getByRole('dialog', { name: 'Set up your business first' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up business' }).click();
  // The setup starts at the business type (nothing saved yet), and Home is a click away.
  await expect(page).toHaveURL(/\/Merchant\/createClass$/);
  await expect(page.getByRole('heading', { name: 'What kind of business is it?', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Continue later' }).click();
  await expect(page).toHaveURL(/\/Merchant\/home$/);

  // Pages that are not business pages stay open while setting up.
  await page.goto('/Merchant/setting/helpManagement');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No tickets' })).toBeVisible();
});

test('the owner, whose business is set up, goes straight to the same pages', async ({ page }) => {
  await logIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor who has not signed in sees the console under the lock overlay on the tour, and is sent to log in otherwise', async ({ page }) => {
  await page.goto('/Merchant/customers');
  await expect(page).toHaveURL(/\/Merchant\/login$/);

  await page.goto('/Merchant/growBusiness');
  await page.getByRole('button', { name: 'Take a tour' }).click();
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  const lock = page.getByRole('region', { name: 'Sign up to use this page' });
  await expect(lock).toBeVisible();
  await expect(lock.getByRole('button', { name: 'Complete registration' })).toBeVisible();
  await expect(lock.getByRole('button', { name: 'Upgrade subscription' })).toBeVisible();
  await expect(lock.getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications' })).toHaveCount(0);

  // Every page of the menu is behind the lock; none shows data.
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await expect(page).toHaveURL(/\/Merchant\/customers$/);
  await expect(lock).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('button', { name: 'End tour' }).click();
  await expect(page).toHaveURL(/\/Merchant\/growBusiness$/);
  await page.goto('/Merchant/home');
  await expect(page).toHaveURL(/\/Merchant\/login$/);
});

test("the tour's ways in lead to registration, or to logging in for a plan, in either language", async ({ page }) => {
  // Registering is built: Complete registration and Register both open its first page for a visitor.
  for (const button of ['Complete registration', 'Register']) {
    await page.goto('/Merchant/growBusiness');
    await page.getByRole('button', { name: 'Take a tour' }).click();
    await page.getByRole('region', { name: 'Sign up to use this page' }).getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Register your merchant account', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 1 of 8: Mobile number')).toBeVisible();
  }
  // A plan is bought signed in: Upgrade subscription asks the visitor to log in first.
  await page.goto('/Merchant/growBusiness');
  await page.getByRole('button', { name: 'Take a tour' }).click();
  await page.getByRole('region', { name: 'Sign up to use this page' }).getByRole('button', { name: 'Upgrade subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/Merchant\/login$/);
  await page.goto('/Merchant/growBusiness');
  // The start page leads to registration too, and the step reads in Chinese.
  await page.getByRole('link', { name: 'Register your business' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('menuitem', { name: '中文 (简体)' }).click();
  await expect(page.getByRole('heading', { name: '注册商户账户', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
});

test('the subscription plan page (where the no-subscription dialog leads) opens inside the console, with its breadcrumb and tab', async ({ page }) => {
  await logIn(page, OWNER, '/Merchant/setting/subscriptionPlan');
  await expect(page.getByRole('heading', { name: 'Subscription plan', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Current plan: Premium, until /)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Settings.*Subscription Plan/);
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link')).toHaveText(['Home', 'Subscription Plan']);
});

test("a merchant whose verification is pending is stopped at a page its KYC level does not open (till settlement, 132)", async ({ page }) => {
  await logIn(page, PENDING_OWNER);
  await page.goto('/Merchant/setting/tillManagement');
  const dialog = page.getByRole('dialog', { name: "The owner's verification is pending" });
  await expect(dialog).toContainText('This transaction opens once it is done.');
  // Nothing to do but wait: the dialog offers no way forward, only OK.
  await expect(dialog.getByRole('button')).toHaveText(['OK']);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/Merchant\/home$/);
  await expect(page.getByRole('navigation', { name: 'Open pages' }).getByRole('link')).toHaveText(['Home']);

  // Level 01 opens sending money (110): the transfer page is not stopped.
  await page.goto('/Merchant/finance/transfer');
  await expect(page.getByRole('heading', { name: 'Send to mobile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
