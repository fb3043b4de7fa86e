// The overdraft's offer and its paperwork (spec 001 Overdraft): the offer made and e-mailed with its reference
// number, the statement e-mailed, a repayment by hand, and the reset when the offer is turned down or the overdraft
// deactivated. The record, its statuses and its figures are mocks/overdraftLine.ts; the merchant account's balance
// is the ledger's.
import { now } from './clock';
import type { OverdraftEntry, OverdraftRecord } from './db/types';
import { debit } from './ledger';
import { serverKes } from './money/serverKes';
import { renderMessage } from './messages';
import { blankOverdraft, offerEndsAt, outstandingOf, overdraftFee, settle } from './overdraftLine';
import { wireDateNow } from './resources/collections';
import { runtime } from './state';
import { randomDigits } from './staffAccounts';

const MINI_STATEMENT_LINES = 10;

const wireDateOf = (ms: number): string => {
  const date = new Date(ms);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
};

/** The offer's last day (yyyyMMdd). */
export const expiryDateOf = (record: OverdraftRecord): string => wireDateOf(offerEndsAt(record));

/** The offer e-mail, with the reference number: the only place the reference number goes. */
export const emailOffer = (record: OverdraftRecord, language: string): void => {
  const text = renderMessage(language, 'messages.overdraftOfferEmail', {
    amount: serverKes(record.odApplyAmount),
    fee: serverKes(overdraftFee(record.odApplyAmount)),
    percent: record.repayPercent,
    reference: record.referNo,
    expiry: `${expiryDateOf(record).slice(6, 8)}/${expiryDateOf(record).slice(4, 6)}/${expiryDateOf(record).slice(0, 4)}`,
  });
  runtime().outbox.push({ to: record.email, channel: 'email', text, sentAt: now() });
};

/** 01 or 03 → 02: the offer is made, with a fresh reference number, and e-mailed. */
export const makeOffer = (record: OverdraftRecord, application: { odApplyAmount: number; repayPercent: string; email: string }, language: string): void => {
  Object.assign(record, blankOverdraft(record.mercId), application, {
    activateStatus: '02',
    referNo: randomDigits(8),
    offeredAt: now(),
    overdraftDate: wireDateNow(),
  });
  emailOffer(record, language);
};

/** The statement e-mail: the overdraft's figures and its movements. */
export const emailStatement = (record: OverdraftRecord, to: string, language: string): void => {
  const lines = record.entries.map((entry) => {
    const kind = renderMessage(language, `enums.overdraftEntry.${entry.entryTyp}`);
    return `${entry.txDt} ${entry.txDesc ? `${kind} · ${entry.txDesc}` : kind} ${serverKes(entry.txAmt)}`;
  });
  const text = renderMessage(language, 'messages.overdraftStatementEmail', {
    overdraftNo: record.overdraftNo,
    limit: serverKes(record.odApplyAmount),
    outstanding: serverKes(outstandingOf(record)),
  });
  runtime().outbox.push({ to, channel: 'email', text: [text, ...lines].join('\n'), sentAt: now() });
};

/** 02 → 01 (offer turned down) or 05 → 01 (deactivated): nothing of the old overdraft remains. */
export const reset = (record: OverdraftRecord): void => {
  Object.assign(record, blankOverdraft(record.mercId));
};

export const miniStatement = (record: OverdraftRecord): OverdraftEntry[] => record.entries.slice(0, MINI_STATEMENT_LINES);

/**
 * A repayment by hand, from the account's balance (never from the overdraft itself): refused with 'Insufficient
 * Balance.' when the balance holds less, and nothing changes.
 */
export const repay = (record: OverdraftRecord, amount: number): void => {
  // The spec has no order type for the overdraft: a repayment reads as a loan repayment (C1).
  debit({ mercId: record.mercId, orderTyp: 'C1', amount, description: `Overdraft repayment ${record.overdraftNo}`, overdraft: false });
  settle(record, amount, '');
};
