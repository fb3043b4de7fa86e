// The inbox actions of the embedded backend: each user's own messages, dated relative to the mock clock, with
// the spec's codes for bad input, strangers' messages and missing records.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { advanceClock } from '../../../mocks/clock';
import { addDays } from '../../../mocks/db/random';
import { wireDateNow } from '../../../mocks/resources/collections';
import { db } from '../../../mocks/state';
import type { NotificationMessage, NotificationPage, SplitOrderDetail } from '../../../src/notifications/types';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const OWNER_USR_NO = OWNER.usrNo;
const ALL = { offset: 0, limit: 99999 };

const failureOf = async (action: string, params: Record<string, unknown>) =>
  (await rejectionOf(callAction(action, params, { hideErrMsg: true }))) as MmcError;

const inbox = (params: Record<string, unknown> = {}) => callAction<NotificationPage>('NotificationList', { ...ALL, ...params });
const unread = async () => (await callAction<{ unreadCount: number }>('SelectUnreadCount', { usrNo: OWNER_USR_NO })).unreadCount;
const byTitle = async (title: string): Promise<NotificationMessage> => (await inbox()).list.find((message) => message.messTitle === title)!;

describe('NotificationList', () => {
  it("lists the owner's twelve messages newest first, all types, five unread", async () => {
    await loginAs();
    const { total, list } = await inbox();
    expect(total).toBe(12);
    expect(list).toHaveLength(12);
    const stamps = list.map((message) => message.sndDt + message.sndTm);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(new Set(list.map((message) => message.messTyp))).toEqual(new Set(['0', 'L', '1']));
    expect(list.filter((message) => message.readFlg === 'N')).toHaveLength(5);
    expect(list.every((message) => message.usrNo === OWNER_USR_NO)).toBe(true);
  });

  it("dates the inbox from the mock clock's today: today, yesterday, within the week and older", async () => {
    await loginAs();
    const today = wireDateNow();
    const dates = (await inbox()).list.map((message) => message.sndDt);
    expect(dates[0]).toBe(today);
    expect(dates).toContain(addDays(today, -1));
    expect(dates).toContain(addDays(today, -4));
    expect(dates.at(-1)).toBe(addDays(today, -9));

    advanceClock(24 * 60 * 60 * 1000);
    await loginAs(); // the session idled out over the day
    const tomorrow = (await inbox()).list.map((message) => message.sndDt);
    expect(tomorrow).toEqual(dates.map((date) => addDays(date, 1)));
  });

  it('narrows by a search in the title or the text, case-insensitively', async () => {
    await loginAs();
    const split = await inbox({ search: 'SPLIT BILL' });
    expect(split.total).toBe(3);
    expect(split.list.every((message) => /split bill/i.test(message.messTitle + message.messText))).toBe(true);
    const byText = await inbox({ search: 'Equity Bank' });
    expect(byText.list.map((message) => message.messTitle)).toEqual(['Till settlement successful']);
    await expect(inbox({ search: 'no such words' })).resolves.toEqual({ total: 0, list: [] });
  });

  it('pages with offset and limit and refuses a bad limit', async () => {
    await loginAs();
    const all = (await inbox()).list.map((message) => message.messId);
    const page = await callAction<NotificationPage>('NotificationList', { offset: 4, limit: 3 });
    expect(page.total).toBe(12);
    expect(page.list.map((message) => message.messId)).toEqual(all.slice(4, 7));
    expect(await failureOf('NotificationList', { offset: 0, limit: 0 })).toMatchObject({ code: 'MMCP0001', message: 'Parameter limit/offset is invalid.' });
  });

  it("shows each user only their own messages", async () => {
    await loginAs(CASHIER);
    const { total, list } = await inbox();
    expect(total).toBe(2);
    expect(list.map((message) => message.messTitle).sort()).toEqual(['PIN changed', 'Shift reminder']);
  });

  it('needs a session', async () => {
    expect(await failureOf('NotificationList', ALL)).toMatchObject({ code: 'SCM60401' });
  });
});

describe('SelectUnreadCount', () => {
  it("counts the caller's unread messages, and only for the caller's own usrNo", async () => {
    await loginAs();
    await expect(unread()).resolves.toBe(5);
    expect(await failureOf('SelectUnreadCount', { usrNo: CASHIER.usrNo })).toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    expect(await failureOf('SelectUnreadCount', {})).toMatchObject({ code: 'MMCP0001', message: 'Parameter usrNo is required.' });
  });
});

describe('UpdPushMsgRead', () => {
  it('marks one message read by messId, answering the new unread count', async () => {
    await loginAs();
    const message = await byTitle('New device login');
    expect(message.readFlg).toBe('N');
    await expect(callAction('UpdPushMsgRead', { usrNo: OWNER_USR_NO, messId: message.messId })).resolves.toEqual({ unreadCount: 4 });
    expect((await byTitle('New device login')).readFlg).toBe('Y');
    await expect(unread()).resolves.toBe(4);
    // Reading it again changes nothing.
    await expect(callAction('UpdPushMsgRead', { usrNo: OWNER_USR_NO, messId: message.messId })).resolves.toEqual({ unreadCount: 4 });
  });

  it("with readAll Y marks all the caller's messages read, and nobody else's", async () => {
    await loginAs();
    await expect(callAction('UpdPushMsgRead', { usrNo: OWNER_USR_NO, readAll: 'Y' })).resolves.toEqual({ unreadCount: 0 });
    expect((await inbox()).list.every((message) => message.readFlg === 'Y')).toBe(true);
    expect(db().notifications.filter((message) => message.usrNo === CASHIER.usrNo && message.readFlg === 'N')).toHaveLength(1);
  });

  it("answers the missing-record code for an unknown messId or another user's message", async () => {
    await loginAs();
    const cashierMessage = db().notifications.find((message) => message.usrNo === CASHIER.usrNo)!;
    for (const messId of ['MS99999999', cashierMessage.messId]) {
      expect(await failureOf('UpdPushMsgRead', { usrNo: OWNER_USR_NO, messId })).toMatchObject({ code: 'MMCP0404', message: 'The record does not exist.' });
    }
    expect(cashierMessage.readFlg).toBe('N');
  });

  it('refuses a body without messId or readAll, a bad readAll and another usrNo', async () => {
    await loginAs();
    expect(await failureOf('UpdPushMsgRead', { usrNo: OWNER_USR_NO })).toMatchObject({ code: 'MMCP0001', message: 'Parameter messId is required.' });
    expect(await failureOf('UpdPushMsgRead', { usrNo: OWNER_USR_NO, readAll: 'yes' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter readAll is invalid.' });
    expect(await failureOf('UpdPushMsgRead', { usrNo: CASHIER.usrNo, readAll: 'Y' })).toMatchObject({ code: 'MMCP0403' });
    await expect(unread()).resolves.toBe(5);
  });
});

describe('DeleteNotification', () => {
  it('removes the message from the list and from the unread count', async () => {
    await loginAs();
    const message = await byTitle('Scheduled maintenance');
    await callAction('DeleteNotification', { messId: message.messId });
    const after = await inbox();
    expect(after.total).toBe(11);
    expect(after.list.map((entry) => entry.messId)).not.toContain(message.messId);
    await expect(unread()).resolves.toBe(4);
    expect(await failureOf('DeleteNotification', { messId: message.messId })).toMatchObject({ code: 'MMCP0404' });
  });

  it("refuses a missing messId and leaves another user's message alone", async () => {
    await loginAs();
    expect(await failureOf('DeleteNotification', {})).toMatchObject({ code: 'MMCP0001', message: 'Parameter messId is required.' });
    const cashierMessage = db().notifications.find((message) => message.usrNo === CASHIER.usrNo)!;
    expect(await failureOf('DeleteNotification', { messId: cashierMessage.messId })).toMatchObject({ code: 'MMCP0404' });
    expect(db().notifications).toContain(cashierMessage);
  });
});

describe('ShareNotification', () => {
  const beneficiaryOf = (mercId: string) => db().beneficiaries.find((beneficiary) => beneficiary.mercId === mercId)!;

  it("shares the caller's message with one of the merchant's beneficiaries", async () => {
    await loginAs();
    const message = await byTitle('Payment received');
    const target = beneficiaryOf('M100001');
    await expect(
      callAction('ShareNotification', { messId: message.messId, targetUsrNo: target.bnfUsrNo, sourceUsrNo: OWNER_USR_NO, targetPhone: `0${target.bnfMblNo}` }),
    ).resolves.toEqual({ messId: message.messId, targetUsrNo: target.bnfUsrNo });
  });

  it("refuses another merchant's beneficiary, a phone that is not the beneficiary's, and a stranger as the source", async () => {
    await loginAs();
    const { messId } = await byTitle('Payment received');
    const own = beneficiaryOf('M100001');
    const foreign = beneficiaryOf('M100003');
    const share = (changes: Record<string, unknown>) =>
      failureOf('ShareNotification', { messId, targetUsrNo: own.bnfUsrNo, sourceUsrNo: OWNER_USR_NO, targetPhone: own.bnfMblNo, ...changes });
    expect(await share({ targetUsrNo: foreign.bnfUsrNo, targetPhone: foreign.bnfMblNo })).toMatchObject({ code: 'MMCP0404' });
    expect(await share({ targetPhone: '799000111' })).toMatchObject({ code: 'MMCP0001', message: 'The Mobile Number entered does not exist.' });
    expect(await share({ targetPhone: '12345' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter targetPhone is invalid.' });
    expect(await share({ sourceUsrNo: CASHIER.usrNo })).toMatchObject({ code: 'MMCP0403' });
    expect(await share({ messId: 'MS99999999' })).toMatchObject({ code: 'MMCP0404' });
    expect(await share({ targetUsrNo: '' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter targetUsrNo is required.' });
  });

  it('is refused to a user who may not read the beneficiary list (the cashier)', async () => {
    await loginAs(CASHIER);
    const { messId } = (await inbox()).list[0]!;
    const target = beneficiaryOf('M100001');
    expect(
      await failureOf('ShareNotification', { messId, targetUsrNo: target.bnfUsrNo, sourceUsrNo: CASHIER.usrNo, targetPhone: target.bnfMblNo }),
    ).toMatchObject({ code: 'MMCP0403', message: 'no permission' });
  });
});

describe('QuerySplitOrderDetail', () => {
  it("answers each split-bill message's order: payable (0 or 2) or paid (1), for the amount in rmk", async () => {
    await loginAs();
    const splits = (await inbox()).list.filter((message) => message.messTyp === '1');
    expect(splits).toHaveLength(3);
    const orders = await Promise.all(
      splits.map((message) => callAction<SplitOrderDetail>('QuerySplitOrderDetail', { orderNo: message.ordNo, orderDate: message.sndDt })),
    );
    expect(orders.map((order) => order.orderPaymentStatus)).toEqual(['0', '1', '2']);
    orders.forEach((order, index) => {
      expect(order.orderNo).toBe(splits[index]!.ordNo);
      expect(order.orderDate).toBe(splits[index]!.sndDt);
      expect(String(order.payAmt)).toBe(splits[index]!.rmk);
      expect(order.rcvMblNo).toMatch(/^[17]\d{8}$/);
    });
    expect(orders[0]).toMatchObject({ payAmt: 120_000, rcvNm: 'Peter Mwangi' });
  });

  it('needs the order number with its own date, and a real date', async () => {
    await loginAs();
    const message = (await inbox({ search: 'Peter Mwangi' })).list[0]!;
    const query = (changes: Record<string, unknown>) => failureOf('QuerySplitOrderDetail', { orderNo: message.ordNo, orderDate: message.sndDt, ...changes });
    expect(await query({ orderDate: addDays(message.sndDt, -1) })).toMatchObject({ code: 'MMCP0404', message: 'The record does not exist.' });
    expect(await query({ orderNo: 'SB000000000000' })).toMatchObject({ code: 'MMCP0404' });
    expect(await query({ orderDate: '20261332' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter orderDate is invalid.' });
    expect(await query({ orderNo: '' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter orderNo is required.' });
  });

  it("does not show another user's order", async () => {
    await loginAs(CASHIER);
    const order = db().splitOrders[0]!;
    expect(await failureOf('QuerySplitOrderDetail', { orderNo: order.orderNo, orderDate: wireDateNow() })).toMatchObject({ code: 'MMCP0404' });
  });
});
