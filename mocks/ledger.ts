// The merchant's wallet account in the embedded backend: its available balance, and every movement of it recorded
// as an order in the wallet history (Finance → Transaction history lists db().transactions). A top-up, a transfer,
// a loan disbursement or repayment and an overdraft repayment all go through credit/debit, so the balance and the
// history never disagree. Amounts are integer minor units.
// The activated overdraft (mocks/overdraftLine.ts) is the account's, so its rules live here, once, for every
// caller: a debit beyond the balance draws the shortfall on it (shown in the history as money received from the
// overdraft, and in its mini statement); only one beyond the balance and what the overdraft can still lend is
// refused with the spec's 'Insufficient Balance.' (002 §8.3), and moves nothing. Money received while anything is
// outstanding repays the overdraft by the repayment percentage the merchant chose when applying.
import { now } from './clock';
import type { MerchantAccount, Transaction } from './db/types';
import { MockFailure } from './failure';
import { availableTo, drawOnOverdraft, overdraftOf, repaymentShareOf, settle } from './overdraftLine';
import { wireDateNow, wireTimeNow } from './resources/collections';
import { db } from './state';

export const INSUFFICIENT_BALANCE = 'MMCP6101';

/** Who the money came from or went to, as the history shows it. */
export interface Counterparty {
  name?: string;
  /** 9 national digits. */
  mobile?: string;
  /** Account, till or meter number. */
  account?: string;
  /** Bank or mobile-money service. */
  bank?: string;
}

export interface Movement {
  mercId: string;
  /** Spec 000 §3 order type code (02 mobile-money top-up, 20 transfer, C1 loan repayment…). */
  orderTyp: string;
  /** Minor units, above zero. */
  amount: number;
  fee?: number;
  counterparty?: Counterparty;
  description: string;
  /** The order's own reference when it has one (a transfer's, a top-up's); otherwise one is made. */
  orderNo?: string;
  /** Spec 000 §3 payment type of the history (default 0002 wallet: the account's own balance). */
  payType?: string;
  /** False for a debit the overdraft must not carry: its own repayment. */
  overdraft?: boolean;
}

export const accountOf = (mercId: string): MerchantAccount => {
  const accounts = db().accounts;
  let account = accounts.find((candidate) => candidate.mercId === mercId);
  if (!account) {
    const merchant = db().merchants.find((candidate) => candidate.mercId === mercId);
    account = { mercId, acNo: `10020044${mercId.replace(/\D/g, '').padStart(5, '0')}`, acNm: merchant?.mercNm ?? '', balance: 0 };
    accounts.push(account);
  }
  return account;
};

export const balanceOf = (mercId: string): number => accountOf(mercId).balance;

let sequence = 0;
const newOrderNo = () => `WL${now()}${String((sequence += 1) % 1000).padStart(3, '0')}`;

const record = (movement: Movement, dcFlg: Transaction['dcFlg']): Transaction => {
  const { counterparty = {} } = movement;
  const entry: Transaction = {
    orderNo: movement.orderNo ?? newOrderNo(),
    mercId: movement.mercId,
    txDt: wireDateNow(),
    txTm: wireTimeNow(),
    orderTyp: movement.orderTyp,
    dcFlg,
    txAmt: movement.amount,
    fee: movement.fee ?? 0,
    orderSts: '02',
    payType: movement.payType ?? '0002',
    oppNm: counterparty.name ?? '',
    oppMblNo: counterparty.mobile ?? '',
    oppAcNo: counterparty.account ?? '',
    oppBnkNm: counterparty.bank ?? '',
    remark: movement.description,
  };
  // The history is kept newest first, as the seed keeps it.
  db().transactions.unshift(entry);
  return entry;
};

const checkAmount = (movement: Movement) => {
  if (!Number.isInteger(movement.amount) || movement.amount <= 0) throw new RangeError(`A movement needs a positive whole amount, got ${movement.amount}`);
  if (movement.fee !== undefined && (!Number.isInteger(movement.fee) || movement.fee < 0)) throw new RangeError(`A fee is a whole amount, got ${movement.fee}`);
};

/** Spec 000 §3 order types: 23 receive funds (the spec has none for an overdraft draw), C1 loan repayment. */
const RECEIVE_FUNDS = '23';
const REPAYMENT = 'C1';

const insufficient = () => new MockFailure(INSUFFICIENT_BALANCE, 'messages.insufficientBalance');

/** What a debit may spend: the balance, and what an activated overdraft can still lend. */
export const spendableOf = (mercId: string): number => balanceOf(mercId) + availableTo(mercId);

/** Money in: the balance rises by the amount less its fee, the history gains a credit, and the overdraft takes its share. */
export const credit = (movement: Movement): Transaction => {
  checkAmount(movement);
  const account = accountOf(movement.mercId);
  const received = movement.amount - (movement.fee ?? 0);
  account.balance += received;
  const entry = record(movement, 'c');
  const share = repaymentShareOf(movement.mercId, received);
  if (share > 0) {
    const overdraft = overdraftOf(movement.mercId);
    account.balance -= share;
    record({ mercId: movement.mercId, orderTyp: REPAYMENT, amount: share, description: `Overdraft repayment ${overdraft.overdraftNo}: ${overdraft.repayPercent}% of money received` }, 'd');
    settle(overdraft, share, movement.description);
  }
  return entry;
};

/**
 * Money out: the amount and its fee leave the balance; what the balance lacks is drawn on the activated overdraft
 * first. When the two together hold less, nothing moves.
 */
export const debit = (movement: Movement): Transaction => {
  checkAmount(movement);
  const account = accountOf(movement.mercId);
  const total = movement.amount + (movement.fee ?? 0);
  const shortfall = total - account.balance;
  if (shortfall > 0) {
    if (movement.overdraft === false || shortfall > availableTo(movement.mercId)) throw insufficient();
    const overdraft = drawOnOverdraft(movement.mercId, shortfall, movement.description);
    account.balance += shortfall;
    record({ mercId: movement.mercId, orderTyp: RECEIVE_FUNDS, amount: shortfall, counterparty: { name: 'Overdraft', account: overdraft.overdraftNo }, description: `Drawn from overdraft ${overdraft.overdraftNo}` }, 'c');
  }
  account.balance -= total;
  return record(movement, 'd');
};

/** Refuses up front, before anything else changes, a payment the balance and the overdraft together cannot cover. */
export const requireBalance = (mercId: string, total: number): void => {
  if (total > spendableOf(mercId)) throw insufficient();
};
