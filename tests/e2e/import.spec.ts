// Customers → Import: template, a CSV with good and bad rows, the spec's messages per row, the good rows added.
import { expect, test } from './fixtures';
import { logIn, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

const csv = (lines: string[]) => ({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });

test('bulk add customers from a CSV file, with per-row problems', async ({ page }) => {
  await logIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await expect(page.getByText('1-10 of 42')).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: /Import Customers/ });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const template = await (await download).createReadStream();
  let text = '';
  for await (const chunk of template) text += String(chunk);
  expect(text.split(/\r?\n/)[0]).toBe('firstName,middleName,surname,mblNo,email,gender,birthDt');

  await dialog.getByLabel('Choose CSV file').setInputFiles({ name: 'customers.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(dialog.getByRole('alert')).toHaveText('Only CSV files can be imported.');

  await dialog.getByLabel('Choose CSV file').setInputFiles(
    csv([
      'firstName,surname,mblNo,gender',
      'Zawadi,Mutiso,0710555001,F',
      'Baraka,Njoroge,0710555002,M',
      'Q,Otieno,0810555003,M',
    ]),
  );
  await expect(dialog.getByRole('status')).toContainText('2 rows ready to add, 1 with problems');
  const problems = dialog.getByRole('table', { name: 'Rows with problems' });
  await expect(problems.getByRole('row', { name: /^3 / })).toContainText('First name: Minimum field length = 2.');
  await expect(problems.getByRole('row', { name: /^3 / })).toContainText('Mobile number: Enter a Kenyan mobile number, e.g. 0712 345 678');

  await dialog.getByRole('button', { name: 'Add 2' }).click();
  await expect(page.getByText('2 records added.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1-10 of 44')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('Zawadi');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page.getByRole('row', { name: /Zawadi/ })).toContainText('+254 710 555 001');
});

test('more than 100 rows are refused before anything is sent', async ({ page }) => {
  await logIn(page, OWNER);
  await page.getByRole('menuitem', { name: 'Customers', exact: true }).click();
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: /Import Customers/ });
  const rows = Array.from({ length: 101 }, (_, index) => `Name${'abcdefghij'[index % 10]},Surname,07${String(20000000 + index)},F`);
  await dialog.getByLabel('Choose CSV file').setInputFiles(csv(['firstName,surname,mblNo,gender', ...rows]));
  await expect(dialog.getByRole('alert')).toHaveText('The file has 101 rows; at most 100 can be imported at a time.');
  await expect(dialog.getByRole('button', { name: /^Add/ })).toBeDisabled();
});
