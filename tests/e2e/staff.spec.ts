// Manage → Staff: adding a member through the spec's steps (information, position, authority with the role tree,
// stores), the member signing in with their username and seeing exactly the functions given, and the refusals: a
// username already taken, a view-only member (3601 without 3602) at the add form's address, a frozen member at
// the login page.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  detailValue,
  expectFieldMessage,
  field,
  logIn,
  openFromMenu,
  OWNER,
  resetBackend,
  signInElsewhere,
  smsPassword,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const sideMenu = (page: Page) => page.getByRole('menu').first();

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

test('the owner adds a cashier who may also view staff; she signs in with her username and sees exactly those functions', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Staff');
  await page.getByRole('link', { name: 'Create' }).click();

  // Information
  await field(page, 'First name').fill('Faith');
  await field(page, 'Last name').fill('Njeri');
  await field(page, 'Staff username').fill('faith.njeri');
  await field(page, 'Mobile number').fill('0711 222 333');
  await field(page, 'ID number').fill('34567812');
  await next(page);

  // Position
  await field(page, 'Position').fill('Cashier');
  await field(page, 'Date hired').fill('01-11-2026');
  await next(page);

  // Authority: no function yet, so Next stops here with the spec's requirement.
  await next(page);
  await expect(page.getByText('Choose at least one function.')).toBeVisible();
  await page.getByRole('radio', { name: 'Cashier', exact: true }).check();
  await expect(page.getByText('5 functions selected')).toBeVisible();
  // The role ticks Sales whole (its three sub-functions) and Cashier.
  await expect(page.getByRole('checkbox', { name: 'Sales', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Refund sales', exact: true })).toBeChecked();
  // One sub-function of Staff: its parent turns mixed, not ticked.
  await page.getByRole('checkbox', { name: 'View staff', exact: true }).check();
  await expect(page.getByRole('checkbox', { name: 'Staff', exact: true })).toHaveJSProperty('indeterminate', true);
  await expect(page.getByRole('checkbox', { name: 'Manage staff', exact: true })).not.toBeChecked();
  await expect(page.getByText('6 functions selected')).toBeVisible();
  await next(page);

  // Stores: found by typing part of the name.
  await page.getByRole('combobox', { name: 'Stores' }).fill('Section 58');
  await page.getByRole('option', { name: 'Mama Wanjiru Traders – Section 58, Nakuru' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Staff member added. Their first password has been sent by SMS to their mobile number.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Information')).toHaveText('Pending');
  await expect(detailValue(page, 'Role', 'Authority')).toHaveText('Cashier');
  await expect(detailValue(page, 'Functions', 'Authority')).toContainText('Manage: View staff');
  await expect(detailValue(page, 'Stores', 'Stores')).toHaveText('Mama Wanjiru Traders – Section 58, Nakuru');

  const faith = await signInElsewhere(browser, baseURL, 'faith.njeri', await smsPassword(page, '711222333'));
  await expect(faith).toHaveURL(/\/home$/);
  // Her one store is the header's current store, with nothing to switch to.
  await expect(faith.getByRole('group', { name: 'Store: Mama Wanjiru Traders – Section 58, Nakuru' })).toBeVisible();
  for (const entry of ['Initiate Reversal', 'Quick Sale', 'Staff'])
    await expect(sideMenu(faith).getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  for (const entry of ['Customers', 'Store Management', 'Settlement', 'Business Information']) {
    await expect(faith.getByRole('menuitem', { name: entry, exact: true })).toHaveCount(0);
  }
  // Viewing staff is not managing them: the list, without Create or the row commands.
  await openFromMenu(faith, 'Staff');
  await searchList(faith, 'Njeri');
  await expect(rowWith(faith, 'Faith')).toContainText('Active');
  await expect(faith.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(rowWith(faith, 'Faith').getByRole('button', { name: 'Freeze' })).toHaveCount(0);
  await faith.goto('staff/create');
  await expect(accessDenied(faith)).toBeVisible();
  await expect(faith.getByRole('textbox')).toHaveCount(0);
  await faith.context().close();
});

test('a username another member has is refused at the step that asks for it, in the spec’s words, with what was typed kept', async ({ page }) => {
  await logIn(page, OWNER, 'staff/create');
  await field(page, 'First name').fill('James');
  await field(page, 'Last name').fill('Karanja');
  await field(page, 'Staff username').fill('james.karanja');
  await field(page, 'Mobile number').fill('0711 222 334');
  await field(page, 'ID number').fill('34567813');
  await next(page);
  await expectFieldMessage(field(page, 'Staff username'), 'Staff name exists. Choose another username.');
  await expect(field(page, 'First name')).toHaveValue('James');
  await expect(field(page, 'Position')).toBeHidden();

  // A passport number is letters and digits; a national ID only digits.
  await page.getByRole('radio', { name: 'Passport' }).check();
  await field(page, 'ID number').fill('34567813');
  await field(page, 'Staff username').fill('james.karanja2');
  await next(page);
  await expectFieldMessage(field(page, 'ID number'), 'format error: a passport number is one or two capital letters and 6 to 8 digits.');
});

test('a member whose password was reset (with the PIN) and who is then frozen with a reason cannot sign in', async ({ page, browser, baseURL }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Staff');
  await searchList(page, 'diana.simiyu');
  await rowWith(page, 'Diana').getByRole('cell', { name: 'Diana', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Information')).toHaveText('Active');

  await page.getByRole('button', { name: 'Reset password' }).click();
  await page.getByRole('dialog', { name: 'Reset password?' }).getByRole('button', { name: 'Reset password' }).click();
  const pin = page.getByRole('dialog', { name: 'Enter your transacting PIN' });
  await pin.getByLabel('PIN').fill(OWNER.pin);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, "A new first password has been sent to the staff member's mobile.")).toBeVisible();
  const password = await smsPassword(page, '731447763');

  await page.getByRole('button', { name: 'Freeze' }).click();
  const dialog = page.getByRole('dialog', { name: 'Freeze staff member?' });
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expectFieldMessage(field(dialog, 'Reason'), 'This field is required.');
  await field(dialog, 'Reason').fill('On leave until March');
  await dialog.getByRole('button', { name: 'Freeze' }).click();
  await expect(toast(page, 'The staff member has been frozen.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Information')).toHaveText('Frozen');
  // Frozen: Activate is offered, Freeze no longer.
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Freeze' })).toHaveCount(0);

  const diana = await signInElsewhere(browser, baseURL, 'diana.simiyu', password);
  await expect(diana.getByRole('alert')).toHaveText('This staff account is frozen. Ask your administrator to activate it.');
  await expect(diana).toHaveURL(/\/login$/);
  await diana.context().close();
});
