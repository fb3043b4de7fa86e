// A merchant's loan limit: the standard one (KES 2,000,000.00, the mock's choice within 001 §9 "KES 50,000 to
// 3,000,000") until a boost is granted. A boost asked for (SubmitLoanBoostLimit) waits a day on the mock's clock for
// the lender's review, then raises the limit; until then the merchant may cancel it (CancelBoostLimit).
import { now } from './clock';
import type { LoanLimitRecord } from './db/types';
import { db } from './state';

export const LOAN_LIMIT = 200_000_000;
export const BOOST_REVIEW_MS = 24 * 60 * 60 * 1000;

/** The merchant's record, with a boost whose review day has passed granted. */
export const limitRecordOf = (mercId: string): LoanLimitRecord | undefined => {
  const record = db().loanLimits.find((entry) => entry.mercId === mercId);
  const boost = record?.boost;
  if (record && boost?.boostSts === 'P' && now() - boost.applyAt >= BOOST_REVIEW_MS) {
    boost.boostSts = 'A';
    record.loanLmt = boost.boostLmt;
  }
  return record;
};

export const loanLimitOf = (mercId: string): number => limitRecordOf(mercId)?.loanLmt ?? LOAN_LIMIT;

/** The merchant's record, made on its first boost request. */
export const ownLimitRecord = (mercId: string): LoanLimitRecord => {
  const existing = limitRecordOf(mercId);
  if (existing) return existing;
  const record: LoanLimitRecord = { mercId, loanLmt: LOAN_LIMIT };
  db().loanLimits.push(record);
  return record;
};
