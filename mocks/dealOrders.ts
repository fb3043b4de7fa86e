// Deal orders on the deal-discovery service: what a customer bought on Discover Deals and the redemption code the
// shop takes from them (spec 002 §7.5 'POST redeem-payment'; the order's fields and the code's shape are not shown
// in the spec and chosen here: eight digits). The seed gives each deal that has been live a few orders
// (mocks/db/seedDealOrders.ts, kept with the rest of the database so they survive a reload); a test or a demo
// makes more through the control POST /__mock__/deal-orders (a customer buying a deal). An order is PAID until the
// shop redeems its code once: REDEEMED, with the date; the same code again is refused, as is a REJECTED order's.
import { db } from './state';
import { asText, wireDateNow, type Row } from './resources/collections';
import { newRedemptionCode } from './db/seedDealOrders';

export type OrderStatus = 'PAID' | 'REDEEMED' | 'REJECTED';

const CUSTOMER = { customerName: 'Achieng Otieno', customerMobile: '722111222' };

/** Every deal order (the seeded collection, mocks/db/seedDealOrders.ts): the live array. */
export const dealOrders = (): Row[] => db().dealOrders as unknown as Row[];

const newOrder = (orders: Row[], deal: Row, customer: { customerName: string; customerMobile: string }): Row => {
  const highest = orders.reduce((most, order) => Math.max(most, Number(asText(order.id).slice(2)) || 0), 0);
  const order: Row = {
    id: `DO${String(highest + 1).padStart(8, '0')}`,
    merchantId: deal.merchantId,
    dealId: deal.id,
    dealName: deal.name,
    ...customer,
    amount: deal.amount,
    code: newRedemptionCode(new Set(orders.map((candidate) => asText(candidate.code))), highest + 1),
    status: 'PAID' satisfies OrderStatus,
    orderDate: wireDateNow(),
  };
  orders.unshift(order);
  return order;
};

/** A customer buys a deal: a paid order with its redemption code, or undefined when there is no such deal. */
export const buyDeal = (dealId: string, customerName?: string): Row | undefined => {
  const deal = db().deals.find((candidate) => candidate.id === dealId);
  if (!deal) return undefined;
  const known = dealOrders().find((order) => order.customerName === customerName);
  const customer = known
    ? { customerName: asText(known.customerName), customerMobile: asText(known.customerMobile) }
    : { customerName: customerName || CUSTOMER.customerName, customerMobile: CUSTOMER.customerMobile };
  return newOrder(dealOrders(), deal as unknown as Row, customer);
};

export type Redemption = { ok: true; order: Row } | { ok: false; status: 404 | 409; key: string };

/** The merchant's paid order that carries this code, or why there is none to act on. */
const paidOrder = (merchantId: string, code: string): Redemption => {
  const order = dealOrders().find((candidate) => candidate.code === code && candidate.merchantId === merchantId);
  if (!order) return { ok: false, status: 404, key: 'messages.dealCodeUnknown' };
  if (order.status === 'REDEEMED') return { ok: false, status: 409, key: 'messages.dealCodeRedeemed' };
  if (order.status === 'REJECTED') return { ok: false, status: 409, key: 'messages.dealCodeRejected' };
  return { ok: true, order };
};

/** Redeems the merchant's order that carries this code, once. */
export const redeemCode = (merchantId: string, code: string): Redemption => {
  const found = paidOrder(merchantId, code);
  if (!found.ok) return found;
  found.order.status = 'REDEEMED' satisfies OrderStatus;
  found.order.redeemedDate = wireDateNow();
  return found;
};

/** Refuses the merchant's paid order that carries this code (POST reject_redeem): it can no longer be redeemed. */
export const rejectCode = (merchantId: string, code: string, reason: string): Redemption => {
  const found = paidOrder(merchantId, code);
  if (!found.ok) return found;
  found.order.status = 'REJECTED' satisfies OrderStatus;
  found.order.rejectedDate = wireDateNow();
  found.order.rejectReason = reason;
  return found;
};
