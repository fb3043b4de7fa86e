// The goods orders' own actions (spec 002 §7.4 Goods orders) that no resource file can say alone:
// - RefundGoodsOrder: Manage → Orders' Refund and Service Portal → Initiate reversal. The console asks for a refund
//   reason (000 §3, 01–08) and the PIN first; Orders may also name an amount (a part refund, 001's RP), at most
//   what is left to give back ('Maximum Amount {0} (KES)'), the whole rest when none is named. A paid order (PS)
//   or one refunded in part (MR) can be refunded; the refund completes at once (the reversal-approval page is
//   hidden by the spec): all of it given back makes the order refunded (SR), less makes it a part refund (MR).
// - StatisGoodsOrder: how many of the current store's orders each order screen lists (the Orders tabs' counts).
// The lists, the detail and the process, suspend and refund-audit commands are served generically from
// resources/orders.json with mocks/resources/orderEffects.ts; SendReceiptAndInvoice is the checkout's
// (mocks/actions/checkout.ts), which sends the receipt of any paid order of the store too.
import { formatKesNumber } from '../../src/format/money';
import { requireAnyCode, requireFunction } from '../access';
import { optionalText, text } from '../body';
import { screenOf, COUNTED_SCREENS } from '../db/orderScreens';
import type { SalesOrder } from '../db/types';
import { MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, recordMissing } from '../resources/errors';
import { isBlank, validate, type Problem } from '../resources/schema';
import { worksIn } from '../staffStores';
import { db } from '../state';
import { currentStoreId } from '../currentStore';

/** Spec 001 §6: sales 0501 view, 0502 manage, 0503 refund. */
export const SALES_VIEW = '0501';
export const SALES_REFUND = '0503';

/** The order is not paid (waiting, failed, part paid…): nothing was taken that could be given back. */
export const ORDER_NOT_REVERSIBLE = 'MMCP3201';
/** The order was refunded in full before. */
export const ORDER_ALREADY_REVERSED = 'MMCP3202';

/** A copy of the order as answered (the stored one stays the backend's). */
export const orderAnswer = (order: SalesOrder) => ({
  ...order,
  goodsList: order.goodsList.map((line) => ({ ...line })),
  payList: order.payList.map((payment) => ({ ...payment })),
});

/** Gives back `amount` of a paid order now: a part refund (MR) or, once all of it is back, a refund (SR). */
export const refundNow = (order: SalesOrder, amount: number): void => {
  order.refundAmount += amount;
  order.orderSts = order.refundAmount >= order.totalAmount ? 'SR' : 'MR';
  order.refundDt = wireDateNow();
  order.refundTm = wireTimeNow();
  order.payList.push({ dcFlg: 'd', payTyp: order.payTyp, payAmt: amount, payDt: order.refundDt, payTm: order.refundTm });
  order.orderScreen = screenOf(order);
};

defineAction('RefundGoodsOrder', async ({ user, body, request }) => {
  requireFunction(user, SALES_REFUND);
  const language = languageOf(request.headers.get('Accept-Language'));
  const orderNo = text(body, 'orderNo');
  const { refundReason, refundAmount } = body;
  const asked = isBlank(refundAmount) ? {} : { refundAmount };
  const problems: Problem[] = isBlank(refundReason)
    ? [{ field: 'refundReason', key: 'validation.required' }]
    : await validate('commandInput', { refundReason, ...asked }, true);
  if (problems.length > 0) throw invalidFields(language, problems);

  // A sale of a store the staff member does not work in is as unknown to them as another merchant's.
  const order = db().salesOrders.find(
    (candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId && worksIn(user, candidate.storeId),
  );
  if (!order) throw recordMissing();
  if (order.orderSts === 'SR') throw new MockFailure(ORDER_ALREADY_REVERSED, 'messages.orderAlreadyReversed');
  if (order.orderSts !== 'PS' && order.orderSts !== 'MR') throw new MockFailure(ORDER_NOT_REVERSIBLE, 'messages.orderNotReversible');

  const rest = order.totalAmount - order.refundAmount;
  const amount = typeof refundAmount === 'number' ? refundAmount : rest;
  if (amount > rest) throw invalidFields(language, [{ field: 'refundAmount', key: 'validation.amountMax', values: { 0: formatKesNumber(rest) } }]);
  order.refundReason = String(refundReason);
  refundNow(order, amount);
  return { body: orderAnswer(order) };
});

defineAction('StatisGoodsOrder', ({ user, body }) => {
  requireAnyCode(user, [SALES_VIEW]);
  const storeId = optionalText(body, 'storeId') ?? currentStoreId(user);
  // Another store's counts are as unknown to a staff member who does not work there as its orders.
  if (!storeId || !worksIn(user, storeId) || !db().stores.some((store) => store.storeId === storeId && store.mercId === user.mercId))
    throw recordMissing();
  const orders = db().salesOrders.filter((order) => order.mercId === user.mercId && order.storeId === storeId);
  const counts = Object.fromEntries(COUNTED_SCREENS.map((screen) => [screen, 0]));
  for (const order of orders) if (order.orderScreen in counts) counts[order.orderScreen]! += 1;
  return { body: { storeId, counts, total: orders.length } };
});
