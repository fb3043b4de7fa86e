// RefundGoodsOrder (spec 002 §7.4 Goods orders): Service Portal → Initiate reversal. The console asks for a refund
// reason (000 §3, 01–08) and the PIN first. Only a paid sale (PS) can be reversed; the reversal completes at once
// and the order becomes SR (success return) with the reason and the time: the reversal-approval page is hidden by
// the spec, so an order left waiting for approval could never be approved. The list and detail of the sales
// (queryReferAllOrders, queryConsumOrdDetail) are served generically from resources/salesTransactions.json.
import { requireFunction } from '../access';
import { text } from '../body';
import { MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, recordMissing } from '../resources/errors';
import { isBlank, validate, type Problem } from '../resources/schema';
import { worksIn } from '../staffStores';
import { db } from '../state';

/** Spec 001 §6: sales 0503 refund. */
export const SALES_REFUND = '0503';

/** The order is not paid (waiting, failed, part paid…): nothing was taken that could be given back. */
export const ORDER_NOT_REVERSIBLE = 'MMCP3201';
/** The order was reversed or returned before. */
export const ORDER_ALREADY_REVERSED = 'MMCP3202';

defineAction('RefundGoodsOrder', async ({ user, body, request }) => {
  requireFunction(user, SALES_REFUND);
  const orderNo = text(body, 'orderNo');
  const { refundReason } = body;
  const problems: Problem[] = isBlank(refundReason)
    ? [{ field: 'refundReason', key: 'validation.required' }]
    : await validate('commandInput', { refundReason }, true);
  if (problems.length > 0) throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems);

  // A sale of a store the staff member does not work in is as unknown to them as another merchant's.
  const order = db().salesOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId && worksIn(user, candidate.storeId));
  if (!order) throw recordMissing();
  if (order.orderSts === 'SR' || order.orderSts === 'MR') throw new MockFailure(ORDER_ALREADY_REVERSED, 'messages.orderAlreadyReversed');
  if (order.orderSts !== 'PS') throw new MockFailure(ORDER_NOT_REVERSIBLE, 'messages.orderNotReversible');

  order.orderSts = 'SR';
  order.refundReason = String(refundReason);
  order.refundDt = wireDateNow();
  order.refundTm = wireTimeNow();
  return { body: { ...order, goodsList: order.goodsList.map((line) => ({ ...line })) } };
});
