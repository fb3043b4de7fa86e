// The seed's deal orders on the deal-discovery service: what customers bought on Discover Deals, with the
// redemption code each shows at the shop (mocks/dealOrders.ts redeems them). Every deal that has been live (active,
// paused or expired) has two to four orders, dated between its start and today (or its end); most are paid and
// waiting, some redeemed, a few rejected at the counter. The owner's first three show one of each status.
import { SEED_TODAY } from './seedBasics';
import type { Random } from './random';
import type { Deal, DealOrder } from './types';

const CUSTOMERS: ReadonlyArray<Pick<DealOrder, 'customerName' | 'customerMobile'>> = [
  { customerName: 'Achieng Otieno', customerMobile: '722111222' },
  { customerName: 'Mwangi Njoroge', customerMobile: '733222333' },
  { customerName: 'Fatuma Hassan', customerMobile: '711333444' },
  { customerName: 'Kipchoge Ruto', customerMobile: '720444555' },
  { customerName: 'Wanjiku Kamau', customerMobile: '741555666' },
  { customerName: 'Omondi Ochieng', customerMobile: '115666777' },
  { customerName: 'Nafula Wekesa', customerMobile: '798777888' },
  { customerName: 'Baraka Mutua', customerMobile: '768888999' },
];

/** Eight digits, never one already taken (a code names one order). */
export const newRedemptionCode = (taken: ReadonlySet<string>, seed: number): string => {
  let value = (seed * 7919 + 10_000_019) % 90_000_000;
  for (;;) {
    const code = String(10_000_000 + value);
    if (!taken.has(code)) return code;
    value = (value + 104_729) % 90_000_000;
  }
};

const SOLD: ReadonlySet<Deal['status']> = new Set(['ACTIVE', 'PAUSED', 'EXPIRED']);

export function makeDealOrders(deals: readonly Deal[], rng: Random): DealOrder[] {
  const orders: DealOrder[] = [];
  const codes = new Set<string>();
  const firstOf = new Map<string, number>();
  for (const deal of [...deals].reverse()) {
    if (!SOLD.has(deal.status)) continue;
    const last = deal.endDate < SEED_TODAY ? deal.endDate : SEED_TODAY;
    for (let count = rng.int(2, 4); count > 0; count -= 1) {
      const shown = firstOf.get(deal.merchantId) ?? 0;
      firstOf.set(deal.merchantId, shown + 1);
      const roll = rng.int(1, 100);
      const status: DealOrder['status'] =
        shown < 3 ? (['PAID', 'REDEEMED', 'REJECTED'] as const)[shown]! : roll <= 50 ? 'PAID' : roll <= 85 ? 'REDEEMED' : 'REJECTED';
      const orderDate = rng.date(deal.startDate, last);
      const code = newRedemptionCode(codes, orders.length + 1);
      codes.add(code);
      orders.push({
        id: '',
        merchantId: deal.merchantId,
        dealId: deal.id,
        dealName: deal.name,
        ...rng.pick(CUSTOMERS),
        amount: deal.amount,
        code,
        status,
        orderDate,
        ...(status === 'REDEEMED' ? { redeemedDate: rng.date(orderDate, last) } : {}),
      });
    }
  }
  // Numbered in the order they were placed; the service lists newest first.
  orders.sort((a, b) => (a.orderDate < b.orderDate ? -1 : a.orderDate > b.orderDate ? 1 : a.code < b.code ? -1 : 1));
  orders.forEach((order, index) => {
    order.id = `DO${String(index + 1).padStart(8, '0')}`;
  });
  return orders.reverse();
}
