// The deal service's merchant dashboard (spec 002 §7.5 'GET dashboard/{id}', body not shown; its shape is
// schemas/dealDashboard.schema.json, declared by resources/dealDashboard.json): figures computed from the merchant's
// deals, deal products and deal orders. {id} must be the token's own merchant (403 otherwise); ?days is the period,
// 7, 30 or 90 (default 30; anything else 400). Revenue and orders sold count paid and redeemed orders only.
import { HttpResponse, type HttpHandler } from 'msw';
import { now } from './clock';
import { dealOrders } from './dealOrders';
import { rowsOf } from './dealRules';
import type { refuse as Refuse, route as Route } from './dealService';
import { asText, wireDateOf, type Row } from './resources/collections';
import { answerAt, type ResourceFile } from './resources/definitions';
import { db } from './state';
import type { DealDashboard } from '../src/generated/types';

/** The periods the dashboard offers, in days; the first one asked without a period. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
const DEFAULT_DAYS: Period = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_DEALS = 5;

/** The order statuses that are money taken: paid and waiting for the shop, or redeemed. */
const SOLD = new Set(['PAID', 'REDEEMED']);

/** One of the periods offered, in days. */
type Period = DealDashboard['days'];

/** The period a query asks for, or undefined when it names none of the offered ones. */
export const periodOf = (value: string | null): Period | undefined => {
  if (value === null || value === '') return DEFAULT_DAYS;
  return DASHBOARD_PERIODS.find((days) => String(days) === value);
};

const amountOf = (order: Row): number => (typeof order.amount === 'number' && Number.isFinite(order.amount) ? order.amount : 0);

/** The merchant's figures over the last `days` days, today included, by the mock's clock. */
export const dashboardOf = (merchantId: string, days: Period): DealDashboard => {
  const today = now();
  const dates = Array.from({ length: days }, (_, index) => wireDateOf(today - (days - 1 - index) * DAY_MS));
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  const inPeriod = (date: unknown) => typeof date === 'string' && date >= first && date <= last;

  const deals = db().deals.filter((deal) => deal.merchantId === merchantId);
  const orders = dealOrders().filter((order) => order.merchantId === merchantId && SOLD.has(asText(order.status)));
  const sold = orders.filter((order) => inPeriod(order.orderDate));

  const byDay = new Map(dates.map((date) => [date, { date, orders: 0, revenue: 0 }]));
  const byDeal = new Map<string, { dealId: string; name: string; orders: number; revenue: number }>();
  for (const order of sold) {
    const day = byDay.get(asText(order.orderDate))!;
    day.orders += 1;
    day.revenue += amountOf(order);
    const dealId = asText(order.dealId);
    const deal = byDeal.get(dealId) ?? {
      dealId,
      name: deals.find((candidate) => candidate.id === dealId)?.name ?? asText(order.dealName),
      orders: 0,
      revenue: 0,
    };
    deal.orders += 1;
    deal.revenue += amountOf(order);
    byDeal.set(dealId, deal);
  }

  return {
    merchantId,
    days,
    asOfDate: last,
    totals: {
      deals: deals.length,
      activeDeals: deals.filter((deal) => deal.status === 'ACTIVE').length,
      products: rowsOf('dealProduct').filter((product) => product.merchantId === merchantId).length,
      customers: new Set(orders.map((order) => asText(order.customerMobile) || asText(order.customerName))).size,
      awaitingRedemption: orders.filter((order) => order.status === 'PAID').length,
      ordersSold: sold.length,
      redeemed: orders.filter((order) => order.status === 'REDEEMED' && inPeriod(order.redeemedDate ?? order.orderDate)).length,
      revenue: sold.reduce((sum, order) => sum + amountOf(order), 0),
    },
    series: [...byDay.values()],
    topDeals: [...byDeal.values()].sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.name.localeCompare(b.name)).slice(0, TOP_DEALS),
  };
};

/**
 * The routes of resource files whose answer is computed rather than stored (resources/dealDashboard.json), served
 * through the service's common route (fault injection, token, permission code); none for any other file.
 */
export const computedRoutes = (resource: ResourceFile, route: typeof Route, refuse: typeof Refuse): HttpHandler[] => {
  const method = resource.methods.getOne;
  if (resource.entity !== 'dealDashboard' || !method?.path) return [];
  const merchantParam = /\{([A-Za-z0-9_.]+)\}/.exec(method.path)?.[1]?.replace(/\W/g, '_') ?? 'id';
  return [
    route(resource, method.path, resource.access?.show, ({ request, params, caller, say }) => {
      if (asText(params[merchantParam]) !== caller.mercId) return refuse(403, say('messages.noPermission'));
      const days = periodOf(new URL(request.url).searchParams.get('days'));
      if (days === undefined) return refuse(400, say('messages.parameterInvalid', { field: 'days' }));
      return HttpResponse.json({
        status: 200,
        message: say('messages.success'),
        ...answerAt(method.record, { ...dashboardOf(caller.mercId, days) }),
      });
    }),
  ];
};
