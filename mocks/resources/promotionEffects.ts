// What the Promotion actions check and do beyond storing fields (resources/promotions.json): dates in order, a
// coupon order that pays at least the coupon, a deal below its original price, and every new or amended
// promotion back under review (001).
import type { Problem } from './schema';
import type { Row } from './collections';
import { invalidFields } from './errors';
import type { WriteCheckArgs } from './staffEffects';

const amount = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const promotionRules = ({ language, fields, record }: WriteCheckArgs): void => {
  const after = { ...record, ...fields };
  const problems: Problem[] = [];
  if (typeof after.startDt === 'string' && typeof after.endDt === 'string' && after.endDt < after.startDt) {
    problems.push({ field: 'endDt', key: 'validation.endBeforeStart' });
  }
  // 001: 'amount paid cannot be below coupon amount'.
  const coupon = amount(after.couponAmt);
  if (after.proTyp === '02' && coupon !== undefined && (amount(after.minOrderAmt) ?? 0) < coupon) {
    problems.push({ field: 'minOrderAmt', key: 'validation.orderBelowCoupon' });
  }
  const deal = amount(after.dealAmt);
  const original = amount(after.originalAmt);
  if (after.proTyp === '03' && deal !== undefined && original !== undefined && deal >= original) {
    problems.push({ field: 'dealAmt', key: 'validation.dealNotBelowOriginal' });
  }
  if (problems.length > 0) throw invalidFields(language, problems);
};

export const PROMOTION_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  OnlyPromotionAdd: promotionRules,
  OnlyPromotionUpdate: promotionRules,
};

export const PROMOTION_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  /** An amendment goes for approval (001), as a new promotion does. */
  OnlyPromotionUpdate: (record) => {
    record.status = '03';
  },
};
