// Settings → Till management (issue #18; spec 000 §2 /setting/tillManagement, settle and requestTill; 000 §3 Till;
// 001 §4 Tills and settlement; 002 §7.4 Tills): one till's details with its QR code, a request for a new till, and
// settling a till now. The list is QueryTillsInfoList (./money.ts), which Finance → Money → Tills reads too.
//   TillSettingInfo {tillNo} → till (with storeName and qrCode)
//   ApplyMerchantTill {tillName, storeId, stlMethod} → the new till: numbered at once, active, open, empty
//   ManualSettlement {tillNo, stlAmt?} → the till after settling: the amount (the whole balance when not given)
//     leaves the till; the wallet receives it less the settlement fee through the ledger (history: A6 merchant
//     settlement) and Analysis → Settlement lists the settlement. The console asks for the PIN before it.
import { requireFunction } from '../access';
import { optionalText, text } from '../body';
import { now } from '../clock';
import { settlementFee } from '../db/seedAnalysis';
import type { Till } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { accountOf, credit, INSUFFICIENT_BALANCE } from '../ledger';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing } from '../resources/errors';
import { db } from '../state';
import { kycAllows } from './kyc';
import { tillAnswer } from './money';

/** Spec 001 §6: 38 tills, 3801 add, 3802 activate/settle. */
const TILL_CODES = { view: '38', add: '3801', settle: '3802' } as const;
/** Spec 000 §3 transaction type 132: withdraw and till settle (full KYC, ./kyc.ts). */
const SETTLE_TX_TYPE = '132';
/** Spec 000 §3 order type A6: merchant settlement. */
const MERCHANT_SETTLEMENT = 'A6';

const tillOf = (mercId: string, tillNo: string): Till => {
  const till = db().tills.find((candidate) => candidate.tillNo === tillNo && candidate.mercId === mercId);
  if (!till) throw recordMissing();
  return till;
};

defineAction('TillSettingInfo', ({ user, body }) => {
  requireFunction(user, TILL_CODES.view);
  return { body: tillAnswer(tillOf(user.mercId, text(body, 'tillNo'))) };
});

defineAction('ApplyMerchantTill', ({ user, body, request }) => {
  requireFunction(user, TILL_CODES.add);
  const language = languageOf(request.headers.get('Accept-Language'));
  const tillName = optionalText(body, 'tillName') ?? '';
  const storeId = optionalText(body, 'storeId') ?? '';
  const stlMethod = optionalText(body, 'stlMethod') ?? '';
  const problems = [
    ...(tillName.length < 2 ? [{ field: 'tillName', key: tillName ? 'validation.minLength' : 'validation.required', values: { min: 2 } }] : []),
    ...(!['0', '1', '2', '3'].includes(stlMethod) ? [{ field: 'stlMethod', key: stlMethod ? 'validation.formatError' : 'validation.required' }] : []),
  ];
  if (problems.length > 0) throw invalidFields(language, problems);
  const store = db().stores.find((candidate) => candidate.storeId === storeId && candidate.mercId === user.mercId);
  if (!store) throw invalidFields(language, [{ field: 'storeId', key: 'validation.required' }]);
  // A closed store takes no payments, so it gets no till.
  if (store.storeStatus === 'C') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  const used = new Set(db().tills.map((till) => till.tillNo));
  let number = 100000 + ((db().tills.length * 7919) % 900000);
  while (used.has(String(number))) number = number >= 999999 ? 100000 : number + 1;
  const till: Till = {
    tillNo: String(number),
    tillName,
    storeId,
    mercId: user.mercId,
    balance: 0,
    status: '0',
    rcvFlg: '1',
    stlMethod: stlMethod as Till['stlMethod'],
  };
  db().tills.push(till);
  return { body: tillAnswer(till) };
});

defineAction('ManualSettlement', ({ user, body, request }) => {
  requireFunction(user, TILL_CODES.settle);
  if (!kycAllows(user, SETTLE_TX_TYPE)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.kycRequiredSettle');
  const language = languageOf(request.headers.get('Accept-Language'));
  const till = tillOf(user.mercId, text(body, 'tillNo'));
  if (till.status !== '0') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.tillInactive');
  const asked = body.stlAmt;
  if (asked !== undefined && asked !== null && (typeof asked !== 'number' || !Number.isInteger(asked))) {
    throw invalidFields(language, [{ field: 'stlAmt', key: 'validation.formatError' }]);
  }
  const amount = typeof asked === 'number' ? asked : till.balance;
  if (amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  // 001 §4: settlement cannot exceed the available balance.
  if (amount > till.balance) throw new MockFailure(INSUFFICIENT_BALANCE, 'messages.insufficientBalance');
  const fee = Math.min(settlementFee(amount, till.stlMethod), amount);
  till.balance -= amount;
  const account = accountOf(user.mercId);
  const stlNo = `STL${now()}`;
  credit({
    mercId: user.mercId,
    orderTyp: MERCHANT_SETTLEMENT,
    amount,
    fee,
    orderNo: stlNo,
    counterparty: { name: till.tillName, account: till.tillNo },
    description: `Settlement of till ${till.tillNo}`,
  });
  db().settlements.unshift({
    stlNo,
    mercId: user.mercId,
    stlDt: wireDateNow(),
    stlTm: wireTimeNow(),
    tillNo: till.tillNo,
    stlMethod: till.stlMethod,
    stlAmt: amount,
    feeAmt: fee,
    netAmt: amount - fee,
    rcvAcInf: `Wallet ···${account.acNo.slice(-4)}`,
    stlSts: '02',
  });
  return { body: tillAnswer(till) };
});
