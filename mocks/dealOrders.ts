// Deal orders on the deal-discovery service: what a customer bought on Discover Deals and the redemption code the
// shop takes from them (spec 002 §7.5 'POST redeem-payment'; the order's fields and the code's shape are not shown
// in the spec and chosen here: eight digits). The owner's active deals start with a few paid orders each; a test or
// a demo makes more through the control POST /__mock__/deal-orders (a customer buying a deal). An order is PAID
// until the shop redeems its code once: REDEEMED, with the date; the same code again is refused.
import { db } from './state';
import { asText, collectionOf, wireDateNow, type Row } from './resources/collections';

export type OrderStatus = 'PAID' | 'REDEEMED';

const ENTITY = 'dealOrder';

const CUSTOMERS = [
  { customerName: 'Achieng Otieno', customerMobile: '0722111222' },
  { customerName: 'Mwangi Njoroge', customerMobile: '0733222333' },
  { customerName: 'Fatuma Hassan', customerMobile: '0711333444' },
];

/** The databases whose starting orders have been made (they are made on first use, from the seeded deals). */
const started = new WeakSet<object>();

const codeFor = (orders: readonly Row[], seed: number): string => {
  const taken = new Set(orders.map((order) => asText(order.code)));
  let value = (seed * 7919 + 10_000_019) % 90_000_000;
  for (;;) {
    const code = String(10_000_000 + value);
    if (!taken.has(code)) return code;
    value = (value + 104_729) % 90_000_000;
  }
};

const newOrder = (orders: Row[], deal: Row, customer: (typeof CUSTOMERS)[number]): Row => {
  const order: Row = {
    id: `DO${String(orders.length + 1).padStart(8, '0')}`,
    merchantId: deal.merchantId,
    dealId: deal.id,
    dealName: deal.name,
    ...customer,
    amount: deal.amount,
    code: codeFor(orders, orders.length + 1),
    status: 'PAID' satisfies OrderStatus,
    orderDate: wireDateNow(),
  };
  orders.unshift(order);
  return order;
};

/** Every deal order, with the starting ones made on first use: two for each of the sellers' active deals. */
export const dealOrders = (): Row[] => {
  const orders = collectionOf(ENTITY);
  const database = db();
  if (!started.has(database)) {
    started.add(database);
    db()
      .deals.filter((deal) => deal.status === 'ACTIVE')
      .forEach((deal, index) => {
        newOrder(orders, deal as unknown as Row, CUSTOMERS[index % CUSTOMERS.length]!);
        newOrder(orders, deal as unknown as Row, CUSTOMERS[(index + 1) % CUSTOMERS.length]!);
      });
  }
  return orders;
};

/** A customer buys a deal: a paid order with its redemption code, or undefined when there is no such deal. */
export const buyDeal = (dealId: string, customerName?: string): Row | undefined => {
  const deal = db().deals.find((candidate) => candidate.id === dealId);
  if (!deal) return undefined;
  const customer = CUSTOMERS.find((candidate) => candidate.customerName === customerName) ?? {
    customerName: customerName || CUSTOMERS[0]!.customerName,
    customerMobile: CUSTOMERS[0]!.customerMobile,
  };
  return newOrder(dealOrders(), deal as unknown as Row, customer);
};

export type Redemption = { ok: true; order: Row } | { ok: false; status: 404 | 409; key: string };

/** Redeems the merchant's order that carries this code, once. */
export const redeemCode = (merchantId: string, code: string): Redemption => {
  const order = dealOrders().find((candidate) => candidate.code === code && candidate.merchantId === merchantId);
  if (!order) return { ok: false, status: 404, key: 'messages.dealCodeUnknown' };
  if (order.status === 'REDEEMED') return { ok: false, status: 409, key: 'messages.dealCodeRedeemed' };
  order.status = 'REDEEMED' satisfies OrderStatus;
  order.redeemedDate = wireDateNow();
  return { ok: true, order };
};
