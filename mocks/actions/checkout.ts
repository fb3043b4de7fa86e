// Checkout → Quick sale (spec 002 §7.4 "Tills and payments" and "Goods orders"; permission 43 cashier; KYC
// transaction type 117). The spec names the actions but not their bodies; the console's choices are:
//   ComputeGoodsOrder {goodsList [{goodsName, goodsPrice, goodsNum}], discountType P|A, discountVal}
//     → {goodsList (with lineAmount), subTotalAmount, offerDiscountAmount, vat (percent), vatAmount, totalAmount,
//        discountType, discountVal (echoed)}
//   CreateGoodsOrder (same body) → the order {orderNo, ordSts U1, …amounts}
//   ConfirmPayment {orderNo, payType 0008 + rcvAmount | 0001 + payMblNo} → the order (PS with changeAmount for
//     cash; WP for mobile money while the push waits on the customer's phone)
//   QueryPaymentResult {orderNo} → the order; a failed one carries failMsg, the reason in the request's language
//   CloseOrder {orderNo} → the order, cancelled (FP, accept status CL); a paid order cannot be closed
//   SendReceiptAndInvoice {orderNo, receiptEmail and/or receiptMblNo} → {orderNo, sentTo} (also Manage → Orders'
//     Resend receipt, for any paid order of the store, with sales view 0501)
//   The inventory sale's lines name items by goodsId, with an optional couponCode (mocks/checkout/inventorySale.ts);
//   ConfirmPayment also takes scan 0003 + authCode (paid at once), QR code 0002 (answers qrContent) and pay code
//   0012 (answers payCode): those two wait on the customer like mobile money and are paid when answered.
//   HangMerchantGoodsOrder / CancelHangGoodsOrder on a checkout order suspend an unpaid sale (HS) and resume it (U1);
//   QueryGoodsOrderListGroup {ordSts: HS} lists the store's suspended sales; QueryInventories finds items to sell.
// Amounts are minor units and always computed here from the lines (mocks/checkout/totals.ts). Orders are kept in
// db().goodsOrders for later order lists;
// an ended sale also joins the store's sales (Review Transactions, checkout/salesLedger.ts) and the merchant's
// wallet history (Transaction history, checkout/walletLedger.ts).
//
// Test numbers for mobile money (documented in the README), answered 3 s after the push:
//   0700 000 001 — the payment fails: 'Transaction failed. The till is not set up to accept this payment.'
//   0700 000 002 — the customer never answers: the order waits until it is closed.
//   any other valid number — the customer approves and the order is paid.
import { formatKesNumber } from '../../src/format/money';
import { holdsFunction, requireAnyCode } from '../access';
import { worksIn } from '../staffStores';
import { now } from '../clock';
import { recordSale } from '../checkout/salesLedger';
import { recordInWallet } from '../checkout/walletLedger';
import { computeGoodsTotals, TotalsError, type Discount, type GoodsLine } from '../checkout/totals';
import { allFromInventory, couponFor, priceInventoryLines, saleViewOf, sellableItems, takeStock } from '../checkout/inventorySale';
import { optionalText, paging } from '../body';
import type { GoodsOrder, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { defineAction, type ActionContext } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing } from '../resources/errors';
import { isBlank, validate } from '../resources/schema';
import { db } from '../state';
import { kycAllows } from './kyc';
import { currentStoreId } from '../currentStore';

const CHECKOUT_PERMISSION = '43';
const CHECKOUT_TX_TYPE = '117';
export const CASH = '0008';
export const MOBILE_MONEY = '0001';
export const SCAN = '0003';
export const QR_CODE = '0002';
export const PAY_CODE = '0012';
/** Payments the customer completes on their own phone: answered PUSH_ANSWER_MS after they start. */
const WAITS_ON_CUSTOMER = new Set([MOBILE_MONEY, QR_CODE, PAY_CODE]);
/** The spec's code table is not shown: the code of a payment the till refuses. */
export const PAYMENT_REFUSED_CODE = 'MMCP6001';
export const PUSH_ANSWER_MS = 3_000;
export const FAILING_TEST_MOBILE = '700000001';
export const SILENT_TEST_MOBILE = '700000002';

const requireCheckout = (user: UserAccount): void => {
  requireAnyCode(user, [CHECKOUT_PERMISSION]);
  if (!kycAllows(user, CHECKOUT_TX_TYPE)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.kycRequired');
};

const totalsFailure = (error: TotalsError, language: string): MockFailure => {
  const { problem } = error;
  switch (problem.kind) {
    case 'percentTooLarge':
      return new MockFailure(CODES.badRequest, 'messages.invalidFields', {
        body: { fieldErrors: { discountVal: renderMessage(language, 'validation.max', { max: problem.max }) } },
      });
    case 'discountTooLarge':
      return new MockFailure(CODES.badRequest, 'messages.discountTooLarge');
    case 'amountTooLarge':
      return new MockFailure(CODES.badRequest, 'validation.amountMax', { values: { 0: formatKesNumber(problem.max) } });
    case 'totalNotPositive':
      return new MockFailure(CODES.badRequest, 'messages.amountPositive');
  }
};

/** The lines and discount of a request, checked with schemas/goodsOrder.schema.json and priced. */
const priceRequest = async ({ body, request, user }: ActionContext) => {
  const language = languageOf(request.headers.get('Accept-Language'));
  // An empty discount ('' or null, as forms send an unset input) is no discount, never a stored null.
  const discountType = isBlank(body.discountType) ? undefined : body.discountType;
  const discountVal = isBlank(body.discountVal) ? undefined : body.discountVal;
  // Descriptions are trimmed first, so a line of spaces is an empty description.
  const goodsList = Array.isArray(body.goodsList)
    ? body.goodsList.map((line: unknown) => (line && typeof line === 'object' && typeof (line as GoodsLine).goodsName === 'string' ? { ...line, goodsName: (line as GoodsLine).goodsName.trim() } : line))
    : body.goodsList;
  const problems = await validate('goodsOrder', { goodsList, discountType, discountVal });
  if (problems.length > 0) throw invalidFields(language, problems);
  if ((discountType === undefined) !== (discountVal === undefined)) {
    throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: discountType === undefined ? 'discountType' : 'discountVal' } });
  }
  const typed = (goodsList as GoodsLine[]).map(({ goodsId, goodsName, goodsPrice, goodsNum }) => ({ ...(goodsId ? { goodsId } : {}), goodsName, goodsPrice, goodsNum }));
  const lines = priceInventoryLines(user, currentStoreId(user) ?? '', typed);
  const discount = discountType ? ({ type: discountType, val: discountVal } as Discount) : undefined;
  const offered = lines.reduce((sum, line) => sum + line.goodsPrice * line.goodsNum - (line.offerAmount ?? 0), 0);
  const coupon = couponFor(user, body.couponCode, offered);
  try {
    return { totals: computeGoodsTotals(lines, discount, { coupon, vatIncluded: allFromInventory(lines) }), discount };
  } catch (error) {
    if (error instanceof TotalsError) throw totalsFailure(error, language);
    throw error;
  }
};

/** Fields a payment step must send, each checked with its rule from schemas/goodsOrder.schema.json. */
const checkFields = async (language: string, fields: Record<string, unknown>): Promise<void> => {
  for (const [field, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') {
      throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field } });
    }
  }
  const problems = await validate('goodsOrder', fields, true);
  if (problems.length > 0) throw invalidFields(language, problems);
};

const findOrder = (user: UserAccount, orderNo: unknown): GoodsOrder => {
  if (typeof orderNo !== 'string' || orderNo === '') {
    throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: 'orderNo' } });
  }
  const order = db().goodsOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (!order) throw recordMissing();
  return order;
};

/** An ended sale (paid, failed or closed) joins the store's sales and the merchant's wallet history. */
const recordEnded = (order: GoodsOrder): void => {
  takeStock(order);
  recordSale(order);
  recordInWallet(order);
};

/** A pending push whose time has come gets the customer's (simulated) answer. */
const settle = (order: GoodsOrder): void => {
  if (order.ordSts !== 'WP' || (order.payType === MOBILE_MONEY && order.payMblNo === SILENT_TEST_MOBILE) || now() < order.settlesAt) return;
  order.settlesAt = 0;
  if (order.payType === MOBILE_MONEY && order.payMblNo === FAILING_TEST_MOBILE) {
    order.ordSts = 'FP';
    order.failKey = 'messages.tillRefused';
    recordEnded(order);
    return;
  }
  order.ordSts = 'PS';
  order.acceptSts = 'CP';
  order.payDt = wireDateNow();
  order.payTm = wireTimeNow();
  recordEnded(order);
};

/** What the console sees of an order: no internal bookkeeping, the failure reason in the caller's language. */
const orderView = (order: GoodsOrder, request: Request): Record<string, unknown> => {
  const { failKey, settlesAt, usrNo, mercId, stockTaken, authCode, ...shown } = order;
  void settlesAt;
  void stockTaken;
  void authCode;
  void usrNo;
  void mercId;
  return { ...shown, ...(failKey ? { failMsg: renderMessage(languageOf(request.headers.get('Accept-Language')), failKey) } : {}) };
};

const nextOrderNo = (): string => `GO${wireDateNow()}${String(db().goodsOrders.length + 1).padStart(6, '0')}`;

defineAction('ComputeGoodsOrder', async (context) => {
  requireCheckout(context.user);
  const { totals, discount } = await priceRequest(context);
  return { body: { ...totals, ...(discount ? { discountType: discount.type, discountVal: discount.val } : {}) } };
});

defineAction('CreateGoodsOrder', async (context) => {
  const { user, request } = context;
  requireCheckout(user);
  const { totals, discount } = await priceRequest(context);
  const order: GoodsOrder = {
    orderNo: nextOrderNo(),
    mercId: user.mercId,
    storeId: currentStoreId(user) ?? '',
    usrNo: user.usrNo,
    ...totals,
    ...(discount ? { discountType: discount.type, discountVal: discount.val } : {}),
    payType: '',
    payMblNo: '',
    rcvAmount: 0,
    changeAmount: 0,
    ordSts: 'U1',
    acceptSts: 'U1',
    failKey: '',
    settlesAt: 0,
    createDt: wireDateNow(),
    createTm: wireTimeNow(),
    payDt: '',
    payTm: '',
    receiptsSentTo: [],
  };
  db().goodsOrders.push(order);
  return { body: orderView(order, request) };
});

defineAction('ConfirmPayment', async ({ user, body, request }) => {
  requireCheckout(user);
  const order = findOrder(user, body.orderNo);
  if (order.ordSts !== 'U1') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderNotPayable');
  const { payType, rcvAmount, payMblNo } = body;
  const language = languageOf(request.headers.get('Accept-Language'));
  if (payType === CASH) {
    await checkFields(language, { rcvAmount });
    if ((rcvAmount as number) < order.totalAmount) throw new MockFailure(CODES.badRequest, 'messages.cashShort');
    Object.assign(order, {
      payType,
      rcvAmount,
      changeAmount: (rcvAmount as number) - order.totalAmount,
      ordSts: 'PS',
      acceptSts: 'CP',
      payDt: wireDateNow(),
      payTm: wireTimeNow(),
    });
    recordEnded(order);
  } else if (payType === SCAN) {
    // The customer's wallet app shows a payment code; read at the till, it pays the order at once.
    await checkFields(language, { authCode: body.authCode });
    Object.assign(order, { payType, authCode: body.authCode, ordSts: 'PS', acceptSts: 'CP', payDt: wireDateNow(), payTm: wireTimeNow() });
    recordEnded(order);
  } else if (WAITS_ON_CUSTOMER.has(String(payType))) {
    if (payType === MOBILE_MONEY) await checkFields(language, { payMblNo });
    Object.assign(order, {
      payType,
      ...(payType === MOBILE_MONEY ? { payMblNo } : {}),
      ...(payType === QR_CODE ? { qrContent: `MRPAY|ORDER|${order.mercId}|${order.orderNo}|${order.totalAmount}` } : {}),
      // Twelve digits the customer types in their wallet or bank app (the order's own number's digits, padded).
      ...(payType === PAY_CODE ? { payCode: order.orderNo.replace(/\D/g, '').slice(-12).padStart(12, '7') } : {}),
      ordSts: 'WP',
      settlesAt: now() + PUSH_ANSWER_MS,
    });
  } else {
    throw new MockFailure(PAYMENT_REFUSED_CODE, 'messages.tillRefused');
  }
  return { body: orderView(order, request) };
});

/** The current store's items a sale may ring up (spec 002 Inventory QueryInventories). */
defineAction('QueryInventories', ({ user, body }) => {
  requireCheckout(user);
  const { limit, offset } = paging(body, 10);
  const items = sellableItems(user, currentStoreId(user) ?? '', optionalText(body, 'searchKey'), optionalText(body, 'barcode'));
  return { body: { total: items.length, data: items.slice(offset, offset + limit).map(saleViewOf) } };
});

/** The store's suspended sales (payment status HS), newest first. */
defineAction('QueryGoodsOrderListGroup', ({ user, body, request }) => {
  requireCheckout(user);
  const { limit, offset } = paging(body, 20);
  const storeId = currentStoreId(user) ?? '';
  const orders = db()
    .goodsOrders.filter((order) => order.mercId === user.mercId && order.storeId === storeId && order.ordSts === 'HS')
    .sort((a, b) => (b.createDt + b.createTm + b.orderNo).localeCompare(a.createDt + a.createTm + a.orderNo));
  return { body: { total: orders.length, data: orders.slice(offset, offset + limit).map((order) => orderView(order, request)) } };
});

/** The checkout order a suspend or resume names, when it is one (Manage → Orders' suspend and resume name sales orders). */
export const checkoutOrderNamed = (user: UserAccount, orderNo: unknown): GoodsOrder | undefined =>
  db().goodsOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);

/** Suspend (HangMerchantGoodsOrder): an unpaid sale is put aside, so the till serves the next customer. */
export const suspendSale = ({ user, body, request }: ActionContext) => {
  requireCheckout(user);
  const order = findOrder(user, body.orderNo);
  if (order.ordSts !== 'U1') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderNotPayable');
  order.ordSts = 'HS';
  return { body: orderView(order, request) };
};

/** Resume (CancelHangGoodsOrder): a suspended sale is taken up again, to be paid. */
export const resumeSale = ({ user, body, request }: ActionContext) => {
  requireCheckout(user);
  const order = findOrder(user, body.orderNo);
  if (order.ordSts !== 'HS') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderNotSuspended');
  order.ordSts = 'U1';
  return { body: orderView(order, request) };
};

defineAction('QueryPaymentResult', ({ user, body, request }) => {
  requireCheckout(user);
  const order = findOrder(user, body.orderNo);
  settle(order);
  return { body: orderView(order, request) };
});

defineAction('CloseOrder', ({ user, body, request }) => {
  requireCheckout(user);
  const order = findOrder(user, body.orderNo);
  settle(order);
  if (order.ordSts === 'PS') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderAlreadyPaid');
  if (order.ordSts === 'U1' || order.ordSts === 'WP') {
    Object.assign(order, { ordSts: 'FP', acceptSts: 'CL', failKey: 'messages.orderClosed', settlesAt: 0 });
    recordEnded(order);
  }
  return { body: orderView(order, request) };
});

/** Spec 001 §6 sales 0501 view: Manage → Orders resends the receipt of any paid order of the store. */
const SALES_VIEW = '0501';
/** A store order that has been paid (and may have been refunded since): it has a receipt. */
const HAS_RECEIPT = new Set(['PS', 'WR', 'MR', 'SR']);

/** The paid order whose receipt is asked for: the cashier's checkout order, or (Manage → Orders) any of the store's. */
const receiptOrderNo = (user: UserAccount, orderNo: unknown): string => {
  const checkoutOrder = db().goodsOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (checkoutOrder && holdsFunction(user, CHECKOUT_PERMISSION)) {
    requireCheckout(user);
    if (checkoutOrder.ordSts !== 'PS') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderNotPaid');
    return checkoutOrder.orderNo;
  }
  requireAnyCode(user, [SALES_VIEW]);
  if (typeof orderNo !== 'string' || orderNo === '') throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: 'orderNo' } });
  const order = db().salesOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId && worksIn(user, candidate.storeId));
  if (!order) throw recordMissing();
  if (!HAS_RECEIPT.has(order.orderSts)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.orderNotPaid');
  return order.orderNo;
};

/**
 * The receipt goes to the e-mail address, the mobile number or both (at least one), by the provider's e-mail and
 * SMS services; the mock keeps where it went on the order's checkout record when there is one.
 */
defineAction('SendReceiptAndInvoice', async ({ user, body, request }) => {
  const orderNo = receiptOrderNo(user, body.orderNo);
  const given = Object.fromEntries(Object.entries({ receiptEmail: body.receiptEmail, receiptMblNo: body.receiptMblNo }).filter(([, value]) => !isBlank(value)));
  const language = languageOf(request.headers.get('Accept-Language'));
  if (Object.keys(given).length === 0) throw invalidFields(language, [{ field: 'receiptEmail', key: 'validation.receiptTarget' }]);
  await checkFields(language, given);
  const sentTo = Object.values(given).map(String);
  db().goodsOrders.find((candidate) => candidate.orderNo === orderNo)?.receiptsSentTo.push(...sentTo);
  return { body: { orderNo, sentTo: sentTo.join(', ') } };
});
