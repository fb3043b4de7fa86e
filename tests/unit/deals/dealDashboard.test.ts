// The deal service's merchant dashboard (GET dashboard/{id}?days, resources/dealDashboard.json): figures computed
// from the merchant's deals and deal orders, the period validated, another merchant refused, and the deal provider
// reading it with the period from the call's meta.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { addFault } from '../../../mocks/faults';
import { now } from '../../../mocks/clock';
import { dealOrders } from '../../../mocks/dealOrders';
import { wireDateOf } from '../../../mocks/resources/collections';
import { db } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { DEAL_SERVICE, dealProviderFor, getFromDealService as get, ownerDealToken as ownerToken } from '../helpers/dealService';

useTestBackend();

const DAY_MS = 24 * 60 * 60 * 1000;

const ownOrders = () => dealOrders().filter((order) => order.merchantId === 'M100001');

/** The owner's seeded orders, made all paid today (the seed spreads them over the deals' months and statuses). */
const paidToday = () => {
  const today = wireDateOf(now());
  for (const order of ownOrders()) {
    order.orderDate = today;
    order.status = 'PAID';
    delete order.redeemedDate;
  }
  return ownOrders();
};

describe('the mock dashboard', () => {
  it("adds up the merchant's deals and orders: revenue counts paid and redeemed orders only", async () => {
    const token = await ownerToken();
    const seeded = paidToday();
    expect(seeded.length).toBeGreaterThan(0);
    // A refunded order and another merchant's sale change nothing; a redeemed one counts as sold and redeemed.
    const today = wireDateOf(now());
    dealOrders().unshift(
      { ...seeded[0]!, id: 'DO_REFUNDED', code: '99999991', status: 'REFUNDED', amount: 1_000_000, orderDate: today },
      { ...seeded[0]!, id: 'DO_OTHER', code: '99999992', merchantId: 'M100003', amount: 2_000_000, orderDate: today },
    );
    seeded[1]!.status = 'REDEEMED';
    seeded[1]!.redeemedDate = today;

    const { status, json } = await get('dashboard/M100001?days=7', token);
    expect(status).toBe(200);
    const { data } = json;
    const deals = db().deals.filter((deal) => deal.merchantId === 'M100001');
    const revenue = seeded.reduce((sum, order) => sum + (order.amount as number), 0);
    expect(data).toMatchObject({ merchantId: 'M100001', days: 7, asOfDate: today });
    expect(data.totals).toEqual({
      deals: deals.length,
      activeDeals: deals.filter((deal) => deal.status === 'ACTIVE').length,
      products: expect.any(Number),
      customers: new Set(seeded.map((order) => order.customerMobile)).size,
      awaitingRedemption: seeded.length - 1,
      ordersSold: seeded.length,
      redeemed: 1,
      revenue,
    });
    expect(data.totals.products).toBeGreaterThan(0);
    // One point a day, oldest first, ending today; the day's figures are the totals' (every seeded order is today's).
    expect(data.series).toHaveLength(7);
    expect(data.series.at(-1)).toEqual({ date: today, orders: seeded.length, revenue });
    expect(data.series.slice(0, 6).every((point: { orders: number }) => point.orders === 0)).toBe(true);
    // Top deals: at most five, by revenue, each adding up its own orders.
    expect(data.topDeals.length).toBe(Math.min(5, new Set(seeded.map((order) => order.dealId)).size));
    const revenues = data.topDeals.map((deal: { revenue: number }) => deal.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    const top = data.topDeals[0];
    expect(top.revenue).toBe(seeded.filter((order) => order.dealId === top.dealId).reduce((sum, order) => sum + (order.amount as number), 0));
    expect(top.name).toBe(deals.find((deal) => deal.id === top.dealId)?.name);
  });

  it('counts an order in the periods that hold its day: 30 days by default, 7 and 90 on request', async () => {
    const token = await ownerToken();
    const seeded = paidToday();
    const count = seeded.length;
    seeded[0]!.orderDate = wireDateOf(now() - 10 * DAY_MS);
    seeded[1]!.orderDate = wireDateOf(now() - 60 * DAY_MS);
    const ordersIn = async (query: string) => (await get(`dashboard/M100001${query}`, token)).json.data;
    const week = await ordersIn('?days=7');
    const month = await ordersIn('');
    const quarter = await ordersIn('?days=90');
    expect([week.totals.ordersSold, month.totals.ordersSold, quarter.totals.ordersSold]).toEqual([count - 2, count - 1, count]);
    expect([week.series.length, month.days, month.series.length, quarter.series.length]).toEqual([7, 30, 30, 90]);
    expect(month.series[19]).toMatchObject({ date: seeded[0]!.orderDate, orders: 1, revenue: seeded[0]!.amount });
  });

  it('refuses a period it does not offer, another merchant, and a caller without a token', async () => {
    const token = await ownerToken();
    for (const days of ['14', '0', 'abc', '7.5']) {
      expect(await get(`dashboard/M100001?days=${days}`, token)).toEqual({
        status: 400,
        json: { status: 400, error: 'Error', message: 'Parameter days is invalid.' },
      });
    }
    expect((await get('dashboard/M100003', token)).status).toBe(403);
    expect((await get('dashboard/M100003', token)).json.message).toBe('no permission');
    expect((await get('dashboard/M100001')).status).toBe(401);
  });

  it("answers the spec's text in the caller's language when it fails", async () => {
    const token = await ownerToken();
    addFault({ action: 'dashboard/{id}', mode: 'http500', times: 2 });
    expect((await get('dashboard/M100001', token)).json.message).toBe('Failed to load merchant dashboard data. Please try again.');
    expect((await get('dashboard/M100001', token, 'zh-CN')).json.message).toBe('加载商户看板数据失败，请重试。');
  });
});

describe('the deal provider reading the dashboard', () => {
  it('asks for the merchant by the record id and the period from the meta, and maps a failure to the spec text', async () => {
    await loginAs();
    const asked: string[] = [];
    const provider = dealProviderFor(['dealDashboard'], {
      fetchJson: async (url, options) => {
        asked.push(String(url).replace(DEAL_SERVICE, ''));
        const { fetchUtils } = await import('react-admin');
        return fetchUtils.fetchJson(url, options);
      },
    });
    const { data } = await provider.getOne('dealDashboard', { id: 'M100001', meta: { days: 90 } });
    expect(data).toMatchObject({ id: 'M100001', merchantId: 'M100001', days: 90 });
    await provider.getOne('dealDashboard', { id: 'M100001' });
    expect(asked).toEqual(['dashboard/M100001?days=90', 'dashboard/M100001']);
    addFault({ action: 'dashboard/{id}', mode: 'no-response' });
    await expect(provider.getOne('dealDashboard', { id: 'M100001' })).rejects.toMatchObject({ message: 'resources.dealDashboard.loadFailed' });
  });
});
