// Service Portal: the seeded sales of each store, their list (queryReferAllOrders) and detail (queryConsumOrdDetail),
// and the reversal rules of RefundGoodsOrder: a reason from the spec's list, only paid sales, once.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { createSeed, SEED_TODAY } from '../../../mocks/db/seed';
import type { SalesOrder } from '../../../mocks/db/types';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

interface Page {
  data: SalesOrder[];
  total: number;
}

const HEAD_OFFICE = 'S100001';
const list = (params: Record<string, unknown> = {}) =>
  callAction<Page>('queryReferAllOrders', { storeId: HEAD_OFFICE, limit: 100, offset: 0, ...params });
const refund = (params: Record<string, unknown>) => callAction<SalesOrder>('RefundGoodsOrder', params, { hideErrMsg: true });
const refusal = async (params: Record<string, unknown>) => (await rejectionOf(refund(params))) as MmcError;
const seeded = (status: SalesOrder['orderSts']) => db().salesOrders.find((order) => order.storeId === HEAD_OFFICE && order.orderSts === status)!;

describe('the seeded sales', () => {
  const { salesOrders, stores } = createSeed();

  it('are the same on every run, for every store of a merchant in business and none of the new merchant', () => {
    expect(createSeed().salesOrders).toEqual(salesOrders);
    const selling = new Set(salesOrders.map((order) => order.storeId));
    for (const store of stores) expect(selling.has(store.storeId), store.storeId).toBe(store.mercId !== 'M100002');
    expect(new Set(salesOrders.map((order) => order.orderNo)).size).toBe(salesOrders.length);
    for (const order of salesOrders) expect(order.orderNo).toMatch(new RegExp(`^SO${order.orderDt.slice(2)}\\d{4}$`));
  });

  it('add up: lines, discounts, coupon and the VAT included in the total', () => {
    for (const order of salesOrders) {
      for (const line of order.goodsList) expect(line.goodsAmount).toBe(line.goodsPrice * line.goodsQty);
      expect(order.subTotalAmount).toBe(order.goodsList.reduce((sum, line) => sum + line.goodsAmount, 0));
      expect(order.totalAmount).toBe(order.subTotalAmount - order.offerDiscountAmount - order.couponCodeAmount);
      expect(order.totalAmount).toBeGreaterThan(0);
      expect(order.vatAmount).toBe(Math.round((order.totalAmount * 16) / 116));
      expect(order.orderDt <= SEED_TODAY).toBe(true);
    }
  });

  it('show every status at the head office; only returned sales and refunds asked for carry a refund reason, a return dated on or after the sale', () => {
    const statuses = new Set(salesOrders.filter((order) => order.storeId === HEAD_OFFICE).map((order) => order.orderSts));
    expect([...statuses].sort()).toEqual(['FP', 'MR', 'PR', 'PS', 'SR', 'U1', 'WP', 'WR']);
    for (const order of salesOrders) {
      const returned = order.orderSts === 'SR' || order.orderSts === 'MR';
      expect(order.refundReason !== '', order.orderNo).toBe(returned || order.orderSts === 'WR');
      if (returned) expect(order.refundDt + order.refundTm > order.orderDt + order.orderTm).toBe(true);
    }
  });
});

describe('queryReferAllOrders', () => {
  it("lists the current store's sales only, pages them and sorts by the field asked for", async () => {
    await loginAs();
    const all = await list();
    expect(all.total).toBe(db().salesOrders.filter((order) => order.storeId === HEAD_OFFICE).length);
    expect(all.data.every((order) => order.storeId === HEAD_OFFICE)).toBe(true);

    const second = await list({ limit: 10, offset: 10, sortField: 'totalAmount', sortOrder: 'ASC' });
    expect(second.total).toBe(all.total);
    const amounts = all.data.map((order) => order.totalAmount).sort((a, b) => a - b);
    expect(second.data.map((order) => order.totalAmount)).toEqual(amounts.slice(10, 20));

    const branch = await list({ storeId: 'S100002' });
    expect(branch.data.every((order) => order.storeId === 'S100002')).toBe(true);
    expect(branch.data.some((order) => all.data.some((own) => own.orderNo === order.orderNo))).toBe(false);
  });

  it('filters by status and payment type, and finds a customer by the mobile number as people type it', async () => {
    await loginAs();
    const paidByMobileMoney = await list({ orderSts: 'PS', payTyp: '0001' });
    expect(paidByMobileMoney.total).toBeGreaterThan(0);
    expect(paidByMobileMoney.data.every((order) => order.orderSts === 'PS' && order.payTyp === '0001')).toBe(true);

    const customer = db().salesOrders.find((order) => order.storeId === HEAD_OFFICE && order.custMblNo !== '')!;
    const typed = `0${customer.custMblNo.slice(0, 3)} ${customer.custMblNo.slice(3, 6)} ${customer.custMblNo.slice(6)}`;
    const found = await list({ searchKey: typed });
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((order) => order.custMblNo === customer.custMblNo)).toBe(true);

    const byNumber = await list({ searchKey: customer.orderNo });
    expect(byNumber.data.map((order) => order.orderNo)).toEqual([customer.orderNo]);
  });

  it('answers the detail of a sale with its goods lines', async () => {
    await loginAs();
    const sale = seeded('PS');
    const detail = await callAction<SalesOrder>('queryConsumOrdDetail', { orderNo: sale.orderNo });
    expect(detail).toMatchObject({ orderNo: sale.orderNo, totalAmount: sale.totalAmount, goodsList: sale.goodsList });
  });
});

describe('RefundGoodsOrder', () => {
  it('reverses a paid sale with its reason: the sale is returned (SR) and leaves the paid list', async () => {
    await loginAs();
    const sale = seeded('PS');
    const paidBefore = (await list({ orderSts: 'PS' })).total;
    const answer = await refund({ orderNo: sale.orderNo, refundReason: '02' });
    expect(answer).toMatchObject({ orderNo: sale.orderNo, orderSts: 'SR', refundReason: '02' });
    expect(answer.refundDt).toMatch(/^\d{8}$/);
    expect(answer.refundTm).toMatch(/^\d{6}$/);
    const paidAfter = await list({ orderSts: 'PS' });
    expect(paidAfter.total).toBe(paidBefore - 1);
    expect(paidAfter.data.map((order) => order.orderNo)).not.toContain(sale.orderNo);
    expect(await callAction<SalesOrder>('queryConsumOrdDetail', { orderNo: sale.orderNo })).toMatchObject({ orderSts: 'SR', refundReason: '02' });

    expect(await refusal({ orderNo: sale.orderNo, refundReason: '02' })).toMatchObject({
      code: 'MMCP3202',
      message: 'This order has already been reversed.',
    });
  });

  it('refuses a sale that was never paid or waits for its refund, and one returned in full, leaving them as they were', async () => {
    await loginAs();
    for (const status of ['FP', 'WP', 'PR', 'U1', 'WR'] as const) {
      const sale = seeded(status);
      expect(await refusal({ orderNo: sale.orderNo, refundReason: '01' }), status).toMatchObject({
        code: 'MMCP3201',
        message: 'Only paid orders can be reversed.',
      });
      expect(seeded(status).orderNo).toBe(sale.orderNo);
    }
    expect(await refusal({ orderNo: seeded('SR').orderNo, refundReason: '01' })).toMatchObject({ code: 'MMCP3202' });
  });

  it('needs a reason from the spec\'s list (01–08), said under the field', async () => {
    await loginAs();
    const sale = seeded('PS');
    const missing = await refusal({ orderNo: sale.orderNo });
    expect(missing).toMatchObject({ code: 'MMCP0001', message: 'Some fields are not valid. Please check and resubmit.' });
    expect(missing.body?.fieldErrors).toEqual({ refundReason: 'This field is required.' });
    const unknown = await refusal({ orderNo: sale.orderNo, refundReason: '09' });
    expect(unknown.code).toBe('MMCP0001');
    expect(Object.keys(unknown.body?.fieldErrors as object)).toEqual(['refundReason']);
    expect(await refusal({ refundReason: '01' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter orderNo is required.' });
    expect(seeded('PS').orderNo).toBe(sale.orderNo);
  });

  it("does not find another merchant's sale or an unknown number", async () => {
    await loginAs();
    const foreign = db().salesOrders.find((order) => order.mercId === 'M100003' && order.orderSts === 'PS')!;
    expect(await refusal({ orderNo: foreign.orderNo, refundReason: '01' })).toMatchObject({ code: 'MMCP0404' });
    expect(await refusal({ orderNo: 'SO0000000000', refundReason: '01' })).toMatchObject({ code: 'MMCP0404' });
    expect(db().salesOrders.find((order) => order.orderNo === foreign.orderNo)!.orderSts).toBe('PS');
  });

  it('needs the sales refund code (0503): the cashier holds it; without it the server says no permission', async () => {
    await loginAs(CASHIER);
    await expect(refund({ orderNo: seeded('PS').orderNo, refundReason: '03' })).resolves.toMatchObject({ orderSts: 'SR' });
    const cashier = db().users.find((user) => user.loginName === 'cashier')!;
    cashier.funcNos = cashier.funcNos.filter((code) => code !== '0503');
    expect(await refusal({ orderNo: seeded('PS').orderNo, refundReason: '03' })).toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    // Without transaction history (12) or refund (0503) the sales are not listed either.
    expect(await rejectionOf(list())).toMatchObject({ code: 'MMCP0403' });
  });
});
