// The notification inbox (spec 002 §7.4 "Notifications", spec 001 §4). Every signed-in user reads only their own
// messages: spec 001 §6 gives no permission code for the inbox (3710 "notification management" is the settings
// page), so no role function is needed, but another user's messId is answered as missing.
//
// Bodies and answers (dates are replayed relative to today, see mocks/seedCalendar.ts):
//   NotificationList      { search?, offset, limit }            → { total, list: Notification[] } newest first;
//                                                                 search looks in the title and the text
//   SelectUnreadCount     { usrNo }                             → { unreadCount }
//   UpdPushMsgRead        { usrNo, messId }                     → one message read
//                         { usrNo, readAll: 'Y' }               → all of the user's messages read (messId unused)
//                                                               → both answer { unreadCount } after the change
//   DeleteNotification    { messId }                            → {}
//   ShareNotification     { messId, targetUsrNo, sourceUsrNo, targetPhone }
//                         targetUsrNo: one of the merchant's beneficiaries (bnfUsrNo), targetPhone its mobile,
//                         sourceUsrNo the signed-in user                → { messId, targetUsrNo }
//   QuerySplitOrderDetail { orderNo, orderDate }                → { orderNo, orderDate, orderPaymentStatus, payAmt,
//                                                                   rcvMblNo, rcvNm }
import { toNationalMobile } from '../../src/format/mobile';
import { requireAnyCode } from '../access';
import { optionalText, paging, text } from '../body';
import type { Notification, UserAccount } from '../db/types';
import { isValidYyyyMMdd } from '../db/random';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { recordMissing } from '../resources/errors';
import { toClockDate, toSeedDate } from '../seedCalendar';
import { db } from '../state';
import { BENEFICIARY_READ_CODES } from './beneficiaries';

const invalid = (field: string) => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });

const inboxOf = (user: UserAccount): Notification[] => db().notifications.filter((message) => message.usrNo === user.usrNo);

const unreadCount = (user: UserAccount): number => inboxOf(user).filter((message) => message.readFlg === 'N').length;

/** The caller's own message, or the missing-record answer (another user's message is not revealed). */
const ownMessage = (user: UserAccount, body: Record<string, unknown>): Notification => {
  const messId = text(body, 'messId');
  const message = inboxOf(user).find((candidate) => candidate.messId === messId);
  if (!message) throw recordMissing();
  return message;
};

/** usrNo in a body names whose inbox is meant; it can only be the caller's. */
const requireSelf = (user: UserAccount, body: Record<string, unknown>, field: string): void => {
  if (text(body, field) !== user.usrNo) throw new MockFailure(CODES.noPermission, 'messages.noPermission');
};

const onTheWire = (message: Notification): Notification => ({ ...message, sndDt: toClockDate(message.sndDt) });

const newestFirst = (a: Notification, b: Notification): number => (b.sndDt + b.sndTm).localeCompare(a.sndDt + a.sndTm);

defineAction('NotificationList', ({ user, body }) => {
  const { limit, offset } = paging(body, 10);
  const search = optionalText(body, 'search')?.toLowerCase();
  const rows = inboxOf(user)
    .filter((message) => !search || message.messTitle.toLowerCase().includes(search) || message.messText.toLowerCase().includes(search))
    .sort(newestFirst);
  return { body: { total: rows.length, list: rows.slice(offset, offset + limit).map(onTheWire) } };
});

defineAction('SelectUnreadCount', ({ user, body }) => {
  requireSelf(user, body, 'usrNo');
  return { body: { unreadCount: unreadCount(user) } };
});

defineAction('UpdPushMsgRead', ({ user, body }) => {
  requireSelf(user, body, 'usrNo');
  const readAll = optionalText(body, 'readAll');
  if (readAll !== undefined && readAll !== 'Y' && readAll !== 'N') throw invalid('readAll');
  const messages = readAll === 'Y' ? inboxOf(user) : [ownMessage(user, body)];
  for (const message of messages) message.readFlg = 'Y';
  return { body: { unreadCount: unreadCount(user) } };
});

defineAction('DeleteNotification', ({ user, body }) => {
  const message = ownMessage(user, body);
  db().notifications.splice(db().notifications.indexOf(message), 1);
  return { body: {} };
});

defineAction('ShareNotification', ({ user, body }) => {
  // The recipient is picked from the beneficiary list, so whoever may not read that list may not share to it.
  requireAnyCode(user, BENEFICIARY_READ_CODES);
  const message = ownMessage(user, body);
  requireSelf(user, body, 'sourceUsrNo');
  const targetUsrNo = text(body, 'targetUsrNo');
  const targetPhone = toNationalMobile(text(body, 'targetPhone'));
  if (!targetPhone) throw invalid('targetPhone');
  const target = db().beneficiaries.find((beneficiary) => beneficiary.bnfUsrNo === targetUsrNo && beneficiary.mercId === user.mercId);
  if (!target) throw recordMissing();
  if (target.bnfMblNo !== targetPhone) throw new MockFailure(CODES.badRequest, 'messages.mobileMissing');
  return { body: { messId: message.messId, targetUsrNo } };
});

defineAction('QuerySplitOrderDetail', ({ user, body }) => {
  const orderNo = text(body, 'orderNo');
  const orderDate = text(body, 'orderDate');
  if (!isValidYyyyMMdd(orderDate)) throw invalid('orderDate');
  const order = db().splitOrders.find(
    (candidate) => candidate.orderNo === orderNo && candidate.orderDate === toSeedDate(orderDate) && candidate.usrNo === user.usrNo,
  );
  if (!order) throw recordMissing();
  const { usrNo: _owner, ...detail } = order;
  return { body: { ...detail, orderDate: toClockDate(order.orderDate) } };
});
