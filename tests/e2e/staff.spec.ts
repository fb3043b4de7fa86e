// Manage → Staff: adding a member through the spec's steps (information, position, authority with the role tree,
// stores), the member signing in with their username and seeing exactly the functions given, and the refusals: a
// username already taken, a view-only member (3601 without 3602) at the add form's address, a frozen member at
// the login page. Inviting someone by mobile number instead: pending until they join, resent, cancelled, and
// neither offered to nor allowed for a member without 3602.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  callAs,
  detailValue,
  expectFieldMessage,
  field,
  listRows,
  logIn,
  MOCK_URL,
  openFromMenu,
  OWNER,
  resetBackend,
  signInElsewhere,
  smsPassword,
  rowWith,
  searchList,
  toast,
  openCreateForm,
  pickFound,
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
  await openCreateForm(page);

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
  await pickFound(page, page, 'Stores', 'Section 58', 'Mama Wanjiru Traders – Section 58, Nakuru');
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

/** Fills the Invite staff dialog: names, mobile, position, the Cashier role, the Section 58 store. */
const fillInvitation = async (page: Page, mobile: string) => {
  const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
  await field(dialog, 'First name').fill('Zawadi');
  await field(dialog, 'Last name').fill('Chepkoech');
  await field(dialog, 'Mobile number').fill(mobile);
  await field(dialog, 'Position').fill('Cashier');
  await dialog.getByRole('radio', { name: 'Cashier', exact: true }).check();
  await expect(dialog.getByText('5 functions selected')).toBeVisible();
  await pickFound(page, dialog, 'Stores', 'Section 58', 'Mama Wanjiru Traders – Section 58, Nakuru');
  await dialog.getByRole('button', { name: 'Invite staff' }).click();
  return dialog;
};

test('the owner invites someone by mobile number: they wait under Pending without the code showing, a number in use is refused in the spec’s words, and the invitation is resent then cancelled', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Staff');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await fillInvitation(page, '0711 222 444');
  await expect(toast(page, 'Invitation sent to 0711 ••• 444.')).toBeVisible();

  await page.getByRole('tab', { name: /^Pending/ }).click();
  await expect(rowWith(page, 'Chepkoech')).toContainText('Pending');
  const response = await page.request.get(`${MOCK_URL}/__mock__/sms?to=711222444`);
  const { messages } = (await response.json()) as { messages: Array<{ text: string }> };
  const code = /invitation code: (\d{8})\./.exec(messages[0]?.text ?? '')?.[1] ?? '';
  expect(code, 'the SMS carries an 8-digit invitation code').toMatch(/^\d{8}$/);
  await expect(page.getByText(code)).toHaveCount(0);

  // The same number again: refused under the field, with everything typed kept.
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const again = await fillInvitation(page, '0711 222 444');
  await expectFieldMessage(field(again, 'Mobile number'), 'The Mobile Number provided already exists.');
  await expect(field(again, 'First name')).toHaveValue('Zawadi');
  await again.getByRole('button', { name: 'Close' }).click();

  await rowWith(page, 'Chepkoech').getByRole('cell', { name: 'Zawadi', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Information')).toHaveText('Pending');
  // No account yet: nothing to freeze or reset.
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend invitation' }).click();
  await page.getByRole('dialog', { name: 'Resend invitation?' }).getByRole('button', { name: 'Resend invitation' }).click();
  await expect(toast(page, 'Invitation sent again to 0711 ••• 444.')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel invitation' }).click();
  await page.getByRole('dialog', { name: 'Cancel invitation?' }).getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(toast(page, 'The invitation has been cancelled.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Information')).toHaveText('Deleted');
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
});

test('a member who may view staff but not manage them has no Invite staff and is refused the action by the server', async ({ page, browser, baseURL }) => {
  await logIn(page, OWNER);
  const added = await callAs(page, 'AddStaffKms', {
    firstName: 'Amani',
    lastName: 'Mwangi',
    loginName: 'amani.mwangi',
    mblNo: '711333555',
    idType: '01',
    idNo: '30111333',
    position: 'Supervisor',
    hireDt: '20261101',
    roleName: 'Supervisor',
    funcNos: ['3601'],
    storeIds: ['S100001'],
  });
  expect(added.msg_cd).toBe('MMC00000');
  const amani = await signInElsewhere(browser, baseURL, 'amani.mwangi', await smsPassword(page, '711333555'));
  await openFromMenu(amani, 'Staff');
  // The Pending tab holds the seeded invitation, offered nothing to resend or cancel.
  await amani.getByRole('tab', { name: /^Pending/ }).click();
  await expect(listRows(amani).first()).toContainText('Pending');
  await expect(amani.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);
  await expect(amani.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
  const refused = await callAs(amani, 'InviteStaff', {
    firstName: 'Zawadi',
    lastName: 'Chepkoech',
    mblNo: '711222444',
    position: 'Cashier',
    roleName: 'Cashier',
    funcNos: ['3601'],
    storeIds: ['S100001'],
  });
  expect(refused).toEqual({ msg_cd: 'MMCP0403', msg_inf: 'no permission' });
  await amani.context().close();
});
