// The provider's review of what a merchant submits (a business-information change, a promotion, a push message):
// done within 24 hours (spec 001), which the mock takes as exactly 24 hours after the submission it stamped.
// Records the seed made carry no submission moment and keep the state the seed gave them, so the demo's lists
// stay as the tests know them.
import { now } from '../clock';
import type { Row } from './collections';
import { wireDateNow, wireTimeNow } from './collections';

export const REVIEW_MS = 24 * 60 * 60 * 1000;

/** yyyyMMdd + HHmmss, as the mock writes them (local time), to milliseconds. */
export const wireMoment = (date: unknown, time: unknown): number => {
  const [, y, mo, d] = /^(\d{4})(\d{2})(\d{2})$/.exec(String(date)) ?? [];
  const [, h, mi, s] = /^(\d{2})(\d{2})(\d{2})$/.exec(String(time)) ?? [, '00', '00', '00'];
  return y ? new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime() : Number.NaN;
};

/** Stamps a record as submitted for review now (its submitDt and submitTm). */
export const submitForReview = (record: Row): void => {
  record.submitDt = wireDateNow();
  record.submitTm = wireTimeNow();
};

/** Whether a record the merchant submitted has had its review (a seeded record never has: it has no stamp). */
export const reviewDone = (record: Row): boolean => {
  const submitted = wireMoment(record.submitDt, record.submitTm);
  return Number.isFinite(submitted) && now() - submitted >= REVIEW_MS;
};

/** Where today stands against a record's dates: before its start, within them, or past its end. */
export const dateStage = (record: Row): 'before' | 'within' | 'after' => {
  const today = wireDateNow();
  if (typeof record.startDt === 'string' && today < record.startDt) return 'before';
  if (typeof record.endDt === 'string' && today > record.endDt) return 'after';
  return 'within';
};
