// How a goods order is priced: lines × quantities, the discount, 16 % VAT on what is left, all in whole cents.
import { describe, expect, it } from 'vitest';
import { computeGoodsTotals, MAX_AMOUNT, percentOf, TotalsError, type GoodsLine } from '../../../mocks/checkout/totals';

const sugar: GoodsLine = { goodsName: 'Sugar 2kg', goodsPrice: 25_000, goodsNum: 2 };
const delivery: GoodsLine = { goodsName: 'Delivery', goodsPrice: 15_050, goodsNum: 1 };

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof TotalsError) return error.problem;
    throw error;
  }
  throw new Error('priced without a problem');
};

describe('computeGoodsTotals', () => {
  it('adds the lines, takes a percentage discount and adds VAT on the discounted subtotal', () => {
    const totals = computeGoodsTotals([sugar, delivery], { type: 'P', val: 10 });
    expect(totals.goodsList.map((line) => line.lineAmount)).toEqual([50_000, 15_050]);
    expect(totals).toMatchObject({ subTotalAmount: 65_050, offerDiscountAmount: 6_505, vat: 16, vatAmount: 9_367, totalAmount: 67_912 });
  });

  it('takes an amount discount as it is, and prices an order without discount', () => {
    expect(computeGoodsTotals([sugar], { type: 'A', val: 10_000 })).toMatchObject({ offerDiscountAmount: 10_000, vatAmount: 6_400, totalAmount: 46_400 });
    expect(computeGoodsTotals([delivery])).toMatchObject({ subTotalAmount: 15_050, offerDiscountAmount: 0, vatAmount: 2_408, totalAmount: 17_458 });
  });

  it('rounds half a cent up, in integer arithmetic', () => {
    expect(percentOf(1_003, 50)).toBe(502); // 501.5
    expect(percentOf(1_001, 16)).toBe(160); // 160.16
    expect(percentOf(99_999_999_999, 16)).toBe(16_000_000_000);
  });

  it('refuses a discount above the subtotal or above 100 %, and an order that comes to nothing', () => {
    expect(problemOf(() => computeGoodsTotals([sugar], { type: 'A', val: 50_001 }))).toEqual({ kind: 'discountTooLarge' });
    expect(problemOf(() => computeGoodsTotals([sugar], { type: 'P', val: 101 }))).toEqual({ kind: 'percentTooLarge', max: 100 });
    expect(problemOf(() => computeGoodsTotals([sugar], { type: 'P', val: 100 }))).toEqual({ kind: 'totalNotPositive' });
    expect(problemOf(() => computeGoodsTotals([sugar], { type: 'A', val: 50_000 }))).toEqual({ kind: 'totalNotPositive' });
  });

  it('refuses totals beyond the largest amount, whether a line, the sum or the VAT crosses it', () => {
    const big = { goodsName: 'Land', goodsPrice: MAX_AMOUNT, goodsNum: 1 };
    expect(problemOf(() => computeGoodsTotals([{ ...big, goodsNum: 2 }]))).toEqual({ kind: 'amountTooLarge', max: MAX_AMOUNT });
    expect(problemOf(() => computeGoodsTotals([big, delivery]))).toEqual({ kind: 'amountTooLarge', max: MAX_AMOUNT });
    expect(problemOf(() => computeGoodsTotals([big]))).toEqual({ kind: 'amountTooLarge', max: MAX_AMOUNT });
    expect(computeGoodsTotals([{ ...big, goodsPrice: 86_206_896_551 }]).totalAmount).toBe(99_999_999_999);
  });
});
