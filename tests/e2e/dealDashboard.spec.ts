// Discover Deals → Deals Overview and Deals Dashboard (/discoverDeals/index, /discoverDeals/dashboard): the figures
// of GET dashboard/{id} on the deal service. The seed gives each of the owner's active deals two paid orders today
// (mocks/dealOrders.ts), so the figures are computed here from the owner's deals as the deal service lists them.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { injectFault, logIn, MOCK_URL, openFromMenu, OWNER, resetBackend } from './support';

test.beforeEach(async ({ request }) => resetBackend(request));

/** formatKes: KES. 1,234.50 (minor units on the wire). */
const kes = (minor: number) => `KES. ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface Deal {
  id: string;
  name: string;
  amount: number;
  status: string;
}

/** The owner's deals as the deal service lists them, with the token the console holds. */
const ownersDeals = async (page: Page): Promise<Deal[]> => {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('mc.dealToken') ?? '{}') as { accessToken?: string }).accessToken);
  const response = await page.request.get(`${MOCK_URL}/deals-api/deals?page=0&size=100&admin=true&merchantId=M100001`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: { deals: { content: Deal[] } } }).data.deals.content;
};

/** The table's body rows, each as its cells' texts. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').trim())));

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link named by its label and its figure, however the browser joins the two. */
const named = (label: string, value: string | number) => new RegExp(`^${escaped(label)}\\s*${escaped(String(value))}$`);

const stat = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

test('the owner opens the overview from the menu, follows to the dashboard, reads the seeded figures by period, and retries a failure', async ({
  page,
  request,
}) => {
  await logIn(page, OWNER);
  await openFromMenu(page, 'Deals Overview');
  await expect(page).toHaveURL(/\/discoverDeals\/index$/);
  await expect(page.getByRole('heading', { name: 'Deals Overview', level: 1 })).toBeVisible();
  const counts = page.getByRole('navigation', { name: 'Key figures' });
  await expect(counts.getByRole('link')).toHaveCount(6);

  const deals = await ownersDeals(page);
  const active = deals.filter((deal) => deal.status === 'ACTIVE');
  expect(active.length).toBeGreaterThan(5);
  const revenue = 2 * active.reduce((sum, deal) => sum + deal.amount, 0);
  // Each count opens its page; the owner holds 2302 too, so the orders waiting to be redeemed open Redeem Deals.
  await expect(counts.getByRole('link', { name: named('Active deals', active.length) })).toHaveAttribute('href', /\/discoverDeals\/activedeals$/);
  await expect(counts.getByRole('link', { name: named('Deals', deals.length) })).toHaveAttribute('href', /\/discoverDeals\/deals$/);
  await expect(counts.getByRole('link', { name: /^Deal products\s*\d+$/ })).toHaveAttribute('href', /\/discoverDeals\/product$/);
  await expect(counts.getByRole('link', { name: named('Customers', 3) })).toHaveAttribute('href', /\/discoverDeals\/customer$/);
  await expect(counts.getByRole('link', { name: named('Waiting to be redeemed', 2 * active.length) })).toHaveAttribute('href', /\/discover\/redeem$/);
  await expect(counts.getByRole('link', { name: named('Revenue · Last 30 days', kes(revenue)) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a deal' })).toHaveAttribute('href', /\/discoverDeals\/deals\/adddeals$/);

  await page.getByRole('link', { name: 'Open the dashboard' }).click();
  await expect(page).toHaveURL(/\/discoverDeals\/dashboard$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Deals Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Deals')).toContainText(String(deals.length));
  await expect(stat(page, 'Active deals')).toContainText(String(active.length));
  await expect(stat(page, 'Orders sold')).toContainText(String(2 * active.length));
  await expect(stat(page, 'Redeemed')).toContainText('0');
  await expect(stat(page, 'Revenue')).toContainText(kes(revenue));
  await expect(page.getByRole('figure', { name: 'Revenue by day, last 30 days' })).toBeVisible();

  // The chart's points as a table: a row a day, every order today's (the last row).
  await page.getByRole('switch', { name: 'Show the chart as a table' }).check();
  const byDay = 'Orders and revenue by day, last 30 days';
  await expect.poll(async () => (await tableRows(page, byDay)).length).toBe(30);
  const days = await tableRows(page, byDay);
  expect(days.at(-1)!.slice(1)).toEqual([String(2 * active.length), kes(revenue)]);
  expect(days.slice(0, -1).every(([, orders, amount]) => orders === '0' && amount === kes(0))).toBe(true);

  // Top deals: the five active deals with the highest price (two orders each), each opening its deal.
  const top = [...active].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)).slice(0, 5);
  expect((await tableRows(page, 'Top deals by revenue')).map(([name, orders, amount]) => [name, orders, amount])).toEqual(
    top.map((deal) => [deal.name, '2', kes(2 * deal.amount)]),
  );
  await expect(page.getByRole('link', { name: top[0]!.name, exact: true })).toHaveAttribute('href', new RegExp(`/deals/${top[0]!.id}/show$`));

  // Another period: the address says it and the table has its days.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/discoverDeals\/dashboard\?days=7$/);
  await expect.poll(async () => (await tableRows(page, 'Orders and revenue by day, last 7 days')).length).toBe(7);
  await expect(stat(page, 'Revenue')).toContainText(kes(revenue));

  // The service fails: the spec's text, then Try again brings the figures back.
  await injectFault(request, { action: 'dashboard/{id}', mode: 'http500', times: 0 });
  await page.reload();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Failed to load merchant dashboard data. Please try again.' });
  await expect(failure).toBeVisible();
  await expect(stat(page, 'Revenue')).toHaveCount(0);
  expect((await request.delete(`${MOCK_URL}/__mock__/faults`)).ok()).toBe(true);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(stat(page, 'Revenue')).toContainText(kes(revenue));
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  // A merchant without deals yet (the service's answer, emptied) is offered to add the first.
  await page.route('**/deals-api/dashboard/**', async (route) => {
    const answer = (await (await route.fetch()).json()) as { data: { totals: Record<string, number>; topDeals: unknown[] } };
    answer.data.totals = Object.fromEntries(Object.keys(answer.data.totals).map((key) => [key, 0]));
    answer.data.topDeals = [];
    await route.fulfill({ json: answer });
  });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'No deals yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a deal' })).toHaveAttribute('href', /\/discoverDeals\/deals\/adddeals$/);
  await expect(page.getByRole('figure')).toHaveCount(0);
});
