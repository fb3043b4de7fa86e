// Checkout → Quick sale: items without inventory, a discount, the server's totals, then cash with change due and
// the receipt; a mobile-money payment to the mock's failing test number shows the till's message, and trying
// again keeps every line.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailValue, logIn, openFromMenu, OWNER, resetBackend, rowWith, searchList, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));
// Each test is a whole sale from login to its end (the mobile-money one waits out the push), longer than a screen.
test.describe.configure({ timeout: 60_000 });

const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });

const typeLine = async (page: Page, n: number, line: { description: string; price: string; quantity?: string }) => {
  await item(page, n).getByLabel('Description').fill(line.description);
  await item(page, n).getByLabel('Unit price').fill(line.price);
  if (line.quantity) await item(page, n).getByLabel('Qty').fill(line.quantity);
};

const summary = (page: Page, label: string) => detailValue(page, label, 'Order summary');

test('the owner rings up two items with a discount, takes cash with change due and sends the receipt', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Quick Sale');
  await expect(page).toHaveURL(/\/checkout\/nonInventoryItem$/);
  await expect(page.getByRole('heading', { name: 'Quick Sale', level: 1 })).toBeVisible();

  await typeLine(page, 1, { description: 'Sugar 2kg', price: '250', quantity: '2' });
  await page.getByRole('button', { name: 'Add item' }).click();
  // Near the description's 40 letters, the box says how many are used: at the limit, more typing adds nothing.
  const description = item(page, 2).getByLabel('Description');
  await description.fill('Delivery charge for the order to Westlands');
  await expect(description).toHaveValue('Delivery charge for the order to Westlan');
  await expect(description).toHaveAccessibleDescription('40/40');
  await typeLine(page, 2, { description: 'Delivery', price: '150.5' });
  await page.getByRole('combobox', { name: 'Discount' }).click();
  await page.getByRole('option', { name: 'Percentage (%)' }).click();
  await page.getByLabel('Discount rate').fill('10');

  // Priced by the backend: 650.50 less 10 %, plus 16 % VAT on the rest.
  await expect(summary(page, 'Subtotal')).toHaveText('KES. 650.50');
  await expect(summary(page, 'Discount (10%)')).toHaveText('− KES. 65.05');
  await expect(summary(page, 'VAT (16%)')).toHaveText('KES. 93.67');
  await expect(summary(page, 'Total')).toHaveText('KES. 679.12');
  await expect(item(page, 2).getByLabel('Unit price')).toHaveValue('150.50');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await page.getByLabel('Cash received').fill('600');
  await page.getByRole('button', { name: 'Take payment KES. 679.12' }).click();
  await expect(page.getByLabel('Cash received')).toHaveAccessibleDescription('KES. 79.12 more is needed.');
  await page.getByLabel('Cash received').fill('650');
  await expect(page.getByLabel('Cash received')).toHaveAccessibleDescription('KES. 29.12 more is needed.');
  // Enough, and still typing in the box: the message goes with the shortfall, as the change due appears.
  await page.getByLabel('Cash received').fill('1000');
  await expect(page.getByRole('status').filter({ hasText: 'Change due' })).toContainText('KES. 320.88');
  await expect(page.getByLabel('Cash received')).toBeFocused();
  await expect(page.getByLabel('Cash received')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('more is needed')).toHaveCount(0);
  await page.getByRole('button', { name: 'Take payment KES. 679.12' }).click();

  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(detailValue(page, 'Order number')).toHaveText(/^GO\d{14}$/);
  await expect(detailValue(page, 'Payment type')).toHaveText('Cash');
  await expect(detailValue(page, 'Cash received')).toHaveText('KES. 1,000.00');
  await expect(detailValue(page, 'Change due')).toHaveText('KES. 320.88');
  await expect(receipt.getByRole('listitem').filter({ hasText: 'Sugar 2kg' })).toContainText('2 × KES. 250.00');
  await expect(receipt.getByRole('listitem').filter({ hasText: 'Delivery' })).toContainText('KES. 150.50');
  await expect(detailValue(page, 'Total')).toHaveText('KES. 679.12');
  const orderNo = (await detailValue(page, 'Order number').textContent())!;

  await page.getByRole('button', { name: 'Send receipt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the receipt' });
  await dialog.getByLabel('E-mail address').fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByLabel('E-mail address')).toHaveAccessibleDescription('Enter an e-mail address, e.g. name@example.com');
  await dialog.getByLabel('E-mail address').fill('customer@example.co.ke');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Receipt sent to customer@example.co.ke.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(item(page, 1).getByLabel('Description')).toHaveValue('');
  await expect(item(page, 2)).toHaveCount(0);

  // The sale joins the store's sales, where the Service Portal reviews (and could reverse) it.
  await openFromMenu(page, 'Review Transactions');
  await searchList(page, orderNo);
  const sale = page.getByRole('row').filter({ hasText: orderNo });
  await expect(sale).toContainText('Paid');
  await expect(sale).toContainText('KES. 679.12');
  await expect(page.getByRole('row')).toHaveCount(2);

  // And the merchant's wallet history: money in at the till, paid in cash.
  await expectInHistory(page, orderNo, { amount: 'KES. 679.12', payment: 'Cash' });
});

test('a mobile-money sale the customer pays joins Review Transactions and the Transaction history', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Quick Sale');
  await typeLine(page, 1, { description: 'Cooking oil 1L', price: '320' });
  await expect(summary(page, 'Total')).toHaveText('KES. 371.20');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Mobile money' }).check();
  // Any valid number other than the mock's two test numbers pays, 3 s after the request.
  await page.getByLabel("Customer's mobile number").fill('0722000111');
  await page.getByRole('button', { name: 'Send payment request' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  const orderNo = (await detailValue(page, 'Order number').textContent())!;

  await openFromMenu(page, 'Review Transactions');
  await searchList(page, orderNo);
  await expect(page.getByRole('row').filter({ hasText: orderNo })).toContainText('Paid');

  await expectInHistory(page, orderNo, { amount: 'KES. 371.20', payment: 'Mobile money', payer: '+254 722 000 111' });
});

/** Finance → Transaction history lists the sale as money in at the till, and its detail page says how it was paid. */
const expectInHistory = async (page: Page, orderNo: string, expected: { amount: string; payment: string; payer?: string }) => {
  await openFromMenu(page, 'Transaction History');
  await searchList(page, orderNo);
  const entry = rowWith(page, orderNo);
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('cell', { name: 'Pay to till' })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Money in' })).toBeVisible();
  await expect(entry.getByRole('cell', { name: expected.amount })).toBeVisible();
  await expect(entry.getByRole('cell', { name: 'Success' })).toBeVisible();
  await entry.click();
  await expect(detailValue(page, 'Paid with')).toHaveText(expected.payment);
  if (expected.payer) await expect(detailValue(page, 'Mobile number')).toHaveText(expected.payer);
};

test('a mobile-money payment the till refuses shows the message, and Try again keeps the lines', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Quick Sale');
  await typeLine(page, 1, { description: 'Maize flour', price: '180', quantity: '3' });
  await expect(summary(page, 'Total')).toHaveText('KES. 626.40');
  // Enter in a field continues, as the button does.
  await item(page, 1).getByLabel('Qty').press('Enter');

  await page.getByRole('radio', { name: 'Mobile money' }).check();
  const mobile = page.getByLabel("Customer's mobile number");
  await mobile.fill('0712');
  await page.getByRole('button', { name: 'Send payment request' }).click();
  await expect(mobile).toHaveAccessibleDescription('Enter a Kenyan mobile number, e.g. 0712 345 678');
  // The mock's documented test number whose payment fails.
  await mobile.fill('0700000001');
  await expect(mobile).toHaveValue('700000001');
  await page.getByRole('button', { name: 'Send payment request' }).click();

  await expect(page.getByRole('heading', { name: 'Waiting for the customer to pay' })).toBeVisible();
  await expect(page.getByText('A payment request for KES. 626.40 was sent to +254 700 000 001.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Transaction failed. The till is not set up to accept this payment.')).toBeVisible();
  // The steps above end on what happened, not on 'Done'.
  await expect(page.getByText('Not paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('radio', { name: 'Mobile money' })).toBeChecked();
  await expect(page.getByLabel("Customer's mobile number")).toHaveValue('700000001');
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('listitem')).toHaveText(['Maize flourKES. 540.003 × KES. 180.00']);
  await page.getByRole('button', { name: 'Back to items' }).click();
  await expect(item(page, 1).getByLabel('Description')).toHaveValue('Maize flour');
  await expect(item(page, 1).getByLabel('Unit price')).toHaveValue('180.00');
  await expect(item(page, 1).getByLabel('Qty')).toHaveValue('3');
});
