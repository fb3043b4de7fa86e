// Discover Deals → Deal Store Setup and Store Customization (/discover/setup, /discover/customization, code 2302):
// the merchant's store on the deal marketplace, one record over the deal service (GET/POST merchant), its till
// picked from the tills the service lists (GET merchant/neo_merchant_tills/{id}).
import { expect, test } from './fixtures';
import {
  accessDenied,
  attachPicture,
  choose,
  detailValue,
  expectFieldMessage,
  field,
  logIn,
  memberWith,
  menuDrawn,
  openFromMenu,
  OWNER,
  resetBackend,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner sets up the deal store (contact, logo, till), is refused a bad e-mail without losing anything, customizes its look, and a 2301-only member is refused the page', async ({
  page,
  browser,
  baseURL,
}) => {
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname.endsWith('/deals-api/merchant')) saves.push(sent.url());
  });
  await logIn(page, OWNER);
  await openFromMenu(page, 'Deal Store Setup');
  await expect(page).toHaveURL(/\/dealStoreSetup$/);
  await expect(page.getByRole('heading', { name: 'Your store is not on Discover Deals yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();

  await field(page, 'Store name').fill('Mama Mboga Deals');
  await field(page, 'Contact person').fill('Amina Otieno');
  await field(page, 'Mobile number').fill('712000111');
  await field(page, 'E-mail').fill('deals@');
  await choose(page, 'Marketplace category', 'Groceries');
  const logo = page.getByRole('group', { name: 'Logo (square)' });
  await attachPicture(page, logo, 'logo.png', 240, 240);
  await expect(logo.getByRole('img', { name: 'logo.png' })).toBeVisible();
  // The till comes from the list the deal service gives for this merchant.
  await page.getByRole('combobox', { name: 'Deal till' }).click();
  const firstTill = page.getByRole('option').first();
  const tillName = (await firstTill.textContent())!.trim();
  expect(tillName).toMatch(/ \d{6}$/);
  await firstTill.click();

  // A bad e-mail: the spec's message under the field, nothing sent, nothing typed lost.
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'E-mail'), 'Enter an e-mail address, e.g. name@example.com');
  expect(saves).toEqual([]);
  await expect(field(page, 'Store name')).toHaveValue('Mama Mboga Deals');
  await expect(page.getByRole('combobox', { name: 'Deal till' })).toHaveValue(tillName);
  await expect(logo.getByRole('img', { name: 'logo.png' })).toBeVisible();

  await field(page, 'E-mail').fill('deals@mamamboga.co.ke');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Store setup saved.')).toBeVisible();
  expect(saves).toHaveLength(1);
  await page.reload();
  await expect(detailValue(page, 'Store name', 'Contact info')).toHaveText('Mama Mboga Deals');
  await expect(detailValue(page, 'E-mail', 'Contact info')).toHaveText('deals@mamamboga.co.ke');
  await expect(detailValue(page, 'Marketplace category', 'Deals setup')).toHaveText('Groceries');
  await expect(detailValue(page, 'Deal till', 'Till')).toHaveText(tillName);
  await expect(page.getByRole('region', { name: 'Logo' }).getByRole('img', { name: 'Picture 1' })).toBeVisible();

  // The look of the same store, on its own page (the spec's address leads there).
  await page.goto('discover/customization');
  await expect(page).toHaveURL(/\/dealStoreCustomization$/);
  await expect(detailValue(page, 'Store name', 'Look')).toHaveText('Mama Mboga Deals');
  await page.getByRole('button', { name: 'Edit' }).click();
  await choose(page, 'Theme colour', 'Blue');
  await field(page, 'Tagline').fill('Fresh greens every morning');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Store look saved.')).toBeVisible();
  await expect(detailValue(page, 'Theme colour', 'Look')).toHaveText('Blue');
  await expect(detailValue(page, 'Tagline', 'Look')).toHaveText('Fresh greens every morning');
  // The setup is untouched by the look's save.
  await openFromMenu(page, 'Deal Store Setup');
  await expect(detailValue(page, 'Deal till', 'Till')).toHaveText(tillName);

  const member = await memberWith(page, browser, baseURL, ['2301'], 'Deals clerk');
  await expect(member.getByRole('menuitem', { name: 'Deals', exact: true })).toBeVisible();
  await menuDrawn(member);
  await expect(member.getByRole('menuitem', { name: 'Deal Store Setup', exact: true })).toHaveCount(0);
  await member.goto('discover/setup');
  await expect(accessDenied(member)).toBeVisible();
});
