// Checkout → Sell from Inventory and New Sale: the cashier picks the store's items by name and by barcode, sees
// their stock and the promotion the server applies per line, has two wrong coupons refused in the spec's words and
// a right one applied, pays in cash, then sells again from the reduced stock and is paid by QR code; a sale is
// suspended, resumed from New Sale and paid with a pay code, and the quantity is held to the stock.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CASHIER, detailValue, logIn, openFromMenu, pickFound, resetBackend, rowWith, searchList, toast } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));
// Each test is whole sales from login to their receipts (two of them wait on the customer's phone).
test.describe.configure({ timeout: 90_000 });

const COUPON = '527316084921';
/** Milk 500ml's barcode in the seed (EAN-13). */
const MILK_BARCODE = '6161100000056';

const summary = (page: Page, label: string) => detailValue(page, label, 'Order summary');
const item = (page: Page, n: number) => page.getByRole('group', { name: `Item ${n}` });

/** Finds an item by typing part of its name and picks it from the list until its new line shows (pickFound). */
const pick = async (page: Page, search: string, name: string) => {
  const lines = page.getByRole('group', { name: /^Item \d+$/ }).filter({ hasText: name });
  const newLine = lines.nth(await lines.count());
  await pickFound(page, page, 'Find an item', search, new RegExp(`^${name.replace(/[()]/g, '\\$&')}`), newLine);
};

/** The stock a line shows ("In stock: 12"). */
const stockOf = async (page: Page, n: number) => Number((await item(page, n).getByText(/^In stock: \d+$/).textContent())!.replace(/\D/g, ''));

test('an inventory sale with promotions and a coupon is paid in cash, and the next, from the reduced stock, by QR code', async ({ page }) => {
  await logIn(page, CASHIER);
  await openFromMenu(page, 'Sell from Inventory');
  await expect(page).toHaveURL(/\/checkout\/inventoryItem$/);
  await expect(page.getByRole('heading', { name: 'Sell from Inventory', level: 1 })).toBeVisible();

  await pick(page, 'eggs', 'Eggs (tray of 30)');
  const eggsInStock = await stockOf(page, 1);
  await item(page, 1).getByLabel('Quantity of Eggs (tray of 30)').fill('2');
  // By barcode, as a scanner at the till reads it.
  await page.getByRole('button', { name: 'Scan barcode' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan barcode' });
  await scan.getByLabel('Barcode').fill(MILK_BARCODE);
  await scan.getByRole('button', { name: 'Add to sale' }).click();
  await expect(item(page, 2)).toContainText('Milk 500ml');
  // The seeded "Eggs every day" takes KES 20 off each tray.
  await expect(item(page, 1)).toContainText('Eggs every day − KES. 40.00');
  await expect(summary(page, 'Promotions')).toHaveText('− KES. 40.00');

  const coupon = page.getByLabel('Coupon code');
  await coupon.fill('ABC123');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAccessibleDescription('This coupon code is an invalid coupon.');
  await coupon.fill('111111111111');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(coupon).toHaveAccessibleDescription('Coupon is not available or does not exist');
  await coupon.fill(COUPON);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Coupon ${COUPON} applied`)).toBeVisible();

  // 2 × 480.00 + 65.00, less 40.00 of promotions and the coupon's 50.00; the shelf prices include VAT.
  await expect(summary(page, 'Subtotal')).toHaveText('KES. 1,025.00');
  await expect(summary(page, `Coupon ${COUPON}`)).toHaveText('− KES. 50.00');
  await expect(summary(page, 'VAT included (16%)')).toHaveText('KES. 128.97');
  await expect(summary(page, 'Total')).toHaveText('KES. 935.00');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  for (const payType of ['Scan', 'QR code', 'Pay code', 'Mobile money', 'Cash']) await expect(page.getByRole('radio', { name: payType })).toBeVisible();
  await page.getByLabel('Cash received').fill('1000');
  await page.getByRole('button', { name: 'Take payment KES. 935.00' }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(detailValue(page, 'Change due')).toHaveText('KES. 65.00');
  await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Eggs (tray of 30)' })).toContainText('Promotion: Eggs every day');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  const cashOrder = (await detailValue(page, 'Order number').textContent())!;

  // The next sale sees the stock the first one left.
  await page.getByRole('button', { name: 'New sale' }).click();
  await expect(page.getByText('No items yet: find or scan the first one.')).toBeVisible();
  await pick(page, 'eggs', 'Eggs (tray of 30)');
  expect(await stockOf(page, 1)).toBe(eggsInStock - 2);
  await expect(summary(page, 'Total')).toHaveText('KES. 460.00');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'QR code' }).check();
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('heading', { name: 'Ask the customer to scan this QR code' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to pay KES. 460.00' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(detailValue(page, 'Payment type')).toHaveText('QR code');

  // The cash sale is among the store's orders, completed at the counter, with its coupon.
  await openFromMenu(page, 'Orders');
  await searchList(page, cashOrder);
  await expect(rowWith(page, cashOrder)).toContainText('KES. 935.00');
});

test('a suspended sale is resumed from New Sale and paid with a pay code, the next by the code the customer’s wallet shows; a quantity above the stock is refused', async ({ page }) => {
  await logIn(page, CASHIER);
  await openFromMenu(page, 'Sell from Inventory');
  await pick(page, 'tea', 'Tea leaves 250g');
  const teaInStock = await stockOf(page, 1);
  const quantity = item(page, 1).getByLabel('Quantity of Tea leaves 250g');
  await quantity.fill(String(teaInStock + 1));
  await quantity.blur();
  await expect(quantity).toHaveAccessibleDescription(`Only ${teaInStock} in stock.`);
  await quantity.fill('1');
  await pick(page, 'bread', 'Bread 400g');
  await expect(summary(page, 'Total')).toHaveText('KES. 225.00');
  await page.getByRole('button', { name: 'Suspend sale' }).click();
  await expect(toast(page, 'suspended. Resume it from New Sale.')).toBeVisible();
  await expect(page.getByText('No items yet: find or scan the first one.')).toBeVisible();

  await openFromMenu(page, 'New Sale');
  const suspended = page.getByRole('list', { name: 'Suspended sales' }).getByRole('listitem');
  await expect(suspended).toHaveCount(1);
  await expect(suspended).toContainText('Tea leaves 250g × 1, Bread 400g × 1');
  await expect(suspended).toContainText('KES. 225.00');
  await suspended.getByRole('button', { name: /^Resume sale GO\d+$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/inventoryItem$/);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Pay code' }).check();
  await page.getByRole('button', { name: 'Give pay code' }).click();
  await expect(page.getByRole('heading', { name: 'Give the customer this pay code' })).toBeVisible();
  await expect(page.getByLabel('Pay code')).toHaveText(/^\d{4} \d{4} \d{4}$/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(detailValue(page, 'Total')).toHaveText('KES. 225.00');

  await openFromMenu(page, 'New Sale');
  await expect(page.getByText('No suspended sales.')).toBeVisible();

  // The next customer shows the payment code of their wallet app: a code cut short is refused, the whole one pays at once.
  // The tab kept the last sale's receipt; its New sale starts the next one.
  await openFromMenu(page, 'Sell from Inventory');
  await page.getByRole('button', { name: 'New sale', exact: true }).click();
  await pick(page, 'bread', 'Bread 400g');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Scan' }).check();
  const paymentCode = page.getByRole('textbox', { name: "Customer's payment code" });
  await paymentCode.fill('28123456');
  await page.getByRole('button', { name: /^Take payment/ }).click();
  await expect(paymentCode).toHaveAccessibleDescription('A payment code is 16 to 20 digits: scan it again, or type all of it.');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toHaveCount(0);
  await paymentCode.fill('281234567890123456');
  await page.getByRole('button', { name: /^Take payment/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(detailValue(page, 'Payment type')).toHaveText('Scan');
});

test('Scan barcode and Apply stand level with the fields beside them, as tall as they are', async ({ page }) => {
  await logIn(page, CASHIER, 'checkout/inventoryItem');
  const rows = [
    [page.getByRole('combobox', { name: 'Find an item' }), page.getByRole('button', { name: 'Scan barcode' })],
    [page.getByRole('textbox', { name: 'Coupon code' }), page.getByRole('button', { name: 'Apply' })],
  ] as const;
  for (const [field, button] of rows) {
    // The field's box (its filled background and underline) holds the input.
    const box = (await field.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]').boundingBox())!;
    const beside = (await button.boundingBox())!;
    expect(Math.abs(beside.y - box.y), `${await button.textContent()}: its top against the field's`).toBeLessThan(1);
    expect(Math.abs(beside.height - box.height), `${await button.textContent()}: its height against the field's`).toBeLessThan(1);
  }
});
