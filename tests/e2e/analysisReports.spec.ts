// Analysis → Reconciliation, Settlement by Till and Intelligence Report (spec 000 §2; codes 06, 07, 24). The figures
// are the embedded backend's, worked out from its seed: each till's takings per day against its settlements, each
// till's settlements over a period, and a revenue report made in the background and downloaded as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import {
  accessDenied,
  choose,
  columnValues,
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
  setRegionFormats,
  toast,
} from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

test('the owner reconciles each till’s takings with its settlements, then reads each till’s settlements for the days', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Reconciliation');
  await expect(page).toHaveURL(/\/reconciliations$/);
  await field(page, 'Date from').fill('01-11-2026');
  await field(page, 'Date to').fill('03-11-2026');
  await expect(listTotal(page)).toHaveText('1-10 of 18');
  // Totals over the 18 till-days, not only the page.
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toHaveText('Total TakingsKES. 49,212.80Total SettledKES. 1,875,878.50Total Difference-KES. 1,826,665.70');
  // Head Office's main counter took KES 24,743 on 2 November and settled nothing that day.
  const taken = rowWith(page, /02-11-2026.*522746/);
  await expect(taken.getByRole('cell')).toHaveText([
    '',
    '02-11-2026',
    '522746',
    'Head Office – Main Counter',
    '1',
    'KES. 24,743.00',
    'KES. 0.00',
    'KES. 24,743.00',
    'Unmatched',
  ]);
  // The next day it took KES 75, and that day's settlement took far more (earlier days' takings).
  const settled = rowWith(page, /03-11-2026.*522746/);
  await expect(settled.getByRole('cell')).toHaveText([
    '',
    '03-11-2026',
    '522746',
    'Head Office – Main Counter',
    '1',
    'KES. 75.00',
    'KES. 146,292.25',
    '-KES. 146,217.25',
    'Unmatched',
  ]);
  await searchList(page, 'Milimani – Main');
  await expect(listTotal(page)).toHaveText('1-2 of 2');
  expect(await columnValues(page, 'Settled')).toEqual(['KES. 32,911.00', 'KES. 102,886.00']);
  await expect(totals).toHaveText('Total TakingsKES. 0.00Total SettledKES. 135,797.00Total Difference-KES. 135,797.00');
  await choose(page, 'Status', 'Matched');
  await expect(totals).toHaveText('Total TakingsKES. 0.00Total SettledKES. 0.00Total DifferenceKES. 0.00');
  await expect(listRows(page)).toHaveCount(0);

  // The spec's address of the tills' settlements leads to the list.
  await page.goto('analysis/settelement/tills');
  await expect(page).toHaveURL(/\/settlementTills$/);
  await expect(listTotal(page)).toHaveText('1-10 of 16');
  // The till first, then its days: the dates are sent half a second after the last key, and a search sent sooner
  // than that (no one types a till number so fast) would be overtaken by them.
  await searchList(page, '951534');
  await expect(listTotal(page)).toHaveText('1-1 of 1');
  await field(page, 'Settlement date from').fill('01-11-2026');
  await field(page, 'Settlement date to').fill('03-11-2026');
  await expect(rowWith(page, '951534').getByRole('cell')).toHaveText([
    '',
    '951534',
    'Milimani – Main Counter',
    'Scheduled end of day',
    '2',
    'KES. 135,797.00',
    'KES. 135,118.01',
    '03-11-2026',
    'KES. 393,363.00',
  ]);
});

test('the owner asks for a revenue report, sees it made, and downloads it with a row a day', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Intelligence Report');
  await expect(page).toHaveURL(/\/analysis\/intelligenceReport$/);
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/\/analysis\/intelligenceReport\/revenueFilter$/);
  await expect(page.getByRole('radio', { name: 'Month' })).toBeVisible();
  const from = field(page, 'From');
  await from.fill('01-06-2026');
  await field(page, 'To').fill('03-11-2026');
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expectFieldMessage(from, 'A report covers at most 92 days. Choose a shorter period.');

  await from.fill('01-11-2026');
  await page.getByRole('radio', { name: 'Day' }).check();
  await page.getByRole('radio', { name: 'CSV' }).check();
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page).toHaveURL(/\/analysis\/intelligenceReport\/success\?taskNo=RPT\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your report is being generated…' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Your report is ready' })).toBeVisible();
  await expect(page.getByText('Rows3')).toBeVisible();
  await expect(page.getByText('RevenueKES. 55,212.80')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  expect(download.suggestedFilename()).toBe('revenue-report-20261101-20261103.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  expect(lines).toEqual([
    'Day,Orders,Revenue,Fees,Net',
    '01-11-2026,4,30394.80,134.17,30260.63',
    '02-11-2026,1,24743.00,136.09,24606.91',
    '03-11-2026,1,75.00,0.41,74.59',
    'Total,6,55212.80,270.67,54942.13',
  ]);
  await expect(toast(page, 'Report downloaded.')).toBeVisible();
});

test('on the month-first date style, dates are typed month first: a filter and a report period read 11/02/2026 as 2 November, and a day-first date is refused in words', async ({
  page,
}) => {
  await logIn(page, OWNER);
  await setRegionFormats(page, { date: '11/27/2026 (month/day/year)' });

  await openFromMenu(page, 'Reconciliation');
  const dateFrom = field(page, 'Date from');
  await expect(dateFrom).toHaveAttribute('placeholder', 'mm/dd/yyyy');
  await dateFrom.fill('11/02/2026');
  await field(page, 'Date to').fill('11/02/2026');
  // Only 2 November: read day first, 11/02 would have been 11 February, a day the seed has no takings for.
  await expect(rowWith(page, '522746').first().getByRole('cell').nth(1)).toHaveText('11/02/2026');
  expect(new Set(await columnValues(page, 'Date'))).toEqual(new Set(['11/02/2026']));

  await openFromMenu(page, 'Intelligence Report');
  await page.getByRole('tab', { name: 'Revenue' }).click();
  const from = field(page, 'From');
  // The period it opens with is written month first, and read back as such.
  await expect(from).toHaveValue(/^\d{2}\/01\/\d{4}$/);
  await from.fill('14/11/2026');
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expectFieldMessage(from, 'Enter the date as mm/dd/yyyy, e.g. 05/14/1990.');
  await from.fill('11/01/2026');
  await field(page, 'To').fill('11/03/2026');
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your report is ready' })).toBeVisible();
  await expect(page.getByText('RevenueKES. 55,212.80')).toBeVisible();
});

test('a member with settlement (07) and promotions (23) but neither 06 nor 24 is refused both pages by address', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, OWNER);
  const member = await memberWith(page, browser, baseURL, ['07', '23'], 'Settlement clerk');
  await expect(member.getByRole('menuitem', { name: 'Settlement by Till', exact: true })).toBeVisible();
  await menuDrawn(member);
  for (const entry of ['Reconciliation', 'Intelligence Report'])
    await expect(member.getByRole('menuitem', { name: entry, exact: true })).toHaveCount(0);
  await member.goto('analysis/reconciliation');
  await expect(accessDenied(member)).toBeVisible();
  await expect(member.getByRole('table')).toHaveCount(0);
  await member.goto('analysis/intelligenceReport/revenueFilter');
  await expect(accessDenied(member)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Generate report' })).toHaveCount(0);
});
