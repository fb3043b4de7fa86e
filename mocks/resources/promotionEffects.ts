// What the Promotion actions check and do beyond storing fields (resources/promotions.json): dates in order, a
// coupon order that pays at least the coupon, a deal below its original price that lasts no longer than the
// promotion, price breaks that rise and take off less than they ask, an amount off no more than the items cost,
// a gift picture with a name, a coupon promotion's pay code and static QR, every new or amended promotion back
// under review, and a deletion only of a promotion no customer is getting (001).
import type { Problem } from './schema';
import type { Row } from './collections';
import type { CommandEffect } from './effects';
import { invalidFields, locked } from './errors';
import { MockFailure } from '../failure';
import type { WriteCheckArgs } from './staffEffects';
import { db } from '../state';
import { resourceFiles } from '../../src/generated/configFiles';
import { withoutSkippedSections } from '../../src/config/sections';
import { loadResources } from './definitions';
import { dateStage, reviewDone, submitForReview } from './review';
import type { UserAccount } from '../db/types';

const amount = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

const blank = (value: unknown): boolean => value === undefined || value === null || value === '';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from one yyyyMMdd to another, both counted (a promotion from the 1st to the 3rd runs 3 days). */
const daysCounted = (startDt: string, endDt: string): number | undefined => {
  const utc = (wire: string) => Date.UTC(Number(wire.slice(0, 4)), Number(wire.slice(4, 6)) - 1, Number(wire.slice(6, 8)));
  if (!/^\d{8}$/.test(startDt) || !/^\d{8}$/.test(endDt)) return undefined;
  return Math.round((utc(endDt) - utc(startDt)) / DAY_MS) + 1;
};

/** Price breaks (a schema can count them, not compare them): order amounts rising, each reduction below its amount. */
const priceBreakProblems = (breaks: unknown): Problem[] => {
  if (!Array.isArray(breaks)) return [];
  const problems: Problem[] = [];
  breaks.forEach((row: unknown, index) => {
    const { minOrderAmt, offAmt } = (row ?? {}) as Row;
    const threshold = amount(minOrderAmt);
    const before = index > 0 ? amount(((breaks[index - 1] ?? {}) as Row).minOrderAmt) : undefined;
    if (threshold !== undefined && before !== undefined && threshold <= before) {
      problems.push({ field: `priceBreaks.${index}.minOrderAmt`, key: 'validation.priceBreakOrder' });
    }
    const off = amount(offAmt);
    if (threshold !== undefined && off !== undefined && off >= threshold) {
      problems.push({ field: `priceBreaks.${index}.offAmt`, key: 'validation.priceBreakAboveOrder' });
    }
  });
  return problems;
};

/** The lowest selling price among the promotion's items (of the merchant's), if any is known. */
const lowestPrice = (mercId: string, goodsIds: unknown): number | undefined => {
  const ids = new Set(Array.isArray(goodsIds) ? goodsIds.map(String) : []);
  const prices = db()
    .inventoryItems.filter((item) => item.mercId === mercId && ids.has(item.goodsId))
    .map((item) => item.sellPrice);
  return prices.length > 0 ? Math.min(...prices) : undefined;
};

const promotionRules = ({ user, language, fields, record }: WriteCheckArgs): void => {
  const after = { ...record, ...fields };
  const problems: Problem[] = [];
  // 001 / 002: 'The discount amount cannot be greater than selling price' — an amount off each item, so no more
  // than the cheapest item chosen costs.
  const lowest = lowestPrice(user.mercId, after.goodsIds);
  const off = amount(after.discountValue);
  if (after.proTyp === '01' && after.discountTyp === 'A' && off !== undefined && lowest !== undefined && off > lowest) {
    problems.push({ field: 'discountValue', key: 'validation.discountAboveSellingPrice' });
  }
  if (typeof after.startDt === 'string' && typeof after.endDt === 'string' && after.endDt < after.startDt) {
    problems.push({ field: 'endDt', key: 'validation.endBeforeStart' });
  }
  if (after.proTyp === '01' && after.discountTyp === 'B') problems.push(...priceBreakProblems(after.priceBreaks));
  if (after.proTyp === '01' && !blank(after.giftImg) && blank(after.giftNm)) problems.push({ field: 'giftNm', key: 'validation.giftNameNeeded' });
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
  const duration = amount(after.dealDuration);
  const days = typeof after.startDt === 'string' && typeof after.endDt === 'string' ? daysCounted(after.startDt, after.endDt) : undefined;
  if (after.proTyp === '03' && after.dealTyp === 'LIMITED_TIME' && duration !== undefined && days !== undefined && days > 0 && duration > days) {
    problems.push({ field: 'dealDuration', key: 'validation.dealDurationTooLong', values: { days } });
  }
  if (problems.length > 0) throw invalidFields(language, problems);
};

// The promotion's form sections say which fields each kind has (resources/promotions.json): an amendment that
// changes the kind leaves none of the old kind's behind, or the detail page would show a percentage beside the
// price breaks that replaced it. The pay code and QR are the coupons' too, though no form holds them.
const PROMOTIONS = loadResources(resourceFiles).find((resource) => resource.name === 'promotions')!;

const dropOtherKinds = (record: Row): void => {
  const kept = withoutSkippedSections(PROMOTIONS, record);
  for (const name of Object.keys(record)) if (!(name in kept)) delete record[name];
  if (record.proTyp !== '02') {
    delete record.payCode;
    delete record.staticQr;
  }
};

/** Twelve random digits no other promotion's coupons use. */
const newPayCode = (): string => {
  const taken = new Set(db().promotions.map((promotion) => promotion.payCode));
  for (;;) {
    const code = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => String(byte % 10)).join('');
    if (code[0] !== '0' && !taken.has(code)) return code;
  }
};

/** What the static QR holds: the merchant and the pay code, which checkout reads as if keyed in. */
export const couponQrContent = (mercId: string, payCode: string): string => `MRPAY|COUPON|${mercId}|${payCode}`;

/** A coupon promotion gets its pay code and static QR once, when it becomes one; they never change after. */
const givePayCode = (record: Row): void => {
  if (record.proTyp !== '02' || !blank(record.payCode)) return;
  record.payCode = newPayCode();
  record.staticQr = couponQrContent(String(record.mercId), record.payCode as string);
};

/** The code answered for a promotion added before the business is verified (spec 002 names none). */
export const UNVERIFIED_BUSINESS_CODE = 'MMCP2304';

/** 001 §5: "Staff qualification must be approved before adding a promotion" — the business's KYC has passed. */
export const PROMOTION_CREATE_ALLOWED: Record<string, (user: UserAccount) => void> = {
  OnlyPromotionAdd: (user) => {
    if (user.kycSts !== '02') throw new MockFailure(UNVERIFIED_BUSINESS_CODE, 'messages.promotionNeedsVerifiedBusiness');
  },
};

export const PROMOTION_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  OnlyPromotionAdd: promotionRules,
  OnlyPromotionUpdate: promotionRules,
};

export const PROMOTION_WRITE_EFFECTS: Record<string, (record: Row) => void> = {
  OnlyPromotionAdd: (record) => {
    dropOtherKinds(record);
    givePayCode(record);
    submitForReview(record);
  },
  /** An amendment goes for approval (001), as a new promotion does. */
  OnlyPromotionUpdate: (record) => {
    dropOtherKinds(record);
    givePayCode(record);
    record.status = '03';
    submitForReview(record);
  },
};

/**
 * 001's promotion states as time passes, for a promotion the merchant submitted: approved a day after it went for
 * review, then to be active (07) before its start date, active (02) within its dates, expired (04) after its end;
 * a waiting one starts on its start date, and an active or paused one expires after its end date.
 */
const promotionAsOfNow = (record: Row): void => {
  if (!record.submitDt) return;
  const stage = dateStage(record);
  const approved = { before: '07', within: '02', after: '04' }[stage];
  if (record.status === '03') {
    if (reviewDone(record)) record.status = approved;
  } else if (record.status === '07' && stage !== 'before') record.status = approved;
  else if ((record.status === '02' || record.status === '01') && stage === 'after') record.status = '04';
};

/** ProStatusModify's status for Delete (001 promotion status 05 deleted). */
const DELETED = '05';

/** The answer to deleting an ongoing promotion (spec 002 leaves the code unnamed). */
export const PROMOTION_ONGOING_CODE = 'MMCP2303';

/**
 * Before a status change, the promotion as the merchant sees it now (a review may have ended since the list was
 * read). Deleting is refused in words of its own where the resource's appliesTo would only say "not available":
 * customers are getting an ongoing promotion, so it is paused or ended first; one under review waits for it.
 */
const statusChangeAllowed = (record: Row, body: Row): void => {
  promotionAsOfNow(record);
  if (body.status !== DELETED) return;
  if (record.status === '02') throw new MockFailure(PROMOTION_ONGOING_CODE, 'messages.promotionDeleteOngoing');
  if (record.status === '03' || record.status === '06') throw locked();
};

export const PROMOTION_COMMAND_CHECKS: Record<string, (record: Row, body: Row) => void> = { ProStatusModify: statusChangeAllowed };

export const PROMOTION_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  /**
   * The provider keeps a deleted promotion (05) for its own records; to the merchant it is gone, from every tab,
   * count, search and detail, and its name may be used again. The embedded backend has no use for it, so drops it
   * (the answer still carries it, as 05).
   */
  ProStatusModify: ({ records }) => {
    const promotions = db().promotions as unknown as Row[];
    for (const record of records) if (record.status === DELETED) promotions.splice(promotions.indexOf(record), 1);
  },
};

export const promotionsAsOfNow = (user: UserAccount): void => {
  for (const promotion of db().promotions) if (promotion.mercId === user.mercId) promotionAsOfNow(promotion as unknown as Row);
};

export const PROMOTION_LIST_EFFECTS: Record<string, (user: UserAccount) => void> = { PromotionStatisticalList: promotionsAsOfNow };
export const PROMOTION_READ_EFFECTS: Record<string, (record: Row) => void> = { PromotionStatisticalList: promotionAsOfNow };
