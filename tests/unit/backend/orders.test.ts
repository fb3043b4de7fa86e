// Manage → Orders on the embedded backend (resources/orders.json, mocks/actions/orders.ts,
// mocks/resources/orderEffects.ts): the seeded orders on every screen with the counts StatisGoodsOrder answers,
// the accept status moves of 001 §4 (accept, pick, complete, cancel, suspend, resume) and nothing else, full and
// part refunds with a reason, a customer's refund request decided, the receipt resent, and the permission codes
// of 001 §6 (0501 view, 0502 manage, 0503 refund) checked by the server.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { createSeed } from '../../../mocks/db/seed';
import { screenOf } from '../../../mocks/db/orderScreens';
import type { SalesOrder } from '../../../mocks/db/types';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const HEAD_OFFICE = 'S100001';
const call = <T = Row>(action: string, body: Row = {}) =>
  callNamedAction<T>(
    action,
    { storeId: HEAD_OFFICE, ...body },
    { hideErrMsg: true, ...(action === 'QueryGoodsOrderList' ? { paging: { page: 1, perPage: 100 } } : {}) },
  );
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;
const list = async (body: Row = {}) => call<{ data: SalesOrder[]; total: number }>('QueryGoodsOrderList', body);
const counts = async () => call<{ counts: Record<string, number>; total: number }>('StatisGoodsOrder');
const firstOn = async (orderScreen: string) => (await list({ orderScreen, sortField: 'orderDt', sortOrder: 'DESC' })).data[0]!;
const process = (orderNo: string, processEvent: string) => call<SalesOrder>('ProcessConsumerGoodsOrder', { orderNo, processEvent });

describe('the seeded orders', () => {
  it('stand on every screen at the head office, new ones at every store in business, their screen read from their two statuses', () => {
    const { salesOrders } = createSeed();
    for (const storeId of new Set(salesOrders.map((order) => order.storeId))) {
      const screens = new Set(salesOrders.filter((order) => order.storeId === storeId).map((order) => order.orderScreen));
      // The head office has orders on every screen; a quieter store at least its latest three new ones.
      const expected =
        storeId === HEAD_OFFICE
          ? ['newOrders', 'onGoing', 'picked', 'completed', 'suspended', 'waitingForRefund', 'refund', 'refunded']
          : ['newOrders'];
      for (const screen of expected) expect(screens.has(screen as SalesOrder['orderScreen']), `${storeId} ${screen}`).toBe(true);
    }
    for (const order of salesOrders) {
      expect(order.orderScreen).toBe(screenOf(order));
      // What was paid and given back adds up.
      const paid = order.payList.filter((line) => line.dcFlg === 'c').reduce((sum, line) => sum + line.payAmt, 0);
      const back = order.payList.filter((line) => line.dcFlg === 'd').reduce((sum, line) => sum + line.payAmt, 0);
      expect(paid, order.orderNo).toBe(['PS', 'WR', 'MR', 'SR'].includes(order.orderSts) ? order.totalAmount : 0);
      expect(back, order.orderNo).toBe(order.orderSts === 'MR' || order.orderSts === 'SR' ? order.refundAmount : 0);
      if (order.orderSts === 'MR') expect(order.refundAmount).toBeLessThan(order.totalAmount);
      if (order.orderSts === 'WR') expect(order.refundReason).not.toBe('');
    }
  });

  it("are listed by screen, and StatisGoodsOrder counts each screen of the current store's orders", async () => {
    await loginAs();
    const answer = await counts();
    const own = db().salesOrders.filter((order) => order.storeId === HEAD_OFFICE);
    expect(answer.total).toBe(own.length);
    expect(answer.counts).toEqual({
      newOrders: 3,
      onGoing: 2,
      picked: 2,
      completed: expect.any(Number),
      suspended: 1,
      waitingForRefund: 2,
      refund: expect.any(Number),
      refunded: expect.any(Number),
    });
    for (const [screen, count] of Object.entries(answer.counts)) {
      const listed = await list({ orderScreen: screen });
      expect(listed.total, screen).toBe(count);
      expect(listed.data.every((order) => order.orderScreen === screen && order.storeId === HEAD_OFFICE)).toBe(true);
    }
    // Another store's counts are its own.
    const branch = await call<{ total: number }>('StatisGoodsOrder', { storeId: 'S100002' });
    expect(branch.total).toBe(db().salesOrders.filter((order) => order.storeId === 'S100002').length);
  });

  it('answers the detail of an order with its lines, payments and statuses', async () => {
    await loginAs();
    const order = await firstOn('refund');
    const detail = await call<SalesOrder>('QueryGoodsOrderDetail', { orderNo: order.orderNo });
    expect(detail).toMatchObject({ orderNo: order.orderNo, orderSts: 'MR', acceptSts: 'CP', orderScreen: 'refund', goodsList: order.goodsList });
    expect(detail.payList.map((line) => line.dcFlg)).toEqual(['c', 'd']);
  });
});

describe('processing an order', () => {
  it('moves a new order through accept, pick and complete, and refuses any other move with MMCP0002', async () => {
    await loginAs();
    const order = await firstOn('newOrders');
    expect((await failureOf('ProcessConsumerGoodsOrder', { orderNo: order.orderNo, processEvent: 'complete' })).code).toBe('MMCP0002');
    expect(await process(order.orderNo, 'accept')).toMatchObject({ acceptSts: 'OG', orderScreen: 'onGoing' });
    expect((await failureOf('ProcessConsumerGoodsOrder', { orderNo: order.orderNo, processEvent: 'accept' })).message).toBe(
      'This action is not available for this record.',
    );
    expect(await process(order.orderNo, 'pick')).toMatchObject({ acceptSts: 'PD', orderScreen: 'picked' });
    expect(await process(order.orderNo, 'complete')).toMatchObject({ acceptSts: 'CP', orderScreen: 'completed' });
    // A completed order cannot be cancelled, suspended or taken back.
    expect((await failureOf('ProcessConsumerGoodsOrder', { orderNo: order.orderNo, processEvent: 'cancel' })).code).toBe('MMCP0002');
    expect((await failureOf('HangMerchantGoodsOrder', { orderNo: order.orderNo })).code).toBe('MMCP0002');
    expect((await failureOf('ProcessConsumerGoodsOrder', { orderNo: order.orderNo, processEvent: 'ship' })).code).toBe('MMCP0002');
  });

  it('suspends and resumes (as ongoing), cancels, and moves the counts with the order', async () => {
    await loginAs();
    const before = (await counts()).counts;
    const order = await firstOn('newOrders');
    expect(await call('HangMerchantGoodsOrder', { orderNo: order.orderNo })).toMatchObject({ acceptSts: 'SP', orderScreen: 'suspended' });
    expect((await counts()).counts).toMatchObject({ newOrders: before.newOrders! - 1, suspended: before.suspended! + 1 });
    expect(await call('CancelHangGoodsOrder', { orderNo: order.orderNo })).toMatchObject({ acceptSts: 'OG', orderScreen: 'onGoing' });
    expect(await process(order.orderNo, 'cancel')).toMatchObject({ acceptSts: 'CL', orderScreen: 'cancelled', orderSts: 'PS' });
    expect((await counts()).counts).toMatchObject({ newOrders: before.newOrders! - 1, onGoing: before.onGoing, suspended: before.suspended });
  });
});

describe('refunds', () => {
  it('gives back a part, then the rest, with a reason; never more than is left', async () => {
    await loginAs();
    const order = await firstOn('completed');
    const part = Math.floor(order.totalAmount / 4);
    const tooMuch = await failureOf('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '02', refundAmount: order.totalAmount + 1 });
    expect(tooMuch.code).toBe('MMCP0001');
    expect((tooMuch.body?.fieldErrors as Row).refundAmount).toMatch(/^Maximum Amount [\d,]+\.\d\d \(KES\)$/);
    const first = await call<SalesOrder>('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '02', refundAmount: part });
    expect(first).toMatchObject({ orderSts: 'MR', orderScreen: 'refund', refundAmount: part, refundReason: '02' });
    expect(first.payList.at(-1)).toMatchObject({ dcFlg: 'd', payAmt: part });
    // No amount: the rest.
    const rest = await call<SalesOrder>('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '06' });
    expect(rest).toMatchObject({ orderSts: 'SR', orderScreen: 'refunded', refundAmount: order.totalAmount });
    expect((await failureOf('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '06' })).code).toBe('MMCP3202');
  });

  it('asks for one of the eight reasons, and refuses an order never paid', async () => {
    await loginAs();
    const order = await firstOn('onGoing');
    expect((await failureOf('RefundGoodsOrder', { orderNo: order.orderNo })).body?.fieldErrors).toEqual({ refundReason: 'This field is required.' });
    expect((await failureOf('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '09' })).code).toBe('MMCP0001');
    const unpaid = db().salesOrders.find((candidate) => candidate.storeId === HEAD_OFFICE && candidate.orderSts === 'WP')!;
    expect((await failureOf('RefundGoodsOrder', { orderNo: unpaid.orderNo, refundReason: '01' })).code).toBe('MMCP3201');
  });

  it("decides a customer's refund request: approved gives back what was asked, rejected leaves the order paid", async () => {
    await loginAs();
    const [whole, part] = (await list({ orderScreen: 'waitingForRefund', sortField: 'orderDt', sortOrder: 'DESC' })).data;
    const decided = [whole!, part!].sort((a, b) => b.refundAmount / b.totalAmount - a.refundAmount / a.totalAmount);
    const approved = await call<SalesOrder>('RefundGoodsOrderAudit', { orderNo: decided[0]!.orderNo, auditResult: 'Y' });
    expect(approved).toMatchObject({ orderSts: 'SR', orderScreen: 'refunded', refundAmount: decided[0]!.totalAmount });
    // A rejection gives its cause (001 §4), which the order keeps.
    expect((await failureOf('RefundGoodsOrderAudit', { orderNo: decided[1]!.orderNo, auditResult: 'N' })).body?.fieldErrors).toEqual({
      reason: 'This field is required.',
    });
    const rejected = await call<SalesOrder>('RefundGoodsOrderAudit', { orderNo: decided[1]!.orderNo, auditResult: 'N', reason: 'Goods opened and used' });
    expect(rejected).toMatchObject({ orderSts: 'PS', refundAmount: 0, refundReason: '', refundRejectReason: 'Goods opened and used' });
    expect((await failureOf('RefundGoodsOrderAudit', { orderNo: decided[1]!.orderNo, auditResult: 'Y' })).code).toBe('MMCP0002');
  });
});

describe('the receipt and the permission codes', () => {
  it('resends the receipt of a paid order to an e-mail address and a mobile number, and asks for one of them', async () => {
    await loginAs();
    const order = await firstOn('completed');
    expect(await call('SendReceiptAndInvoice', { orderNo: order.orderNo, receiptEmail: 'amina@example.co.ke', receiptMblNo: '722481930' })).toEqual({
      orderNo: order.orderNo,
      sentTo: 'amina@example.co.ke, 722481930',
    });
    expect((await failureOf('SendReceiptAndInvoice', { orderNo: order.orderNo })).body?.fieldErrors).toEqual({
      receiptEmail: 'Enter an e-mail address or a mobile number.',
    });
    const unpaid = db().salesOrders.find((candidate) => candidate.storeId === HEAD_OFFICE && candidate.orderSts === 'FP')!;
    expect((await failureOf('SendReceiptAndInvoice', { orderNo: unpaid.orderNo, receiptEmail: 'amina@example.co.ke' })).code).toBe('MMCP0002');
  });

  it('lets a member with sales view list and resend, but not process or refund', async () => {
    await loginAs();
    const order = await firstOn('newOrders');
    const cashier = db().users.find((user) => user.loginName === 'cashier')!;
    cashier.funcNos = ['05', '0501', '43'];
    await loginAs(CASHIER);
    expect((await list()).total).toBeGreaterThan(0);
    expect((await counts()).counts.newOrders).toBe(3);
    expect((await failureOf('ProcessConsumerGoodsOrder', { orderNo: order.orderNo, processEvent: 'accept' })).code).toBe('MMCP0403');
    expect((await failureOf('HangMerchantGoodsOrder', { orderNo: order.orderNo })).code).toBe('MMCP0403');
    expect((await failureOf('RefundGoodsOrder', { orderNo: order.orderNo, refundReason: '01' })).code).toBe('MMCP0403');
    cashier.funcNos = ['43'];
    expect((await failureOf('QueryGoodsOrderList', {})).code).toBe('MMCP0403');
    expect((await failureOf('StatisGoodsOrder', {})).code).toBe('MMCP0403');
  });
});
