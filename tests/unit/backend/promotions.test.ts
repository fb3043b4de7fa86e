// The Promotion actions on the embedded backend (resources/promotions.json, mocks/resources/promotionEffects.ts):
// a new or amended promotion goes under review, the spec's rules in their words, and the status moves of 001.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, ...(action === 'PromotionStatisticalList' ? { paging: { page: 1, perPage: 100 } } : {}) });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const SUGAR = 'GD10000100002';
const coupon = (changes: Row = {}): Row => ({
  proNm: 'Christmas sugar',
  proTyp: '02',
  startDt: '20261201',
  endDt: '20261231',
  goodsIds: [SUGAR],
  couponAmt: 5_000,
  couponCount: 100,
  minOrderAmt: 50_000,
  ...changes,
});

describe('promotions', () => {
  it('a new promotion goes under review; an amendment sends it back for review', async () => {
    await loginAs();
    const added = await call('OnlyPromotionAdd', coupon());
    expect(added).toMatchObject({ status: '03', proTyp: '02', goodsIds: [SUGAR] });
    // Under review it is locked.
    expect((await failureOf('OnlyPromotionUpdate', { proId: added.proId, proDesc: 'More sugar' })).code).toBe('MMCP0002');
    const ongoing = (await call('PromotionStatisticalList', { status: '02' })).data as Row[];
    const amended = await call('OnlyPromotionUpdate', { proId: ongoing[0]!.proId, proDesc: 'Now with rice too' });
    expect(amended).toMatchObject({ status: '03', proDesc: 'Now with rice too' });
  });

  it('refuses in the spec’s words: a name in use, no product, an order below the coupon, dates out of order, a deal not below its price', async () => {
    await loginAs();
    const taken = await failureOf('OnlyPromotionAdd', coupon({ proNm: 'back to school' }));
    expect(taken.code).toBe('MMCP2301');
    expect(taken.body?.fieldErrors).toEqual({ proNm: 'This Promotion Name already exists!' });
    expect((await failureOf('OnlyPromotionAdd', coupon({ goodsIds: [] }))).body?.fieldErrors).toEqual({ goodsIds: 'Choose at least one product.' });
    expect((await failureOf('OnlyPromotionAdd', coupon({ minOrderAmt: 4_999 }))).body?.fieldErrors).toEqual({
      minOrderAmt: 'The minimum order cannot be below the coupon amount.',
    });
    expect((await failureOf('OnlyPromotionAdd', coupon({ endDt: '20261130' }))).body?.fieldErrors).toEqual({
      endDt: 'The end date cannot be before the start date.',
    });
    const deal = { ...coupon(), proTyp: '03', dealTyp: 'ONE_TIME', dealAmt: 21_000, originalAmt: 21_000 };
    expect((await failureOf('OnlyPromotionAdd', deal)).body?.fieldErrors).toEqual({ dealAmt: 'The deal price must be below the original price.' });
    // A discount needs its type and value (the schema's if/then).
    const discount = await failureOf('OnlyPromotionAdd', { ...coupon(), proTyp: '01' });
    expect(Object.keys(discount.body?.fieldErrors as Row).sort()).toEqual(['discountTyp', 'discountValue']);
  });

  it('pauses, activates and ends only where 001 allows, and a cashier may do none of it', async () => {
    await loginAs();
    const [ongoing] = (await call('PromotionStatisticalList', { status: '02' })).data as Row[];
    expect((await call('ProStatusModify', { proId: ongoing!.proId, status: '01' })).status).toBe('01');
    expect((await call('ProStatusModify', { proId: ongoing!.proId, status: '02' })).status).toBe('02');
    expect((await call('ProStatusModify', { proId: ongoing!.proId, status: '04' })).status).toBe('04');
    // Expired is the end: it cannot be paused or started again.
    expect((await failureOf('ProStatusModify', { proId: ongoing!.proId, status: '02' })).code).toBe('MMCP0002');
    await loginAs(CASHIER);
    expect((await failureOf('PromotionStatisticalList', {})).code).toBe('MMCP0403');
  });
});
