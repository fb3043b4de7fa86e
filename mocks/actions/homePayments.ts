// The home page's payments (spec 000 §2 /home/withdraw, /requestToPay with its wait, success and fail screens;
// 001 §6 codes 03 withdraw and 02 QR collect; 000 §3 transaction types 132 withdraw and 131 request to pay).
//
// WithdrawPreOrder / WithdrawPay {amount, rcvTyp 1 | 2, bnfUsrNo}: from the merchant's wallet to the owner's own
//   mobile number (rcvTyp 1, by mobile money) or to one of the merchant's saved bank beneficiaries (rcvTyp 2, by
//   the beneficiary's channel). The pre-order quotes (fee, total, the limits, the balance; without an amount, the
//   destination, limits and balance only, for the form before anything is typed) and moves nothing; the
//   payment takes the amount and the fee out through mocks/ledger.ts, so Transaction history lists it as order type
//   28 (cash withdrawal: the spec's only withdrawal order type, one reading). A withdrawal never draws on an
//   overdraft: one the wallet's balance cannot cover is refused with MMCP6101 'Insufficient Balance.'. Owners below
//   KYC level 02 are refused (the KYC matrix gives 132 to level 02 only).
// RequestPay {rcvMblNo, amount, remark}: asks a customer to pay (order type 24 request payment, transaction type
//   131); the order waits (P) for the customer's answer. QueryTransferOrdSts {orderNo} tells where it stands, and
//   also reads back a withdrawal. The customer's answer is decided by the number, as the quick sale's mobile money:
//     0700 000 001 — declines (F);
//     0700 000 002 — never answers: the request expires (F) REQUEST_EXPIRY_MS after it was sent;
//     any other number — pays CUSTOMER_ANSWER_MS after the request: the wallet is credited (history type 24).
import { formatMobileDisplay } from '../../src/format/mobile';
import { formatKesNumber } from '../../src/format/money';
import { holdsFunction, requireAnyCode } from '../access';
import { text } from '../body';
import { now } from '../clock';
import { mobileMoneyService } from '../db/kenya';
import type { HomePayOrder, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { balanceOf, credit, debit, INSUFFICIENT_BALANCE } from '../ledger';
import { languageOf, renderMessage } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing } from '../resources/errors';
import type { Problem } from '../resources/schema';
import { validate } from '../resources/schema';
import { db } from '../state';
import { FAILING_TEST_MOBILE, PUSH_ANSWER_MS, SILENT_TEST_MOBILE } from './checkout';
import { kycAllows } from './kyc';
import { TRANSFER_CHANNELS } from './transfers';

/** Spec 001 §6: 03 withdraw; 02 QR collect, which request to pay shares (one transaction type, 131). */
export const WITHDRAW_CODE = '03';
export const COLLECT_CODE = '02';
const WITHDRAW_TX_TYPE = '132';
const REQUEST_TX_TYPE = '131';
/** Spec 000 §3 order types. */
const WITHDRAW_ORDER = '28';
const REQUEST_ORDER = '24';

const KES = (shillings: number) => shillings * 100;

/**
 * A withdrawal's limits and fee (the spec gives neither; a real server answers its own): to the owner's mobile
 * number by mobile money, or to a bank account by the beneficiary's channel, whose fee is a transfer's by it.
 */
export const WITHDRAW_RULES = {
  mobile: { min: KES(50), max: KES(150_000), fee: () => KES(30) },
  bank: {
    min: KES(100),
    max: KES(1_000_000),
    fee: (rcvCnl: string, amount: number) => Math.max(KES(50), TRANSFER_CHANNELS[rcvCnl]?.fee(amount) ?? 0),
  },
} as const;
/** What a request to pay may ask for. */
export const REQUEST_LIMITS = { min: KES(10), max: KES(150_000) } as const;
export const CUSTOMER_ANSWER_MS = PUSH_ANSWER_MS;
export const REQUEST_EXPIRY_MS = 120_000;
export const DECLINING_CUSTOMER = FAILING_TEST_MOBILE;
export const SILENT_CUSTOMER = SILENT_TEST_MOBILE;

const languageOfRequest = (request: Request) => languageOf(request.headers.get('Accept-Language'));

const pickFields = (body: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(
    fields.filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== '').map((field) => [field, body[field]]),
  );

const limitProblem = (amount: number, { min, max }: { min: number; max: number }): Problem[] => {
  if (amount < min) return [{ field: 'amount', key: 'validation.amountMin', values: { 0: formatKesNumber(min) } }];
  if (amount > max) return [{ field: 'amount', key: 'validation.amountMax', values: { 0: formatKesNumber(max) } }];
  return [];
};

/** The fields of a request, checked with schemas/homePayment.schema.json; the spec's words for a zero amount first. */
const checked = async (body: Record<string, unknown>, fields: readonly string[], language: string): Promise<Record<string, unknown>> => {
  if (typeof body.amount === 'number' && body.amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  const values = pickFields(body, fields);
  const missing = fields.filter((field) => field !== 'remark' && field !== 'bnfUsrNo' && values[field] === undefined);
  const problems = [...(await validate('homePayment', values)), ...missing.map((field) => ({ field, key: 'validation.required' }))];
  if (problems.length > 0) throw invalidFields(language, problems);
  return values;
};

interface Withdrawal {
  amount: number;
  fee: number;
  rcvCnl: string;
  rcvNm: string;
  rcvMblNo: string;
  rcvBnkNm: string;
  rcvAcNo: string;
  min: number;
  max: number;
}

const ownerOf = (user: UserAccount): UserAccount =>
  db().users.find((candidate) => candidate.mercId === user.mercId && candidate.superAdmin === 'Y') ?? user;

/** Every check of a withdrawal, before it is quoted or paid; nothing moves. */
const checkWithdrawal = async (
  user: UserAccount,
  body: Record<string, unknown>,
  language: string,
  { destinationOnly = false } = {},
): Promise<Withdrawal> => {
  requireAnyCode(user, [WITHDRAW_CODE]);
  if (!kycAllows(ownerOf(user), WITHDRAW_TX_TYPE)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.withdrawKycRequired');
  const values = await checked(body, destinationOnly ? ['rcvTyp', 'bnfUsrNo'] : ['amount', 'rcvTyp', 'bnfUsrNo'], language);
  const amount = destinationOnly ? 0 : (values.amount as number);
  let withdrawal: Withdrawal;
  if (values.rcvTyp === '1') {
    const owner = ownerOf(user);
    const rule = WITHDRAW_RULES.mobile;
    withdrawal = {
      amount,
      fee: rule.fee(),
      rcvCnl: '44',
      rcvNm: `${owner.firstName} ${owner.lastName}`.trim(),
      rcvMblNo: owner.mblNoPlain,
      rcvBnkNm: mobileMoneyService(owner.mblNoPlain),
      rcvAcNo: '',
      min: rule.min,
      max: rule.max,
    };
  } else {
    if (values.bnfUsrNo === undefined) throw invalidFields(language, [{ field: 'bnfUsrNo', key: 'validation.required' }]);
    const beneficiary = db().beneficiaries.find(
      (candidate) => candidate.bnfUsrNo === values.bnfUsrNo && candidate.mercId === user.mercId && candidate.rcvTyp === '2',
    );
    if (!beneficiary) throw recordMissing();
    const rule = WITHDRAW_RULES.bank;
    withdrawal = {
      amount,
      fee: rule.fee(beneficiary.rcvCnl, amount),
      rcvCnl: beneficiary.rcvCnl,
      rcvNm: beneficiary.bnfName,
      rcvMblNo: '',
      rcvBnkNm: beneficiary.rcvBnkNm,
      rcvAcNo: beneficiary.rcvAcNo,
      min: rule.min,
      max: rule.max,
    };
  }
  if (destinationOnly) return { ...withdrawal, fee: 0 };
  const outside = limitProblem(amount, withdrawal);
  if (outside.length > 0) throw invalidFields(language, outside);
  // The wallet's own balance: a withdrawal is not lent by an overdraft.
  if (withdrawal.amount + withdrawal.fee > balanceOf(user.mercId)) throw new MockFailure(INSUFFICIENT_BALANCE, 'messages.insufficientBalance');
  return withdrawal;
};

let sequence = 0;
const newOrderNo = () => `HP${now()}${String((sequence = (sequence + 1) % 100)).padStart(2, '0')}`;

const newOrder = (
  user: UserAccount,
  fields: Omit<HomePayOrder, 'orderNo' | 'mercId' | 'usrNo' | 'txDt' | 'txTm' | 'answersAt' | 'expiresAt' | 'failKey'>,
): HomePayOrder => {
  const order: HomePayOrder = {
    orderNo: newOrderNo(),
    mercId: user.mercId,
    usrNo: user.usrNo,
    txDt: wireDateNow(),
    txTm: wireTimeNow(),
    answersAt: 0,
    expiresAt: 0,
    failKey: '',
    ...fields,
  };
  db().homePayOrders.push(order);
  return order;
};

/** A request to pay whose time has come gets the customer's answer; a paid one credits the wallet. */
export const settleRequest = (order: HomePayOrder): void => {
  if (order.orderTyp !== REQUEST_ORDER || order.payStatus !== 'P') return;
  const time = now();
  if (order.rcvMblNo === SILENT_CUSTOMER) {
    if (time < order.expiresAt) return;
    Object.assign(order, { payStatus: 'F', failKey: 'messages.requestExpired' });
    return;
  }
  if (time < order.answersAt) return;
  if (order.rcvMblNo === DECLINING_CUSTOMER) {
    Object.assign(order, { payStatus: 'F', failKey: 'messages.requestDeclined' });
    return;
  }
  credit({
    mercId: order.mercId,
    orderTyp: REQUEST_ORDER,
    orderNo: order.orderNo,
    amount: order.amount,
    counterparty: { name: order.rcvNm || formatMobileDisplay(order.rcvMblNo), mobile: order.rcvMblNo, bank: mobileMoneyService(order.rcvMblNo) },
    description: `Request to pay from ${formatMobileDisplay(order.rcvMblNo)}${order.remark ? `: ${order.remark}` : ''}`,
  });
  Object.assign(order, { payStatus: 'S', txDt: wireDateNow(), txTm: wireTimeNow() });
};

/** An order as the console reads it: shaped as a transfer's result, the failure in the request's language. */
const orderView = (order: HomePayOrder, language: string) => ({
  orderNo: order.orderNo,
  orderTyp: order.orderTyp,
  txTyp: order.txTyp,
  trfTyp: order.trfTyp,
  srcFund: '1',
  remark: order.remark,
  txDt: order.txDt,
  txTm: order.txTm,
  payStatus: order.payStatus,
  amount: order.amount,
  fee: order.fee,
  total: order.amount + order.fee,
  rcvNm: order.rcvNm,
  rcvMblNo: order.rcvMblNo,
  ...(order.failKey ? { failMsg: renderMessage(language, order.failKey) } : {}),
  rows: [
    {
      rcvCnl: order.rcvCnl,
      rcvNm: order.rcvNm,
      amount: order.amount,
      fee: order.fee,
      ...(order.rcvMblNo ? { rcvMblNo: order.rcvMblNo } : { rcvBnkNm: order.rcvBnkNm, rcvAcNo: order.rcvAcNo }),
    },
  ],
});

// Without an amount: where the money would go, the limits and the balance, before anything is typed (fee 0).
defineAction('WithdrawPreOrder', async ({ user, body, request }) => {
  const withdrawal = await checkWithdrawal(user, body, languageOfRequest(request), {
    destinationOnly: body.amount === undefined || body.amount === '',
  });
  const { amount, fee, min, max, rcvNm, rcvMblNo, rcvBnkNm, rcvAcNo } = withdrawal;
  return { body: { amount, fee, total: amount + fee, minAmt: min, maxAmt: max, avaBal: balanceOf(user.mercId), rcvNm, rcvMblNo, rcvBnkNm, rcvAcNo } };
});

defineAction('WithdrawPay', async ({ user, body, request }) => {
  const withdrawal = await checkWithdrawal(user, body, languageOfRequest(request));
  const order = newOrder(user, {
    orderTyp: WITHDRAW_ORDER,
    txTyp: WITHDRAW_TX_TYPE,
    trfTyp: withdrawal.rcvMblNo ? '20' : '15',
    remark: '',
    payStatus: 'S',
    amount: withdrawal.amount,
    fee: withdrawal.fee,
    rcvCnl: withdrawal.rcvCnl,
    rcvNm: withdrawal.rcvNm,
    rcvMblNo: withdrawal.rcvMblNo,
    rcvBnkNm: withdrawal.rcvBnkNm,
    rcvAcNo: withdrawal.rcvAcNo,
  });
  debit({
    mercId: user.mercId,
    orderTyp: WITHDRAW_ORDER,
    orderNo: order.orderNo,
    amount: withdrawal.amount,
    fee: withdrawal.fee,
    overdraft: false,
    counterparty: { name: withdrawal.rcvNm, mobile: withdrawal.rcvMblNo, account: withdrawal.rcvAcNo, bank: withdrawal.rcvBnkNm },
    description: `Withdrawal to ${withdrawal.rcvMblNo ? formatMobileDisplay(withdrawal.rcvMblNo) : `${withdrawal.rcvBnkNm} ${withdrawal.rcvAcNo}`}`,
  });
  return { body: orderView(order, languageOfRequest(request)) };
});

defineAction('RequestPay', async ({ user, body, request }) => {
  requireAnyCode(user, [COLLECT_CODE]);
  const language = languageOfRequest(request);
  if (!kycAllows(ownerOf(user), REQUEST_TX_TYPE)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  const values = await checked(body, ['rcvMblNo', 'amount', 'remark'], language);
  const mobile = values.rcvMblNo as string;
  if (mobile === ownerOf(user).mblNoPlain || mobile === user.mblNoPlain)
    throw invalidFields(language, [{ field: 'rcvMblNo', key: 'messages.ownAccount' }]);
  const outside = limitProblem(values.amount as number, REQUEST_LIMITS);
  if (outside.length > 0) throw invalidFields(language, outside);
  // The customer's name as the merchant keeps it (Manage → Customers), if it does.
  const customer = db().customers.find((candidate) => candidate.mercId === user.mercId && candidate.mblNo === mobile);
  const time = now();
  const order = newOrder(user, {
    orderTyp: REQUEST_ORDER,
    txTyp: REQUEST_TX_TYPE,
    trfTyp: '20',
    remark: String(values.remark ?? ''),
    payStatus: 'P',
    amount: values.amount as number,
    fee: 0,
    rcvCnl: '44',
    rcvNm: customer ? `${customer.firstName} ${customer.surname}`.trim() : '',
    rcvMblNo: mobile,
    rcvBnkNm: '',
    rcvAcNo: '',
  });
  Object.assign(order, { answersAt: time + CUSTOMER_ANSWER_MS, expiresAt: time + REQUEST_EXPIRY_MS });
  return { body: orderView(order, language) };
});

defineAction('QueryTransferOrdSts', ({ user, body, request }) => {
  requireAnyCode(user, [COLLECT_CODE, WITHDRAW_CODE]);
  const orderNo = text(body, 'orderNo');
  const order = db().homePayOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (!order) throw recordMissing();
  // Each kind answers to its own code: a cashier who may collect does not read the owner's withdrawals.
  if (!holdsFunction(user, order.orderTyp === REQUEST_ORDER ? COLLECT_CODE : WITHDRAW_CODE))
    throw new MockFailure(CODES.noPermission, 'messages.noPermission');
  settleRequest(order);
  return { body: orderView(order, languageOfRequest(request)) };
});
