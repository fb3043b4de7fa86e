// Discover Deals → Deals: a declared screen over the deal-discovery REST service (resources/deals.json with
// "service": "deals"). The console signs in to the service with SetDiscoverAuth when the page first needs it and
// pages it from 0, ten at a time.
import { expect, test } from './fixtures';
import {
  accessDenied,
  CASHIER,
  columnValues,
  detailValue,
  expectFieldMessage,
  field,
  injectFault,
  listRows,
  listTotal,
  logIn,
  memberWith,
  menuDrawn,
  MOCK_URL,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner opens Discover Deals → Deals, pages, filters by status, searches and opens a deal', async ({ page }) => {
  const pagesAsked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/deals-api/deals')) pagesAsked.push(`${url.searchParams.get('page')}/${url.searchParams.get('size')}`);
  });
  await logIn(page, OWNER);
  await expect(page.getByRole('menuitem', { name: 'Discover Deals' })).toHaveAttribute('aria-expanded', 'true');
  await openFromMenu(page, 'Deals');
  await expect(page).toHaveURL(/\/deals$/);
  await expect(listTotal(page)).toHaveText('1-10 of 27');
  await expect(listRows(page)).toHaveCount(10);
  // Amounts are shown through the KES formatter, right-aligned in their columns.
  for (const amount of await columnValues(page, 'Deal price')) expect(amount).toMatch(/^KES\.\s\d{1,3}(,\d{3})*\.\d{2}$/);

  await page.getByRole('button', { name: 'Go to page 3' }).click();
  await expect(listTotal(page)).toHaveText('21-27 of 27');
  await expect(listRows(page)).toHaveCount(7);
  expect(pagesAsked).toEqual(['0/10', '2/10']);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paused' }).click();
  await expect(listTotal(page)).toHaveText('1-4 of 4');
  await expect.poll(async () => [...new Set(await columnValues(page, 'Status'))]).toEqual(['Paused']);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 27');
  await searchList(page, 'cooking oil');
  await expect(listRows(page)).toHaveCount(1);
  await rowWith(page, 'Cooking oil 3L').click();

  await expect(page).toHaveURL(/\/deals\/DL1\d{5}\/show$/);
  await expect(detailValue(page, 'Name', 'About the deal')).toHaveText('Cooking oil 3L');
  await expect(detailValue(page, 'Original price', 'Price and use')).toHaveText('KES. 1,150.00');
  await expect(detailValue(page, 'Deal price', 'Price and use')).toHaveText(/^KES\.\s[\d,]+\.\d{2}$/);
  await expect(detailValue(page, 'Description', 'About the deal')).toHaveText('Three-litre cooking oil at the wholesale price.');

  // The provider side's addresses of the same screens (spec 000 §2 /discover/deals/editDeal, /discover/deals).
  const dealId = new URL(page.url()).pathname.split('/').at(-2)!;
  await page.goto(`discover/deals/editDeal/${dealId}`);
  await expect(page).toHaveURL(new RegExp(`/deals/${dealId}$`));
  await expect(field(page, 'Name')).toHaveValue('Cooking oil 3L');
  await page.goto('discover/deals');
  // The list as it was left: still searched for the oil. react-admin may write that search back into the address.
  await expect(page).toHaveURL(/\/Merchant\/deals(\?|$)/);
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect(rowWith(page, 'Cooking oil 3L')).toBeVisible();
});

test("a failing deal service shows the spec's message, and the list comes back on Try again", async ({ page, request }) => {
  await logIn(page, OWNER);
  await injectFault(request, { action: 'deals', mode: 'http500', times: 2 });
  await openFromMenu(page, 'Deals');
  // Told twice: the notification, and in place of the table with a way to ask again.
  await expect(toast(page, 'Failed to load deals data. Please try again.').filter({ hasNotText: /Try again/ })).toBeVisible();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Failed to load deals data. Please try again.Try again' });
  await expect(failure).toBeVisible();
  await expect(listTotal(page)).toHaveCount(0);

  await failure.getByRole('button', { name: 'Try again' }).click();
  // The second injected failure answers this attempt; the third call reaches the service.
  await expect(failure).toBeVisible();
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 27');
});

test('a cashier without code 2301 has no Discover Deals and is refused at its address, without a token or a deal call', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/SetDiscoverAuth|\/deals-api\//.test(request.url())) asked.push(request.url());
  });
  await logIn(page, CASHIER);
  await menuDrawn(page);
  await expect(page.getByRole('menuitem', { name: 'Discover Deals' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Deals', exact: true })).toHaveCount(0);
  for (const address of ['discoverDeals/deals', 'deals/DL100001/show']) {
    await page.goto(address);
    await expect(accessDenied(page)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
  expect(asked).toEqual([]);
});

test('the owner adds a deal (refused first at the original price), sells a product of it in two variants, redeems a customer’s order of it once by code, and deletes both after being asked', async ({
  page,
  request,
}) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/deals-api/') && request.method() !== 'GET')
      writes.push(`${request.method()} ${url.pathname.replace(/^.*\/deals-api\//, '').replace(/\/[A-Z]{2}\d+$/, '/{id}')}`);
  });
  await logIn(page, OWNER, 'discoverDeals/deals/adddeals');
  await expect(page.getByRole('heading', { name: 'Add deal' })).toBeVisible();
  // The breadcrumbs name the page as its title does, once the deal screen's words have arrived with it.
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Discover Deals.*Deals.*Add deal$/);
  await field(page, 'Name').fill('Sugar 2kg');
  await page.getByRole('radio', { name: 'One time' }).check();
  await field(page, 'Deal price').fill('320');
  await field(page, 'Original price').fill('320');
  await page.getByRole('spinbutton', { name: 'Uses per customer' }).fill('1');
  await field(page, 'Starts').fill('01-12-2026');
  await field(page, 'Ends').fill('31-12-2026');
  await page.getByRole('button', { name: 'Save' }).click();
  // The service refuses it (400) and says why under the field.
  await expectFieldMessage(field(page, 'Deal price'), 'The deal price must be below the original price.');
  await expect(page).toHaveURL(/\/deals\/create$/);

  await field(page, 'Deal price').fill('250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/deals\/DL1\d{5}\/show$/);
  const dealAddress = page.url();
  await expect(detailValue(page, 'Name', 'About the deal')).toHaveText('Sugar 2kg');
  await expect(detailValue(page, 'Status', 'About the deal')).toHaveText('Draft');
  await expect(detailValue(page, 'Deal price', 'Price and use')).toHaveText('KES. 250.00');

  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, 'Name').fill('Sugar 2kg pack');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'Name', 'About the deal')).toHaveText('Sugar 2kg pack');

  // Discover Deals → Deal Products: a product of the new deal, in two variants (rows of the form).
  await openFromMenu(page, 'Deal Products');
  await expect(page).toHaveURL(/\/dealProducts$/);
  await expect(page.getByRole('link', { name: 'Add product' })).toBeVisible();
  // Added for the new deal: the form opens with the deal chosen (react-admin's ?source), shown by its name.
  const dealId = /DL1\d{5}/.exec(dealAddress)![0];
  await page.goto(`dealProducts/create?source=${encodeURIComponent(JSON.stringify({ dealId }))}`);
  const deal = page.getByRole('combobox', { name: 'Deal' });
  await expect(deal).toHaveValue('Sugar 2kg pack');
  await field(page, 'Name').fill('Mumias sugar');
  const variants = page.getByRole('main');
  await variants.getByRole('button', { name: 'Add', exact: true }).click();
  await variants.getByRole('button', { name: 'Add', exact: true }).click();
  await variants.getByRole('textbox', { name: 'Variant' }).nth(0).fill('1 kg');
  await variants.getByRole('textbox', { name: 'Price' }).nth(0).fill('150');
  await variants.getByRole('spinbutton', { name: 'Stock' }).nth(0).fill('20');
  await variants.getByRole('textbox', { name: 'Variant' }).nth(1).fill('2 kg');
  await variants.getByRole('textbox', { name: 'Price' }).nth(1).fill('280');
  await variants.getByRole('spinbutton', { name: 'Stock' }).nth(1).fill('10');
  await expect(deal).toHaveValue('Sugar 2kg pack');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/dealProducts\/DE\d{8}\/show$/);
  await expect(detailValue(page, 'Deal', 'About the product')).toHaveText('Sugar 2kg pack');
  await expect(detailValue(page, 'Status', 'About the product')).toHaveText('On shelf');
  await expect(page.getByRole('region', { name: 'Variants and stock' }).getByRole('table').getByRole('row')).toHaveText([
    /Variant.*Price.*Stock/,
    /1 kg.*KES\.\s150\.00.*20/,
    /2 kg.*KES\.\s280\.00.*10/,
  ]);

  // A customer buys the new deal on Discover Deals (the mock's control stands in for the customer's app): a paid
  // order whose code the shop redeems at Discover Deals → Redeem Deals, once.
  const productAddress = page.url();
  const bought = await request.post(`${MOCK_URL}/__mock__/deal-orders`, {
    data: { dealId: /DL1\d{5}/.exec(dealAddress)![0], customerName: 'Achieng Otieno' },
  });
  const { order } = (await bought.json()) as { order: { code: string } };
  await openFromMenu(page, 'Redeem Deals');
  await expect(page).toHaveURL(/\/discover\/redeem$/);
  const code = field(page, 'Redemption code');
  await code.fill('1234');
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expectFieldMessage(code, 'Enter the 8-digit redemption code.');
  await code.fill(order.code);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  const redeemed = page.getByRole('alert').filter({ hasText: `Redeemed: ${order.code}` });
  await expect(redeemed).toContainText('Sugar 2kg pack');
  await expect(redeemed).toContainText('Achieng Otieno');
  await expect(redeemed).toContainText('KES. 250.00');
  await code.fill(order.code);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This redemption code has already been redeemed.' })).toBeVisible();
  await expect(redeemed).toHaveCount(0);

  // Another customer's order is refused at the counter, asked first and with a reason: its code can no longer be redeemed.
  const refused = await request.post(`${MOCK_URL}/__mock__/deal-orders`, {
    data: { dealId: /DL1\d{5}/.exec(dealAddress)![0], customerName: 'Mwangi Njoroge' },
  });
  const { order: second } = (await refused.json()) as { order: { code: string } };
  await code.fill(second.code);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const asked = page.getByRole('dialog', { name: `Reject code ${second.code}?` });
  await asked.getByRole('button', { name: 'Reject' }).click();
  await expectFieldMessage(asked.getByRole('textbox', { name: 'Reason' }), 'This field is required.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await expect(asked).toHaveCount(0);
  await expect(code).toHaveValue(second.code);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await asked.getByRole('textbox', { name: 'Reason' }).fill('The last pack was damaged');
  await asked.getByRole('button', { name: 'Reject' }).click();
  const rejected = page.getByRole('alert').filter({ hasText: `Rejected: ${second.code}` });
  await expect(rejected).toContainText('Mwangi Njoroge');
  await expect(rejected).toContainText('KES. 250.00');
  await code.fill(second.code);
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This redemption code was rejected and cannot be redeemed.' })).toBeVisible();
  // A rejection the service refuses (the first code was redeemed) keeps the dialog and the reason typed.
  await code.fill(order.code);
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const refusedRejection = page.getByRole('dialog', { name: `Reject code ${order.code}?` });
  await refusedRejection.getByRole('textbox', { name: 'Reason' }).fill('Wrong customer');
  await refusedRejection.getByRole('button', { name: 'Reject' }).click();
  await expect(refusedRejection.getByRole('alert')).toHaveText('This redemption code has already been redeemed.');
  await expect(refusedRejection.getByRole('textbox', { name: 'Reason' })).toHaveValue('Wrong customer');
  await refusedRejection.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(productAddress);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dealProducts$/);
  await page.goto(dealAddress);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Sugar 2kg pack');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await expect(listTotal(page)).toHaveText('1-10 of 27');
  expect(writes).toEqual([
    'POST deals',
    'POST deals',
    'PUT deals/{id}',
    'POST deal-products',
    'POST redeem-payment',
    'POST redeem-payment',
    'POST reject_redeem',
    'POST redeem-payment',
    'POST reject_redeem',
    'DELETE deal-products/{id}',
    'DELETE deals/{id}',
  ]);
});

test('a member holding Discover Deals (2301) but not its provider side (2302) has no Redeem Deals and is refused it by address', async ({
  page,
  browser,
  baseURL,
}) => {
  const redemptions: string[] = [];
  await logIn(page, OWNER);
  const member = await memberWith(page, browser, baseURL, ['2301'], 'Deals clerk');
  member.on('request', (sent) => {
    if (sent.url().includes('redeem-payment')) redemptions.push(sent.url());
  });
  await expect(member.getByRole('menuitem', { name: 'Deals', exact: true })).toBeVisible();
  await menuDrawn(member);
  await expect(member.getByRole('menuitem', { name: 'Redeem Deals', exact: true })).toHaveCount(0);
  await member.goto('discover/redeem');
  await expect(accessDenied(member)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Redeem', exact: true })).toHaveCount(0);
  expect(redemptions).toEqual([]);
});
