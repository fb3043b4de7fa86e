// A screen added with JSON files only (resources/devices.json, schemas/device.schema.json, a menu entry and
// locale keys) appears in the menu, lists, and runs its command.
import { expect, test } from './fixtures';
import { accessDenied, CASHIER, logIn, menuDrawn, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner removes an unused device from Settings → Device Management', async ({ page }) => {
  await logIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Device Management' }).click();
  await expect(page).toHaveURL(/\/devices$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /Samsung Galaxy A14/ })).toBeVisible();
  // The browser in use was recorded at login and cannot be removed from itself.
  const current = table.getByRole('row', { name: /In use/ });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'Remove device' })).toHaveCount(0);

  await table.getByRole('row', { name: /Samsung Galaxy A14/ }).getByRole('button', { name: 'Remove device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this device?' });
  await expect(dialog).toContainText('Remove Samsung Galaxy A14?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(table.getByRole('row', { name: /Samsung Galaxy A14/ })).toBeVisible();

  await table.getByRole('row', { name: /Samsung Galaxy A14/ }).getByRole('button', { name: 'Remove device' }).click();
  await page.getByRole('dialog', { name: 'Remove this device?' }).getByRole('button', { name: 'Remove device' }).click();
  await expect(page.getByText('The device has been removed.')).toBeVisible();
  await expect(table.getByRole('row', { name: /Samsung Galaxy A14/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Tecno Spark 10/ })).toBeVisible();
});

test('a cashier without code 39 has no Device Management and is refused at its address', async ({ page }) => {
  await logIn(page, CASHIER);
  await menuDrawn(page);
  await expect(page.getByRole('menuitem', { name: 'Device Management' })).toHaveCount(0);
  await page.goto('devices');
  await expect(accessDenied(page)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
