// Manage → Customers and Manage → Blacklist: the head-office store's customers, as the owner manages them.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  columnValues,
  detailValue,
  expectFieldMessage,
  exportCsv,
  listRows,
  listTotal,
  logIn,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  toast,
  field,
  openCreateForm,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));


const openCustomers = async (page: Page) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Customers');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(listTotal(page)).toHaveText('1-10 of 42');
};

/** Today as the console shows dates (dd-MM-yyyy), on this machine's clock, which the test backend shares. */
const today = () => {
  const now = new Date();
  return [now.getDate(), now.getMonth() + 1].map((part) => String(part).padStart(2, '0')).join('-') + `-${now.getFullYear()}`;
};

const openCustomer = async (page: Page, rowText: string, firstName: string) => {
  await rowWith(page, rowText).getByRole('cell', { name: firstName, exact: true }).click();
  await expect(detailValue(page, 'First name', 'Customer')).toHaveText(firstName);
};

test('the customer list is reached from the menu, pages, sorts by a column, and narrows by search and by gender', async ({ page }) => {
  await openCustomers(page);
  await expect(listRows(page)).toHaveCount(10);
  // Newest first.
  await expect(listRows(page).first()).toContainText('Purity');
  await expect(rowWith(page, 'pkarisa@gmail.com').getByRole('cell', { name: '+254 799 422 243' })).toBeVisible();
  await expect(rowWith(page, 'pkarisa@gmail.com').getByRole('cell', { name: 'Female', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(listTotal(page)).toHaveText('11-20 of 42');

  await page.getByRole('button', { name: 'Sort by first name ascending' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 42');
  await expect
    .poll(async () => {
      const names = await columnValues(page, 'First name');
      return names.length === 10 && names.every((name, index) => index === 0 || names[index - 1].localeCompare(name) <= 0);
    })
    .toBe(true);
  const firstNames = await columnValues(page, 'First name');
  expect(firstNames[0] <= firstNames[9]).toBe(true);

  await searchList(page, 'Wafula');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  await expect.poll(() => columnValues(page, 'Surname')).toEqual(['Wafula', 'Wafula']);

  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 42');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Gender' }).click();
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 18');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Gender'))]).toEqual(['Female']);
});

test('the Columns chooser lists every column; one switched off there leaves the table, and is still off after a reload', async ({ page }) => {
  await openCustomers(page);
  const email = page.getByRole('columnheader', { name: 'E-mail' });
  await expect(email).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  const columns = ['First name', 'Surname', 'Mobile number', 'E-mail', 'Gender', 'Date of birth', 'Added on', 'Actions'];
  const chooser = page.getByRole('presentation').filter({ has: page.getByRole('switch') });
  await expect(chooser.getByRole('switch')).toHaveCount(columns.length);
  for (const name of columns) await expect(chooser.getByRole('switch', { name, exact: true })).toBeChecked();
  await chooser.getByRole('switch', { name: 'E-mail', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(email).toHaveCount(0);
  await expect(rowWith(page, '+254 799 422 243').getByRole('cell', { name: 'pkarisa@gmail.com' })).toHaveCount(0);
  await page.reload();
  await expect(listRows(page)).toHaveCount(10);
  await expect(page.getByRole('columnheader', { name: 'Surname' })).toBeVisible();
  await expect(email).toHaveCount(0);
});

test('a new customer: the form names each mistake under its field and keeps what was typed, then saves to the detail page and the list', async ({ page }) => {
  await openCustomers(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/customers\/create$/);
  await field(page, 'First name').fill('Akinyi1');
  await field(page, 'Middle name').fill('A');
  await field(page, 'Mobile number').fill('0612 345 678');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Date of birth').fill('14-05-1990');
  await field(page, 'E-mail').fill('akinyi.odhiambo@example.co.ke');
  await page.getByRole('button', { name: 'Save' }).click();

  await expectFieldMessage(field(page, 'First name'), 'format error');
  await expectFieldMessage(field(page, 'Middle name'), 'Minimum field length = 2.');
  await expectFieldMessage(field(page, 'Surname'), 'This field is required.');
  await expectFieldMessage(field(page, 'Mobile number'), 'Enter a Kenyan mobile number, e.g. 0712 345 678');
  await expect(page).toHaveURL(/\/customers\/create$/);
  await expect(field(page, 'First name')).toHaveValue('Akinyi1');
  await expect(field(page, 'Mobile number')).toHaveValue('612345678');
  await expect(field(page, 'E-mail')).toHaveValue('akinyi.odhiambo@example.co.ke');
  await expect(field(page, 'Date of birth')).toHaveValue('14-05-1990');
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();

  await field(page, 'First name').fill('Akinyi');
  await field(page, 'Middle name').fill('Atieno');
  await field(page, 'Surname').fill('Odhiambo');
  await field(page, 'Mobile number').fill('0712 000 999');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/customers\/C\d+\/show$/);
  await expect(detailValue(page, 'First name', 'Customer')).toHaveText('Akinyi');
  await expect(detailValue(page, 'Surname', 'Customer')).toHaveText('Odhiambo');
  await expect(detailValue(page, 'Gender', 'Customer')).toHaveText('Female');
  await expect(detailValue(page, 'Date of birth', 'Customer')).toHaveText('14-05-1990');
  await expect(detailValue(page, 'Mobile number', 'Contact')).toHaveText('+254 712 000 999');
  await expect(detailValue(page, 'Status', 'Contact')).toHaveText('Active');

  await openFromMenu(page, 'Customers');
  await expect(listTotal(page)).toHaveText('1-10 of 43');
  await searchList(page, 'Odhiambo');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'Akinyi').getByRole('cell', { name: '+254 712 000 999' })).toBeVisible();
});

/** The message a form field is described by (its helper text under it), as a screen reader reads it. */
const fieldMessage = (box: Locator) =>
  box.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

test('spaces around a name are dropped, a mobile number with a digit too many is refused as typed, and dates are typed dd-mm-yyyy', async ({ page }) => {
  await openCustomers(page);
  await openCreateForm(page);
  await field(page, 'First name').fill('  Mama Mboga  ');
  await field(page, 'Surname').fill(' Wanjiku ');
  const mobile = field(page, 'Mobile number');
  await mobile.fill('0612 345 678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  const wrongNumber = await fieldMessage(mobile);
  expect(wrongNumber).not.toBe('');
  await expect(field(page, 'First name')).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, 'Surname')).toHaveAttribute('aria-invalid', 'false');

  // Ten digits stay ten: refused like any number that is not a Kenyan mobile, never cut to nine.
  await mobile.fill('0712 345 6789');
  await expect(mobile).toHaveValue('7123456789');
  await expectFieldMessage(mobile, wrongNumber);

  const birthday = field(page, 'Date of birth');
  await expect(birthday).toHaveAttribute('placeholder', 'dd-mm-yyyy');
  await birthday.pressSequentially('1405199');
  await expect(birthday).toHaveValue('14-05-199');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(birthday, 'Enter the date as dd-mm-yyyy, e.g. 14-05-1990.');
  await birthday.press('End');
  await birthday.pressSequentially('0');
  await expect(birthday).toHaveValue('14-05-1990');

  await mobile.fill('0712 000 999');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/customers\/C\d+\/show$/);
  await expect(detailValue(page, 'First name', 'Customer')).toHaveText('Mama Mboga');
  await expect(detailValue(page, 'Surname', 'Customer')).toHaveText('Wanjiku');
  await expect(detailValue(page, 'Date of birth', 'Customer')).toHaveText('14-05-1990');
  await expect(detailValue(page, 'Mobile number', 'Contact')).toHaveText('+254 712 000 999');
  await openFromMenu(page, 'Customers');
  await searchList(page, 'Mama Mboga');
  await expect(listRows(page)).toHaveCount(1);
});

test('after saves refused by the form and by the server, the save that goes through says "Customer added"', async ({ page }) => {
  await openCustomers(page);
  await openCreateForm(page);
  const firstName = field(page, 'First name');
  await firstName.fill('Akinyi');
  // Saved with Enter, as people do: no click that would close the notice on screen first.
  for (let tries = 0; tries < 5; tries += 1) {
    await firstName.press('Enter');
    await expectFieldMessage(field(page, 'Surname'), 'This field is required.');
  }
  await field(page, 'Surname').fill('Odhiambo');
  // Purity Karisa's number: the server refuses it.
  const mobile = field(page, 'Mobile number');
  await mobile.fill('0799 422 243');
  await mobile.press('Enter');
  await expectFieldMessage(mobile, 'A customer with this mobile number already exists.');
  await mobile.fill('0712 000 999');
  await mobile.press('Enter');

  await expect(page).toHaveURL(/\/customers\/C\d+\/show$/);
  await expect(toast(page, 'Customer added')).toBeVisible();
  await expect(toast(page, 'The form is not valid')).toHaveCount(0);
  await expect(toast(page, 'A customer with this mobile number already exists.')).toHaveCount(0);
});

test('editing a customer shows the new value on the detail page and in the list', async ({ page }) => {
  await openCustomers(page);
  await searchList(page, 'Wafula');
  await openCustomer(page, 'nwafula@gmail.com', 'Nekesa');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/customers\/C\d+$/);
  await expect(field(page, 'E-mail')).toHaveValue('nwafula@gmail.com');
  await field(page, 'E-mail').fill('nekesa.wafula@gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/customers\/C\d+\/show$/);
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nekesa.wafula@gmail.com');
  await expect(detailValue(page, 'Surname', 'Customer')).toHaveText('Wafula');

  await openFromMenu(page, 'Customers');
  await searchList(page, 'Nekesa');
  await expect(rowWith(page, 'Wafula').getByRole('cell', { name: 'nekesa.wafula@gmail.com' })).toBeVisible();
  await expect(rowWith(page, 'nwafula@gmail.com')).toHaveCount(0);
});

test("the edit form shows the customer's date of birth, and passing through it keeps it", async ({ page }) => {
  await openCustomers(page);
  await searchList(page, 'Wafula');
  await openCustomer(page, 'nwafula@gmail.com', 'Nekesa');
  await expect(detailValue(page, 'Date of birth', 'Customer')).toHaveText('03-10-1976');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'E-mail')).toHaveValue('nwafula@gmail.com');
  await expect(field(page, 'Date of birth')).toHaveValue('03-10-1976');

  // Tabbing through the form on the way to the e-mail field.
  await field(page, 'Date of birth').focus();
  await field(page, 'E-mail').focus();
  await field(page, 'E-mail').fill('nekesa.wafula@gmail.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'E-mail', 'Contact')).toHaveText('nekesa.wafula@gmail.com');
  await expect(detailValue(page, 'Date of birth', 'Customer')).toHaveText('03-10-1976');
});

test('blacklisting needs a proper reason; the customer then leaves Customers for the Blacklist, and comes back when removed from it', async ({ page }) => {
  const JOSEPHINE = 'josephine.kioko90@gmail.com';
  await openCustomers(page);
  await searchList(page, 'Kioko');
  // Counted once the search has answered: the unsearched first page (of all 42) also shows Josephine.
  await expect(listTotal(page)).not.toHaveText(/ of 42$/);
  await expect(rowWith(page, JOSEPHINE)).toHaveCount(1);
  const others = await listRows(page).count();
  await rowWith(page, JOSEPHINE).getByRole('button', { name: 'Blacklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blacklist customer?' });
  await expect(dialog).toContainText('Move Josephine Kioko to the blacklist? Give the reason.');

  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  await expectFieldMessage(field(dialog, 'Reason'), 'This field is required.');
  await field(dialog, 'Reason').fill('多次退货欺诈');
  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  await expectFieldMessage(field(dialog, 'Reason'), 'format error');
  await expect(field(dialog, 'Reason')).toHaveValue('多次退货欺诈');

  await field(dialog, 'Reason').fill('Paid with a bounced cheque twice, 2026.');
  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  // (The "blacklisted" toast queues behind the two "form is not valid" toasts; the detail-page test reads it.)
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customers(\?.*)?$/);
  await expect(rowWith(page, JOSEPHINE)).toHaveCount(0);
  await expect(listRows(page)).toHaveCount(others - 1);

  await openFromMenu(page, 'Blacklist');
  await expect(page).toHaveURL(/\/customerBlacklist$/);
  await expect(listTotal(page)).toHaveText('1-4 of 4');
  // The list says why and since when: the reason just given, and today (not the day she became a customer).
  const listed = rowWith(page, 'Paid with a bounced cheque twice, 2026.');
  await expect(listed.getByRole('cell', { name: 'Kioko', exact: true })).toBeVisible();
  await expect(listed.getByRole('cell', { name: today(), exact: true })).toBeVisible();
  await listed.getByRole('cell', { name: 'Josephine', exact: true }).click();
  await expect(detailValue(page, 'Reason', 'Customer')).toHaveText('Paid with a bounced cheque twice, 2026.');
  await expect(detailValue(page, 'Added on', 'Customer')).toHaveText(today());
  await page.goBack();

  await listed.getByRole('button', { name: 'Remove from blacklist' }).click();
  const restore = page.getByRole('dialog', { name: 'Remove from blacklist?' });
  await expect(restore).toContainText('Restore Josephine Kioko to your customers?');
  await restore.getByRole('button', { name: 'Remove from blacklist' }).click();
  await expect(restore).toBeHidden();
  await expect(listTotal(page)).toHaveText('1-3 of 3');
  await expect(rowWith(page, 'Kioko')).toHaveCount(0);

  await openFromMenu(page, 'Customers');
  await searchList(page, 'Josephine');
  await expect(rowWith(page, JOSEPHINE).getByRole('button', { name: 'Blacklist' })).toBeVisible();
});

test('a blacklisted customer shows as such on the detail page, which no longer offers Blacklist', async ({ page }) => {
  await openCustomers(page);
  await searchList(page, 'Josephine');
  await openCustomer(page, 'josephine.kioko90@gmail.com', 'Josephine');
  await expect(detailValue(page, 'Status', 'Contact')).toHaveText('Active');
  await page.getByRole('button', { name: 'Blacklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Blacklist customer?' });
  await field(dialog, 'Reason').fill('Repeated false refund claims');
  await dialog.getByRole('button', { name: 'Blacklist' }).click();
  await expect(toast(page, 'The customer has been blacklisted.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Contact')).toHaveText('Blacklisted');
  await expect(page.getByRole('button', { name: 'Blacklist' })).toHaveCount(0);
});

test('Send message asks for a channel and a message, then confirms it was sent', async ({ page }) => {
  await openCustomers(page);
  await openCustomer(page, 'pkarisa@gmail.com', 'Purity');
  await page.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await expect(dialog).toContainText('Send a message to Purity Karisa.');

  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('group', { name: 'Channel' })).toContainText('This field is required.');
  await expectFieldMessage(field(dialog, 'Message'), 'This field is required.');

  await dialog.getByRole('radio', { name: 'SMS' }).check();
  await field(dialog, 'Message').fill('Karibu! 10% off all maize flour this weekend at Mama Wanjiru Traders.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'The message has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("Send message works from the customer's row without leaving the list", async ({ page }) => {
  await openCustomers(page);
  await rowWith(page, 'pkarisa@gmail.com').getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await dialog.getByRole('radio', { name: 'E-mail' }).check();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await field(dialog, 'Message').fill('Your order of 2 bales of sugar is ready for collection.');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(toast(page, 'The message has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customers(\?.*)?$/);
});

test('Export downloads a CSV of all customers with the column labels and the values as the list shows them', async ({ page }) => {
  await openCustomers(page);
  const { fileName, rows } = await exportCsv(page);
  expect(fileName).toMatch(/\.csv$/);
  expect(rows[0]).toEqual(['First name', 'Surname', 'Mobile number', 'E-mail', 'Gender', 'Date of birth', 'Added on']);
  expect(rows).toHaveLength(43);
  expect(rows).toContainEqual(['Purity', 'Karisa', '+254 799 422 243', 'pkarisa@gmail.com', 'Female', '30-10-1982', '01-11-2026']);
  expect(rows.slice(1).every((row) => row[2].startsWith('+254 '))).toBe(true);
});

test('the Blacklist is reached from the menu, sorts by a column, searches, and exports', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Blacklist');
  await expect(page).toHaveURL(/\/customerBlacklist$/);
  await expect(listTotal(page)).toHaveText('1-3 of 3');
  // By surname, A to Z.
  await expect.poll(() => columnValues(page, 'Surname')).toEqual(['Gitau', 'Kinoti', 'Ogola']);
  await expect(rowWith(page, 'Gitau').getByRole('cell', { name: '+254 709 325 567' })).toBeVisible();

  await page.getByRole('button', { name: 'Sort by surname descending' }).click();
  await expect.poll(() => columnValues(page, 'Surname')).toEqual(['Ogola', 'Kinoti', 'Gitau']);

  await searchList(page, 'kinoti');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect.poll(() => columnValues(page, 'First name')).toEqual(['Mwiti']);

  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-3 of 3');
  const { rows } = await exportCsv(page);
  // Each with why and since when it is on the list (a customer since 01-01-2025, blacklisted in August).
  expect(rows[0]).toEqual(['First name', 'Surname', 'Mobile number', 'Reason', 'Added on']);
  expect(rows).toHaveLength(4);
  expect(rows).toContainEqual(['Kevin', 'Gitau', '+254 709 325 567', 'Paid with a reversed mobile-money transaction.', '17-08-2025']);
});

test("Remove from blacklist on a blacklisted customer's page asks first, then confirms", async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Blacklist');
  await rowWith(page, '+254 709 325 567').getByRole('cell', { name: 'Kevin', exact: true }).click();
  await expect(detailValue(page, 'Status', 'Customer')).toHaveText('Blacklisted');
  await page.getByRole('button', { name: 'Remove from blacklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from blacklist?' });
  await expect(dialog).toContainText('Restore Kevin Gitau to your customers?');
  await dialog.getByRole('button', { name: 'Remove from blacklist' }).click();
  await expect(toast(page, 'The customer is back on your customer list.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Customer')).toHaveText('Active');
  await expect(page.getByRole('button', { name: 'Remove from blacklist' })).toHaveCount(0);

  await openFromMenu(page, 'Blacklist');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  await expect(rowWith(page, '+254 709 325 567')).toHaveCount(0);
});
