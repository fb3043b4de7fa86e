// How the embedded backend prices a checkout goods order (spec 000 §3 "Order and checkout": subTotalAmount,
// offerDiscountAmount, vatAmount, totalAmount). Everything is integer minor units, and only the lines the request
// sends count: a total the console sends is never read. The spec leaves the VAT rule open; this backend adds VAT
// at Kenya's standard 16 % on the discounted subtotal (prices are typed before VAT), rounding half a cent up.

import type { PricedLine, SaleTotals } from '../../src/generated/types';

export const MAX_AMOUNT = 99_999_999_999;
export const VAT_RATE_PERCENT = 16;
const MAX_PERCENT = 100;

// The answer's shape is the catalogue's (schemas/actions/shapes.schema.json): one declaration of the wire format.
export type { PricedLine };
/** A line as the request sends it: unit price in minor units. */
export type GoodsLine = Omit<PricedLine, 'lineAmount'>;
export type GoodsTotals = Omit<SaleTotals, 'discountType' | 'discountVal'>;

export interface Discount {
  /** P percentage (val is a whole percent), A amount (val is minor units). */
  type: 'P' | 'A';
  val: number;
}

/** Why an order cannot be priced: each maps to one of the spec's messages. */
export type TotalsProblem =
  | { kind: 'percentTooLarge'; max: number }
  | { kind: 'discountTooLarge' }
  | { kind: 'amountTooLarge'; max: number }
  | { kind: 'totalNotPositive' };

export class TotalsError extends Error {
  constructor(readonly problem: TotalsProblem) {
    super(problem.kind);
  }
}

/** percent % of an amount, half a cent rounded up; exact integer arithmetic (amount × 100 stays a safe integer). */
export const percentOf = (amount: number, percent: number): number => Math.floor((amount * percent + 50) / 100);

export const discountAmountOf = (subTotal: number, discount: Discount | undefined): number => {
  if (!discount) return 0;
  if (discount.type === 'P') {
    if (discount.val > MAX_PERCENT) throw new TotalsError({ kind: 'percentTooLarge', max: MAX_PERCENT });
    return percentOf(subTotal, discount.val);
  }
  if (discount.val > subTotal) throw new TotalsError({ kind: 'discountTooLarge' });
  return discount.val;
};

/** Prices the lines; throws TotalsError when the order cannot be paid as it stands. */
export const computeGoodsTotals = (lines: readonly GoodsLine[], discount?: Discount, vatPercent = VAT_RATE_PERCENT): GoodsTotals => {
  let subTotalAmount = 0;
  const goodsList = lines.map((line) => {
    const lineAmount = line.goodsPrice * line.goodsNum;
    subTotalAmount += lineAmount;
    // Checked as it grows, so the sum of up to 50 capped lines stays far inside the safe-integer range.
    if (lineAmount > MAX_AMOUNT || subTotalAmount > MAX_AMOUNT) throw new TotalsError({ kind: 'amountTooLarge', max: MAX_AMOUNT });
    return { ...line, lineAmount };
  });
  const offerDiscountAmount = discountAmountOf(subTotalAmount, discount);
  const taxable = subTotalAmount - offerDiscountAmount;
  const vatAmount = percentOf(taxable, vatPercent);
  const totalAmount = taxable + vatAmount;
  if (totalAmount <= 0) throw new TotalsError({ kind: 'totalNotPositive' });
  if (totalAmount > MAX_AMOUNT) throw new TotalsError({ kind: 'amountTooLarge', max: MAX_AMOUNT });
  return { goodsList, subTotalAmount, offerDiscountAmount, vat: vatPercent, vatAmount, totalAmount };
};
