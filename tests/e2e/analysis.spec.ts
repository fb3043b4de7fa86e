// Analysis → Dashboard (spec 000 §2 /analysis/dashBoard): net worth, cash flow and daily income for a period, drawn
// as charts whose figures the page also gives as a table. The tests read that table and compare it with what the
// server computes from the wallet history (the same actions, called as the signed-in merchant), then follow a day
// to its transactions; a failure offers a retry; the phone shows it without sideways panning, in Chinese.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { callAsSignedIn, injectFault, listTotal, logIn, MOCK_URL, openFromMenu, OWNER, resetBackend, switchLanguage } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

type Point = { key: string; beginDt: string; endDt: string } & Record<string, number>;
type Answer = { asOfDt: string; list: Point[] } & Record<string, number>;

/** formatKes: KES. 1,234.50 (minor units on the wire). */
const kes = (minor: number) =>
  `${minor < 0 ? '-' : ''}KES. ${(Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const label = (key: string) => (key.length === 6 ? `${key.slice(4, 6)}-${key.slice(0, 4)}` : `${key.slice(6, 8)}-${key.slice(4, 6)}`);
const figures = async (page: Page, action: string, period: string) => (await callAsSignedIn(page, action, { period })) as unknown as Answer;

/** The table's body rows, each as its cells' texts. */
const tableRows = async (page: Page, caption: string): Promise<string[][]> => {
  const rows = page.getByRole('table', { name: caption }).getByRole('rowgroup').nth(1).getByRole('row');
  return rows.evaluateAll((elements) => elements.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replaceAll('\u00a0', ' ').trim())));
};

test('the owner reads net worth, cash flow and daily income from the history, and opens a day’s money received', async ({ page }) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Dashboard');
  await expect(page).toHaveURL(/\/analysis\/dashBoard\/netWorth$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // Net worth over 12 months: a point a month, the last one today's balance.
  await page.getByRole('button', { name: '12 months' }).click();
  await expect(page).toHaveURL(/period=12M/);
  await page.getByRole('switch', { name: 'Show as table' }).check();
  const worth = await figures(page, 'DasFinancialNetWorthList', '12M');
  await expect(page.getByRole('figure', { name: 'Net worth chart' })).toBeVisible();
  await expect(page.getByText(`Net worth today${kes(worth.netWorth)}`)).toBeVisible();
  await expect.poll(() => tableRows(page, 'Net worth by date')).toEqual(worth.list.map((point) => [label(point.key), kes(point.netWorth)]));
  expect(worth.list).toHaveLength(12);

  // Cash flow over 7 days, the period kept from tab to tab: money in, out and net per day, and the totals.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Cash flow' }).click();
  await expect(page).toHaveURL(/\/analysis\/dashBoard\/cashFlow\?period=7D$/);
  const flow = await figures(page, 'DasFinancialCashFlowTotal', '7D');
  await page.getByRole('switch', { name: 'Show as table' }).check();
  await expect
    .poll(() => tableRows(page, 'Money in and out by date'))
    .toEqual(flow.list.map((point) => [label(point.key), kes(point.inAmt), kes(point.outAmt), kes(point.netAmt), 'View transactions']));
  await expect(page.getByText(`Money in${kes(flow.inAmt)}`)).toBeVisible();
  await expect(page.getByText(`Money out${kes(flow.outAmt)}`)).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Cash flow chart: money in and money out' })).toBeVisible();

  // Daily income over 30 days; the busiest day opens the history narrowed to the money received that day.
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Daily income' }).click();
  await expect(page).toHaveURL(/\/analysis\/dashBoard\/dailyIncomeAnalysis\?period=30D$/);
  const income = await figures(page, 'DasFinancialCashFlowDayTotal', '30D');
  await page.getByRole('switch', { name: 'Show as table' }).check();
  await expect
    .poll(() => tableRows(page, 'Income by date'))
    .toEqual(income.list.map((point) => [label(point.key), kes(point.incomeAmt), String(point.orderCount), 'View transactions']));
  const busiest = income.list.reduce((best, point) => (point.orderCount > best.orderCount ? point : best));
  expect(busiest.orderCount).toBeGreaterThan(0);
  await page
    .getByRole('table', { name: 'Income by date' })
    .getByRole('row')
    .filter({ hasText: label(busiest.key) })
    .getByRole('link', { name: 'View transactions' })
    .click();
  await expect(page).toHaveURL(/\/transactions\?/);
  await expect(listTotal(page)).toHaveText(new RegExp(`of ${busiest.orderCount}$`));
});

test('figures that fail to load offer a retry; on a phone, in Chinese, the dashboard fits the screen', async ({ page, request }) => {
  await logIn(page, OWNER);
  await switchLanguage(page, 'English (US)', '中文 (简体)');
  await page.setViewportSize({ width: 390, height: 844 });
  await injectFault(request, { mode: 'http500', action: 'DasFinancialCashFlowTotal', times: 0 });
  await page.goto('analysis/dashBoard/cashFlow?period=12M');
  await expect(page.getByText('无法加载数据。')).toBeVisible();
  expect((await request.delete(`${MOCK_URL}/__mock__/faults`)).ok()).toBe(true);
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('figure', { name: '现金流图表：收入与支出' })).toBeVisible();
  await expect(page.getByRole('button', { name: '12 个月' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('switch', { name: '以表格显示' }).check();
  const flow = await figures(page, 'DasFinancialCashFlowTotal', '12M');
  await expect
    .poll(async () => (await tableRows(page, '按日期的收入与支出')).map((row) => row.slice(0, 3)))
    .toEqual(flow.list.map((point) => [label(point.key), kes(point.inAmt), kes(point.outAmt)]));
  // No sideways pan: the page is no wider than the phone (a wide table scrolls inside its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('dashboard-zh-390.png'), fullPage: true });
});
