// Settings → Help: the merchant's support tickets and call-back requests.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  choose,
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


const openTickets = async (page: Page) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Help');
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(listTotal(page)).toHaveText('1-10 of 14');
};

const openTicket = async (page: Page, title: string) => {
  await rowWith(page, title).getByRole('cell', { name: title, exact: true }).click();
  await expect(detailValue(page, 'Title', 'Issue')).toHaveText(title);
};

test('the ticket list is reached from the menu, sorts by a column, searches, and filters by status tab', async ({ page }) => {
  await openTickets(page);
  await expect(listRows(page)).toHaveCount(10);
  // Newest first.
  await expect.poll(async () => (await columnValues(page, 'Ticket number'))[0]).toBe('TK10000014');
  const newest = rowWith(page, 'TK10000014');
  await expect(newest.getByRole('cell', { name: 'Refund to customer failed', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'In progress', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: 'Phone call', exact: true })).toBeVisible();
  await expect(newest.getByRole('cell', { name: '11-11-2026' })).toBeVisible();

  await page.getByRole('button', { name: 'Sort by ticket number ascending' }).click();
  await expect
    .poll(() => columnValues(page, 'Ticket number'))
    .toEqual(['TK10000001', 'TK10000002', 'TK10000003', 'TK10000004', 'TK10000005', 'TK10000006', 'TK10000007', 'TK10000008', 'TK10000009', 'TK10000010']);

  await searchList(page, 'settlement');
  await expect(listTotal(page)).toHaveText(/^1-\d of \d$/);
  await expect.poll(async () => (await columnValues(page, 'Title')).every((title) => /settlement/i.test(title))).toBe(true);
  await expect(rowWith(page, 'Settlement to Equity Bank delayed')).toBeVisible();
  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 14');

  const tabs: Array<[string, number]> = [
    ['Unresolved', 4],
    ['In progress', 3],
    ['Addressed', 4],
    ['Cancelled', 3],
  ];
  for (const [status, count] of tabs) {
    await page.getByRole('tab', { name: status }).click();
    await expect(page.getByRole('tab', { name: status })).toHaveAttribute('aria-selected', 'true');
    await expect(listTotal(page)).toHaveText(`1-${count} of ${count}`);
    await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual([status]);
  }
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 14');
});

test('raising a ticket: the form names each mistake under its field and keeps what was typed, then saves to the detail page and the list', async ({ page }) => {
  await openTickets(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/tickets\/create$/);
  await field(page, 'Title').fill('T');
  await field(page, 'Description').fill('Till 634080 shows KES 1,200 less than the statement since Monday.');
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  await expectFieldMessage(field(page, 'Title'), 'Minimum field length = 2.');
  await expectFieldMessage(page.getByRole('combobox', { name: 'Issue type' }), 'This field is required.');
  await expectFieldMessage(field(page, 'Contact information'), 'This field is required.');
  await expect(page).toHaveURL(/\/tickets\/create$/);
  await expect(field(page, 'Description')).toHaveValue('Till 634080 shows KES 1,200 less than the statement since Monday.');
  await expect(page.getByRole('radio', { name: 'E-mail' })).toBeChecked();

  await field(page, 'Title').fill('Till 634080 shows the wrong balance');
  await choose(page, 'Issue type', 'Till');
  await field(page, 'Contact information').fill('wanjiru@mamawanjiru.co.ke');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/tickets\/TK\d+\/show$/);
  await expect(detailValue(page, 'Title', 'Issue')).toHaveText('Till 634080 shows the wrong balance');
  await expect(detailValue(page, 'Status', 'Issue')).toHaveText('Unresolved');
  await expect(detailValue(page, 'Issue type', 'Issue')).toHaveText('Till');
  await expect(detailValue(page, 'Respond by', 'How we reach you')).toHaveText('E-mail');
  await expect(detailValue(page, 'Contact information', 'How we reach you')).toHaveText('wanjiru@mamawanjiru.co.ke');
  await expect(page.getByRole('button', { name: 'Cancel ticket' })).toBeVisible();

  await openFromMenu(page, 'Help');
  await expect(listTotal(page)).toHaveText('1-10 of 15');
  await searchList(page, 'wrong balance');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'Till 634080 shows the wrong balance').getByRole('cell', { name: 'Unresolved', exact: true })).toBeVisible();
});

test('the contact must suit the channel: a Kenyan mobile number for SMS and phone calls, an e-mail address for e-mail', async ({ page }) => {
  const MOBILE = 'For SMS or a phone call, enter a Kenyan mobile number, e.g. 0712 345 678.';
  const EMAIL = 'For e-mail, enter an e-mail address, e.g. name@example.co.ke.';
  await openTickets(page);
  await openCreateForm(page);
  await field(page, 'Title').fill('Till 634080 shows the wrong balance');
  await choose(page, 'Issue type', 'Till');
  await field(page, 'Description').fill('The till balance is lower than the statement since Monday.');
  const contact = field(page, 'Contact information');

  await page.getByRole('radio', { name: 'SMS' }).check();
  await contact.fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(contact, MOBILE);
  await page.getByRole('radio', { name: 'Phone call' }).check();
  await contact.fill('call me maybe');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(contact, MOBILE);
  await expect(page).toHaveURL(/\/tickets\/create$/);

  // Another channel checks what is typed again, by that channel's rule.
  await page.getByRole('radio', { name: 'E-mail' }).check();
  await expectFieldMessage(contact, EMAIL);
  await contact.fill('wanjiru@mamawanjiru.co.ke');
  await page.getByRole('radio', { name: 'SMS' }).check();
  await expectFieldMessage(contact, MOBILE);
  await contact.fill('0712 345 678');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/tickets\/TK\d+\/show$/);
  await expect(detailValue(page, 'Respond by', 'How we reach you')).toHaveText('SMS');
  await expect(detailValue(page, 'Contact information', 'How we reach you')).toHaveText('0712 345 678');
});

// A 1×1 PNG: small enough to upload, real enough for the browser to draw.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const attach = async (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload picture' }).click()]);
  await chooser.setFiles(file);
};

test('screenshots on a ticket: a wrong format or size is refused in the spec\'s words, a picture is uploaded, shown and kept', async ({ page }) => {
  await openTickets(page);
  await openCreateForm(page);
  const screenshots = page.getByRole('group', { name: 'Screenshots (optional)' });
  await expect(screenshots).toContainText('JPG, JPEG, PNG, under 5 MB');

  await attach(page, { name: 'clip.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(screenshots.getByRole('alert')).toHaveText('Please upload a picture in one of these formats: JPG, JPEG, PNG.');
  await attach(page, { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
  await expect(screenshots.getByRole('alert')).toHaveText('The picture must be smaller than 5 MB.');
  await expect(screenshots.getByRole('img')).toHaveCount(0);

  await attach(page, { name: 'till-receipt.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(screenshots.getByRole('img', { name: 'till-receipt.png' })).toBeVisible();
  await expect(screenshots.getByRole('alert')).toHaveCount(0);
  await screenshots.getByRole('button', { name: 'Remove till-receipt.png' }).click();
  await expect(screenshots.getByRole('img')).toHaveCount(0);
  await attach(page, { name: 'till-receipt.png', mimeType: 'image/png', buffer: PIXEL_PNG });

  await field(page, 'Title').fill('Receipt printer cuts the till number');
  await choose(page, 'Issue type', 'Till');
  await field(page, 'Description').fill('The printed receipt ends before the till number; photo attached.');
  await page.getByRole('radio', { name: 'SMS' }).check();
  await field(page, 'Contact information').fill('0712345678');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/tickets\/TK\d+\/show$/);
  await expect(toast(page, 'Ticket raised. Support will reply through the channel you chose.')).toBeVisible();
  const picture = detailValue(page, 'Screenshots (optional)', 'Issue').getByRole('img', { name: 'Picture 1' });
  await expect(picture).toBeVisible();
  // Drawn from the file service's download path, not just a broken placeholder.
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
});

test('one click on Save checks the whole form, even right after typing a wrong value', async ({ page }) => {
  await openTickets(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/tickets\/create$/);
  await field(page, 'Title').fill('T');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Title'), 'Minimum field length = 2.');
  await expectFieldMessage(field(page, 'Description'), 'This field is required.');
  await expectFieldMessage(field(page, 'Contact information'), 'This field is required.');
});

test('cancelling an unresolved ticket asks first, then shows it Cancelled with no Cancel button any more', async ({ page }) => {
  await openTickets(page);
  await openTicket(page, 'Customer charged twice');
  await expect(detailValue(page, 'Status', 'Issue')).toHaveText('Unresolved');
  await page.getByRole('button', { name: 'Cancel ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel ticket?' });
  await expect(dialog).toContainText('Cancel Customer charged twice? Support will stop working on it.');
  await dialog.getByRole('button', { name: 'Cancel ticket' }).click();

  await expect(toast(page, 'The ticket has been cancelled.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Issue')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel ticket' })).toHaveCount(0);

  await openFromMenu(page, 'Help');
  await page.getByRole('tab', { name: 'Cancelled' }).click();
  await expect(listTotal(page)).toHaveText('1-4 of 4');
  const row = rowWith(page, 'Customer charged twice');
  await expect(row.getByRole('cell', { name: 'Cancelled', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel ticket' })).toHaveCount(0);
});

test('Request call-back on the list asks for a mobile and a topic, then adds a phone-call ticket', async ({ page }) => {
  await openTickets(page);
  await page.getByRole('button', { name: 'Request call-back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a call-back' });
  await expect(dialog).toContainText('Customer service will call you back on this number.');

  await dialog.getByRole('button', { name: 'Request call-back' }).click();
  await expectFieldMessage(field(dialog, 'Mobile number'), 'This field is required.');
  await expectFieldMessage(field(dialog, 'What is it about?'), 'This field is required.');
  await field(dialog, 'Mobile number').fill('0812 345 678');
  await field(dialog, 'What is it about?').fill('Settlement to my bank not received');
  await dialog.getByRole('button', { name: 'Request call-back' }).click();
  await expectFieldMessage(field(dialog, 'Mobile number'), 'Enter a Kenyan mobile number, e.g. 0712 345 678');
  await expect(field(dialog, 'What is it about?')).toHaveValue('Settlement to my bank not received');

  await field(dialog, 'Mobile number').fill('0712 345 678');
  await dialog.getByRole('button', { name: 'Request call-back' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/tickets(\?.*)?$/);
  await expect(listTotal(page)).toHaveText('1-10 of 15');
  const row = rowWith(page, 'Settlement to my bank not received');
  await expect(row.getByRole('cell', { name: 'Phone call', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Unresolved', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel ticket' })).toBeVisible();
});

test('a call-back request confirms it was received', async ({ page }) => {
  await openTickets(page);
  await page.getByRole('button', { name: 'Request call-back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a call-back' });
  await field(dialog, 'Mobile number').fill('0712345678');
  await field(dialog, 'What is it about?').fill('Till 634080 not scanning');
  await dialog.getByRole('button', { name: 'Request call-back' }).click();
  await expect(toast(page, 'Your call-back request has been received.')).toBeVisible();
  await rowWith(page, 'Till 634080 not scanning').getByRole('cell', { name: 'Till 634080 not scanning', exact: true }).click();
  await expect(detailValue(page, 'Respond by', 'How we reach you')).toHaveText('Phone call');
  await expect(detailValue(page, 'Contact information', 'How we reach you')).toHaveText('+254 712 345 678');
});

test('Export downloads a CSV of the tickets with the column labels and the values as the list shows them', async ({ page }) => {
  await openTickets(page);
  const { fileName, rows } = await exportCsv(page);
  expect(fileName).toMatch(/\.csv$/);
  expect(rows[0]).toEqual(['Ticket number', 'Title', 'Issue type', 'Respond by', 'Status', 'Requested on']);
  expect(rows).toHaveLength(15);
  expect(rows).toContainEqual(['TK10000014', 'Refund to customer failed', 'Payments', 'Phone call', 'In progress', '11-11-2026']);
  expect(rows).toContainEqual(['TK10000013', 'Customer charged twice', 'Payments', 'E-mail', 'Unresolved', '08-11-2026']);
});
