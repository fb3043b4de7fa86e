// The merchant's overdraft as a line of credit (spec 001 Overdraft): its record, its figures, and how money moves on
// it, for both the overdraft actions (mocks/overdraftAccount.ts) and the account ledger (mocks/ledger.ts), which
// draws on it when a payment needs more than the balance and repays it from money received. Activation status: 01
// not applied → 02 waiting to be accepted → 04 account opening in process once the reference number is given back
// → 05 activated when the account is open (ACCOUNT_OPENING_MS later on the mock clock); 02 → 03 once the offer's 7
// days have passed. Amounts in minor units. Nothing here moves the account's balance: the ledger does.
import { now } from './clock';
import type { OverdraftEntry, OverdraftRecord } from './db/types';
import { wireDateNow, wireTimeNow } from './resources/collections';
import { db } from './state';
import { randomDigits } from './staffAccounts';

/** The most a merchant may apply for: KES 250,000.00 (the spec gives no figure). */
export const OVERDRAFT_MAX = 25_000_000;
/** The access fee, per cent of the amount applied for (the spec gives no figure). */
export const OVERDRAFT_FEE_PERCENT = 1;
/** 001 §9: an overdraft offer expires after 7 days. */
export const OFFER_DAYS = 7;
/** How long the provider takes to open the overdraft account once the offer is accepted (the spec gives no figure). */
export const ACCOUNT_OPENING_MS = 2 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the offer expires, on the mock clock (ms). */
export const offerEndsAt = (record: OverdraftRecord): number => record.offeredAt + OFFER_DAYS * DAY_MS;

export const overdraftFee = (amount: number): number => Math.round((amount * OVERDRAFT_FEE_PERCENT) / 100);

export const blankOverdraft = (mercId: string): OverdraftRecord => ({
  mercId,
  activateStatus: '01',
  maxAmount: OVERDRAFT_MAX,
  odApplyAmount: 0,
  repayPercent: '',
  email: '',
  referNo: '',
  offeredAt: 0,
  acceptedAt: 0,
  overdraftNo: '',
  overdraftDate: '',
  feeAmt: 0,
  feeOwed: 0,
  utilizedAmount: 0,
  approvalId: '',
  entries: [],
});

/** A line of the mini statement; txDesc says what the money was for (the payment drawn for, the money received), or ''. */
export const addEntry = (record: OverdraftRecord, entryTyp: OverdraftEntry['entryTyp'], txAmt: number, txDesc: string): void => {
  record.entries.unshift({ entryTyp, txAmt, txDt: wireDateNow(), txTm: wireTimeNow(), txDesc, outstandingAmt: outstandingOf(record) });
};

/** 04 → 05: the account is open up to the amount applied for, and its access fee is owed. */
const activate = (record: OverdraftRecord): void => {
  const fee = overdraftFee(record.odApplyAmount);
  Object.assign(record, { activateStatus: '05', overdraftDate: wireDateNow(), feeAmt: fee, feeOwed: fee, utilizedAmount: 0 });
  addEntry(record, 'F', fee, '');
};

/** 02 → 04: the offer is accepted and the provider opens the overdraft account, under its number from now on. */
export const openAccount = (record: OverdraftRecord): void => {
  Object.assign(record, { activateStatus: '04', referNo: '', acceptedAt: now(), overdraftNo: `OD${wireDateNow()}${randomDigits(4)}` });
};

/** The merchant's overdraft as it stands now: an offer past its 7 days has expired, an account opened in time is active. */
export const overdraftOf = (mercId: string): OverdraftRecord => {
  const overdrafts = db().overdrafts;
  let record = overdrafts.find((entry) => entry.mercId === mercId);
  if (!record) {
    record = blankOverdraft(mercId);
    overdrafts.push(record);
  }
  if (record.activateStatus === '02' && now() > offerEndsAt(record)) record.activateStatus = '03';
  if (record.activateStatus === '04' && now() >= record.acceptedAt + ACCOUNT_OPENING_MS) activate(record);
  return record;
};

export const outstandingOf = (record: OverdraftRecord): number => record.utilizedAmount + record.feeOwed;
export const availableOf = (record: OverdraftRecord): number =>
  record.activateStatus === '05' ? Math.max(0, record.odApplyAmount - record.utilizedAmount) : 0;

/** What the merchant's overdraft can still lend (0 without an activated one), without opening a record for them. */
export const availableTo = (mercId: string): number =>
  db().overdrafts.some((entry) => entry.mercId === mercId) ? availableOf(overdraftOf(mercId)) : 0;

/** The figures of a repayment: the fee owed is paid first, then what was drawn. */
export const settle = (record: OverdraftRecord, amount: number, txDesc: string): void => {
  const onFee = Math.min(amount, record.feeOwed);
  record.feeOwed -= onFee;
  record.utilizedAmount -= amount - onFee;
  addEntry(record, 'R', amount, txDesc);
};

/** Draws the shortfall of a payment (at most what is available) and answers the overdraft drawn on. */
export const drawOnOverdraft = (mercId: string, shortfall: number, txDesc: string): OverdraftRecord => {
  const record = overdraftOf(mercId);
  if (shortfall > availableOf(record)) throw new RangeError(`The overdraft cannot lend ${shortfall}`);
  record.utilizedAmount += shortfall;
  addEntry(record, 'U', shortfall, txDesc);
  return record;
};

/**
 * The repayment percentage the merchant chose (spec 001: activate with an amount and repayment percentage) of money
 * received, while anything is outstanding on an activated overdraft: at most what is outstanding, 0 otherwise.
 */
export const repaymentShareOf = (mercId: string, received: number): number => {
  if (!db().overdrafts.some((entry) => entry.mercId === mercId)) return 0;
  const record = overdraftOf(mercId);
  if (record.activateStatus !== '05') return 0;
  return Math.min(outstandingOf(record), Math.floor((received * Number(record.repayPercent)) / 100));
};
