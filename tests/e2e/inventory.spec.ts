// Manage → Inventory and Categories: the store's shelves by status, an item found by its barcode (a USB scanner
// typing on the list, or the Scan dialog) or started from it, sub-categories offered under their own category,
// the spec's refusals (a discount above the selling price, a category name in use, a category still holding
// items), the arrangement moved a step at a time, a category off the shelf and back, bulk add from a CSV file, and
// a member who may view the inventory but not manage it.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  accessDenied,
  attachPicture,
  CASHIER,
  choose,
  columnValues,
  detailValue,
  expectFieldMessage,
  field,
  listRows,
  listTotal,
  logIn,
  memberWith,
  menuDrawn,
  openFromMenu,
  OWNER,
  resetBackend,
  rowWith,
  searchList,
  signInElsewhere,
  toast,
  openCreateForm,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const SUGAR_BARCODE = '6161100000025';

/**
 * A USB barcode scanner: the code's digits and Enter as key presses in one burst, into the page itself. (Playwright's
 * own typing goes through the browser's input pipeline, whose gaps under a loaded CI machine can exceed a scanner's.)
 * The presses are all made before the first is sent: a press's time is when it was made, as a scanner's keys carry
 * the time they were typed, so the page's own work on one key (a render, on a loaded machine) cannot stretch the gap
 * before the next past a scanner's. Sent as they were made, one such gap let the page miss the scan in a CI run.
 */
const scanOnPage = async (page: Page, code: string) => {
  await page.evaluate((digits) => {
    const target = document.activeElement ?? document.body;
    const presses = [...digits, 'Enter'].map((key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    for (const press of presses) target.dispatchEvent(press);
  }, code);
};

test('the owner finds an item by its barcode, and starts a new one from a barcode the store does not have', async ({ page }) => {
  // A whole working session: the list, two ways of scanning, a form filled and refused once, a command.
  test.setTimeout(90_000);
  await logIn(page, OWNER);
  await openFromMenu(page, 'Inventory');
  await expect(listTotal(page)).toHaveText('1-10 of 20');
  await page.getByRole('tab', { name: 'Out of stock' }).click();
  await expect(rowWith(page, 'Drinking water 5L')).toContainText('Out of stock');
  await expect(rowWith(page, 'Sugar 1kg')).toHaveCount(0);

  // A scanner used on the list opens the item it reads.
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(listTotal(page)).toHaveText('1-10 of 20');
  await scanOnPage(page, SUGAR_BARCODE);
  await expect(page).toHaveURL(/\/inventory\/GD\d+\/show$/);
  await expect(detailValue(page, 'Product name')).toHaveText('Sugar 1kg');
  await expect(detailValue(page, 'Sub-category')).toHaveText('Sugar & oil');

  // Typed in the Scan dialog: a wrong code is named, a new one starts the item with the code filled in.
  await openFromMenu(page, 'Inventory');
  await page.getByRole('button', { name: 'Scan' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan to find' });
  await field(scan, 'Barcode').fill('12345');
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(scan.getByRole('alert')).toHaveText("Enter the barcode's 8 to 14 digits.");
  await field(scan, 'Barcode').fill('6161100999994');
  await field(scan, 'Barcode').press('Enter');
  await expect(page).toHaveURL(/\/inventory\/create$/);
  await expect(field(page, 'Barcode')).toHaveValue('6161100999994');

  await field(page, 'Product name').fill('Exercise book 96pg');
  const subCategory = page.getByRole('combobox', { name: 'Sub-category' });
  await expect(subCategory).toBeDisabled();
  await expect(subCategory).toHaveAccessibleDescription('Choose “Category” first.');
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Household' }).click();
  await subCategory.click();
  await expect(page.getByRole('option')).toHaveText(['Cleaning', 'Toiletries']);
  await page.getByRole('option', { name: 'Cleaning' }).click();
  // Another category empties the sub-category: Cleaning is not under Beverages.
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Beverages' }).click();
  await expect(subCategory).toHaveValue('');
  await page.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Household' }).click();
  await subCategory.click();
  await page.getByRole('option', { name: 'Cleaning' }).click();
  await field(page, 'Selling price').fill('60');
  await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('40');
  await choose(page, 'Discount type', 'Amount (KES)');
  await field(page, 'Discount').fill('70');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Discount'), 'The discount amount cannot be greater than selling price');
  await expect(field(page, 'Product name')).toHaveValue('Exercise book 96pg');

  await field(page, 'Discount').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Item added')).toBeVisible();
  await expect(detailValue(page, 'Category')).toHaveText('Household');
  await expect(detailValue(page, 'Sub-category')).toHaveText('Cleaning');
  await expect(detailValue(page, 'Discount')).toHaveText('KES. 5.00');
  await expect(detailValue(page, 'Status')).toHaveText('On shelf');

  // Taken off the shelf from its page, it moves to the Off shelf tab.
  await page.getByRole('button', { name: 'Take off shelf' }).click();
  await page.getByRole('dialog', { name: 'Take off shelf?' }).getByRole('button', { name: 'Take off shelf' }).click();
  await expect(detailValue(page, 'Status')).toHaveText('Off shelf');
  await openFromMenu(page, 'Inventory');
  await page.getByRole('tab', { name: 'Off shelf' }).click();
  await expect(rowWith(page, 'Exercise book 96pg')).toBeVisible();
});

test('product pictures are square (001 §5): a wider photo is refused in words before it is sent, a square one is kept on the item', async ({ page }) => {
  await logIn(page, OWNER, 'inventory/GD10000100002');
  const pictures = page.getByRole('group', { name: 'Pictures' });
  const attach = (name: string, width: number, height: number) => attachPicture(page, pictures, name, width, height);
  await expect(pictures).toContainText('JPG, JPEG, PNG, under 2 MB, width to height 1:1');
  await attach('shelf-photo.png', 400, 300);
  await expect(pictures.getByRole('alert')).toHaveText("The picture's width and height must be in the ratio 1:1.");
  await expect(pictures.getByRole('img')).toHaveCount(0);

  await attach('sugar-square.png', 300, 300);
  await expect(pictures.getByRole('img', { name: 'sugar-square.png' })).toBeVisible();
  await expect(pictures.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/inventory\/GD10000100002\/show$/);
  await expect(page.getByRole('main').getByRole('img', { name: 'Picture 1' })).toBeVisible();
});

test('an item’s stock history: each change of its stock is listed on its detail page, newest first, with who made it', async ({ page }) => {
  await logIn(page, OWNER, 'inventory/GD10000100002/show');
  const history = page.getByRole('region', { name: 'Stock history' });
  const rows = history.getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveText(/^\d{2}-\d{2}-\d{4}\d{2}:\d{2}:\d{2}Item added131131Wanjiru Kamau$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('125');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'Stock')).toHaveText('125');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Changed by hand');
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText('-6');
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText('125');
  await expect(rows.nth(1)).toContainText('Item added');
});

test('categories: a name in use is refused in the spec’s words, the arrangement moves a step at a time, and only an empty category is deleted', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Categories');
  await expect
    .poll(async () => (await columnValues(page, 'Name')).slice(0, 6))
    .toEqual(['Groceries', 'Flour & grains', 'Sugar & oil', 'Dairy & bakery', 'Fresh produce', 'Beverages']);

  await rowWith(page, 'Beverages').getByRole('button', { name: 'Move up' }).click();
  await expect(toast(page, 'Moved up.')).toBeVisible();
  await expect.poll(async () => (await columnValues(page, 'Name')).slice(3, 6)).toEqual(['Dairy & bakery', 'Beverages', 'Fresh produce']);
  // The first cannot go higher, and the person is told so.
  await listRows(page).first().getByRole('button', { name: 'Move up' }).click();
  await expect(toast(page, 'It is already at that end of the arrangement.')).toBeVisible();

  await openCreateForm(page);
  await field(page, 'Name').fill('Beverages');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Name'), 'The name is existing, please change.');
  await field(page, 'Name').fill('Snacks');
  await field(page, 'Description').fill('Crisps and biscuits');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category added')).toBeVisible();
  await expect(detailValue(page, 'Level')).toHaveText('Category');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Category deleted')).toBeVisible();
  await searchList(page, 'Snacks');
  await expect(page.getByText('Sorry, no results were found for this keyword')).toBeVisible();

  // Beverages still holds items: refused, and kept.
  await searchList(page, 'Beverages');
  await rowWith(page, 'Beverages').getByRole('cell', { name: 'Beverages', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'This category still holds items or sub-categories. Move or delete them first.')).toBeVisible();
  await expect(detailValue(page, 'Name')).toHaveText('Beverages');
});

test('a category taken off the shelf says so, its items read Off shelf in the store, each keeping its own switch, and it is put back', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Categories');
  await expect(rowWith(page, 'Beverages')).toContainText('On shelf');
  await rowWith(page, 'Beverages').getByRole('button', { name: 'Take off shelf' }).click();
  const takeOff = page.getByRole('dialog', { name: 'Take category off shelf?' });
  await expect(takeOff).toContainText('Take Beverages off the shelf?');
  await takeOff.getByRole('button', { name: 'Take off shelf' }).click();
  await expect(toast(page, 'The category is off the shelf.')).toBeVisible();
  await expect(rowWith(page, 'Beverages')).toContainText('Off shelf');
  await expect(rowWith(page, 'Beverages').getByRole('button', { name: 'Take off shelf' })).toHaveCount(0);

  await openFromMenu(page, 'Inventory');
  await page.getByRole('tab', { name: 'Off shelf' }).click();
  await expect(rowWith(page, 'Tea leaves 250g')).toContainText('Off shelf');
  await rowWith(page, 'Tea leaves 250g').getByRole('cell', { name: 'Tea leaves 250g', exact: true }).click();
  await expect(detailValue(page, 'Status')).toHaveText('Off shelf');
  await expect(detailValue(page, 'On shelf')).toHaveText('Yes');

  await openFromMenu(page, 'Categories');
  await rowWith(page, 'Beverages').getByRole('button', { name: 'Put on shelf' }).click();
  await page.getByRole('dialog', { name: 'Put category on shelf?' }).getByRole('button', { name: 'Put on shelf' }).click();
  await expect(toast(page, 'The category is on the shelf.')).toBeVisible();
  await expect(rowWith(page, 'Beverages')).toContainText('On shelf');
  await openFromMenu(page, 'Inventory');
  await page.getByRole('tab', { name: 'Off shelf' }).click();
  await expect(rowWith(page, 'Tea leaves 250g')).toHaveCount(0);
});

const csv = (lines: string[]) => ({ name: 'inventory.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });

test('bulk add: fewer than five rows are refused before sending; categories by name; a row with an unknown category comes back', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Inventory');
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: /Import Inventory/ });
  await expect(dialog).toContainText('(5 to 100 rows)');
  const header = 'goodsNm,categoryId,subCategoryId,barcode,stock,sellPrice';
  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles(csv([header, 'Pen blue,Household,,,10,20', 'Pen red,Household,,,10,20', 'Pen black,Household,,,10,20', 'Ruler,Household,,,5,50']));
  await expect(dialog.getByRole('alert')).toHaveText('The file has 4 rows; add at least 5 at a time.');
  await expect(dialog.getByRole('button', { name: /^Add/ })).toBeDisabled();

  await dialog
    .getByLabel('Choose CSV file')
    .setInputFiles(
      csv([
        header,
        'Exercise book 48pg,Household,Cleaning,6161100888881,30,"1,050.00"',
        'Exercise book 96pg,household,,,30,65',
        'Pen blue,Household,,,100,20',
        'Pen red,Household,,,100,20',
        'Ruler 30cm,Household,,,12,50',
        'Toy car,Toys,,,3,450',
      ]),
    );
  await expect(dialog.getByRole('status')).toContainText('6 rows ready to add, 0 with problems');
  await dialog.getByRole('button', { name: 'Add 6' }).click();
  await expect(page.getByText('5 records added.')).toBeVisible();
  const problems = dialog.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row', { name: /^6 / })).toContainText('Category: This choice is not among yours. Choose again from the list.');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await searchList(page, 'Exercise book 48pg');
  await expect(rowWith(page, 'Exercise book 48pg')).toContainText('KES. 1,050.00');
  await expect(rowWith(page, 'Exercise book 48pg')).toContainText('Household');
});

test('a member who may view the inventory but not manage it finds items but adds, changes and imports nothing; the cashier has no inventory', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  const grace = await memberWith(page, browser, baseURL, ['22', '2201'], 'Storekeeper');
  await openFromMenu(grace, 'Inventory');
  await expect(listTotal(grace)).toHaveText('1-10 of 20');
  for (const control of ['Create', 'Import'])
    await expect(grace.getByRole('link', { name: control }).or(grace.getByRole('button', { name: control }))).toHaveCount(0);
  await expect(rowWith(grace, 'Bread 400g').getByRole('button', { name: 'Take off shelf' })).toHaveCount(0);
  await openFromMenu(grace, 'Categories');
  await expect(rowWith(grace, 'Beverages')).toContainText('On shelf');
  for (const command of ['Take off shelf', 'Move up']) await expect(rowWith(grace, 'Beverages').getByRole('button', { name: command })).toHaveCount(0);
  await openFromMenu(grace, 'Inventory');
  // Scanning finds; a code the store lacks starts nothing.
  await grace.getByRole('button', { name: 'Scan' }).click();
  const scan = grace.getByRole('dialog', { name: 'Scan to find' });
  await field(scan, 'Barcode').fill('6161100999994');
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(scan.getByRole('alert')).toHaveText('No item in this store has the barcode 6161100999994.');
  await field(scan, 'Barcode').fill(SUGAR_BARCODE);
  await scan.getByRole('button', { name: 'Find' }).click();
  await expect(detailValue(grace, 'Product name')).toHaveText('Sugar 1kg');
  await expect(grace.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await grace.goto('inventory/create');
  await expect(accessDenied(grace)).toBeVisible();
  await expect(grace.getByRole('textbox')).toHaveCount(0);
  await grace.context().close();

  const cashierPage = await signInElsewhere(browser, baseURL, CASHIER.login, CASHIER.password);
  await expect(cashierPage).toHaveURL(/\/home$/);
  await menuDrawn(cashierPage);
  await expect(cashierPage.getByRole('menuitem', { name: 'Inventory', exact: true })).toHaveCount(0);
  await cashierPage.goto('inventory');
  await expect(accessDenied(cashierPage)).toBeVisible();
  await cashierPage.context().close();
});
