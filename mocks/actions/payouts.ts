// Paying out (issue #16; spec 002 §7.4 "Utility bills" and "Tills and payments"): utility and airtime bills, buy
// goods by till, pay bill by paybill and account number, and tips. The console asks for the transacting PIN
// (VerifyPasscodeTrans) before it calls a payment; the server checks the amount against the payment's limits
// (src/config/bills.ts: 'The amount must be greater than zero', 'Minimum amount KES.{0}', 'Maximum Amount {0} (KES)'),
// the balance through the ledger ('Insufficient Balance.', MMCP6101, nothing moves), then takes the amount and the
// fee and writes the history row under the payment's order type (000 §3: 61-6H utilities, 42 pay to till, 27 tip).
// A payment in the band of an account mandate asking for approval (mocks/approvalQueue.ts; approval interface 09
// payment confirmation; manager transaction type 1 send money for a tip, 5 pay by code for a till, 6 pay bill for a
// paybill and the utilities, each with its subtype) is not paid: it answers payStatus W with the approval it waits
// in (Settings → Transaction approval) and its reference, and is paid under that reference once approved (checked
// against the balance again then; refused, it is never paid). The balance must cover it when it is sent, as for
// transfers.
//   QueryUtilityServiceProvider {utilTyp?} → {list}
//   CheckBillAccount {provCd, billAcNo} → {provCd, billAcNo, acNm}
//   QueryPayCode {codeTyp 2|4, payCode, billAcNo?} → {payCode, mercNm}
//   CalculatedAmount {busTyp, amount, provCd?} → {amount, fee, totAmt}
//   CreateUtilityBillOrder {provCd, billAcNo, amount} → receipt (token for prepaid electricity)
//   PayMerchantCode {codeTyp, payCode, billAcNo?, amount} → receipt        (the spec names no action: the console's)
//   OfferTip {rcvMblNo, rcvNm, amount} → receipt                           (the spec names no action: the console's)
import { formatKesNumber } from '../../src/format/money';
import { formatMobileDisplay } from '../../src/format/mobile';
import {
  limitsOf,
  payoutFee,
  PAYOUT_KINDS,
  PAYOUT_ORDER_TYPES,
  PAY_CODE_TYPES,
  providerOf,
  UTILITY_PROVIDERS,
  utilityOrderType,
  type PayoutKind,
} from '../../src/config/bills';
import { requireAnyCode } from '../access';
import { waitForApproval } from '../approvalQueue';
import type { ApprovalRecord, MandateRecord, UserAccount } from '../db/types';
import { CARRY_OUT } from '../resources/approvalEffects';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { balanceOf, debit, requireBalance } from '../ledger';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { invalidFields } from '../resources/errors';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { mobileMoneyService } from '../db/kenya';
import { PAYEES } from '../payees';

/** Spec 001 §6: 04 pay bills, 10 buy goods, 09 transfer (a tip is money sent to a person). */
export const PAYOUT_CODES = { utility: '04', buyGoods: '10', payBill: '10', tip: '09' } as const;

/** The code the mock answers for an amount above a payment's limit (spec 002 leaves the table of codes unshown). */
export const PAYOUT_LIMIT = 'MMCP6104';
/** The code for a till, paybill, meter or account the provider does not know. */
export const PAYEE_UNKNOWN = 'MMCP6105';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const requireField = (language: string, body: Record<string, unknown>, field: string): string => {
  const value = text(body[field]);
  if (!value) throw invalidFields(language, [{ field, key: 'validation.required' }]);
  return value;
};

/** The amount rules of the payment, in the spec's words; the server's side of the form's check. */
const checkAmount = (language: string, kind: PayoutKind, amount: unknown, provCd?: string): number => {
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw invalidFields(language, [{ field: 'amount', key: 'validation.required' }]);
  if (amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  const { min, max } = limitsOf(kind, provCd);
  if (amount < min) throw new MockFailure(PAYOUT_LIMIT, 'validation.amountMin', { values: { 0: formatKesNumber(min) } });
  if (amount > max) throw new MockFailure(PAYOUT_LIMIT, 'validation.amountMax', { values: { 0: formatKesNumber(max) } });
  return amount;
};

const providerFor = (language: string, body: Record<string, unknown>) => {
  const provider = providerOf(requireField(language, body, 'provCd'));
  if (!provider) throw invalidFields(language, [{ field: 'provCd', key: 'validation.formatError' }]);
  return provider;
};

/** Who holds a bill account: a phone's owner for airtime, a made-up but stable name for a meter or an account. */
const HOLDERS = ['Amani Otieno', 'Grace Njeri', 'Daniel Kiprop', 'Mercy Achieng', 'Joseph Mutua', 'Faith Wanjiku'];
const accountHolder = (language: string, provCd: string, billAcNo: string): string => {
  const provider = providerOf(provCd)!;
  const rule = provider.acKind === 'mobile' ? /^[17]\d{8}$/ : provider.acKind === 'meter' ? /^\d{11}$/ : /^[A-Za-z0-9-]{4,20}$/;
  if (!rule.test(billAcNo)) throw invalidFields(language, [{ field: 'billAcNo', key: 'validation.formatError' }]);
  // An account ending in 0000 is one the provider does not know (spec 002 §8.3).
  if (billAcNo.endsWith('0000'))
    throw new MockFailure(PAYEE_UNKNOWN, provider.acKind === 'mobile' ? 'messages.numberUnknown' : 'messages.accountNumberUnknown');
  const sum = [...billAcNo].reduce((total, character) => total + character.charCodeAt(0), 0);
  return HOLDERS[sum % HOLDERS.length]!;
};

defineAction('QueryUtilityServiceProvider', ({ user, body }) => {
  requireAnyCode(user, [PAYOUT_CODES.utility]);
  const kind = text(body.utilTyp);
  return {
    body: {
      list: UTILITY_PROVIDERS.filter((provider) => !kind || provider.utilTyp === kind).map(({ mmdSubTyp: _subtype, ...provider }) => ({
        ...provider,
        token: provider.token ? 'Y' : 'N',
      })),
    },
  };
});

defineAction('CheckBillAccount', ({ user, body, request }) => {
  requireAnyCode(user, [PAYOUT_CODES.utility]);
  const language = languageOf(request.headers.get('Accept-Language'));
  const provider = providerFor(language, body);
  const billAcNo = requireField(language, body, 'billAcNo');
  return { body: { provCd: provider.provCd, billAcNo, acNm: accountHolder(language, provider.provCd, billAcNo) } };
});

/** A till or paybill of the directory; refused in the spec's words when unknown, inactive or not accepting. */
const payeeFor = (language: string, body: Record<string, unknown>) => {
  const codeTyp = requireField(language, body, 'codeTyp');
  const payCode = requireField(language, body, 'payCode');
  const till = codeTyp === PAY_CODE_TYPES.buyGoods;
  const payee = PAYEES.find((entry) => entry.payCode === payCode && entry.codeTyp === codeTyp);
  if (!payee) throw new MockFailure(PAYEE_UNKNOWN, till ? 'messages.tillUnknown' : 'messages.payCodeUnknown');
  if (payee.status === 'inactive') throw new MockFailure(PAYEE_UNKNOWN, till ? 'messages.tillInactive' : 'messages.payCodeUnusable');
  if (payee.status === 'refusing') throw new MockFailure(PAYEE_UNKNOWN, till ? 'messages.tillNotAccepting' : 'messages.paybillNotAccepting');
  const billAcNo = till ? '' : requireField(language, body, 'billAcNo');
  return { payee, billAcNo, kind: (till ? 'buyGoods' : 'payBill') as PayoutKind };
};

defineAction('QueryPayCode', ({ user, body, request }) => {
  requireAnyCode(user, [PAYOUT_CODES.buyGoods]);
  const { payee, billAcNo } = payeeFor(languageOf(request.headers.get('Accept-Language')), body);
  return { body: { codeTyp: payee.codeTyp, payCode: payee.payCode, mercNm: payee.mercNm, ...(billAcNo ? { billAcNo } : {}) } };
});

defineAction('CalculatedAmount', ({ user, body, request }) => {
  const language = languageOf(request.headers.get('Accept-Language'));
  const kind = text(body.busTyp) as PayoutKind;
  if (!PAYOUT_KINDS.includes(kind)) throw invalidFields(language, [{ field: 'busTyp', key: 'validation.formatError' }]);
  requireAnyCode(user, [PAYOUT_CODES[kind]]);
  const provCd = kind === 'utility' ? providerFor(language, body).provCd : undefined;
  const amount = checkAmount(language, kind, body.amount, provCd);
  const fee = payoutFee(kind, amount, provCd);
  return { body: { busTyp: kind, amount, fee, totAmt: amount + fee } };
});

let sequence = 0;
const reference = (prefix: string) => `${prefix}${now()}${String((sequence += 1) % 100).padStart(2, '0')}`;

/** A prepaid electricity token: 20 digits in groups of four, as the provider prints them. */
const tokenFor = (orderNo: string): string => {
  let seed = [...orderNo].reduce((total, character) => (total * 31 + character.charCodeAt(0)) % 2_147_483_647, 7);
  let digits = '';
  while (digits.length < 20) {
    seed = (seed * 48271) % 2_147_483_647;
    digits += String(seed % 10);
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
};

interface Payout {
  mercId: string;
  kind: PayoutKind;
  orderTyp: string;
  amount: number;
  provCd?: string;
  name: string;
  account?: string;
  mobile?: string;
  bank?: string;
  description: string;
  prefix: string;
}

type PayoutAction = 'CreateUtilityBillOrder' | 'PayMerchantCode' | 'OfferTip';

/**
 * The account mandate a payment meets (000 §3 manager transaction types 1 send money, 5 pay by code, 6 pay bill; the
 * subtypes as schemas/mandate.schema.json numbers them): a tip is money sent to a mobile number (1, 8 mobile money),
 * buying goods by till is 5/25, a paybill 6/26, and a utility its provider's subtype (src/config/bills.ts), under 5
 * for a till-goods one (24, 25) and 6 for the rest.
 */
export const mandateOf = (kind: PayoutKind, provCd?: string): { mmdTxTyp: MandateRecord['mmdTxTyp']; mmdSubTyp: MandateRecord['mmdSubTyp'] } => {
  if (kind === 'tip') return { mmdTxTyp: '1', mmdSubTyp: '8' };
  if (kind === 'buyGoods') return { mmdTxTyp: '5', mmdSubTyp: '25' };
  if (kind === 'payBill') return { mmdTxTyp: '6', mmdSubTyp: '26' };
  const subtype = (providerOf(provCd ?? '')?.mmdSubTyp ?? '26') as MandateRecord['mmdSubTyp'];
  return { mmdTxTyp: subtype === '24' || subtype === '25' ? '5' : '6', mmdSubTyp: subtype };
};

/** The money leaves the account with its fee, and the history gains the row under the payment's reference. */
const settle = (payout: Payout, orderNo: string, fee: number): void => {
  debit({
    mercId: payout.mercId,
    orderTyp: payout.orderTyp,
    orderNo,
    amount: payout.amount,
    fee,
    counterparty: { name: payout.name, account: payout.account, mobile: payout.mobile, bank: payout.bank },
    description: payout.description,
  });
};

/**
 * Checks the balance, then moves the money with its fee — or, where a mandate asks for approval, leaves the payment
 * waiting in one (payStatus W, nothing moves) — and answers the receipt the result page shows.
 */
const payOut = (user: UserAccount, action: PayoutAction, payout: Payout) => {
  const fee = payoutFee(payout.kind, payout.amount, payout.provCd);
  requireBalance(payout.mercId, payout.amount + fee);
  const orderNo = reference(payout.prefix);
  const approval = waitForApproval(user, {
    ...mandateOf(payout.kind, payout.provCd),
    intfTyp: '09',
    amount: payout.amount,
    feeAmt: fee,
    txDesc: payout.description,
    carryOut: { action, usrNo: user.usrNo, body: { orderNo, payout: { ...payout } } },
  });
  if (!approval) settle(payout, orderNo, fee);
  return {
    orderNo,
    orderTyp: payout.orderTyp,
    amount: payout.amount,
    fee,
    totAmt: payout.amount + fee,
    acNm: payout.name,
    balance: balanceOf(payout.mercId),
    txDt: wireDateNow(),
    txTm: wireTimeNow(),
    payStatus: approval ? ('W' as const) : ('S' as const),
    ...(approval ? { approvalId: approval.approvalId } : {}),
  };
};

// An approved payment is paid under the reference it was given when it was sent; one the balance no longer covers
// is not paid (the approval ends in E, failed).
const carryOutPayout = (approval: ApprovalRecord): boolean => {
  const { orderNo, payout } = (approval.carryOut?.body ?? {}) as { orderNo?: string; payout?: Payout };
  if (!orderNo || !payout || payout.mercId !== approval.mercId) return false;
  try {
    const fee = payoutFee(payout.kind, payout.amount, payout.provCd);
    requireBalance(payout.mercId, payout.amount + fee);
    settle(payout, orderNo, fee);
    return true;
  } catch (error) {
    if (!(error instanceof MockFailure)) throw error;
    return false;
  }
};
CARRY_OUT.CreateUtilityBillOrder = carryOutPayout;
CARRY_OUT.PayMerchantCode = carryOutPayout;
CARRY_OUT.OfferTip = carryOutPayout;

defineAction('CreateUtilityBillOrder', ({ user, body, request }) => {
  requireAnyCode(user, [PAYOUT_CODES.utility]);
  const language = languageOf(request.headers.get('Accept-Language'));
  const provider = providerFor(language, body);
  const billAcNo = requireField(language, body, 'billAcNo');
  const amount = checkAmount(language, 'utility', body.amount, provider.provCd);
  const acNm = accountHolder(language, provider.provCd, billAcNo);
  const airtime = provider.acKind === 'mobile';
  const receipt = payOut(user, 'CreateUtilityBillOrder', {
    mercId: user.mercId,
    kind: 'utility',
    orderTyp: utilityOrderType(provider.provCd),
    amount,
    provCd: provider.provCd,
    name: airtime ? provider.provNm : `${provider.provNm} – ${acNm}`,
    account: airtime ? '' : billAcNo,
    mobile: airtime ? billAcNo : '',
    bank: airtime ? mobileMoneyService(billAcNo) : '',
    description: `${provider.provNm} ${airtime ? formatMobileDisplay(billAcNo) : billAcNo}`,
    prefix: 'UB',
  });
  return {
    body: {
      ...receipt,
      provCd: provider.provCd,
      billAcNo,
      acNm,
      ...(provider.token && receipt.payStatus === 'S' ? { token: tokenFor(receipt.orderNo) } : {}),
    },
  };
});

defineAction('PayMerchantCode', ({ user, body, request }) => {
  requireAnyCode(user, [PAYOUT_CODES.buyGoods]);
  const language = languageOf(request.headers.get('Accept-Language'));
  const { payee, billAcNo, kind } = payeeFor(language, body);
  const amount = checkAmount(language, kind, body.amount);
  const receipt = payOut(user, 'PayMerchantCode', {
    mercId: user.mercId,
    kind,
    orderTyp: PAYOUT_ORDER_TYPES[kind as 'buyGoods' | 'payBill'],
    amount,
    name: payee.mercNm,
    account: billAcNo ? `${payee.payCode} / ${billAcNo}` : payee.payCode,
    description: kind === 'buyGoods' ? `Buy goods, till ${payee.payCode}` : `Pay bill ${payee.payCode}, account ${billAcNo}`,
    prefix: 'PC',
  });
  return { body: { ...receipt, codeTyp: payee.codeTyp, payCode: payee.payCode, mercNm: payee.mercNm, ...(billAcNo ? { billAcNo } : {}) } };
});

defineAction('OfferTip', ({ user, body, request }) => {
  requireAnyCode(user, [PAYOUT_CODES.tip]);
  const language = languageOf(request.headers.get('Accept-Language'));
  const rcvMblNo = requireField(language, body, 'rcvMblNo');
  if (!/^[17]\d{8}$/.test(rcvMblNo)) throw invalidFields(language, [{ field: 'rcvMblNo', key: 'validation.formatError' }]);
  if (rcvMblNo === user.mblNoPlain) throw new MockFailure(CODES.badRequest, 'messages.ownAccount');
  const rcvNm = requireField(language, body, 'rcvNm');
  const amount = checkAmount(language, 'tip', body.amount);
  const receipt = payOut(user, 'OfferTip', {
    mercId: user.mercId,
    kind: 'tip',
    orderTyp: PAYOUT_ORDER_TYPES.tip,
    amount,
    name: rcvNm,
    mobile: rcvMblNo,
    bank: mobileMoneyService(rcvMblNo),
    description: `Tip to ${rcvNm}, ${formatMobileDisplay(rcvMblNo)}`,
    prefix: 'TP',
  });
  return { body: { ...receipt, rcvMblNo, rcvNm } };
});
