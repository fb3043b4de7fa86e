// Manage → Promotions: the spec's three-step wizard (basic information, inventory items picked by name, the rule
// step of the chosen type), the name already in use and the coupon rule refused in their words, a new promotion
// under review with the pay code and QR the server made for its coupons, a discount by price breaks refused while
// they do not rise, pause / end / delete from the list by someone who may manage promotions, not a member who may
// only view them nor the cashier, and an amendment that goes back for review.
import { expect, test } from './fixtures';
import {
  accessDenied,
  CASHIER,
  detailValue,
  expectFieldMessage,
  field,
  logIn,
  memberWith,
  callAs,
  openFromMenu,
  OWNER,
  PENDING_OWNER,
  resetBackend,
  rowWith,
  searchList,
  setRegionFormats,
  signInElsewhere,
  toast,
  countedTab,
  openCreateForm,
  pickFound,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('a coupon promotion through the three steps: a name in use and an order below the coupon are refused, then it goes for review', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Promotions');
  await openCreateForm(page);

  await field(page, 'Promotion name').fill('Back to school');
  await page.getByRole('radio', { name: 'Coupon' }).check();
  await field(page, 'Start date').fill('01-12-2026');
  await field(page, 'End date').fill('31-12-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldMessage(field(page, 'Promotion name'), 'This Promotion Name already exists!');
  await field(page, 'Promotion name').fill('Christmas sugar');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: at least one product, found by typing its name.
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldMessage(page.getByRole('combobox', { name: 'Products' }), 'Choose at least one product.');
  // Opened, the box offers the products; typed in, it offers only those that match, at once: nothing else stays
  // offered while the server is asked (a pick then would land on a product not typed).
  const products = page.getByRole('combobox', { name: 'Products' });
  await products.click();
  await products.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  expect((await page.getByRole('option').allInnerTexts()).filter((name) => !/sug/i.test(name)).length).toBeGreaterThan(0);
  await products.fill('sug');
  expect((await page.getByRole('option').allInnerTexts()).filter((name) => !/sug/i.test(name))).toEqual([]);
  await pickFound(page, page, 'Products', 'sug', 'Sugar 1kg');
  // The list stays open for more choices; Escape closes it.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3 is the coupon's rules, not a discount's.
  await expect(page.getByRole('group', { name: 'Rule information' })).toBeVisible();
  await expect(field(page, 'Coupon amount')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Discount type' })).toHaveCount(0);
  await field(page, 'Coupon amount').fill('50');
  await page.getByRole('spinbutton', { name: 'Number of coupons' }).fill('100');
  await field(page, 'Minimum order amount').fill('20');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Minimum order amount'), 'The minimum order cannot be below the coupon amount.');
  await field(page, 'Minimum order amount').fill('500');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Promotion submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Status')).toHaveText('Under review');
  await expect(detailValue(page, 'Coupon amount')).toHaveText('KES. 50.00');
  await expect(detailValue(page, 'Products')).toHaveText('Sugar 1kg');
  // The server made the coupons' pay code and the static QR that carries it.
  const payCode = (await detailValue(page, 'Pay code', 'Pay code and QR').innerText()).trim();
  expect(payCode).toMatch(/^[1-9][0-9]{11}$/);
  await expect(page.getByRole('region', { name: 'Pay code and QR' }).getByRole('img', { name: `MRPAY|COUPON|M100001|${payCode}` })).toBeVisible();
  // Under review, it cannot be changed until the review is done.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
  await openFromMenu(page, 'Promotions');
  await page.getByRole('tab', { name: 'Under review' }).click();
  await expect(rowWith(page, 'Christmas sugar')).toContainText('Coupon');
});

test('a discount by price breaks: breaks that do not rise are refused in words, then it goes for review with its breaks, start time and gift', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Promotions');
  await openCreateForm(page);

  await field(page, 'Promotion name').fill('Spend more, save more');
  await field(page, 'Start date').fill('01-12-2026');
  await field(page, 'Start time').fill('0830');
  await field(page, 'End date').fill('31-12-2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await pickFound(page, page, 'Products', 'sug', 'Sugar 1kg');
  // The list stays open for more choices; Escape closes it.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  // The rule step chooses the kind of discount; price breaks take the next step, in place of a single discount.
  await page.getByRole('radio', { name: 'Price breaks' }).check();
  await field(page, 'Gift name').fill('Shopping bag');
  await page.getByRole('button', { name: 'Next' }).click();
  const breaks = page.getByRole('group', { name: 'Price breaks' });
  await expect(breaks).toBeVisible();
  await expect(field(page, 'Discount')).toHaveCount(0);
  await breaks.getByRole('button', { name: 'Add' }).click();
  await breaks.getByRole('button', { name: 'Add' }).click();
  const orderOf = breaks.getByRole('textbox', { name: 'Order of at least' });
  const amountOff = breaks.getByRole('textbox', { name: 'Amount off' });
  await orderOf.nth(0).fill('1000');
  await amountOff.nth(0).fill('50');
  await orderOf.nth(1).fill('800');
  await amountOff.nth(1).fill('100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(orderOf.nth(1), 'Each order amount must be greater than the one before.');
  await orderOf.nth(1).fill('2000');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Promotion submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Start time')).toHaveText('08:30');
  await expect(detailValue(page, 'Discount type', 'Price breaks')).toHaveText('Price breaks');
  const table = page.getByRole('region', { name: 'Price breaks' }).getByRole('table');
  await expect(table.getByRole('row')).toHaveText([
    /Order of at least\s*Amount off/,
    /KES\.\s1,000\.00\s*KES\.\s50\.00/,
    /KES\.\s2,000\.00\s*KES\.\s100\.00/,
  ]);
  await expect(detailValue(page, 'Gift name', 'Gift')).toHaveText('Shopping bag');
});

test('an ongoing promotion is paused and then ended from its row; the cashier is refused the promotions at their address', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Promotions');
  // Each tab counts its promotions: three ongoing (the checkout's coupon among them), one paused, one expired in the seed.
  await expect(countedTab(page, 'All', 8)).toBeVisible();
  await expect(countedTab(page, 'Paused', 1)).toBeVisible();
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  await expect(countedTab(page, 'Ongoing', 3)).toHaveAttribute('aria-selected', 'true');
  await rowWith(page, 'Back to school').getByRole('button', { name: 'Pause' }).click();
  await page.getByRole('dialog', { name: 'Pause promotion?' }).getByRole('button', { name: 'Pause' }).click();
  await expect(toast(page, 'The promotion has been paused.')).toBeVisible();
  await expect(rowWith(page, 'Back to school')).toHaveCount(0);
  await expect(countedTab(page, 'Ongoing', 2)).toBeVisible();
  await expect(countedTab(page, 'Paused', 2)).toBeVisible();
  await page.getByRole('tab', { name: 'Paused' }).click();
  await expect(rowWith(page, 'Back to school')).toContainText('Paused');
  // Paused: Activate is offered, Pause no longer.
  await expect(rowWith(page, 'Back to school').getByRole('button', { name: 'Activate' })).toBeVisible();
  await rowWith(page, 'Back to school').getByRole('button', { name: 'End' }).click();
  await page.getByRole('dialog', { name: 'End promotion?' }).getByRole('button', { name: 'End' }).click();
  await expect(toast(page, 'The promotion has ended.')).toBeVisible();
  await expect(countedTab(page, 'Expired', 2)).toBeVisible();
  await page.getByRole('tab', { name: 'Expired' }).click();
  await expect(rowWith(page, 'Back to school')).toContainText('Expired');

  const cashier = await signInElsewhere(browser, baseURL, CASHIER.login, CASHIER.password);
  await expect(cashier).toHaveURL(/\/home$/);
  await expect(cashier.getByRole('menuitem', { name: 'Promotions', exact: true })).toHaveCount(0);
  await cashier.goto('promotions');
  await expect(accessDenied(cashier)).toBeVisible();
  await cashier.context().close();
});

test('a paused promotion is deleted once the owner confirms it by name, an expired one from its detail page: they leave every tab and the counts drop; an ongoing one offers no Delete', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Promotions');
  await expect(countedTab(page, 'All', 8)).toBeVisible();
  await page.getByRole('tab', { name: 'Ongoing' }).click();
  // The list holds the ongoing ones only once the paused one has left it (until then it still shows All's rows).
  await expect(rowWith(page, 'Weekend breakfast')).toHaveCount(0);
  // Customers are getting it: paused or ended first.
  await expect(rowWith(page, 'Back to school').getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(rowWith(page, 'Back to school').getByRole('button', { name: 'Delete' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Paused' }).click();
  await expect(rowWith(page, 'Back to school')).toHaveCount(0);
  await rowWith(page, 'Weekend breakfast').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete promotion?' });
  await expect(dialog).toContainText('Delete Weekend breakfast?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'The promotion has been deleted.')).toBeVisible();
  await expect(rowWith(page, 'Weekend breakfast')).toHaveCount(0);
  await expect(countedTab(page, 'Paused', 0)).toBeVisible();
  await expect(countedTab(page, 'All', 7)).toBeVisible();

  // Deleted from its detail page, the list comes back without it.
  await page.getByRole('tab', { name: 'Expired' }).click();
  await rowWith(page, 'Harvest festival').getByRole('cell', { name: 'Harvest festival', exact: true }).click();
  await expect(detailValue(page, 'Status')).toHaveText('Expired');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete promotion?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/promotions(\?.*)?$/);
  await expect(countedTab(page, 'Expired', 0)).toBeVisible();
  await expect(countedTab(page, 'All', 6)).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await searchList(page, 'Weekend breakfast');
  await expect(page.getByText('Sorry, no results were found for this keyword')).toBeVisible();
});

test('an amendment of an ongoing promotion goes back for review, as the form says before the save and the save says after', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Promotions');
  await rowWith(page, 'Eggs every day').getByRole('cell', { name: 'Eggs every day', exact: true }).click();
  await expect(detailValue(page, 'Status')).toHaveText('Ongoing');
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText('Saving sends your changes for review')).toBeVisible();
  await field(page, 'Description').fill('A tray of eggs for less, every day of the week');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Status')).toHaveText('Under review');
  // Under review it is neither changed nor deleted until the review is done.
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test("on the 12-hour clock a start time is typed and shown with AM or PM, and one typed without is not guessed", async ({ page }) => {
  await logIn(page, OWNER);
  await setRegionFormats(page, { clock: '12-hour (2:30 PM)' });

  await openFromMenu(page, 'Promotions');
  await rowWith(page, 'Eggs every day').getByRole('cell', { name: 'Eggs every day', exact: true }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const startTime = field(page, 'Start time');
  await expect(startTime).toHaveAttribute('placeholder', 'hh:mm AM/PM');
  // "8:30" is morning or evening: the form asks rather than send the morning.
  await startTime.fill('8:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(startTime, 'Add AM or PM, e.g. 8:30 PM.');
  await startTime.fill('8:30 pm');
  await expect(startTime).toHaveValue('8:30 PM');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Changes submitted for review')).toBeVisible();
  await expect(detailValue(page, 'Start time')).toHaveText('8:30 PM');
});

test('a member who may view promotions but not manage them is offered no pause, activation, end or deletion', async ({ page, browser, baseURL }) => {
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['23', '2301'], 'Marketing viewer');
  await openFromMenu(grace, 'Promotions');
  await grace.getByRole('tab', { name: 'Paused' }).click();
  await expect(rowWith(grace, 'Weekend breakfast')).toContainText('Paused');
  for (const command of ['Activate', 'End', 'Delete']) await expect(rowWith(grace, 'Weekend breakfast').getByRole('button', { name: command })).toHaveCount(0);
  await rowWith(grace, 'Weekend breakfast').getByRole('cell', { name: 'Weekend breakfast', exact: true }).click();
  await expect(detailValue(grace, 'Status')).toHaveText('Paused');
  for (const command of ['Activate', 'End', 'Delete']) await expect(grace.getByRole('button', { name: command })).toHaveCount(0);
  await grace.context().close();
});

test('a business whose verification is pending lists its promotions but adds none: Create explains why and leads back, and the server refuses the add', async ({
  page,
}) => {
  await logIn(page, PENDING_OWNER);
  await openFromMenu(page, 'Promotions');
  await openCreateForm(page);
  const dialog = page.getByRole('dialog', { name: "The owner's verification is pending" });
  await expect(dialog).toContainText('This transaction opens once it is done.');
  await expect(page.getByRole('textbox', { name: 'Promotion name' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();

  // The same by the spec's address of a new coupon, and straight to the server.
  await page.goto('promotion/new/coupon');
  await expect(page.getByRole('dialog', { name: "The owner's verification is pending" })).toBeVisible();
  const refusal = await callAs(page, 'OnlyPromotionAdd', {
    proNm: 'Opening week',
    proTyp: '01',
    startDt: '20261201',
    endDt: '20261231',
    goodsIds: ['GD10000100002'],
    discountTyp: 'P',
    discountValue: 10,
  });
  expect(refusal).toEqual({ msg_cd: 'MMCP2304', msg_inf: 'Promotions can be added once your business verification has been approved.' });
});
