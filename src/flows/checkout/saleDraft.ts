// What the cashier has typed for a quick sale, kept as typed (amounts in shillings as strings) so that going back
// a step, switching the language (which remounts the console) or reloading never loses it: it lives in
// sessionStorage until "New sale". The wire request is derived from it only when every line is valid.
import { finishAmountInput, toMinorUnits } from '../../format/money';
import { validateField, validateItemField, type FieldProblem } from '../../validation/validate';
import { CASH, type GoodsRequest, type QuickSalePayType } from './checkoutCalls';
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
}

export type DiscountChoice = '' | 'P' | 'A';

export interface SaleDraft {
  lines: SaleLineDraft[];
  discountType: DiscountChoice;
  /** A whole percent for P, shillings for A, as typed. */
  discountValue: string;
  payType: QuickSalePayType;
  /** Cash handed over, shillings as typed. */
  received: string;
  /** Customer's mobile, national digits. */
  mobile: string;
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

/** Each cell's rule from schemas/goodsOrder.schema.json (the same the backend applies). */
export const lineProblems = (line: SaleLineDraft): LineProblems => {
  const values = lineValues(line);
  const problems: LineProblems = {};
  for (const field of Object.keys(values) as LineField[]) {
    const problem = validateItemField('goodsOrder', 'goodsList', field, values[field]);
    if (problem) problems[field] = problem;
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
  if (draft.lines.some((line) => Object.keys(lineProblems(line)).length > 0) || discountProblem(draft)) return null;
  const goodsList = draft.lines.map((line) => lineValues(line) as GoodsRequest['goodsList'][number]);
  if (draft.discountType === '') return { goodsList };
  const discountVal = draft.discountType === 'P' ? Number(draft.discountValue) : (minorUnitsOf(draft.discountValue) as number);
  return { goodsList, discountType: draft.discountType, discountVal };
};
