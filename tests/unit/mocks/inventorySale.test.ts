// The inventory sale's backend: items priced from the shelves with their promotions, stock as the limit, the
// coupon's two refusals in the spec's words, the new pay types, suspend and resume, and stock taken by a paid sale.
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../mocks/clock';
import { PUSH_ANSWER_MS } from '../../../mocks/actions/checkout';
import { db } from '../../../mocks/state';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Answer = Record<string, unknown>;
const call = (action: string, body: Answer) => callAction<Answer>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Answer) => (await rejectionOf(call(action, body))) as MmcError;
const COUPON = '527316084921';

const itemNamed = async (name: string) => ((await call('QueryInventories', { searchKey: name })).data as Answer[]).find((item) => item.goodsNm === name)!;
const line = (item: Answer, goodsNum: number) => ({ goodsId: item.goodsId, goodsName: item.goodsNm, goodsPrice: item.sellPrice, goodsNum });

describe('inventory sale', () => {
  it('prices items from the shelves with their promotions and VAT included, holds lines to the stock and takes a coupon', async () => {
    await loginAs(CASHIER);
    const eggs = await itemNamed('Eggs (tray of 30)');
    expect(eggs).toMatchObject({ sellPrice: 48_000, proNm: 'Eggs every day' });
    const byBarcode = (await call('QueryInventories', { barcode: eggs.barcode })).data as Answer[];
    expect(byBarcode.map((item) => item.goodsId)).toEqual([eggs.goodsId]);

    const priced = await call('ComputeGoodsOrder', { goodsList: [{ ...line(eggs, 2), goodsPrice: 1 }], couponCode: COUPON });
    expect(priced.goodsList).toEqual([{ goodsId: eggs.goodsId, goodsName: 'Eggs (tray of 30)', goodsPrice: 48_000, goodsNum: 2, lineAmount: 96_000, offerAmount: 4_000, proNm: 'Eggs every day' }]);
    expect(priced).toMatchObject({ subTotalAmount: 96_000, promotionAmount: 4_000, offerDiscountAmount: 4_000, couponCode: COUPON, couponCodeAmount: 5_000, totalAmount: 87_000, vatIncluded: true, vatAmount: 12_000 });

    expect(await failureOf('ComputeGoodsOrder', { goodsList: [line(eggs, Number(eggs.stock) + 1)] })).toMatchObject({ code: 'MMCP6004', message: 'Not enough stock.' });
    expect(await failureOf('ComputeGoodsOrder', { goodsList: [line(eggs, 1)], couponCode: 'ABC' })).toMatchObject({ code: 'MMCP6003', message: 'This coupon code is an invalid coupon.' });
    expect(await failureOf('ComputeGoodsOrder', { goodsList: [line(eggs, 1)], couponCode: '111111111111' })).toMatchObject({ code: 'MMCP6002', message: 'Coupon is not available or does not exist' });
    // The seeded December coupons are not on yet.
    expect(await failureOf('ComputeGoodsOrder', { goodsList: [line(eggs, 1)], couponCode: '418205739164' })).toMatchObject({ code: 'MMCP6002' });
    const milk = await itemNamed('Milk 500ml');
    expect(await failureOf('ComputeGoodsOrder', { goodsList: [line(milk, 1)], couponCode: COUPON })).toMatchObject({ code: 'MMCP6003' });
  });

  it('suspends an unpaid sale and resumes it; a paid sale takes its items off the stock and joins the orders and the history', async () => {
    await loginAs(CASHIER);
    const eggs = await itemNamed('Eggs (tray of 30)');
    const order = await call('CreateGoodsOrder', { goodsList: [line(eggs, 3)] });
    expect(await call('HangMerchantGoodsOrder', { orderNo: order.orderNo })).toMatchObject({ ordSts: 'HS' });
    const suspended = (await call('QueryGoodsOrderListGroup', { ordSts: 'HS' })).data as Answer[];
    expect(suspended.map((sale) => sale.orderNo)).toEqual([order.orderNo]);
    expect(await failureOf('ConfirmPayment', { orderNo: order.orderNo, payType: '0008', rcvAmount: 200_000 })).toMatchObject({ code: 'MMCP0002' });
    expect(await call('CancelHangGoodsOrder', { orderNo: order.orderNo })).toMatchObject({ ordSts: 'U1' });
    expect(await failureOf('CancelHangGoodsOrder', { orderNo: order.orderNo })).toMatchObject({ code: 'MMCP0002', message: 'This sale is not suspended.' });

    const waiting = await call('ConfirmPayment', { orderNo: order.orderNo, payType: '0002' });
    expect(waiting).toMatchObject({ ordSts: 'WP', qrContent: expect.stringContaining(String(order.orderNo)) });
    advanceClock(PUSH_ANSWER_MS);
    expect(await call('QueryPaymentResult', { orderNo: order.orderNo })).toMatchObject({ ordSts: 'PS', payType: '0002' });
    expect(await itemNamed('Eggs (tray of 30)')).toMatchObject({ stock: Number(eggs.stock) - 3 });
    expect(db().salesOrders.find((sale) => sale.orderNo === order.orderNo)).toMatchObject({ orderSts: 'PS', payTyp: '0002' });
    expect(db().transactions.find((entry) => entry.orderNo === order.orderNo)).toMatchObject({ orderSts: '02', txAmt: order.totalAmount });

    const scanned = await call('CreateGoodsOrder', { goodsList: [line(eggs, 1)] });
    expect((await failureOf('ConfirmPayment', { orderNo: scanned.orderNo, payType: '0003', authCode: '12' })).body?.fieldErrors).toHaveProperty('authCode');
    expect(await call('ConfirmPayment', { orderNo: scanned.orderNo, payType: '0003', authCode: '2834019283746501' })).toMatchObject({ ordSts: 'PS' });
    const coded = await call('CreateGoodsOrder', { goodsList: [line(eggs, 1)] });
    expect(await call('ConfirmPayment', { orderNo: coded.orderNo, payType: '0012' })).toMatchObject({ ordSts: 'WP', payCode: expect.stringMatching(/^\d{12}$/) });
  });
});
