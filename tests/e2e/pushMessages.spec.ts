// Manage → Push messages: the owner writes a message to customers chosen from the list, a missing customer and
// dates out of order refused in their words, and sees on the detail page what the server counted and charged; a
// message already sent cannot be changed; a member who may view promotions but not manage them sees the list but
// cannot create, even at the typed address.
import { expect, test } from './fixtures';
import {
  accessDenied,
  detailValue,
  expectFieldMessage,
  field,
  logIn,
  memberWith,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  toast,
  countedTab,
  openCreateForm,
  pickFound,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner sends an SMS to two customers: a missing customer and an end before the start are refused, then the server’s cost shows on the detail page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Push messages');
  await expect(rowWith(page, 'Back to school offer')).toContainText('Sent');
  await openCreateForm(page);

  await field(page, 'Title').fill('Weekend flour offer');
  await field(page, 'Message').fill('Ten percent off flour and rice this weekend at our shop.');
  await field(page, 'Start date').fill('05-12-2026');
  await field(page, 'End date').fill('01-12-2026');
  await page.getByRole('spinbutton', { name: 'Number of sends' }).fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(page.getByRole('combobox', { name: 'Customers' }), 'Choose at least one customer.');
  await expectFieldMessage(page.getByRole('checkbox', { name: 'SMS' }), 'Choose at least one channel.');
  const cost = page.getByRole('status', { name: 'Recipients, Total cost' });
  await expect(cost).toHaveText('Fill in “Channels” to see “Recipients”, “Total cost”.');
  await page.getByRole('checkbox', { name: 'SMS' }).check();

  // Two customers may share a first name: either Alice is a second recipient.
  await pickFound(page, page, 'Customers', 'omw', /^Omwenga/);
  await pickFound(page, page, 'Customers', 'alic', /^Alice/);
  // Before saving, the server's count and cost follow what is typed: two customers × KES 1.00 an SMS × 2 sends.
  await expect(cost).toHaveText(/^Recipients\s*2\s*Total cost\s*KES\.\s4\.00$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'End date'), 'The end date cannot be before the start date.');
  await field(page, 'End date').fill('06-12-2026');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Push message submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Status')).toHaveText('Under review');
  // Two customers × KES 1.00 an SMS × 2 sends.
  await expect(detailValue(page, 'Recipients')).toHaveText('2');
  await expect(detailValue(page, 'Total cost')).toHaveText('KES. 4.00');
  // Under review it can still be amended.
  await expect(page.getByRole('link', { name: 'Edit' })).not.toHaveAttribute('aria-disabled', 'true');
});

test('phonebook numbers in the wrong shape are refused; a message already sent cannot be changed', async ({ page }) => {
  await logIn(page, OWNER, 'pushMessages/create');
  await field(page, 'Title').fill('New opening hours again');
  await field(page, 'Message').fill('We now open at 7 am.');
  await page.getByRole('radio', { name: 'Phonebook numbers' }).check();
  await field(page, 'Mobile numbers').fill('0712 34, 0722000111');
  await field(page, 'Start date').fill('05-12-2026');
  await field(page, 'End date').fill('05-12-2026');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Mobile numbers'), 'Enter Kenyan mobile numbers, e.g. 0712 345 678, separated by commas or new lines.');
  await field(page, 'Mobile numbers').fill('0712 345 111, 0722000111\n+254733000222');
  // SMS and in-app: in-app messages are free, so three numbers cost three SMS.
  await page.getByRole('checkbox', { name: 'SMS' }).check();
  await page.getByRole('checkbox', { name: 'In-app' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Push message submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Recipients')).toHaveText('3');
  await expect(detailValue(page, 'Total cost')).toHaveText('KES. 3.00');
  await expect(detailValue(page, 'Channels')).toHaveText('SMSIn-app');

  await openFromMenu(page, 'Push messages');
  // The new message is the second under review (the seed has one, and one being reviewed counted apart).
  await expect(countedTab(page, 'Under review', 2)).toBeVisible();
  await expect(countedTab(page, 'All', 7)).toBeVisible();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await rowWith(page, 'Back to school offer').click();
  await expect(detailValue(page, 'Status')).toHaveText('Sent');
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
});

test('a member who may view promotions but not manage them sees the push messages but creates none, even at the typed address', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['23', '2301'], 'Marketing viewer');
  await openFromMenu(grace, 'Push messages');
  await expect(rowWith(grace, 'Back to school offer')).toBeVisible();
  await expect(grace.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await grace.goto('pushMessages/create');
  // A typed address loads the whole console again before it can say no: slower than a click on a busy machine.
  await expect(accessDenied(grace)).toBeVisible({ timeout: 20_000 });
  await expect(grace.getByRole('textbox')).toHaveCount(0);
  await grace.context().close();
});
