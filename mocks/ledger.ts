// The merchant's wallet account in the embedded backend: its available balance, and every movement of it recorded
// as an order in the wallet history (Finance → Transaction history lists db().transactions). A top-up, a transfer,
// and later a loan disbursement or repayment or an overdraft draw all go through credit/debit, so the balance and
// the history never disagree. Amounts are integer minor units; a debit beyond the balance is refused with the
// spec's 'Insufficient Balance.' (002 §8.3) and moves nothing.
import { now } from './clock';
import type { MerchantAccount, Transaction } from './db/types';
import { MockFailure } from './failure';
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

/** Money in: the balance rises by the amount less its fee, and the history gains a credit. */
export const credit = (movement: Movement): Transaction => {
  checkAmount(movement);
  const account = accountOf(movement.mercId);
  account.balance += movement.amount - (movement.fee ?? 0);
  return record(movement, 'c');
};

/** Money out: the amount and its fee leave the balance, or, when the balance holds less, nothing moves. */
export const debit = (movement: Movement): Transaction => {
  checkAmount(movement);
  const account = accountOf(movement.mercId);
  const total = movement.amount + (movement.fee ?? 0);
  if (total > account.balance) throw new MockFailure(INSUFFICIENT_BALANCE, 'messages.insufficientBalance');
  account.balance -= total;
  return record(movement, 'd');
};

/** Refuses up front, before anything else changes, a payment the balance cannot cover. */
export const requireBalance = (mercId: string, total: number): void => {
  if (total > balanceOf(mercId)) throw new MockFailure(INSUFFICIENT_BALANCE, 'messages.insufficientBalance');
};
