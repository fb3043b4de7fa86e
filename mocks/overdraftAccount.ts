// The merchant's overdraft as the provider keeps it (spec 001 Overdraft): activation status 01 not applied →
// 02 waiting to be accepted once the offer is e-mailed → 05 activated when the e-mailed reference number is given
// back; 02 → 01 when the offer is turned down, 02 → 03 once its 7 days have passed on the mock clock; 05 → 01 when
// deactivated with nothing outstanding. Amounts in minor units. The overdraft's own figures live here; the
// merchant account's balance is the ledger's (see moveAccountMoney).
import { formatKes } from '../src/format/money';
import { now } from './clock';
import { balanceOf, credit, debit } from './ledger';
import type { OverdraftEntry, OverdraftRecord } from './db/types';
import { renderMessage } from './messages';
import { wireDateNow, wireTimeNow } from './resources/collections';
import { db, runtime } from './state';
import { randomDigits } from './staffAccounts';

/** The most a merchant may apply for: KES 250,000.00 (the spec gives no figure). */
export const OVERDRAFT_MAX = 25_000_000;
/** The access fee, per cent of the amount applied for (the spec gives no figure). */
export const OVERDRAFT_FEE_PERCENT = 1;
/** 001 §9: an overdraft offer expires after 7 days. */
export const OFFER_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINI_STATEMENT_LINES = 10;

export const overdraftFee = (amount: number): number => Math.round((amount * OVERDRAFT_FEE_PERCENT) / 100);

const blank = (mercId: string): OverdraftRecord => ({
  mercId,
  activateStatus: '01',
  maxAmount: OVERDRAFT_MAX,
  odApplyAmount: 0,
  repayPercent: '',
  email: '',
  referNo: '',
  offeredAt: 0,
  overdraftNo: '',
  overdraftDate: '',
  feeAmt: 0,
  feeOwed: 0,
  utilizedAmount: 0,
  approvalId: '',
  entries: [],
});

/** The merchant's overdraft as it stands now: an offer past its 7 days has expired (02 → 03). */
export const overdraftOf = (mercId: string): OverdraftRecord => {
  const overdrafts = db().overdrafts;
  let record = overdrafts.find((entry) => entry.mercId === mercId);
  if (!record) {
    record = blank(mercId);
    overdrafts.push(record);
  }
  if (record.activateStatus === '02' && now() > record.offeredAt + OFFER_DAYS * DAY_MS) record.activateStatus = '03';
  return record;
};

export const outstandingOf = (record: OverdraftRecord): number => record.utilizedAmount + record.feeOwed;
export const availableOf = (record: OverdraftRecord): number =>
  record.activateStatus === '05' ? Math.max(0, record.odApplyAmount - record.utilizedAmount) : 0;

const wireDateOf = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
};

/** The offer's last day (yyyyMMdd). */
export const expiryDateOf = (record: OverdraftRecord): string => wireDateOf(record.offeredAt + OFFER_DAYS * DAY_MS);

/** The offer e-mail, with the reference number: the only place the reference number goes. */
export const emailOffer = (record: OverdraftRecord, language: string): void => {
  const text = renderMessage(language, 'messages.overdraftOfferEmail', {
    amount: formatKes(record.odApplyAmount),
    fee: formatKes(overdraftFee(record.odApplyAmount)),
    percent: record.repayPercent,
    reference: record.referNo,
    expiry: `${expiryDateOf(record).slice(6, 8)}/${expiryDateOf(record).slice(4, 6)}/${expiryDateOf(record).slice(0, 4)}`,
  });
  runtime().outbox.push({ to: record.email, channel: 'email', text, sentAt: now() });
};

/** 01 or 03 → 02: the offer is made, with a fresh reference number, and e-mailed. */
export const makeOffer = (record: OverdraftRecord, application: { odApplyAmount: number; repayPercent: string; email: string }, language: string): void => {
  Object.assign(record, blank(record.mercId), application, {
    activateStatus: '02',
    referNo: randomDigits(8),
    offeredAt: now(),
    overdraftDate: wireDateNow(),
  });
  emailOffer(record, language);
};

/** The statement e-mail: the overdraft's figures and its movements. */
export const emailStatement = (record: OverdraftRecord, to: string, language: string): void => {
  const lines = record.entries.map((entry) => `${entry.txDt} ${entry.txDesc} ${formatKes(entry.txAmt)}`);
  const text = renderMessage(language, 'messages.overdraftStatementEmail', {
    overdraftNo: record.overdraftNo,
    limit: formatKes(record.odApplyAmount),
    outstanding: formatKes(outstandingOf(record)),
  });
  runtime().outbox.push({ to, channel: 'email', text: [text, ...lines].join('\n'), sentAt: now() });
};

const addEntry = (record: OverdraftRecord, entryTyp: OverdraftEntry['entryTyp'], txAmt: number, txDesc: string): void => {
  record.entries.unshift({ entryTyp, txAmt, txDt: wireDateNow(), txTm: wireTimeNow(), txDesc, outstandingAmt: outstandingOf(record) });
};

/** 02 → 05: the overdraft is open up to the amount applied for, and its access fee is owed. */
export const activate = (record: OverdraftRecord): void => {
  const fee = overdraftFee(record.odApplyAmount);
  Object.assign(record, {
    activateStatus: '05',
    referNo: '',
    overdraftNo: `OD${wireDateNow()}${randomDigits(4)}`,
    overdraftDate: wireDateNow(),
    feeAmt: fee,
    feeOwed: fee,
    utilizedAmount: 0,
  });
  addEntry(record, 'F', fee, 'Access fee');
};

/** 02 → 01 (offer turned down) or 05 → 01 (deactivated): nothing of the old overdraft remains. */
export const reset = (record: OverdraftRecord): void => {
  Object.assign(record, blank(record.mercId));
};

export const miniStatement = (record: OverdraftRecord): OverdraftEntry[] => record.entries.slice(0, MINI_STATEMENT_LINES);

/**
 * Where money reaches or leaves the merchant account because of the overdraft, through the account ledger
 * (mocks/ledger.ts): amount > 0 reaches it, < 0 leaves it. False, and nothing moved, when the account holds less
 * than a repayment.
 */
export const moveAccountMoney = (mercId: string, amount: number, txDesc: string): boolean => {
  // The spec has no order type for the overdraft: a repayment reads as a loan repayment (C1).
  const movement = { mercId, orderTyp: 'C1', amount: Math.abs(amount), description: txDesc };
  if (amount >= 0) credit(movement);
  else if (balanceOf(mercId) + amount < 0) return false;
  else debit(movement);
  return true;
};

/** A repayment by hand: from the account, the fee owed first, then what was drawn. False when the account cannot pay. */
export const repay = (record: OverdraftRecord, amount: number): boolean => {
  if (!moveAccountMoney(record.mercId, -amount, `Overdraft repayment ${record.overdraftNo}`)) return false;
  const onFee = Math.min(amount, record.feeOwed);
  record.feeOwed -= onFee;
  record.utilizedAmount -= amount - onFee;
  addEntry(record, 'R', amount, 'Repayment');
  return true;
};

/**
 * For the account ledger when a payment needs more than the balance: draws on the activated overdraft and says how
 * much it covered (0 when the overdraft is not activated or fully utilised). The drawn money reaches the account
 * through the ledger's own posting, so this does not call moveAccountMoney.
 */
export const drawOnOverdraft = (mercId: string, amount: number, txDesc: string): number => {
  const record = overdraftOf(mercId);
  const covered = Math.min(amount, availableOf(record));
  if (covered <= 0) return 0;
  record.utilizedAmount += covered;
  addEntry(record, 'U', covered, txDesc);
  return covered;
};
