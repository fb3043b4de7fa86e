// Finance → Money (spec 000 §2 /finance/money, 002 §7.4 "Top-up" and "Wallet, reports"): the merchant's account,
// the numbers and cards it tops up from, and the top-ups. The balance lives in mocks/ledger.ts; a top-up that
// succeeds credits it and joins the wallet history (transaction type 101) as order type 02 (mobile money) or 01
// (card). A card top-up is charged at once; a credit card costs CREDIT_CARD_FEE_PERCENT of the amount, a debit card
// or bank account nothing (001 §10 'Top-up by credit card: fee; debit free and immediate').
// Payloads are not shown in the spec; the shapes chosen are in each catalogue entry (schemas/actions/).
//
// Test numbers for a top-up (as at the checkout), answered 3 s after the push:
//   0700 000 001 — the customer declines on the phone: the top-up fails.
//   0700 000 002 — the customer never answers: the top-up stays processing.
//   any other number — the customer approves and the money arrives.
import { formatMobileDisplay, toNationalMobile } from '../../src/format/mobile';
import { requireAnyCode, requireFunction } from '../access';
import { paging, text } from '../body';
import { now } from '../clock';
import { mobileMoneyService } from '../db/kenya';
import type { PaymentMobile, Till, TopUpCard, TopUpOrder, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { accountOf, credit } from '../ledger';
import { languageOf, renderMessage } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing } from '../resources/errors';
import { db } from '../state';
import { OTP_TYPES, spendOtp, verifiedOtp } from './otp';

/** Spec 001 §6: 45 view balance, 08 top-up. */
const BALANCE_CODE = '45';
const TOP_UP_CODE = '08';

/** Spec 001 §9 "Top-up above 0.00 within configured range": the range this provider configures, minor units. */
export const TOP_UP_MIN = 1_000;
export const TOP_UP_MAX = 15_000_000;
/** A top-up by mobile money is free (spec 001 lists a fee only for credit cards). */
const TOP_UP_FEE = 0;
/** What a top-up by credit card costs, percent of the amount (the spec shows the fee, not how it is worked out). */
const CREDIT_CARD_FEE_PERCENT = 2.5;

export const MOBILE_EXISTS = 'MMCP6102';
const DECLINING_TEST_MOBILE = '700000001';
const SILENT_TEST_MOBILE = '700000002';
const PUSH_ANSWER_MS = 3_000;

/** The account's receive code: what a payer's app reads to send money to this account. */
const receiveCode = (acNo: string, acNm: string) => `MMC:ACCOUNT:${acNo}:${acNm}`;

defineAction('QueryAvailableBalance', ({ user }) => {
  requireFunction(user, BALANCE_CODE);
  const account = accountOf(user.mercId);
  return { body: { acNo: account.acNo, acNm: account.acNm, avaBal: account.balance, ccy: 'KES', qrCode: receiveCode(account.acNo, account.acNm) } };
});

const mobilesOf = (user: UserAccount): PaymentMobile[] => db().paymentMobiles.filter((entry) => entry.mercId === user.mercId);

const mobileParam = (body: Record<string, unknown>): string => {
  const national = toNationalMobile(text(body, 'mblNo'));
  if (!national) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'mblNo' } });
  return national;
};

const alreadyThere = (request: Request) =>
  new MockFailure(MOBILE_EXISTS, 'messages.paymentMobileExists', {
    body: { fieldErrors: { mblNo: renderMessage(languageOf(request.headers.get('Accept-Language')), 'messages.paymentMobileExists') } },
  });

defineAction('PaymentMobileList', ({ user }) => {
  requireFunction(user, TOP_UP_CODE);
  return {
    body: {
      list: mobilesOf(user).map(({ mblNo, operator, addDt }) => ({ mblNo, operator, addDt })),
      minAmt: TOP_UP_MIN,
      maxAmt: TOP_UP_MAX,
    },
  };
});

// Before the code is sent: is this number one the merchant can add?
defineAction('CheckPaymentMobile', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const mblNo = mobileParam(body);
  if (mobilesOf(user).some((entry) => entry.mblNo === mblNo)) throw alreadyThere(request);
  return { body: { mblNo, operator: mobileMoneyService(mblNo) } };
});

defineAction('AddPaymentMobile', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const mblNo = mobileParam(body);
  if (mobilesOf(user).some((entry) => entry.mblNo === mblNo)) throw alreadyThere(request);
  // The code went to the number being added (OTP business type 16): it proves the merchant holds that phone.
  const challenge = verifiedOtp(text(body, 'jrnNo'), OTP_TYPES.addMobileMoney, user, mblNo, { ownContact: false });
  spendOtp(challenge);
  const entry: PaymentMobile = { mercId: user.mercId, mblNo, operator: mobileMoneyService(mblNo), addDt: wireDateNow() };
  db().paymentMobiles.push(entry);
  return { body: { mblNo, operator: entry.operator, addDt: entry.addDt } };
});

defineAction('DeletePaymentMobile', ({ user, body }) => {
  requireFunction(user, TOP_UP_CODE);
  const mblNo = mobileParam(body);
  const list = db().paymentMobiles;
  const index = list.findIndex((entry) => entry.mercId === user.mercId && entry.mblNo === mblNo);
  if (index < 0) throw recordMissing();
  list.splice(index, 1);
  return { body: { mblNo } };
});

const cardsOf = (user: UserAccount): TopUpCard[] => db().topUpCards.filter((entry) => entry.mercId === user.mercId);

const sourceView = (order: TopUpOrder) => {
  if (order.topUpTyp === '1') return { mblNo: order.mblNo, operator: mobileMoneyService(order.mblNo) };
  const card = db().topUpCards.find((entry) => entry.mercId === order.mercId && entry.cardNo === order.cardNo);
  return { cardNo: order.cardNo, bankNm: card?.bankNm ?? '', cardTyp: card?.cardTyp ?? '0' };
};

const topUpView = (order: TopUpOrder, language: string) => ({
  orderNo: order.orderNo,
  topUpTyp: order.topUpTyp,
  ...sourceView(order),
  amount: order.amount,
  fee: order.fee,
  status: order.status,
  createDt: order.createDt,
  createTm: order.createTm,
  avaBal: accountOf(order.mercId).balance,
  ...(order.failKey ? { failMsg: renderMessage(language, order.failKey) } : {}),
});

const findTopUp = (user: UserAccount, body: Record<string, unknown>): TopUpOrder => {
  const orderNo = text(body, 'orderNo');
  const order = db().topUpOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (!order) throw recordMissing();
  return order;
};

/** A pending push whose time has come gets the customer's (simulated) answer; an approved one credits the account. */
const settle = (order: TopUpOrder): void => {
  if (order.status !== 'P' || order.topUpTyp !== '1' || order.mblNo === SILENT_TEST_MOBILE || now() < order.settlesAt) return;
  order.settlesAt = 0;
  if (order.mblNo === DECLINING_TEST_MOBILE) {
    order.status = 'F';
    order.failKey = 'messages.topUpDeclined';
    return;
  }
  order.status = 'S';
  credit({
    mercId: order.mercId,
    orderTyp: '02',
    orderNo: order.orderNo,
    amount: order.amount,
    fee: order.fee,
    payType: '0001',
    counterparty: { mobile: order.mblNo, bank: mobileMoneyService(order.mblNo) },
    description: `Top-up from ${formatMobileDisplay(order.mblNo)}`,
  });
};

/** The top-up's source as TopUpPreOrder names it: one of the merchant's numbers, or one of its valid linked cards. */
const topUpSource = (user: UserAccount, body: Record<string, unknown>, request: Request): Pick<TopUpOrder, 'topUpTyp' | 'mblNo' | 'cardNo'> & { fee: (amount: number) => number } => {
  if (body.topUpTyp !== '0') {
    const mblNo = mobileParam(body);
    if (!mobilesOf(user).some((entry) => entry.mblNo === mblNo)) throw recordMissing();
    return { topUpTyp: '1', mblNo, cardNo: '', fee: () => TOP_UP_FEE };
  }
  const card = cardsOf(user).find((entry) => entry.cardNo === text(body, 'cardNo'));
  if (!card) throw recordMissing();
  if (card.validFlg !== '1') throw invalidFields(languageOf(request.headers.get('Accept-Language')), [{ field: 'cardNo', key: 'messages.topUpCardInvalid' }]);
  const fee = (amount: number) => (card.cardTyp === '1' ? Math.ceil((amount * CREDIT_CARD_FEE_PERCENT) / 100) : 0);
  return { topUpTyp: '0', mblNo: '', cardNo: card.cardNo, fee };
};

defineAction('TopUpPreOrder', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const source = topUpSource(user, body, request);
  const amount = body.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  if (amount < TOP_UP_MIN || amount > TOP_UP_MAX) {
    throw new MockFailure(CODES.badRequest, 'messages.topUpRange', { values: { min: TOP_UP_MIN / 100, max: (TOP_UP_MAX / 100).toLocaleString('en-KE') } });
  }
  const order: TopUpOrder = {
    orderNo: `TU${now()}`,
    mercId: user.mercId,
    usrNo: user.usrNo,
    topUpTyp: source.topUpTyp,
    mblNo: source.mblNo,
    cardNo: source.cardNo,
    amount,
    fee: source.fee(amount),
    status: 'U',
    settlesAt: 0,
    createDt: wireDateNow(),
    createTm: wireTimeNow(),
  };
  db().topUpOrders.push(order);
  return { body: topUpView(order, languageOf(null)) };
});

/** A card top-up: the bank charges the card at once and the account is credited (order type 01, top-up by card). */
const chargeCard = (order: TopUpOrder): void => {
  const card = db().topUpCards.find((entry) => entry.mercId === order.mercId && entry.cardNo === order.cardNo);
  order.status = 'S';
  credit({
    mercId: order.mercId,
    orderTyp: '01',
    orderNo: order.orderNo,
    amount: order.amount,
    fee: order.fee,
    payType: card?.cardTyp === '1' ? '0003' : '0012',
    counterparty: { account: order.cardNo, bank: card?.bankNm ?? '' },
    description: `Top-up from ${order.cardNo}`,
  });
};

// Confirmed. By mobile money the push goes to the phone, where the customer approves with their mobile-money PIN;
// from a card the money is taken at once (the console asked the PIN before this call).
defineAction('Topup', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const order = findTopUp(user, body);
  if (order.status !== 'U') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  if (order.topUpTyp === '0') {
    chargeCard(order);
  } else {
    order.status = 'P';
    order.settlesAt = now() + PUSH_ANSWER_MS;
  }
  return { body: topUpView(order, languageOf(request.headers.get('Accept-Language'))) };
});

defineAction('QueryTopupStatus', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const order = findTopUp(user, body);
  settle(order);
  return { body: topUpView(order, languageOf(request.headers.get('Accept-Language'))) };
});

defineAction('TopOrderDetailQuery', ({ user, body, request }) => {
  requireFunction(user, TOP_UP_CODE);
  const order = findTopUp(user, body);
  settle(order);
  return { body: topUpView(order, languageOf(request.headers.get('Accept-Language'))) };
});

/** The bank the provider holds merchant accounts at: paying into it, with the account number as reference, tops up. */
const PROVIDER_BANK = { bankNm: 'Equity Bank Kenya', branchNm: 'Upper Hill', bankAcNo: '0180290843166', swiftCode: 'EQBLKENA', paybillNo: '247247' };

// The linked bank cards and accounts the merchant tops up from (top-up type 0 bank card), and where to pay.
defineAction('QueryTopupBankCards', ({ user }) => {
  requireFunction(user, TOP_UP_CODE);
  const account = accountOf(user.mercId);
  const list = cardsOf(user).map(({ cardNo, bankNm, cardTyp, validFlg }) => ({ cardNo, bankNm, cardTyp, validFlg }));
  return {
    body: {
      list,
      provider: { ...PROVIDER_BANK, reference: account.acNo, acNm: account.acNm },
      minAmt: TOP_UP_MIN,
      maxAmt: TOP_UP_MAX,
      creditFeePercent: CREDIT_CARD_FEE_PERCENT,
    },
  };
});

/** Spec 001 §6: 38 tills (till management also reads them). */
const TILLS_CODE = '38';
/** 1301 statements: the till statement picks a till. */
const STATEMENT_CODE = '1301';

// The merchant's tills with their balances (the Money → Tills page and Settings → Till management; spec 000 §3
// Till). Asked with a page (limit/offset), it answers that page; without one, every till.
defineAction('QueryTillsInfoList', ({ user, body }) => {
  requireAnyCode(user, [BALANCE_CODE, TILLS_CODE, STATEMENT_CODE]);
  const stores = new Map(db().stores.map((store) => [store.storeId, store.storeName]));
  const all = db()
    .tills.filter((till) => till.mercId === user.mercId && (body.status === undefined || body.status === '' || till.status === body.status))
    .map(({ tillNo, tillName, storeId, balance, status, rcvFlg, stlMethod }) => ({ tillNo, tillName, storeId, storeName: stores.get(storeId) ?? '', balance, status, rcvFlg, stlMethod }));
  const { limit, offset } = body.limit === undefined ? { limit: all.length, offset: 0 } : paging(body);
  return { body: { list: all.slice(offset, offset + limit), total: all.length } };
});

/** What a till's QR code holds: a payer's app reads it to pay into that till. */
const tillCode = (tillNo: string, tillName: string) => `MMC:TILL:${tillNo}:${tillName}`;

/** One till as Settings → Till management shows it: with its store's name and its QR code. */
export const tillAnswer = ({ mercId: _owner, ...till }: Till) => ({
  ...till,
  storeName: db().stores.find((store) => store.storeId === till.storeId)?.storeName ?? '',
  qrCode: tillCode(till.tillNo, till.tillName),
});

/** Spec 001 §6 02 QR collect: the home page's /qrCode shows the merchant's static QR code. */
const COLLECT_CODE = '02';

/** The merchant's static QR code is its main till's: the head office's first active till (else its first till). */
const mainTill = (mercId: string) => {
  const headOffice = db().stores.find((store) => store.mercId === mercId && store.headOffFlg === 'Y')?.storeId;
  const tills = db().tills.filter((till) => till.mercId === mercId);
  return tills.find((till) => till.storeId === headOffice && till.status === '0') ?? tills.find((till) => till.status === '0') ?? tills[0];
};

defineAction('GenerateQrCodeForTill', ({ user, body }) => {
  const named = body.tillNo !== undefined && body.tillNo !== '';
  requireAnyCode(user, named ? [BALANCE_CODE, TILLS_CODE] : [BALANCE_CODE, TILLS_CODE, COLLECT_CODE]);
  const tillNo = named ? text(body, 'tillNo') : undefined;
  const till = tillNo ? db().tills.find((candidate) => candidate.tillNo === tillNo && candidate.mercId === user.mercId) : mainTill(user.mercId);
  if (!till) throw recordMissing();
  return { body: { tillNo: till.tillNo, tillName: till.tillName, qrCode: tillCode(till.tillNo, till.tillName) } };
});
