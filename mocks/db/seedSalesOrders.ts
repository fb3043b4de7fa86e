// The seed's sales: goods orders made at each store's checkout over the month before the seed's "today", served by
// that store's staff to its own customers (or to walk-in customers), as the Service Portal reviews and reverses them.
import { screenOf } from './orderScreens';
import { addDays, type Random } from './random';
import { SEED_TODAY } from './seedBasics';
import { CATALOGUE } from './seedInventory';
import type { Customer, OrderPayment, SalesOrder, SalesOrderLine, Staff, Store, UserAccount } from './types';

/** What the stores sell, with the shelf price in minor units (the inventory's catalogue, in its order). */
const GOODS: ReadonlyArray<readonly [string, number]> = CATALOGUE.map((goods) => [goods.name, goods.price] as const);

const STATUSES: ReadonlyArray<readonly [SalesOrder['orderSts'], number]> = [
  ['PS', 62],
  ['FP', 9],
  ['SR', 8],
  ['WP', 6],
  ['PR', 5],
  ['U1', 5],
  ['MR', 5],
];

const PAY_TYPES: ReadonlyArray<readonly [SalesOrder['payTyp'], number]> = [
  ['0001', 48],
  ['0008', 20],
  ['0002', 13],
  ['0003', 11],
  ['0012', 8],
];

const REFUND_REASONS = ['01', '02', '03', '04', '05', '06', '07', '08'] as const;

/** Days of trading the seed covers, counting back from (and including) SEED_TODAY. */
const DAYS = 30;
/** Kenyan VAT, included in shelf prices. */
const VAT_PERCENT = 16;

const linesOf = (rng: Random): SalesOrderLine[] =>
  rng.shuffle(GOODS).slice(0, rng.weighted([[1, 4], [2, 4], [3, 3], [4, 2]] as const)).map(([goodsNm, goodsPrice]) => {
    const goodsQty = rng.weighted([[1, 6], [2, 3], [3, 1]] as const);
    return { goodsNm, goodsQty, goodsPrice, goodsAmount: goodsPrice * goodsQty };
  });

const saleAt = (
  store: Store,
  cashiers: readonly string[],
  customers: readonly Customer[],
  orderDt: string,
  rng: Random,
): Omit<SalesOrder, 'orderNo' | WorkflowField> => {
  const goodsList = linesOf(rng);
  const subTotalAmount = goodsList.reduce((sum, line) => sum + line.goodsAmount, 0);
  // Now and then a promotion's discount (5–10 %) or a coupon (KES 50–200) lowers the price.
  const offerDiscountAmount = rng.bool(0.12) ? Math.round((subTotalAmount * rng.int(5, 10)) / 100) : 0;
  const couponCodeAmount = rng.bool(0.06) ? Math.min(rng.int(1, 4) * 5_000, subTotalAmount - offerDiscountAmount - 100) : 0;
  const totalAmount = subTotalAmount - offerDiscountAmount - couponCodeAmount;
  const vatAmount = Math.round((totalAmount * VAT_PERCENT) / (100 + VAT_PERCENT));
  const customer = customers.length > 0 && rng.bool(0.7) ? rng.pick(customers) : undefined;
  const orderSts = rng.weighted(STATUSES);
  const payTyp = orderSts === 'PR' || orderSts === 'WP' ? '0001' : rng.weighted(PAY_TYPES);
  const orderTm = rng.time(7, 20);
  const reversed = orderSts === 'SR' || orderSts === 'MR';
  const refundDt = reversed ? [addDays(orderDt, rng.int(0, 2)), SEED_TODAY].sort()[0]! : '';
  return {
    mercId: store.mercId,
    storeId: store.storeId,
    orderDt,
    orderTm,
    custNm: customer ? `${customer.firstName} ${customer.surname}` : '',
    custMblNo: customer?.mblNo ?? '',
    operNm: rng.pick(cashiers),
    payTyp,
    orderSts,
    subTotalAmount,
    offerDiscountAmount,
    couponCodeAmount,
    vatAmount,
    totalAmount,
    goodsList,
    refundReason: reversed ? rng.pick(REFUND_REASONS) : '',
    refundDt,
    // A reversal the same day comes after the sale.
    refundTm: reversed ? (refundDt === orderDt ? rng.time(Math.min(Number(orderTm.slice(0, 2)) + 1, 23), 23) : rng.time(8, 20)) : '',
  };
};

/**
 * Sales for every store of a merchant in business: the head office busiest, closed (suspended) stores none in the
 * last days. Numbered in time order (SO + yyMMdd + a 4-digit serial of the day) and stored newest first, so that a
 * list sorted by date shows a day's latest sales first.
 */
export function makeSalesOrders(
  stores: readonly Store[],
  staff: readonly Staff[],
  customers: readonly Customer[],
  users: readonly UserAccount[],
  rng: Random,
): SalesOrder[] {
  const sales: Array<Omit<SalesOrder, 'orderNo' | WorkflowField>> = [];
  for (const store of stores) {
    const owner = users.find((user) => user.mercId === store.mercId && user.roleName === 'Owner');
    // A merchant with no business set up has not sold anything yet.
    if (owner?.businessSetupStatus === 'N') continue;
    const storeRng = rng.fork(store.storeId);
    const cashiers = staff
      .filter((member) => member.status === 'A' && member.storeIds.includes(store.storeId))
      .map((member) => `${member.firstName} ${member.lastName}`);
    if (cashiers.length === 0 && owner) cashiers.push(`${owner.firstName} ${owner.lastName}`);
    const shoppers = customers.filter((customer) => customer.storeId === store.storeId && customer.blackFlg === 'N');
    const count = store.headOffFlg === 'Y' ? storeRng.int(36, 44) : storeRng.int(14, 22);
    for (let index = 0; index < count; index += 1) {
      const daysAgo = store.storeStatus === 'C' ? storeRng.int(10, DAYS - 1) : storeRng.int(0, DAYS - 1);
      sales.push(saleAt(store, cashiers, shoppers, addDays(SEED_TODAY, -daysAgo), storeRng));
    }
  }
  sales.sort((a, b) => (a.orderDt + a.orderTm).localeCompare(b.orderDt + b.orderTm));
  const serialOfDay = new Map<string, number>();
  const numbered = sales.map((sale) => {
    const serial = (serialOfDay.get(sale.orderDt) ?? 0) + 1;
    serialOfDay.set(sale.orderDt, serial);
    return { orderNo: `SO${sale.orderDt.slice(2)}${String(serial).padStart(4, '0')}`, ...sale };
  });
  return placeInWorkflow(numbered.reverse());
}

/** The fields the order screens add to a sale (Manage → Orders), set once every sale is numbered. */
type WorkflowField = 'acceptSts' | 'orderScreen' | 'refundAmount' | 'payList';

/**
 * Where each paid order of a store stands, by its place among the store's paid orders, newest first: the latest
 * three are new (not yet accepted), the next two ongoing, two picked, one suspended, two the customer has asked
 * to have refunded (waiting for refund, with a reason), the rest completed. Set by position, not by chance, so
 * every store's lists show each screen and the numbers of the sales before them do not move. A part refund (MR)
 * gave back the first line; a refunded sale (SR) all of it. A sale never paid was never taken up; a failed one
 * is cancelled.
 */
const placeInWorkflow = (sales: Array<Omit<SalesOrder, WorkflowField>>): SalesOrder[] => {
  const paidSoFar = new Map<string, number>();
  return sales.map((sale, index) => {
    let { orderSts, refundReason } = sale;
    let acceptSts: SalesOrder['acceptSts'] = 'CP';
    let refundAmount = 0;
    if (orderSts === 'PS') {
      const place = paidSoFar.get(sale.storeId) ?? 0;
      paidSoFar.set(sale.storeId, place + 1);
      acceptSts = place < 3 ? 'NO' : place < 5 ? 'OG' : place < 7 ? 'PD' : place < 8 ? 'SP' : 'CP';
      if (place === 8 || place === 9) {
        orderSts = 'WR';
        refundReason = REFUND_REASONS[index % REFUND_REASONS.length]!;
        // One asks for everything back, the other for its first line only.
        refundAmount = place === 8 ? sale.totalAmount : Math.min(sale.goodsList[0]!.goodsAmount, sale.totalAmount);
      }
    } else if (orderSts === 'SR') {
      refundAmount = sale.totalAmount;
    } else if (orderSts === 'MR') {
      const firstLine = sale.goodsList[0]!.goodsAmount;
      refundAmount = firstLine < sale.totalAmount ? firstLine : Math.round(sale.totalAmount / 2);
    } else {
      acceptSts = orderSts === 'FP' ? 'CL' : 'U1';
    }
    const paid = orderSts === 'PS' || orderSts === 'WR' || orderSts === 'MR' || orderSts === 'SR';
    const payList: OrderPayment[] = paid ? [{ dcFlg: 'c', payTyp: sale.payTyp, payAmt: sale.totalAmount, payDt: sale.orderDt, payTm: sale.orderTm }] : [];
    if (orderSts === 'MR' || orderSts === 'SR') payList.push({ dcFlg: 'd', payTyp: sale.payTyp, payAmt: refundAmount, payDt: sale.refundDt, payTm: sale.refundTm });
    const placed = { ...sale, orderSts, refundReason, acceptSts, refundAmount, payList };
    return { ...placed, orderScreen: screenOf(placed) };
  });
};
