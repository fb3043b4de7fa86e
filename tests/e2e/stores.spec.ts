// Settings → Store Management: the owner's stores and outlets, as the owner uses them.
import type { Page } from '@playwright/test';
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
  switchLanguage,
  toast,
  field,
  openCreateForm,
} from './support';

const HEAD_OFFICE = 'Mama Wanjiru Traders – Head Office, Nairobi CBD';
const NYALI = 'Mama Wanjiru Traders – Nyali, Mombasa';
const KISUMU = 'Mama Wanjiru Traders – Milimani, Kisumu';
const ELDORET = 'Mama Wanjiru Traders – Elgon View, Eldoret';
const NAKURU = 'Mama Wanjiru Traders – Section 58, Nakuru';
const SHARING_SWITCHES = ["Use the main store's inventory", "Use the main store's customers", "Use the main store's beneficiaries"];

test.beforeEach(async ({ request }) => resetBackend(request));


const openStores = async (page: Page) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Store Management');
  await expect(page).toHaveURL(/\/stores$/);
  await expect(listTotal(page)).toHaveText('1-6 of 6');
};

const openStore = async (page: Page, name: string) => {
  await rowWith(page, name).getByRole('cell', { name, exact: true }).click();
  await expect(detailValue(page, 'Store name', 'Store')).toHaveText(name);
};

test('the store list is reached from the menu, sorts by a column, and narrows by search and by status', async ({ page }) => {
  await openStores(page);
  await expect(listRows(page)).toHaveCount(6);
  // Sorted by store name, A to Z.
  await expect.poll(() => columnValues(page, 'Store name')).toEqual([
    ELDORET,
    HEAD_OFFICE,
    'Mama Wanjiru Traders – Makongeni, Thika',
    KISUMU,
    NYALI,
    NAKURU,
  ]);
  await expect(rowWith(page, HEAD_OFFICE).getByRole('cell', { name: 'Head office', exact: true })).toBeVisible();
  await expect(rowWith(page, NYALI).getByRole('cell', { name: '+254 725 813 075' })).toBeVisible();

  await page.getByRole('button', { name: 'Sort by store name descending' }).click();
  await expect.poll(async () => (await columnValues(page, 'Store name'))[0]).toBe(NAKURU);
  expect((await columnValues(page, 'Store name')).at(-1)).toBe(ELDORET);

  await searchList(page, 'nyali');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, NYALI)).toBeVisible();
  await expect(listTotal(page)).toHaveText('1-1 of 1');

  await page.getByRole('button', { name: 'Clear value' }).click();
  await expect(listTotal(page)).toHaveText('1-6 of 6');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Suspended' }).click();
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, ELDORET).getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
});

const step = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

test('a new store, step by step: Next names each mistake of its step, Back keeps what was typed, Save lands on the detail page and the list', async ({ page }) => {
  await openStores(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/stores\/create$/);
  await expect(step(page, 'Store')).toBeVisible();
  await field(page, 'Store name').fill('Mama Wanjiru Traders – Kitengela');
  await field(page, 'Contact person').fill('J');
  await field(page, 'Mobile number').fill('0812 345 678');
  await field(page, 'E-mail').fill('kitengela@mamawanjiru.co.ke');
  await page.getByRole('button', { name: 'Next' }).click();

  await expectFieldMessage(field(page, 'Contact person'), 'Minimum field length = 2.');
  await expectFieldMessage(field(page, 'Mobile number'), 'Enter a Kenyan mobile number, e.g. 0712 345 678');
  await expect(step(page, 'Store')).toBeVisible();
  await expect(field(page, 'Store name')).toHaveValue('Mama Wanjiru Traders – Kitengela');
  await expect(field(page, 'Mobile number')).toHaveValue('812345678');

  await field(page, 'Contact person').fill('Jane Muthoni');
  await field(page, 'Mobile number').fill('0722 000 111');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 'Physical address')).toBeVisible();
  await expect(field(page, 'County')).toBeFocused();
  await field(page, 'City / town').fill('Kitengela');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectFieldMessage(field(page, 'County'), 'This field is required.');
  await field(page, 'County').fill('Kajiado');
  await page.getByRole('button', { name: 'Next' }).click();

  // Back to the first step and forward again: nothing typed is lost.
  await expect(step(page, 'Shared with the main store')).toBeVisible();
  await page.getByRole('button', { name: 'Store', exact: true }).click();
  await expect(field(page, 'Contact person')).toHaveValue('Jane Muthoni');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(field(page, 'City / town')).toHaveValue('Kitengela');
  await page.getByRole('button', { name: 'Next' }).click();
  // The sharing switches stay as they are: a branch that shares nothing with the main store.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 'Settlement details')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/stores\/S\d+\/show$/);
  await expect(detailValue(page, 'Store name', 'Store')).toHaveText('Mama Wanjiru Traders – Kitengela');
  await expect(detailValue(page, 'Type', 'Store')).toHaveText('Branch');
  await expect(detailValue(page, 'Status', 'Store')).toHaveText('Normal');
  await expect(detailValue(page, 'Mobile number', 'Store')).toHaveText('+254 722 000 111');
  await expect(detailValue(page, 'County', 'Physical address')).toHaveText('Kajiado');
  await expect(detailValue(page, "Use the main store's inventory", 'Shared with the main store')).toHaveText('No');

  await openFromMenu(page, 'Store Management');
  await searchList(page, 'Kitengela');
  await expect(listRows(page)).toHaveCount(1);
  await expect(rowWith(page, 'Mama Wanjiru Traders – Kitengela').getByRole('cell', { name: 'Kajiado', exact: true })).toBeVisible();
});

test('a store name already in use is found on leaving the first step: the spec message under the name, and the wizard stays there', async ({ page }) => {
  await openStores(page);
  await openCreateForm(page);
  await expect(page).toHaveURL(/\/stores\/create$/);
  // Another case of an existing store's name is the same name.
  await field(page, 'Store name').fill(NYALI.toUpperCase());
  await field(page, 'Contact person').fill('Jane Muthoni');
  await field(page, 'Mobile number').fill('0722000111');
  await page.getByRole('button', { name: 'Next' }).click();

  const message = 'A store/outlet already exists with the same store name. Please check and resubmit.';
  await expectFieldMessage(field(page, 'Store name'), message);
  await expect(field(page, 'Store name')).toBeFocused();
  await expect(step(page, 'Store')).toBeVisible();
  await expect(step(page, 'Physical address')).toBeHidden();
  await expect(field(page, 'Contact person')).toHaveValue('Jane Muthoni');

  await field(page, 'Store name').fill('Mama Wanjiru Traders – Bamburi, Mombasa');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 'Physical address')).toBeVisible();
  await field(page, 'County').fill('Mombasa');
  await field(page, 'City / town').fill('Mombasa');
  await page.getByRole('button', { name: 'Next' }).click();
  // A branch sharing the main store's inventory, customers and beneficiaries.
  for (const name of SHARING_SWITCHES) await page.getByRole('switch', { name }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/stores\/S\d+\/show$/);
  await expect(detailValue(page, 'Store name', 'Store')).toHaveText('Mama Wanjiru Traders – Bamburi, Mombasa');
  for (const name of SHARING_SWITCHES) await expect(detailValue(page, name, 'Shared with the main store')).toHaveText('Yes');
});

test('the settlement card number is shown masked to its last four digits everywhere, and a save that leaves it alone keeps it', async ({ page }) => {
  const CARD = '4111111111111234';
  await openStores(page);
  await openStore(page, KISUMU);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'Card number')).toHaveValue('');
  await field(page, 'Card number').fill(CARD);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/stores\/S\d+\/show$/);
  await expect(detailValue(page, 'Card number', 'Settlement details')).toHaveText('••••••••1234');
  await expect(page.getByText(CARD)).toHaveCount(0);

  // The edit form has only the mask: kept as it is while another field changes.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(field(page, 'Card number')).toHaveValue('••••••••1234');
  await expect(field(page, 'Card number')).toHaveAttribute('readonly', '');
  await expect(field(page, 'Card number')).toHaveAccessibleDescription('Saved; only the last four are shown. Choose Replace to enter a new one.');
  await field(page, 'City / town').fill('Kisumu West');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(detailValue(page, 'City / town', 'Physical address')).toHaveText('Kisumu West');
  await expect(detailValue(page, 'Card number', 'Settlement details')).toHaveText('••••••••1234');

  // Replace checks the new number by the card rule; Keep current puts the saved one back.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Replace' }).click();
  await expect(field(page, 'Card number')).toBeFocused();
  await field(page, 'Card number').fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldMessage(field(page, 'Card number'), 'format error');
  await page.getByRole('button', { name: 'Keep current' }).click();
  await expect(field(page, 'Card number')).toHaveValue('••••••••1234');
  await page.getByRole('button', { name: 'Replace' }).click();
  await field(page, 'Card number').fill('5500000000009876');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/stores\/S\d+\/show$/);
  await expect(detailValue(page, 'Card number', 'Settlement details')).toHaveText('••••••••9876');
});

test('editing a store shows the new value on its detail page and in the list', async ({ page }) => {
  await openStores(page);
  await openStore(page, KISUMU);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/stores\/S\d+$/);
  await expect(field(page, 'City / town')).toHaveValue('Kisumu');
  await field(page, 'City / town').fill('Kisumu West');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/stores\/S\d+\/show$/);
  await expect(detailValue(page, 'City / town', 'Physical address')).toHaveText('Kisumu West');
  await expect(detailValue(page, 'Store name', 'Store')).toHaveText(KISUMU);

  await openFromMenu(page, 'Store Management');
  await expect(rowWith(page, KISUMU).getByRole('cell', { name: 'Kisumu West', exact: true })).toBeVisible();
});

test('stores cannot be deleted, so the edit page offers no Delete', async ({ page }) => {
  await openStores(page);
  await openStore(page, KISUMU);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/stores\/S\d+$/);
  await expect(field(page, 'City / town')).toHaveValue('Kisumu');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test("suspending a branch from its row asks first, naming the store, then the row shows Suspended and offers Enable", async ({ page }) => {
  await openStores(page);
  const row = rowWith(page, NYALI);
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend store?' });
  await expect(dialog).toContainText(`Suspend ${NYALI}? It stops collecting payments until you enable it again.`);
  await dialog.getByRole('button', { name: 'Suspend' }).click();

  await expect(toast(page, 'The store has been suspended.')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The owner stays on the list, where the row now reads Suspended.
  await expect(page).toHaveURL(/\/stores(\?.*)?$/);
  await expect(row.getByRole('cell', { name: 'Suspended', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
});

test("cancelling a row's confirm dialog changes nothing and stays on the list", async ({ page }) => {
  await openStores(page);
  const row = rowWith(page, NYALI);
  await row.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suspend store?' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/stores(\?.*)?$/);
  await expect(row.getByRole('cell', { name: 'Normal', exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Suspend' })).toBeVisible();
});

test('a branch is suspended and enabled again from its detail page', async ({ page }) => {
  await openStores(page);
  await openStore(page, NYALI);
  await page.getByRole('button', { name: 'Suspend' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspend store?' });
  await expect(suspend).toContainText(NYALI);
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(page, 'The store has been suspended.')).toBeVisible();
  await expect(detailValue(page, 'Status', 'Store')).toHaveText('Suspended');
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Enable' }).click();
  const enable = page.getByRole('dialog', { name: 'Enable store?' });
  await expect(enable).toContainText(`Enable ${NYALI} so it can collect payments again?`);
  await enable.getByRole('button', { name: 'Enable' }).click();
  await expect(detailValue(page, 'Status', 'Store')).toHaveText('Normal');
  await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable' })).toHaveCount(0);

  await openFromMenu(page, 'Store Management');
  await expect(rowWith(page, NYALI).getByRole('cell', { name: 'Normal', exact: true })).toBeVisible();
});

test('the head office cannot be suspended: no Suspend on its row or its detail page', async ({ page }) => {
  await openStores(page);
  const row = rowWith(page, HEAD_OFFICE);
  await expect(row.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
  await expect(rowWith(page, NAKURU).getByRole('button', { name: 'Suspend' })).toBeVisible();

  await openStore(page, HEAD_OFFICE);
  await expect(detailValue(page, 'Type', 'Store')).toHaveText('Head office');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suspend' })).toHaveCount(0);
});

test('Publish to Discover and Unpublish switch the Discover chip', async ({ page }) => {
  await openStores(page);
  await expect(rowWith(page, KISUMU).getByRole('cell', { name: 'Unpublished', exact: true })).toBeVisible();
  await openStore(page, KISUMU);
  await expect(detailValue(page, 'Discover', 'Store')).toHaveText('Unpublished');

  await page.getByRole('button', { name: 'Publish to Discover' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish to Discover?' });
  await expect(publish).toContainText(`Publish ${KISUMU} to Discover? A published store awaits review before customers see it.`);
  await publish.getByRole('button', { name: 'Publish to Discover' }).click();
  await expect(toast(page, 'The store has been sent for review.')).toBeVisible();
  await expect(detailValue(page, 'Discover', 'Store')).toHaveText('Published');

  await page.getByRole('button', { name: 'Unpublish' }).click();
  const unpublish = page.getByRole('dialog', { name: 'Unpublish from Discover?' });
  await expect(unpublish).toContainText(`Remove ${KISUMU} from Discover?`);
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(detailValue(page, 'Discover', 'Store')).toHaveText('Unpublished');
  await expect(page.getByRole('button', { name: 'Publish to Discover' })).toBeVisible();

  await openFromMenu(page, 'Store Management');
  await expect(rowWith(page, KISUMU).getByRole('cell', { name: 'Unpublished', exact: true })).toBeVisible();
});

test('Export downloads a CSV with the column labels and the values as the list shows them', async ({ page }) => {
  await openStores(page);
  const { fileName, rows } = await exportCsv(page);
  expect(fileName).toMatch(/\.csv$/);
  expect(rows[0]).toEqual(['Store name', 'Type', 'County', 'City / town', 'Mobile number', 'Status', 'Storefront', 'Discover']);
  expect(rows).toHaveLength(7);
  expect(rows).toContainEqual([ELDORET, 'Branch', 'Uasin Gishu', 'Eldoret', '+254 795 955 331', 'Suspended', 'Closed', 'Unpublished']);
  expect(rows).toContainEqual([HEAD_OFFICE, 'Head office', 'Nairobi', 'Nairobi', '+254 712 345 678', 'Normal', 'Open', 'Published']);
});

test('in Chinese the store list shows Chinese column headers and status chips', async ({ page }) => {
  await openStores(page);
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await expect(page.getByRole('columnheader', { name: '门店名称' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '状态' })).toBeVisible();
  await expect(rowWith(page, NYALI).getByRole('cell', { name: '正常', exact: true })).toBeVisible();
  await expect(rowWith(page, ELDORET).getByRole('cell', { name: '已停用', exact: true })).toBeVisible();
  await expect(rowWith(page, HEAD_OFFICE).getByRole('cell', { name: '总店', exact: true })).toBeVisible();
  await expect(page.getByText('1-6，共 6 条')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Store name' })).toHaveCount(0);
});
