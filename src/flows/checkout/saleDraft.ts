// What the cashier has typed for a quick sale, kept as typed (amounts in shillings as strings) so that going back
// a step, switching the language (which remounts the console) or reloading never loses it: it lives in
// sessionStorage until "New sale". The wire request is derived from it only when every line is valid.
import { finishAmountInput, toMinorUnits } from '../../format/money';
import { validateField, validateItemField, type FieldProblem } from '../../validation/validate';
import { fromMinorUnits } from '../../format/money';
import { CASH, type CheckoutPayType, type GoodsRequest, type SaleOrder } from './checkoutCalls';
import * as goodsOrderEntity from '../../generated/entities/goodsOrder';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(goodsOrderEntity);

export interface SaleLineDraft {
  /** Stable React key; never sent. */
  id: number;
  goodsName: string;
  /** Unit price in shillings, as typed. */
  price: string;
  /** Digits, as typed. */
  quantity: string;
  /** An inventory item's line (the inventory sale): its id, and the stock when it was picked (the most it takes). */
  goodsId?: string;
  stock?: number;
}

export type DiscountChoice = '' | 'P' | 'A';

export interface SaleDraft {
  lines: SaleLineDraft[];
  discountType: DiscountChoice;
  /** A whole percent for P, shillings for A, as typed. */
  discountValue: string;
  payType: CheckoutPayType;
  /** Cash handed over, shillings as typed. */
  received: string;
  /** Customer's mobile, national digits. */
  mobile: string;
  /** The customer's payment code read at the till (scan). */
  authCode: string;
  /** A coupon code the server accepted for these lines (the inventory sale). */
  couponCode: string;
  /** The order these lines already are (a suspended sale resumed): paid as it stands, not created again. */
  orderNo?: string;
}

export const MAX_PERCENT = 100;
export const MAX_QUANTITY_DIGITS = 4;

export const emptyLine = (id: number): SaleLineDraft => ({ id, goodsName: '', price: '', quantity: '1' });

export const emptyDraft = (): SaleDraft => ({
  lines: [emptyLine(1)],
  discountType: '',
  discountValue: '',
  payType: CASH,
  received: '',
  mobile: '',
  authCode: '',
  couponCode: '',
});

export const nextLineId = (lines: readonly SaleLineDraft[]): number => Math.max(0, ...lines.map((line) => line.id)) + 1;

/** Minor units of a typed amount, or null when it is empty or not an amount. */
export const minorUnitsOf = (typed: string): number | null => {
  if (typed.trim() === '') return null;
  try {
    return toMinorUnits(finishAmountInput(typed));
  } catch {
    return null;
  }
};

const wholeNumberOf = (typed: string): number | string => (/^\d+$/.test(typed) ? Number(typed) : typed);

type LineField = 'goodsName' | 'goodsPrice' | 'goodsNum';
export type LineProblems = Partial<Record<LineField, FieldProblem>>;

const lineValues = (line: SaleLineDraft): Record<LineField, unknown> => ({
  goodsName: line.goodsName.trim(),
  goodsPrice: minorUnitsOf(line.price) ?? line.price,
  goodsNum: wholeNumberOf(line.quantity),
});

/** Each cell's rule from schemas/goodsOrder.schema.json (the same the backend applies); an item's stock caps its quantity. */
export const lineProblems = (line: SaleLineDraft): LineProblems => {
  const values = lineValues(line);
  const problems: LineProblems = {};
  for (const field of Object.keys(values) as LineField[]) {
    const problem = validateItemField('goodsOrder', 'goodsList', field, values[field]);
    if (problem) problems[field] = problem;
  }
  if (!problems.goodsNum && line.stock !== undefined && typeof values.goodsNum === 'number' && values.goodsNum > line.stock) {
    problems.goodsNum = { field: 'goodsNum', key: 'checkout.moreThanStock', values: { stock: line.stock } };
  }
  return problems;
};

/** The discount's problem: a percent is a whole number from 1 to 100; an amount follows the money rules. */
export const discountProblem = (draft: Pick<SaleDraft, 'discountType' | 'discountValue'>): FieldProblem | null => {
  if (draft.discountType === '') return null;
  if (draft.discountType === 'P') {
    const percent = wholeNumberOf(draft.discountValue);
    if (typeof percent === 'number' && percent > MAX_PERCENT) return { field: 'discountVal', key: 'validation.max', values: { max: MAX_PERCENT } };
    return validateField('goodsOrder', 'discountVal', percent, { required: true });
  }
  const minor = minorUnitsOf(draft.discountValue);
  if (minor === null) return { field: 'discountVal', key: draft.discountValue.trim() ? 'validation.formatError' : 'validation.required' };
  return minor > 0 ? null : { field: 'discountVal', key: 'validation.amountPositive' };
};

/** The request for the server, or null while some line or the discount is not valid yet. */
export const goodsRequestOf = (draft: SaleDraft): GoodsRequest | null => {
  if (draft.lines.length === 0 || draft.lines.some((line) => Object.keys(lineProblems(line)).length > 0) || discountProblem(draft)) return null;
  const goodsList = draft.lines.map((line) => ({ ...(line.goodsId ? { goodsId: line.goodsId } : {}), ...lineValues(line) }) as GoodsRequest['goodsList'][number]);
  const coupon = draft.couponCode ? { couponCode: draft.couponCode } : {};
  if (draft.discountType === '') return { goodsList, ...coupon };
  const discountVal = draft.discountType === 'P' ? Number(draft.discountValue) : (minorUnitsOf(draft.discountValue) as number);
  return { goodsList, discountType: draft.discountType, discountVal, ...coupon };
};

/** A suspended order taken up again: its lines, discount and coupon as a draft that pays that order. */
export const draftOfOrder = (order: SaleOrder): SaleDraft => ({
  ...emptyDraft(),
  lines: order.goodsList.map((line, index) => ({
    id: index + 1,
    goodsName: line.goodsName,
    price: fromMinorUnits(line.goodsPrice),
    quantity: String(line.goodsNum),
    ...(line.goodsId ? { goodsId: line.goodsId } : {}),
  })),
  discountType: order.discountType ?? '',
  discountValue: order.discountType === 'A' ? fromMinorUnits(order.discountVal ?? 0) : order.discountType === 'P' ? String(order.discountVal) : '',
  couponCode: order.couponCode ?? '',
  orderNo: order.orderNo,
});
