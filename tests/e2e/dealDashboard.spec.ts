// Discover Deals → Deals Overview and Deals Dashboard (/discoverDeals/index, /discoverDeals/dashboard): the figures
// of GET dashboard/{id} on the deal service. The seed spreads the owner's deal orders over their deals' months, paid,
// redeemed or rejected (mocks/db/seedDealOrders.ts), so the figures are computed here from the owner's deals and
// orders as the deal service lists them.
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

interface Order {
  dealId: string;
  dealName: string;
  customerMobile: string;
  amount: number;
  status: string;
  orderDate: string;
  redeemedDate?: string;
}

/** The owner's deal orders as Deal Customers lists them (all of them: the seed has fewer than a page of 100). */
const ownersOrders = async (page: Page): Promise<Order[]> => {
  const token = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('mc.dealToken') ?? '{}') as { accessToken?: string }).accessToken);
  const response = await page.request.get(`${MOCK_URL}/deals-api/orders/merchant_orders/M100001?page=0&size=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { content, totalElements } = ((await response.json()) as { data: { content: Order[]; totalElements: number } }).data;
  expect(content).toHaveLength(totalElements);
  return content;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const wireDate = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
};

/** What the dashboard should say for the last `days` days, today included: orders paid or redeemed count as sold. */
const figuresOf = (orders: readonly Order[], days: number) => {
  const first = wireDate(Date.now() - (days - 1) * DAY_MS);
  const inPeriod = (date: string | undefined) => date !== undefined && date >= first;
  const sold = orders.filter((order) => order.status === 'PAID' || order.status === 'REDEEMED');
  const soldInPeriod = sold.filter((order) => inPeriod(order.orderDate));
  const byDeal = new Map<string, { name: string; orders: number; revenue: number }>();
  for (const order of soldInPeriod) {
    const deal = byDeal.get(order.dealId) ?? { name: order.dealName, orders: 0, revenue: 0 };
    deal.orders += 1;
    deal.revenue += order.amount;
    byDeal.set(order.dealId, deal);
  }
  return {
    customers: new Set(sold.map((order) => order.customerMobile)).size,
    waiting: sold.filter((order) => order.status === 'PAID').length,
    ordersSold: soldInPeriod.length,
    redeemed: sold.filter((order) => order.status === 'REDEEMED' && inPeriod(order.redeemedDate ?? order.orderDate)).length,
    revenue: soldInPeriod.reduce((sum, order) => sum + order.amount, 0),
    byDay: (date: string) => soldInPeriod.filter((order) => order.orderDate === date),
    topDeals: [...byDeal.entries()].sort(([, a], [, b]) => b.revenue - a.revenue || b.orders - a.orders || a.name.localeCompare(b.name)).slice(0, 5),
  };
};

/** The table's body rows, each as its cells' texts. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .getByRole('rowgroup')
    .nth(1)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => (cell.textContent ?? '').replaceAll('\u00a0', ' ').trim())));

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
  const orders = await ownersOrders(page);
  const month = figuresOf(orders, 30);
  const week = figuresOf(orders, 7);
  // The seed's orders are dated by its own today (20 November 2026), so how many fall in the last 30 days depends on
  // when the test runs; the counts that do not depend on the period are never zero.
  expect([month.waiting, month.customers].every((figure) => figure > 0)).toBe(true);
  // Each count opens its page; the owner holds 2302 too, so the orders waiting to be redeemed open Redeem Deals.
  await expect(counts.getByRole('link', { name: named('Active deals', active.length) })).toHaveAttribute('href', /\/discoverDeals\/activedeals$/);
  await expect(counts.getByRole('link', { name: named('Deals', deals.length) })).toHaveAttribute('href', /\/discoverDeals\/deals$/);
  await expect(counts.getByRole('link', { name: /^Deal products\s*\d+$/ })).toHaveAttribute('href', /\/discoverDeals\/product$/);
  await expect(counts.getByRole('link', { name: named('Customers', month.customers) })).toHaveAttribute('href', /\/discoverDeals\/customer$/);
  await expect(counts.getByRole('link', { name: named('Waiting to be redeemed', month.waiting) })).toHaveAttribute('href', /\/discover\/redeem$/);
  await expect(counts.getByRole('link', { name: named('Revenue · Last 30 days', kes(month.revenue)) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a deal' })).toHaveAttribute('href', /\/discoverDeals\/deals\/adddeals$/);

  await page.getByRole('link', { name: 'Open the dashboard' }).click();
  await expect(page).toHaveURL(/\/discoverDeals\/dashboard$/);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Deals Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Deals')).toContainText(String(deals.length));
  await expect(stat(page, 'Active deals')).toContainText(String(active.length));
  await expect(stat(page, 'Orders sold')).toContainText(String(month.ordersSold));
  await expect(stat(page, 'Redeemed')).toContainText(String(month.redeemed));
  await expect(stat(page, 'Revenue')).toContainText(kes(month.revenue));
  await expect(page.getByRole('figure', { name: 'Revenue by day, last 30 days' })).toBeVisible();

  // The chart's points as a table: a row a day, oldest first, each day's sold orders and their amounts.
  await page.getByRole('switch', { name: 'Show the chart as a table' }).check();
  const byDay = 'Orders and revenue by day, last 30 days';
  await expect.poll(async () => (await tableRows(page, byDay)).length).toBe(30);
  const expectedDays = Array.from({ length: 30 }, (_, index) => {
    const sold = month.byDay(wireDate(Date.now() - (29 - index) * DAY_MS));
    return [String(sold.length), kes(sold.reduce((sum, order) => sum + order.amount, 0))];
  });
  expect((await tableRows(page, byDay)).map(([, count, amount]) => [count, amount])).toEqual(expectedDays);

  // Top deals: the five with the most revenue in the period, each opening its deal.
  expect((await tableRows(page, 'Top deals by revenue')).map(([name, count, amount]) => [name, count, amount])).toEqual(
    month.topDeals.map(([, deal]) => [deal.name, String(deal.orders), kes(deal.revenue)]),
  );
  const [topId, topDeal] = month.topDeals[0]!;
  await expect(page.getByRole('link', { name: topDeal.name, exact: true })).toHaveAttribute('href', new RegExp(`/deals/${topId}/show$`));

  // Another period: the address says it and the table has its days.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/\/discoverDeals\/dashboard\?days=7$/);
  await expect.poll(async () => (await tableRows(page, 'Orders and revenue by day, last 7 days')).length).toBe(7);
  await expect(stat(page, 'Revenue')).toContainText(kes(week.revenue));
  await expect(stat(page, 'Orders sold')).toContainText(String(week.ordersSold));

  // The service fails: the spec's text, then Try again brings the figures back.
  await injectFault(request, { action: 'dashboard/{id}', mode: 'http500', times: 0 });
  await page.reload();
  const failure = page.getByRole('main').getByRole('alert').filter({ hasText: 'Failed to load merchant dashboard data. Please try again.' });
  await expect(failure).toBeVisible();
  await expect(stat(page, 'Revenue')).toHaveCount(0);
  expect((await request.delete(`${MOCK_URL}/__mock__/faults`)).ok()).toBe(true);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(stat(page, 'Revenue')).toContainText(kes(week.revenue));
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
