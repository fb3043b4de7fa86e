// The quick sale's backend: it prices orders from their lines only, takes cash or a mobile-money push (with test
// numbers that fail or never answer), records every order, and sends receipts only for paid ones.
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../mocks/clock';
import { FAILING_TEST_MOBILE, PUSH_ANSWER_MS, SILENT_TEST_MOBILE } from '../../../mocks/actions/checkout';
import { db } from '../../../mocks/state';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Answer = Record<string, unknown>;
const call = (action: string, body: Answer) => callAction<Answer>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Answer) => (await rejectionOf(call(action, body))) as MmcError;

const goods = {
  goodsList: [
    { goodsName: 'Sugar 2kg', goodsPrice: 25_000, goodsNum: 2 },
    { goodsName: 'Delivery', goodsPrice: 15_050, goodsNum: 1 },
  ],
  discountType: 'P',
  discountVal: 10,
};

const newOrder = async (body: Answer = goods) => (await call('CreateGoodsOrder', body)).orderNo as string;

describe('pricing', () => {
  it('computes every amount from the lines, and refuses totals the client sends (ComputeGoodsOrder does not take them)', async () => {
    await loginAs(CASHIER);
    await expect(call('ComputeGoodsOrder', { ...goods, totalAmount: 1 })).rejects.toMatchObject({
      code: 'MMCP0001',
      body: { fieldErrors: { totalAmount: 'This field is not accepted here.' } },
    });
    const priced = await call('ComputeGoodsOrder', { ...goods });
    expect(priced).toMatchObject({ subTotalAmount: 65_050, offerDiscountAmount: 6_505, vat: 16, vatAmount: 9_367, totalAmount: 67_912, discountType: 'P', discountVal: 10 });
    expect(priced.goodsList).toEqual([
      { goodsName: 'Sugar 2kg', goodsPrice: 25_000, goodsNum: 2, lineAmount: 50_000 },
      { goodsName: 'Delivery', goodsPrice: 15_050, goodsNum: 1, lineAmount: 15_050 },
    ]);
  });

  it("answers the schema's field messages and the spec's words for a discount above the subtotal", async () => {
    await loginAs();
    const invalid = await failureOf('ComputeGoodsOrder', { goodsList: [{ goodsName: '', goodsPrice: 0, goodsNum: 0 }] });
    expect(invalid).toMatchObject({ code: 'MMCP0001', message: 'Some fields are not valid. Please check and resubmit.' });
    expect(invalid.body?.fieldErrors).toEqual({
      'goodsList.0.goodsName': 'Minimum field length = 1.',
      'goodsList.0.goodsPrice': 'The amount must be greater than zero',
      'goodsList.0.goodsNum': 'Minimum value = 1.',
    });
    expect(await failureOf('ComputeGoodsOrder', { goodsList: [] })).toMatchObject({ code: 'MMCP0001' });
    expect(await failureOf('ComputeGoodsOrder', { ...goods, discountType: 'A', discountVal: 65_051 })).toMatchObject({
      message: 'The discount amount cannot be greater than selling price',
    });
    expect((await failureOf('ComputeGoodsOrder', { ...goods, discountVal: 101 })).body?.fieldErrors).toEqual({ discountVal: 'Maximum value = 100.' });
    expect(await failureOf('ComputeGoodsOrder', { ...goods, discountVal: 100 })).toMatchObject({ message: 'The amount must be greater than zero' });
    expect(await failureOf('ComputeGoodsOrder', { goodsList: goods.goodsList, discountType: 'P' })).toMatchObject({ message: 'Parameter discountVal is required.' });
  });

  it('is refused without the cashier code', async () => {
    await loginAs();
    db().users.find((user) => user.usrNo === OWNER.usrNo)!.funcNos = ['05'];
    expect(await failureOf('ComputeGoodsOrder', goods)).toMatchObject({ code: 'MMCP0403' });
  });
});

describe('paying', () => {
  it('takes cash, gives change and records the paid order for later lists', async () => {
    await loginAs(CASHIER);
    const orderNo = await newOrder();
    expect(orderNo).toMatch(/^GO\d{8}\d{6}$/);
    expect(await failureOf('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 67_911 })).toMatchObject({ message: 'The amount received is less than the total.' });
    const paid = await call('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 100_000 });
    expect(paid).toMatchObject({ orderNo, ordSts: 'PS', payType: '0008', totalAmount: 67_912, rcvAmount: 100_000, changeAmount: 32_088 });
    expect(paid.payDt).toMatch(/^\d{8}$/);
    const recorded = db().goodsOrders.find((order) => order.orderNo === orderNo)!;
    expect(recorded).toMatchObject({ usrNo: CASHIER.usrNo, ordSts: 'PS', acceptSts: 'CP', storeId: expect.stringMatching(/\S/) });
    expect(await failureOf('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 100_000 })).toMatchObject({ code: 'MMCP0002' });
  });

  it('waits on a mobile-money push, then reports it paid', async () => {
    await loginAs();
    const orderNo = await newOrder();
    expect((await failureOf('ConfirmPayment', { orderNo, payType: '0001', payMblNo: '0712' })).body?.fieldErrors).toEqual({ payMblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678' });
    expect(await call('ConfirmPayment', { orderNo, payType: '0001', payMblNo: '722481930' })).toMatchObject({ ordSts: 'WP' });
    expect(await call('QueryPaymentResult', { orderNo })).toMatchObject({ ordSts: 'WP' });
    advanceClock(PUSH_ANSWER_MS);
    expect(await call('QueryPaymentResult', { orderNo })).toMatchObject({ ordSts: 'PS', payMblNo: '722481930' });
  });

  it('fails a push to the failing test number with the spec message, in the caller’s language', async () => {
    await loginAs();
    const orderNo = await newOrder();
    await call('ConfirmPayment', { orderNo, payType: '0001', payMblNo: FAILING_TEST_MOBILE });
    advanceClock(PUSH_ANSWER_MS);
    expect(await call('QueryPaymentResult', { orderNo })).toMatchObject({ ordSts: 'FP', failMsg: 'Transaction failed. The till is not set up to accept this payment.' });
    expect(db().goodsOrders.find((order) => order.orderNo === orderNo)).toMatchObject({ ordSts: 'FP' });
  });

  it('refuses payment types the checkout does not take (it takes scan, QR code, pay code, mobile money and cash)', async () => {
    await loginAs();
    const orderNo = await newOrder();
    expect(await failureOf('ConfirmPayment', { orderNo, payType: '0009' })).toMatchObject({
      code: 'MMCP6001',
      message: 'Transaction failed. The till is not set up to accept this payment.',
    });
  });

  it('closes a push nobody answers, but never a paid order', async () => {
    await loginAs();
    const waiting = await newOrder();
    await call('ConfirmPayment', { orderNo: waiting, payType: '0001', payMblNo: SILENT_TEST_MOBILE });
    advanceClock(PUSH_ANSWER_MS * 10);
    expect(await call('QueryPaymentResult', { orderNo: waiting })).toMatchObject({ ordSts: 'WP' });
    expect(await call('CloseOrder', { orderNo: waiting })).toMatchObject({ ordSts: 'FP', acceptSts: 'CL', failMsg: 'The payment was cancelled.' });

    const paid = await newOrder();
    await call('ConfirmPayment', { orderNo: paid, payType: '0008', rcvAmount: 67_912 });
    expect(await failureOf('CloseOrder', { orderNo: paid })).toMatchObject({ message: 'This order has been paid and cannot be cancelled.' });
  });

  it("keeps one merchant's orders from another's users", async () => {
    await loginAs();
    const orderNo = await newOrder();
    db().goodsOrders.find((order) => order.orderNo === orderNo)!.mercId = 'M-OTHER';
    expect(await failureOf('QueryPaymentResult', { orderNo })).toMatchObject({ code: 'MMCP0404' });
  });
});

describe('the store\'s sales', () => {
  const salesOf = async (searchKey: string) =>
    (await call('queryReferAllOrders', { searchKey, limit: 10, offset: 0 })).data as Array<Record<string, unknown>>;

  it('lists an ended quick sale in the sales the Service Portal reviews, with its lines, and lets it be reversed', async () => {
    await loginAs();
    const paidNo = await newOrder();
    await call('ConfirmPayment', { orderNo: paidNo, payType: '0008', rcvAmount: 100_000 });
    const pendingNo = await newOrder();
    await call('ConfirmPayment', { orderNo: pendingNo, payType: '0001', payMblNo: FAILING_TEST_MOBILE });
    expect(await salesOf(pendingNo)).toEqual([]);
    advanceClock(PUSH_ANSWER_MS);
    await call('QueryPaymentResult', { orderNo: pendingNo });

    const [paid] = await salesOf(paidNo);
    expect(paid).toMatchObject({ orderNo: paidNo, orderSts: 'PS', payTyp: '0008', totalAmount: 67_912, vatAmount: 9_367, operNm: expect.stringMatching(/\S/) });
    expect(paid!.goodsList).toEqual([
      { goodsNm: 'Sugar 2kg', goodsQty: 2, goodsPrice: 25_000, goodsAmount: 50_000 },
      { goodsNm: 'Delivery', goodsQty: 1, goodsPrice: 15_050, goodsAmount: 15_050 },
    ]);
    expect(await salesOf(pendingNo)).toMatchObject([{ orderSts: 'FP', payTyp: '0001', custMblNo: FAILING_TEST_MOBILE }]);

    await call('RefundGoodsOrder', { orderNo: paidNo, refundReason: '03' });
    expect(await salesOf(paidNo)).toMatchObject([{ orderSts: 'SR', refundReason: '03' }]);
  });
});

describe('SendReceiptAndInvoice', () => {
  it('sends the receipt of a paid order to a valid e-mail or mobile, and only then', async () => {
    await loginAs(CASHIER);
    const orderNo = await newOrder();
    expect(await failureOf('SendReceiptAndInvoice', { orderNo, receiptEmail: 'a@b.co' })).toMatchObject({ message: 'A receipt can only be sent for a paid order.' });
    await call('ConfirmPayment', { orderNo, payType: '0008', rcvAmount: 67_912 });
    expect((await failureOf('SendReceiptAndInvoice', { orderNo, receiptEmail: 'not-mail' })).body?.fieldErrors).toEqual({ receiptEmail: 'Enter an e-mail address, e.g. name@example.com' });
    expect(await failureOf('SendReceiptAndInvoice', { orderNo })).toMatchObject({ code: 'MMCP0001' });
    expect(await call('SendReceiptAndInvoice', { orderNo, receiptEmail: 'wanjiru@example.co.ke' })).toEqual({ orderNo, sentTo: 'wanjiru@example.co.ke' });
    expect(await call('SendReceiptAndInvoice', { orderNo, receiptMblNo: '722481930' })).toEqual({ orderNo, sentTo: '722481930' });
    expect(db().goodsOrders.find((order) => order.orderNo === orderNo)!.receiptsSentTo).toEqual(['wanjiru@example.co.ke', '722481930']);
  });
});
