// Singleton pages: one record per merchant at the menu's address, shown and edited in place. Business information
// goes under review after a change (and cannot be changed again until approved); the IPN configuration is set up
// with an https address, saved, and kept. The cashier holds neither code 30 nor 56.
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, detailValue, expectFieldMessage, field, logIn, openFromMenu, OWNER, resetBackend, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner changes the business sector; the change goes under review and Edit is disabled until approved', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Business Information');
  await expect(page).toHaveURL(/\/businessInfo$/);
  await expect(detailValue(page, 'Business name', 'Business')).toHaveText('Mama Wanjiru Traders Ltd');
  await expect(detailValue(page, 'Review status', 'Business')).toHaveText('Approved');
  // The registration facts are shown, not edited.
  await expect(detailValue(page, 'Tax PIN (KRA)', 'Registration')).toHaveText('P051234567K');

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(field(page, 'Tax PIN (KRA)')).toHaveCount(0);
  const sector = field(page, 'Sector');
  await expect(sector).toHaveValue('Groceries and household goods');
  await sector.fill('Supermarkets');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Your changes have been submitted for approval. This takes up to 24 hours.')).toBeVisible();
  await expect(page).toHaveURL(/\/businessInfo$/);
  await expect(detailValue(page, 'Sector', 'Business')).toHaveText('Supermarkets');
  await expect(detailValue(page, 'Review status', 'Business')).toHaveText('Under review');
  const explanation =
    'Your last change is under review. Business information changes need up to 24 hours for approval; you can edit again once it is approved.';
  await expect(page.getByRole('main').getByText(explanation)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();

  // Still under review after a reload: the server keeps it.
  await page.reload();
  await expect(detailValue(page, 'Review status', 'Business')).toHaveText('Under review');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeDisabled();
});

test('IPN: the owner reads the address her notifications go to, is refused an http one, and the https one is kept after a reload', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'IPN Configuration');
  await expect(page).toHaveURL(/\/ipnConfiguration$/);
  // Set up before today: IPN → Success lists the notifications delivered to this address.
  await expect(detailValue(page, 'Notification URL')).toHaveText('https://pos.mamawanjiru.co.ke/api/ipn');
  await expect(detailValue(page, 'Notifications')).toHaveText('Enabled');
  // The signing key is masked until asked for.
  await expect(detailValue(page, 'Signing key')).toContainText(/^•{8}[0-9a-f]{4}/);
  await page.getByRole('button', { name: 'Show key' }).click();
  await expect(detailValue(page, 'Signing key')).toContainText(/^[0-9a-f]{32}$/);

  await page.getByRole('button', { name: 'Edit' }).click();
  const address = field(page, 'Notification URL');
  await expect(address).toHaveValue('https://pos.mamawanjiru.co.ke/api/ipn');
  await address.fill('http://pay.mamawanjiru.co.ke/ipn');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(address, 'Enter an address that starts with https://');
  await expect(toast(page, 'IPN configuration saved.')).toHaveCount(0);

  await address.fill('https://pay.mamawanjiru.co.ke/ipn');
  await expect(address).toHaveAttribute('aria-invalid', 'false');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'IPN configuration saved.')).toBeVisible();
  await expect(detailValue(page, 'Notification URL')).toHaveText('https://pay.mamawanjiru.co.ke/ipn');

  await page.getByRole('button', { name: 'Test URL' }).click();
  await expect(toast(page, 'The URL answered the test notification.')).toBeVisible();
  await page.reload();
  await expect(detailValue(page, 'Notification URL')).toHaveText('https://pay.mamawanjiru.co.ke/ipn');
});

for (const [address, secret] of [
  ['business/index', 'P051234567K'],
  ['ipn/configuration/index', 'Notification URL'],
]) {
  test(`the cashier opening /${address} directly gets the 'no permission' warning and no data`, async ({ page }) => {
    await logIn(page, CASHIER);
    await expect(page.getByRole('menuitem', { name: 'Business Information' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'IPN Configuration' })).toHaveCount(0);
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  });
}

test('the owner corrects the VAT rate after a 7-digit VAT number is refused, and chooses how notifications reach him', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Sales Tax');
  await expect(page).toHaveURL(/\/salesTax$/);
  await expect(detailValue(page, 'VAT number')).toHaveText('051234567');
  await expect(detailValue(page, 'VAT rate')).toHaveText('16 % standard');
  await page.getByRole('button', { name: 'Edit' }).click();
  await field(page, 'VAT number').fill('0512345');
  await page.getByRole('radio', { name: '8 % (petroleum products)' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'VAT number'), 'Enter the VAT number as 9 digits.');
  await field(page, 'VAT number').fill('051234568');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Sales tax setting saved.')).toBeVisible();
  await expect(detailValue(page, 'VAT number')).toHaveText('051234568');
  await expect(detailValue(page, 'VAT rate')).toHaveText('8 % (petroleum products)');

  await openFromMenu(page, 'Manage Notifications');
  await expect(page.getByRole('heading', { name: 'Notifications are not set up yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  const payments = page.getByRole('group', { name: 'Payment received' });
  await expect(payments.getByRole('checkbox', { name: 'In-app' })).toBeChecked();
  await payments.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('group', { name: 'Settlement paid' }).getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification settings saved.')).toBeVisible();
  await page.reload();
  await expect(detailValue(page, 'Payment received', 'Sales')).toHaveText(/SMS.*In-app/);
  await expect(detailValue(page, 'Settlement paid', 'Money')).toHaveText('—');
});

test('notifications set up as offered: Save takes the ticked choices without a change, and a new record’s empty Save says what is missing', async ({
  page,
}) => {
  await logIn(page, OWNER, 'setting/manageNotifications');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('group', { name: 'Payment received' }).getByRole('checkbox', { name: 'In-app' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Notification settings saved.')).toBeVisible();
  await expect(detailValue(page, 'Payment received', 'Sales')).toHaveText(/In-app/);

  await page.goto('customers/create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'First name'), 'This field is required.');
  await expect(page).toHaveURL(/\/customers\/create$/);
});

test('at a desk the storefront’s sections stand in two columns with no hole under a short one', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, OWNER, 'setting/manageStoreFront');
  const sections = page.locator('#main-content section');
  await expect(sections).toHaveCount(5);
  const boxes = await Promise.all((await sections.all()).map(async (section) => (await section.boundingBox())!));
  expect(new Set(boxes.map((box) => Math.round(box.x))).size, 'two columns').toBe(2);
  for (const box of boxes) {
    const below = boxes.filter((other) => Math.round(other.x) === Math.round(box.x) && other.y > box.y).sort((a, b) => a.y - b.y)[0];
    // The cards' own 16 px apart, whatever the card beside them measures.
    if (below) expect(below.y - (box.y + box.height), 'the space down to the next card of the column').toBeLessThanOrEqual(17);
  }
});
