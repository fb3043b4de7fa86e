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

/** What besides the lines and the cashier's discount goes into an order's amounts. */
export interface TotalsOptions {
  vatPercent?: number;
  /** A coupon accepted for the order (mocks/checkout/inventorySale.ts): its code and what it takes off. */
  coupon?: { code: string; amount: number };
  /** The prices include VAT (an inventory item's selling price does): the VAT is the part of the total that is tax. */
  vatIncluded?: boolean;
}

/**
 * Prices the lines; throws TotalsError when the order cannot be paid as it stands. A line may carry the amount its
 * ongoing promotion takes off (offerAmount); the cashier's discount applies to what the promotions leave, and the
 * coupon comes off last, before VAT.
 */
export const computeGoodsTotals = (lines: readonly GoodsLine[], discount?: Discount, options: TotalsOptions = {}): GoodsTotals => {
  const vatPercent = options.vatPercent ?? VAT_RATE_PERCENT;
  let subTotalAmount = 0;
  let promotionAmount = 0;
  const goodsList = lines.map((line) => {
    const lineAmount = line.goodsPrice * line.goodsNum;
    subTotalAmount += lineAmount;
    promotionAmount += line.offerAmount ?? 0;
    // Checked as it grows, so the sum of up to 50 capped lines stays far inside the safe-integer range.
    if (lineAmount > MAX_AMOUNT || subTotalAmount > MAX_AMOUNT) throw new TotalsError({ kind: 'amountTooLarge', max: MAX_AMOUNT });
    return { ...line, lineAmount };
  });
  const offerDiscountAmount = promotionAmount + discountAmountOf(subTotalAmount - promotionAmount, discount);
  const couponCodeAmount = options.coupon?.amount ?? 0;
  const taxable = subTotalAmount - offerDiscountAmount - couponCodeAmount;
  // VAT inside a price: the price less the price without it (price × 100 / (100 + rate)), half a cent rounded up.
  const vatAmount = options.vatIncluded ? taxable - Math.floor((taxable * 100 + (100 + vatPercent) / 2) / (100 + vatPercent)) : percentOf(taxable, vatPercent);
  const totalAmount = options.vatIncluded ? taxable : taxable + vatAmount;
  if (totalAmount <= 0) throw new TotalsError({ kind: 'totalNotPositive' });
  if (totalAmount > MAX_AMOUNT) throw new TotalsError({ kind: 'amountTooLarge', max: MAX_AMOUNT });
  return {
    goodsList,
    subTotalAmount,
    offerDiscountAmount,
    vat: vatPercent,
    vatAmount,
    totalAmount,
    ...(promotionAmount > 0 ? { promotionAmount } : {}),
    ...(options.coupon ? { couponCode: options.coupon.code, couponCodeAmount } : {}),
    ...(options.vatIncluded ? { vatIncluded: true } : {}),
  };
};
