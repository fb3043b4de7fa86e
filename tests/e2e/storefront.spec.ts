// Settings → Manage storefront (#18): what the storefront tells shoppers (payment methods, hours, return policy,
// contacts), its banner pictures (wide, 3:1) and shoppers' reviews answered once. Store management's view code
// (2001) does not open them: managing the storefront is 2002.
import { expect, test } from './fixtures';
import {
  accessDenied,
  attachPicture,
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
  pickFound,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner tells shoppers about bank cards and later hours, and puts up a wide banner after a square one is refused', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Manage Storefront');
  await expect(detailValue(page, 'Payment methods accepted')).toHaveText(/Wallet.*Mobile money.*QR code/);
  await expect(detailValue(page, 'Closes at')).toHaveText('20:00');

  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('group', { name: 'Payment methods accepted' }).getByRole('checkbox', { name: 'Bank card' }).check();
  await page.getByRole('group', { name: 'Open on' }).getByRole('checkbox', { name: 'Sunday' }).check();
  await field(page, 'Closes at').fill('21:30');
  // The items shown first are the store's items on shelf: one out of stock is not offered.
  const products = page.getByRole('combobox', { name: 'Product items shown first' });
  await products.fill('water');
  await expect(page.getByRole('option', { name: 'Drinking water 5L' })).toHaveCount(0);
  await pickFound(page, page, 'Product items shown first', 'sugar', 'Sugar 1kg');
  await field(page, 'Instagram page').fill('http://instagram.com/mamawanjiru');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Instagram page'), 'Enter an address that starts with https://');
  await expect(field(page, 'Closes at')).toHaveValue('21:30');

  await field(page, 'Instagram page').fill('https://instagram.com/mamawanjiru');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Storefront saved.')).toBeVisible();
  await page.reload();
  await expect(detailValue(page, 'Payment methods accepted')).toHaveText(/Wallet.*Mobile money.*QR code.*Bank card/);
  await expect(detailValue(page, 'Open on')).toContainText('Sunday');
  await expect(detailValue(page, 'Closes at')).toHaveText('21:30');
  await expect(detailValue(page, 'Instagram page')).toHaveText('https://instagram.com/mamawanjiru');
  await expect(detailValue(page, 'Product items shown first')).toHaveText('Sugar 1kg');

  // The banner: none yet; a square picture is refused before it is sent, a wide one is kept.
  await openFromMenu(page, 'Storefront Banner');
  await expect(page.getByRole('heading', { name: 'No banner yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up' }).click();
  const pictures = page.getByRole('group', { name: 'Banner pictures' });
  await attachPicture(page, pictures, 'square.png', 300, 300);
  await expect(pictures.getByRole('alert')).toHaveText("The picture's width and height must be in the ratio 3:1.");
  await attachPicture(page, pictures, 'market-day.png', 900, 300);
  await expect(pictures.getByRole('img', { name: 'market-day.png' })).toBeVisible();
  await field(page, 'Banner words').fill('Market day every Saturday');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Banner saved.')).toBeVisible();
  await expect(detailValue(page, 'Banner words')).toHaveText('Market day every Saturday');
  await expect(page.getByRole('main').getByRole('img', { name: 'Picture 1' })).toBeVisible();
});

test('the owner answers a poor review once: it moves to Replied with the answer, and no second reply is offered', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Storefront Reviews');
  await page.getByRole('tab', { name: 'Awaiting reply' }).click();
  await expect(rowWith(page, /./)).toHaveCount(3);
  await rowWith(page, 'Achieng M.').getByRole('cell', { name: 'Sugar was out of stock two weekends in a row.' }).click();
  await expect(detailValue(page, 'Rating')).toHaveText('2 stars');

  await page.getByRole('button', { name: 'Reply' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reply to the review' });
  await expect(dialog).toContainText('It cannot be changed afterwards.');
  await field(dialog, 'Your reply').fill('Pole sana! We now order sugar twice a week.');
  await dialog.getByRole('button', { name: 'Reply' }).click();
  await expect(toast(page, 'Your reply is published.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Reply')).toHaveText('Replied');
  await expect(detailValue(page, 'Your reply', 'Reply')).toHaveText('Pole sana! We now order sugar twice a week.');
  await expect(page.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  await openFromMenu(page, 'Storefront Reviews');
  await page.getByRole('tab', { name: 'Replied' }).click();
  await expect(rowWith(page, 'Achieng M.')).toBeVisible();
});

test('a member who may view stores (2001) but not manage them (2002) has no storefront pages, by menu or address', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['20', '2001'], 'Store viewer');
  await expect(grace.getByRole('menuitem', { name: 'Store Management' })).toBeVisible();
  for (const entry of ['Manage Storefront', 'Storefront Banner', 'Storefront Reviews'])
    await expect(grace.getByRole('menuitem', { name: entry })).toHaveCount(0);
  for (const address of ['setting/manageStoreFront', 'setting/manageStoreFront/reviews']) {
    await grace.goto(address);
    await expect(accessDenied(grace)).toBeVisible();
    await expect(grace.getByText('Moi Avenue')).toHaveCount(0);
    await expect(grace.getByText('Achieng M.')).toHaveCount(0);
  }
  await grace.context().close();
});
