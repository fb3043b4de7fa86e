// Finance → Transaction history (spec 002 §7.4 "Wallet, reports, settlement"). StatisticsOrderList, the list, is
// served by the generic resource backend from resources/transactions.json (search, type, status, direction and
// date range, sort, paging). Here are the two the generic backend cannot answer as the provider would:
//
// QueryOrderDetail { orderNo } → the order itself; an order number the merchant has no order under is refused
//   with the not-found code and the spec's wording for a number that does not exist.
// QueryTransactionTypes {} → { list: [{ orderTyp }] }: the order types the merchant's history holds,
//   in code order, for the list's type filter.
import { requireFunction } from '../access';
import { text } from '../body';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { db } from '../state';

/** Spec 001 §6: 12 transaction history. */
const HISTORY_CODE = '12';

defineAction('QueryOrderDetail', ({ user, body }) => {
  requireFunction(user, HISTORY_CODE);
  const orderNo = text(body, 'orderNo');
  const order = db().transactions.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (!order) throw new MockFailure(CODES.notFound, 'messages.orderMissing');
  return { body: { ...order } };
});

defineAction('QueryTransactionTypes', ({ user }) => {
  requireFunction(user, HISTORY_CODE);
  const types = new Set(db().transactions.filter((order) => order.mercId === user.mercId).map((order) => order.orderTyp));
  return { body: { list: [...types].sort().map((orderTyp) => ({ orderTyp })) } };
});
