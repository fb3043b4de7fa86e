// The Promotion actions on the embedded backend (resources/promotions.json, mocks/resources/promotionEffects.ts):
// a new or amended promotion goes under review, the spec's rules in their words, and the status moves of 001,
// deletion included.
import { describe, expect, it } from 'vitest';
import { callNamedAction, uploadFile } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { daysFromToday, HOUR, later } from '../helpers/time';

useTestBackend({ fileServiceUrl: 'http://mmc.test/mmc/file/' });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const picture = () => new File([Uint8Array.from(PNG_SIGNATURE)], 'gift.png', { type: 'image/png' });

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

  it('a submitted promotion is approved a day later, waits for its start date, runs within its dates and expires after them; the seed’s stay as they were', async () => {
    await loginAs();
    const { proId } = await call('OnlyPromotionAdd', coupon({ proNm: 'New year coupons', startDt: daysFromToday(3), endDt: daysFromToday(5) }));
    const statusOf = async (id: unknown) => ((await call('PromotionStatisticalList', { proId: id })).data as Row[])[0]!.status;
    const seededUnderReview = ((await call('PromotionStatisticalList', { status: '03' })).data as Row[]).find((promotion) => promotion.proId !== proId)!;
    await later(25 * HOUR);
    expect(await statusOf(proId)).toBe('07');
    await later(2 * 24 * HOUR);
    expect(await statusOf(proId)).toBe('02');
    // With the seed's two ongoing discounts and its ongoing coupon (the checkout's).
    expect(((await call('QryProPushStatusCount', { cntTyp: '01' })).counts as Record<string, number>)['02']).toBe(4);
    await later(3 * 24 * HOUR);
    expect(await statusOf(proId)).toBe('04');
    expect(await statusOf(seededUnderReview.proId)).toBe('03');
  });

  it('an amount off each item is no more than the cheapest item chosen costs, in the spec’s words', async () => {
    await loginAs();
    // Sugar 1kg sells at KES 210.00.
    const discount = (discountValue: number): Row => ({ ...coupon({ proNm: 'Sugar week' }), proTyp: '01', discountTyp: 'A', discountValue, minOrderAmt: 0 });
    expect((await failureOf('OnlyPromotionAdd', discount(21_001))).body?.fieldErrors).toEqual({
      discountValue: 'The discount amount cannot be greater than selling price',
    });
    expect(await call('OnlyPromotionAdd', discount(21_000))).toMatchObject({ status: '03', discountTyp: 'A', discountValue: 21_000 });
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
    // A discount needs its kind, and a percentage or an amount its value (the schema's if/then).
    const discount = await failureOf('OnlyPromotionAdd', { ...coupon(), proTyp: '01' });
    expect(Object.keys(discount.body?.fieldErrors as Row)).toEqual(['discountTyp']);
    const percentage = await failureOf('OnlyPromotionAdd', { ...coupon(), proTyp: '01', discountTyp: 'P' });
    expect(Object.keys(percentage.body?.fieldErrors as Row)).toEqual(['discountValue']);
  });

  const priceBreaks = (breaks: Row[], changes: Row = {}): Row => ({
    proNm: 'Spend more, save more',
    proTyp: '01',
    startDt: '20261201',
    endDt: '20261231',
    goodsIds: [SUGAR],
    discountTyp: 'B',
    priceBreaks: breaks,
    ...changes,
  });

  it('price breaks: at least one, order amounts rising, each taking off less than its order amount', async () => {
    await loginAs();
    expect((await failureOf('OnlyPromotionAdd', priceBreaks([]))).body?.fieldErrors).toEqual({ priceBreaks: 'Add at least one price break.' });
    expect((await failureOf('OnlyPromotionAdd', priceBreaks(undefined as unknown as Row[]))).body?.fieldErrors).toEqual({
      priceBreaks: 'This field is required.',
    });
    const unordered = await failureOf(
      'OnlyPromotionAdd',
      priceBreaks([
        { minOrderAmt: 100_000, offAmt: 5_000 },
        { minOrderAmt: 100_000, offAmt: 8_000 },
        { minOrderAmt: 50_000, offAmt: 50_000 },
      ]),
    );
    expect(unordered.code).toBe('MMCP0001');
    expect(unordered.body?.fieldErrors).toEqual({
      'priceBreaks.1.minOrderAmt': 'Each order amount must be greater than the one before.',
      'priceBreaks.2.minOrderAmt': 'Each order amount must be greater than the one before.',
      'priceBreaks.2.offAmt': 'The amount off must be less than the order amount.',
    });
    // A row of the wrong shape is the schema's to refuse, under the cell.
    expect((await failureOf('OnlyPromotionAdd', priceBreaks([{ minOrderAmt: 100_000 }]))).body?.fieldErrors).toEqual({
      'priceBreaks.0.offAmt': 'This field is required.',
    });
    const added = await call(
      'OnlyPromotionAdd',
      priceBreaks(
        [
          { minOrderAmt: 100_000, offAmt: 5_000 },
          { minOrderAmt: 200_000, offAmt: 15_000 },
        ],
        // What the form of another kind had typed is not kept.
        { discountValue: 10, minOrderAmt: 0, startTm: '083000', giftNm: 'Shopping bag' },
      ),
    );
    expect(added).toMatchObject({
      discountTyp: 'B',
      startTm: '083000',
      giftNm: 'Shopping bag',
      priceBreaks: [
        { minOrderAmt: 100_000, offAmt: 5_000 },
        { minOrderAmt: 200_000, offAmt: 15_000 },
      ],
    });
    expect(added.discountValue ?? '').toBe('');
    expect(added.minOrderAmt ?? '').toBe('');
  });

  it('an amendment is checked as the promotion would be after it, and a change of kind leaves the old kind behind', async () => {
    await loginAs();
    const [ongoing] = (await call('PromotionStatisticalList', { status: '02', proTyp: '01' })).data as Row[];
    const refused = await failureOf('OnlyPromotionUpdate', {
      proId: ongoing!.proId,
      discountTyp: 'B',
      priceBreaks: [{ minOrderAmt: 5_000, offAmt: 6_000 }],
    });
    expect(refused.body?.fieldErrors).toEqual({ 'priceBreaks.0.offAmt': 'The amount off must be less than the order amount.' });
    const amended = await call('OnlyPromotionUpdate', {
      proId: ongoing!.proId,
      discountTyp: 'B',
      priceBreaks: [{ minOrderAmt: 50_000, offAmt: 2_000 }],
    });
    expect(amended).toMatchObject({ status: '03', discountTyp: 'B', priceBreaks: [{ minOrderAmt: 50_000, offAmt: 2_000 }] });
    expect(amended.discountValue ?? '').toBe('');
  });

  it('a gift picture needs the gift’s name; a start time is a time of day', async () => {
    await loginAs();
    const discount = { ...coupon(), proTyp: '01', discountTyp: 'P', discountValue: 10 };
    const { fileId } = await uploadFile(picture(), { hideErrMsg: true });
    expect((await failureOf('OnlyPromotionAdd', { ...discount, giftImg: fileId })).body?.fieldErrors).toEqual({
      giftNm: 'Enter the name of the gift in the picture.',
    });
    expect(
      await call('OnlyPromotionAdd', {
        ...discount,
        giftImg: fileId,
        giftNm: 'Sugar bowl',
        proImg: (await uploadFile(picture(), { hideErrMsg: true })).fileId,
      }),
    ).toMatchObject({
      giftImg: fileId,
      giftNm: 'Sugar bowl',
    });
    expect((await failureOf('OnlyPromotionAdd', { ...discount, startTm: '2460' })).body?.fieldErrors).toEqual({
      startTm: 'Enter the time as hh:mm, e.g. 08:30.',
    });
  });

  it('a coupon promotion gets a pay code and a static QR of its own, which an amendment does not change', async () => {
    await loginAs();
    const first = await call('OnlyPromotionAdd', coupon());
    expect(first.payCode).toMatch(/^[1-9][0-9]{11}$/);
    expect(first.staticQr).toBe(`MRPAY|COUPON|M100001|${String(first.payCode)}`);
    // The server's: a client cannot choose one.
    expect((await failureOf('OnlyPromotionAdd', coupon({ proNm: 'New year sugar', payCode: '123456789012' }))).code).toBe('MMCP0001');
    const second = await call('OnlyPromotionAdd', coupon({ proNm: 'New year sugar' }));
    expect(second.payCode).not.toBe(first.payCode);
    const [seeded] = (await call('PromotionStatisticalList', { status: '07', proTyp: '02' })).data as Row[];
    const amended = await call('OnlyPromotionUpdate', { proId: seeded!.proId, couponCount: 300 });
    expect(amended).toMatchObject({ payCode: '418205739164', staticQr: 'MRPAY|COUPON|M100001|418205739164' });
    // A discount or a deal has none.
    const discount = await call('OnlyPromotionAdd', coupon({ proNm: 'Sugar discount', proTyp: '01', discountTyp: 'P', discountValue: 5 }));
    expect(discount.payCode ?? '').toBe('');
    expect(discount.couponAmt ?? '').toBe('');
  });

  it('deals: a limited-time deal runs for a number of days within the promotion, a one-time deal is used once', async () => {
    await loginAs();
    const deal = { ...coupon(), proTyp: '03', dealAmt: 45_000, originalAmt: 50_000, usageTimes: 2 };
    expect((await failureOf('OnlyPromotionAdd', { ...deal, dealTyp: 'LIMITED_TIME' })).body?.fieldErrors).toEqual({
      dealDuration: 'This field is required.',
    });
    expect((await failureOf('OnlyPromotionAdd', { ...deal, dealTyp: 'LIMITED_TIME', dealDuration: 32 })).body?.fieldErrors).toEqual({
      dealDuration: "The duration cannot be longer than the promotion's 31 days.",
    });
    expect((await call('OnlyPromotionAdd', { ...deal, dealTyp: 'LIMITED_TIME', dealDuration: 31 })).dealDuration).toBe(31);
    expect((await failureOf('OnlyPromotionAdd', { ...deal, proNm: 'Once only', dealTyp: 'ONE_TIME' })).body?.fieldErrors).toEqual({
      usageTimes: 'A one-time deal can be used once per customer.',
    });
    const once = await call('OnlyPromotionAdd', { ...deal, proNm: 'Once only', dealTyp: 'ONE_TIME', usageTimes: 1, dealDuration: 5 });
    expect(once.dealDuration ?? '').toBe('');
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

  it('deletes a promotion no customer is getting, which then leaves every list and count and frees its name; an ongoing one is paused or ended first', async () => {
    await loginAs();
    const named = async (proNm: string) => ((await call('PromotionStatisticalList', { searchKey: proNm })).data as Row[]).find((row) => row.proNm === proNm)!;
    const counts = async () => (await call('QryProPushStatusCount', { cntTyp: '01' })) as { counts: Record<string, number>; total: number };
    const before = await counts();

    const ongoing = await named('Back to school');
    const refused = await failureOf('ProStatusModify', { proId: ongoing.proId, status: '05' });
    expect(refused.code).toBe('MMCP2303');
    expect(refused.message).toBe('This promotion is ongoing. Pause or end it before you delete it.');
    const underReview = await named('Clean home deal');
    expect((await failureOf('ProStatusModify', { proId: underReview.proId, status: '05' })).code).toBe('MMCP0002');

    // Paused (01), to be active (07), expired (04) and review failed (08) go.
    for (const proNm of ['Weekend breakfast', 'December coupons', 'Harvest festival', 'Fuel saver']) {
      const { proId } = await named(proNm);
      expect(await call('ProStatusModify', { proId, status: '05' })).toMatchObject({ proId, status: '05' });
      expect((await call('PromotionStatisticalList', { proId })).data).toEqual([]);
      expect((await failureOf('ProStatusModify', { proId, status: '05' })).code).toBe('MMCP0404');
    }
    expect(await counts()).toMatchObject({
      total: before.total - 4,
      counts: { ...before.counts, '01': before.counts['01']! - 1, '07': before.counts['07']! - 1, '04': before.counts['04']! - 1, '08': before.counts['08']! - 1 },
    });
    expect(((await call('PromotionStatisticalList', {})).data as Row[]).map((row) => row.status).sort()).toEqual(['02', '02', '02', '03']);

    // Ended, the ongoing one may go too; its name is free for a new promotion.
    await call('ProStatusModify', { proId: ongoing.proId, status: '04' });
    await call('ProStatusModify', { proId: ongoing.proId, status: '05' });
    expect(await call('OnlyPromotionAdd', coupon({ proNm: 'Back to school' }))).toMatchObject({ status: '03' });
  });

  it('a review that has run its course is taken into account before a status change: an approved amendment is ongoing, so not deleted', async () => {
    await loginAs();
    const ongoing = ((await call('PromotionStatisticalList', { status: '02' })).data as Row[])[0]!;
    await call('OnlyPromotionUpdate', { proId: ongoing.proId, proDesc: 'Now with rice too' });
    expect((await failureOf('ProStatusModify', { proId: ongoing.proId, status: '05' })).code).toBe('MMCP0002');
    await later(25 * HOUR);
    expect((await failureOf('ProStatusModify', { proId: ongoing.proId, status: '05' })).code).toBe('MMCP2303');
    expect((await call('ProStatusModify', { proId: ongoing.proId, status: '01' })).status).toBe('01');
  });
});
