// Transfers (spec 002 §7.4 Transfers; spec 000 §2 /finance/transfer and /finance/transfer/details).
//
// TransferPreOrder: the quote before the PIN. Body: one transfer (schemas/transfer.schema.json) or, for a transfer
//   to many, { srcFund, rows, grpId? } (schemas/multiTransfer.schema.json). Every check of the payment runs (fields,
//   channel limits, own account, balance with the fee) and nothing moves. Answer: { amount, fee, total, rows: [{ amount,
//   fee }], minAmt, maxAmt } — the fee is the server's, never worked out by the console.
// TransferPay: one transfer, to a mobile number (channels 28, 30, 44, 65; transaction type 110), to a bank (29,
//   41, 42, 46, 63 and SWIFT 43: 104; 40 interbank instant: 106), or a split bill paid in full (spec 001 §4: the
//   caller's own, still payable, to its requester; then paid, status 1). The common field txTyp and the transfer
//   type code trfTyp (000 §3: 01 account to account for the provider's wallets, 20 account to off-us for mobile
//   money, 15 account to bank), when sent, must be the channel's.
// ApprovalTransferManyPay: a transfer to many (order type 26, transaction type 110); the rows are checked one by
//   one and a refused row answers with fieldErrors named rows.<i>.<field> (the name is the spec's only multi-pay
//   action; the console's choice).
// TamOrderDetailQuery { orderNo }: a transfer as the result page shows it. DownloadTransferAdvice (GET, ?orderNo):
//   the transfer's advice as a PDF ("generate statement"): its recipients, fees and the account's history lines.
//
// QueryTransferDailyLimits {rcvCnl?}: each channel's limit per day (the server's; the spec gives none) with what
//   today's transfers on it have used and what is left. A transfer (or the rows of a transfer to many on one
//   channel, in order) that would take today's sum past the limit is refused with the limit code MMCP6104 and the
//   spec's words 'Maximum Amount {0} (KES)', {0} being what is left today, under the amount (rows.<i>.amount).
//   Today's transfers are those paid or waiting for approval (one refused in its approval never counts).
// SendTransferAdvice {orderNo, email}: e-mails the advice ("generate statement" by e-mail); the address in the
//   standard format (001 §5), else 'format error'. Answers { orderNo, email }.
//
// A transfer in the band of an account mandate asking for approval (mocks/approvalQueue.ts: transaction type 1 send
// money, the channel's subtype, 11 for many; approval interface 04 transfer, 05 multi transfer) is not paid: it
// waits in Settings → Transaction approval and is paid, under the same reference, once approved. The money leaves
// the account through mocks/ledger.ts (amount and fee), so Transaction history lists it as order type 20 (25 split
// bill, 26 to many); one the balance cannot cover is refused with 'Insufficient Balance.' before anything happens,
// and an approved one is checked again when paid.
import { http, HttpResponse } from 'msw';
import { MULTI_TX_TYPE, TRANSFER_CHANNELS as SHARED_CHANNELS, type ChannelCode, type TransferChannel } from '../../src/config/transferChannels';
import { formatMobileDisplay } from '../../src/format/mobile';
import { formatKesNumber } from '../../src/format/money';
import { holdsFunction, requireAnyCode } from '../access';
import { text } from '../body';
import { waitForApproval } from '../approvalQueue';
import { now } from '../clock';
import type { TransferOrder, TransferRow, UserAccount } from '../db/types';
import { sessionUser, TOKEN_HEADER } from '../dispatch';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { statementPdf } from '../money/statementFile';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { CARRY_OUT } from '../resources/approvalEffects';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing, renderProblems } from '../resources/errors';
import type { Problem } from '../resources/schema';
import { validate } from '../resources/schema';
import { db } from '../state';
import { mobileMoneyService } from '../db/kenya';
import { accountOf, debit, requireBalance } from '../ledger';

const TRANSFER_PERMISSION = '09';
const KES = (shillings: number) => shillings * 100;

interface Channel extends TransferChannel {
  /** Mandate subtype (schemas/mandate.schema.json numbering); SWIFT has none in the spec's list. */
  mmdSubTyp?: string;
  min: number;
  max: number;
  /** The most today's transfers on the channel may add up to. */
  daily: number;
  fee: (amount: number) => number;
}

const flat = (shillings: number) => () => KES(shillings);
const rule = (code: ChannelCode, rest: Omit<Channel, keyof TransferChannel>): Channel => ({ ...SHARED_CHANNELS[code], ...rest });

/**
 * The channels a transfer goes by (src/config/transferChannels.ts: kind, txTyp, trfTyp), with their limits per
 * transfer and per day, and fees. The spec gives neither: these are the mock's, in the range Kenyan banks and mobile-money
 * services charge; a real server answers its own.
 */
export const TRANSFER_CHANNELS: Record<string, Channel> = {
  '28': rule('28', { mmdSubTyp: '4', min: KES(10), max: KES(500_000), daily: KES(1_000_000), fee: flat(0) }),
  '30': rule('30', { mmdSubTyp: '6', min: KES(10), max: KES(500_000), daily: KES(1_000_000), fee: flat(0) }),
  '44': rule('44', { mmdSubTyp: '8', min: KES(10), max: KES(500_000), daily: KES(500_000), fee: flat(0) }),
  '65': rule('65', { mmdSubTyp: '9', min: KES(10), max: KES(250_000), daily: KES(250_000), fee: flat(30) }),
  '29': rule('29', { mmdSubTyp: '7', min: KES(10), max: KES(10_000_000), daily: KES(20_000_000), fee: flat(0) }),
  '40': rule('40', { mmdSubTyp: '3', min: KES(10), max: KES(999_999), daily: KES(5_000_000), fee: flat(50) }),
  '41': rule('41', { mmdSubTyp: '1', min: KES(100), max: KES(1_000_000), daily: KES(5_000_000), fee: flat(100) }),
  '42': rule('42', { mmdSubTyp: '2', min: KES(1_000), max: KES(50_000_000), daily: KES(100_000_000), fee: flat(500) }),
  '46': rule('46', {
    mmdSubTyp: '10',
    min: KES(100),
    max: KES(500_000),
    daily: KES(1_000_000),
    fee: (amount) => Math.max(KES(50), Math.round(amount / 100)),
  }),
  '63': rule('63', { mmdSubTyp: '5', min: KES(10), max: KES(1_000_000), daily: KES(5_000_000), fee: flat(50) }),
  '43': rule('43', { min: KES(1_000), max: KES(10_000_000), daily: KES(20_000_000), fee: flat(2_500) }),
};

/** Spec 000 §3 order type codes. */
const TRANSFER_ORDER = '20';
const SPLIT_BILL_ORDER = '25';
const MULTI_ORDER = '26';
const MULTI_SUBTYPE = '11';

const ROW_FIELDS = [
  'rcvCnl',
  'rcvNm',
  'rcvMblNo',
  'rcvBnkNm',
  'rcvAcNo',
  'swiftCode',
  'street',
  'residence',
  'city',
  'country',
  'state',
  'postalAddress',
] as const;
const SINGLE_FIELDS = ['transferType', 'amount', ...ROW_FIELDS, 'srcFund', 'trfTyp', 'remark', 'orderNo'] as const;

const pick = (body: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(
    fields.filter((field) => body[field] !== undefined && body[field] !== null && body[field] !== '').map((field) => [field, body[field]]),
  );

const invalidParameter = (field: string) => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });

/** The caller's transaction type, when sent, must be the channel's (000 §3: 104, 106 or 110). */
const checkTxType = (body: Record<string, unknown>, expected: string) => {
  const sent = typeof body.txTyp === 'string' ? body.txTyp : '';
  if (sent !== '' && sent !== expected) throw invalidParameter('txTyp');
};

/** A row's own problems beyond its schema: the channel's limits and the merchant's own account. */
const rowProblems = (user: UserAccount, row: Record<string, unknown>, prefix: string): Problem[] => {
  const channel = TRANSFER_CHANNELS[String(row.rcvCnl)]!;
  const amount = row.amount as number;
  if (amount < channel.min) return [{ field: `${prefix}amount`, key: 'validation.amountMin', values: { 0: formatKesNumber(channel.min) } }];
  if (amount > channel.max) return [{ field: `${prefix}amount`, key: 'validation.amountMax', values: { 0: formatKesNumber(channel.max) } }];
  const own = channel.kind === 'mobile' ? row.rcvMblNo === user.mblNoPlain : row.rcvAcNo === accountOf(user.mercId).acNo;
  if (own) return [{ field: `${prefix}${channel.kind === 'mobile' ? 'rcvMblNo' : 'rcvAcNo'}`, key: 'messages.ownAccount' }];
  return [];
};

/** The code the mock answers for a transfer past its channel's limit for the day (spec 002 leaves the table unshown). */
export const DAILY_LIMIT_CODE = 'MMCP6104';

/** Whether a transfer counts against today's limits: paid, or waiting in an approval still open. */
const countsToday = (order: TransferOrder, today: string): boolean => {
  if (order.txDt !== today || order.payStatus === 'F') return false;
  if (order.payStatus === 'S' || !order.approvalId) return true;
  const approval = db().approvals.find((candidate) => candidate.approvalId === order.approvalId && candidate.mercId === order.mercId);
  return !approval || approval.apprSts === 'P' || approval.apprSts === 'S';
};

/** What today's transfers have sent on each channel. */
const usedToday = (mercId: string): Map<string, number> => {
  const today = wireDateNow();
  const used = new Map<string, number>();
  for (const order of db().transferOrders) {
    if (order.mercId !== mercId || !countsToday(order, today)) continue;
    for (const row of order.rows) used.set(row.rcvCnl, (used.get(row.rcvCnl) ?? 0) + row.amount);
  }
  return used;
};

/** Refuses rows (in order) that would take their channel's sum for today past its daily limit. */
const checkDailyLimits = (
  mercId: string,
  rows: ReadonlyArray<Record<string, unknown>>,
  fieldOf: (index: number) => string,
  language: string,
): void => {
  const used = usedToday(mercId);
  const problems: Problem[] = [];
  let left: number | undefined;
  rows.forEach((row, index) => {
    const code = String(row.rcvCnl);
    const channel = TRANSFER_CHANNELS[code]!;
    const sum = used.get(code) ?? 0;
    const amount = row.amount as number;
    if (sum + amount > channel.daily) {
      const remaining = Math.max(0, channel.daily - sum);
      left ??= remaining;
      problems.push({ field: fieldOf(index), key: 'validation.amountMax', values: { 0: formatKesNumber(remaining) } });
    } else used.set(code, sum + amount);
  });
  if (problems.length === 0) return;
  throw new MockFailure(DAILY_LIMIT_CODE, 'validation.amountMax', {
    values: { 0: formatKesNumber(left ?? 0) },
    body: { fieldErrors: renderProblems(language, problems) },
  });
};

const toRow = (row: Record<string, unknown>): TransferRow => {
  const channel = TRANSFER_CHANNELS[String(row.rcvCnl)]!;
  const kept = pick(row, ROW_FIELDS) as Omit<TransferRow, 'amount' | 'fee'>;
  return { ...kept, amount: row.amount as number, fee: channel.fee(row.amount as number) };
};

interface Checked {
  rows: TransferRow[];
  txTyp: string;
  trfTyp: string;
  orderTyp: TransferOrder['orderTyp'];
  srcFund: string;
  remark: string;
  mmdSubTyp?: string;
  splitOrderNo?: string;
}

const totalOf = (rows: readonly TransferRow[]) => rows.reduce((sum, row) => sum + row.amount + row.fee, 0);

/** Everything a single transfer must pass before it is paid or quoted. */
const checkSingle = async (user: UserAccount, body: Record<string, unknown>, language: string): Promise<Checked> => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  // The spec's own words for a zero or negative amount, before the schema's general ones.
  if (typeof body.amount === 'number' && body.amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  const fields = pick(body, SINGLE_FIELDS);
  // Older consoles send a mobile transfer without its channel: mobile money.
  if (fields.transferType !== 'bank' && fields.rcvCnl === undefined) fields.rcvCnl = '44';
  const problems = await validate('transfer', fields);
  if (problems.length > 0) throw invalidFields(language, problems);
  const channel = TRANSFER_CHANNELS[String(fields.rcvCnl)];
  if (!channel) throw invalidParameter('rcvCnl');
  checkTxType(body, channel.txTyp);
  if (fields.trfTyp !== undefined && fields.trfTyp !== channel.trfTyp) throw invalidParameter('trfTyp');
  const refused = rowProblems(user, fields, '');
  if (refused.some((problem) => problem.key === 'messages.ownAccount')) throw new MockFailure(CODES.badRequest, 'messages.ownAccount');
  if (refused.length > 0) throw invalidFields(language, refused);

  let splitOrderNo: string | undefined;
  if (fields.transferType === 'splitBill') {
    const orderNo = fields.orderNo;
    if (typeof orderNo !== 'string' || orderNo === '')
      throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: 'orderNo' } });
    const order = db().splitOrders.find((candidate) => candidate.orderNo === orderNo && candidate.usrNo === user.usrNo);
    if (!order) throw recordMissing();
    if (order.orderPaymentStatus === '1') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.splitAlreadyPaid');
    if (order.payAmt !== fields.amount || order.rcvMblNo !== fields.rcvMblNo)
      throw invalidParameter(order.payAmt !== fields.amount ? 'amount' : 'rcvMblNo');
    splitOrderNo = orderNo;
  }
  checkDailyLimits(user.mercId, [fields], () => 'amount', language);
  const rows = [toRow(fields)];
  requireBalance(user.mercId, totalOf(rows));
  return {
    rows,
    txTyp: channel.txTyp,
    trfTyp: channel.trfTyp,
    orderTyp: splitOrderNo ? SPLIT_BILL_ORDER : TRANSFER_ORDER,
    srcFund: String(fields.srcFund ?? '1'),
    remark: String(fields.remark ?? ''),
    // A split bill is fixed by the request it pays: no mandate stands between.
    mmdSubTyp: splitOrderNo ? undefined : channel.mmdSubTyp,
    splitOrderNo,
  };
};

/** Everything a transfer to many must pass: each row on its own, then the rows together, then the balance. */
const checkMany = async (user: UserAccount, body: Record<string, unknown>, language: string): Promise<Checked> => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  checkTxType(body, MULTI_TX_TYPE);
  const fields = pick(body, ['srcFund', 'grpId', 'remark', 'rows']);
  const problems = await validate('multiTransfer', fields);
  if (problems.length > 0) throw invalidFields(language, problems);
  const rows = fields.rows as Array<Record<string, unknown>>;
  const refused: Problem[] = rows.flatMap((row, index) => rowProblems(user, row, `rows.${index}.`));
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const mobile = String(row.rcvMblNo);
    if (seen.has(mobile)) refused.push({ field: `rows.${index}.rcvMblNo`, key: 'messages.duplicateRecipient' });
    seen.add(mobile);
  });
  if (refused.length > 0) throw invalidFields(language, refused);
  checkDailyLimits(user.mercId, rows, (index) => `rows.${index}.amount`, language);
  const checked = rows.map(toRow);
  requireBalance(user.mercId, totalOf(checked));
  const offUs = checked.some((row) => TRANSFER_CHANNELS[row.rcvCnl]!.trfTyp === '20');
  return {
    rows: checked,
    txTyp: MULTI_TX_TYPE,
    trfTyp: offUs ? '20' : '01',
    orderTyp: MULTI_ORDER,
    srcFund: String(fields.srcFund),
    remark: String(fields.remark ?? ''),
    mmdSubTyp: MULTI_SUBTYPE,
  };
};

const recipientOf = (row: TransferRow): string =>
  row.rcvMblNo ? `${row.rcvNm}, ${formatMobileDisplay(row.rcvMblNo)}` : `${row.rcvNm}, ${row.rcvBnkNm ?? ''} ${row.rcvAcNo ?? ''}`.trim();

const describe = (order: Pick<TransferOrder, 'rows'>): string =>
  order.rows.length === 1 ? `Transfer to ${recipientOf(order.rows[0]!)}` : `Transfer to ${order.rows.length} recipients`;

/** The order's money leaves the account (amount and fee) and joins the history under the order's reference. */
const payOut = (order: TransferOrder): void => {
  const [first] = order.rows;
  const single = order.rows.length === 1 && first;
  debit({
    mercId: order.mercId,
    orderTyp: order.orderTyp,
    orderNo: order.orderNo,
    amount: order.rows.reduce((sum, row) => sum + row.amount, 0),
    fee: order.rows.reduce((sum, row) => sum + row.fee, 0),
    counterparty: single
      ? {
          name: first.rcvNm,
          mobile: first.rcvMblNo,
          account: first.rcvAcNo,
          bank: first.rcvMblNo ? mobileMoneyService(first.rcvMblNo) : first.rcvBnkNm,
        }
      : { name: `${order.rows.length} recipients` },
    description: describe(order),
  });
  order.payStatus = 'S';
};

let sequence = 0;

/** Pays a checked transfer, or leaves it waiting for the approval its mandate asks for. */
const place = (user: UserAccount, checked: Checked, action: 'TransferPay' | 'ApprovalTransferManyPay'): TransferOrder => {
  sequence = (sequence + 1) % 100;
  const order: TransferOrder = {
    orderNo: `TR${now()}${String(sequence).padStart(2, '0')}`,
    mercId: user.mercId,
    usrNo: user.usrNo,
    orderTyp: checked.orderTyp,
    txTyp: checked.txTyp,
    trfTyp: checked.trfTyp,
    srcFund: checked.srcFund,
    remark: checked.remark,
    txDt: wireDateNow(),
    txTm: wireTimeNow(),
    payStatus: 'W',
    rows: checked.rows,
  };
  db().transferOrders.push(order);
  const approval = checked.mmdSubTyp
    ? waitForApproval(user, {
        mmdTxTyp: '1',
        mmdSubTyp: checked.mmdSubTyp as never,
        intfTyp: checked.orderTyp === MULTI_ORDER ? '05' : '04',
        amount: order.rows.reduce((sum, row) => sum + row.amount, 0),
        feeAmt: order.rows.reduce((sum, row) => sum + row.fee, 0),
        txDesc: describe(order),
        carryOut: { action, usrNo: user.usrNo, body: { orderNo: order.orderNo } },
      })
    : undefined;
  if (approval) {
    order.approvalId = approval.approvalId;
    return order;
  }
  payOut(order);
  if (checked.splitOrderNo) {
    const split = db().splitOrders.find((candidate) => candidate.orderNo === checked.splitOrderNo && candidate.usrNo === user.usrNo);
    if (split) split.orderPaymentStatus = '1';
  }
  return order;
};

/** A transfer as the console reads it back. */
const answerOf = (order: TransferOrder) => {
  const amount = order.rows.reduce((sum, row) => sum + row.amount, 0);
  const fee = order.rows.reduce((sum, row) => sum + row.fee, 0);
  const [first] = order.rows;
  return {
    orderNo: order.orderNo,
    orderTyp: order.orderTyp,
    txTyp: order.txTyp,
    trfTyp: order.trfTyp,
    srcFund: order.srcFund,
    remark: order.remark,
    txDt: order.txDt,
    txTm: order.txTm,
    payStatus: order.payStatus,
    ...(order.approvalId ? { approvalId: order.approvalId } : {}),
    amount,
    fee,
    total: amount + fee,
    // The single recipient at the top, as older consoles read a TransferPay answer.
    rcvNm: first?.rcvNm ?? '',
    rcvMblNo: first?.rcvMblNo ?? '',
    rows: order.rows,
  };
};

const quote = (checked: Checked) => {
  const amount = checked.rows.reduce((sum, row) => sum + row.amount, 0);
  const fee = checked.rows.reduce((sum, row) => sum + row.fee, 0);
  const channels = checked.rows.map((row) => TRANSFER_CHANNELS[row.rcvCnl]!);
  return {
    amount,
    fee,
    total: amount + fee,
    txTyp: checked.txTyp,
    trfTyp: checked.trfTyp,
    rows: checked.rows.map((row) => ({ amount: row.amount, fee: row.fee })),
    minAmt: Math.max(...channels.map((channel) => channel.min)),
    maxAmt: Math.min(...channels.map((channel) => channel.max)),
  };
};

const languageOfRequest = (request: Request) => languageOf(request.headers.get('Accept-Language'));

defineAction('TransferPreOrder', async ({ user, body, request }) => {
  const language = languageOfRequest(request);
  const checked = Array.isArray(body.rows) ? await checkMany(user, body, language) : await checkSingle(user, body, language);
  return { body: quote(checked) };
});

defineAction('TransferPay', async ({ user, body, request }) => {
  const order = place(user, await checkSingle(user, body, languageOfRequest(request)), 'TransferPay');
  return { body: answerOf(order) };
});

defineAction('ApprovalTransferManyPay', async ({ user, body, request }) => {
  const order = place(user, await checkMany(user, body, languageOfRequest(request)), 'ApprovalTransferManyPay');
  return { body: answerOf(order) };
});

const orderOf = (user: UserAccount, orderNo: string): TransferOrder => {
  const order = db().transferOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === user.mercId);
  if (!order) throw recordMissing();
  // One rejected or withdrawn in its approval was never paid.
  if (order.payStatus === 'W' && order.approvalId) {
    const approval = db().approvals.find((candidate) => candidate.approvalId === order.approvalId && candidate.mercId === user.mercId);
    if (approval && approval.apprSts !== 'P' && approval.apprSts !== 'S') order.payStatus = 'F';
  }
  return order;
};

defineAction('TamOrderDetailQuery', ({ user, body }) => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  return { body: answerOf(orderOf(user, text(body, 'orderNo'))) };
});

defineAction('QueryTransferDailyLimits', ({ user, body }) => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  const asked = typeof body.rcvCnl === 'string' && body.rcvCnl !== '' ? body.rcvCnl : undefined;
  if (asked && !TRANSFER_CHANNELS[asked]) throw invalidParameter('rcvCnl');
  const used = usedToday(user.mercId);
  const list = Object.entries(TRANSFER_CHANNELS)
    .filter(([code]) => !asked || code === asked)
    .map(([rcvCnl, channel]) => {
      const usedAmt = Math.min(used.get(rcvCnl) ?? 0, channel.daily);
      return { rcvCnl, dailyLmt: channel.daily, usedAmt, availAmt: channel.daily - usedAmt };
    });
  return { body: { list } };
});

// The address by the rule the console checks it with (schemas/statementRequest.schema.json: the standard format).
defineAction('SendTransferAdvice', async ({ user, body, request }) => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  const language = languageOfRequest(request);
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const problems = await validate('statementRequest', email ? { email } : {});
  if (problems.length > 0) throw invalidFields(language, problems);
  const order = orderOf(user, text(body, 'orderNo'));
  return { body: { orderNo: order.orderNo, email } };
});

// An approved transfer is paid as one sent at once would be, under the reference it was given when it was sent;
// if the balance no longer covers it, it is not paid (the approval ends in E, failed).
const carryOut = (approval: Parameters<(typeof CARRY_OUT)[string]>[0]): boolean => {
  const orderNo = approval.carryOut?.body.orderNo;
  const order = db().transferOrders.find((candidate) => candidate.orderNo === orderNo && candidate.mercId === approval.mercId);
  if (!order || order.payStatus !== 'W') return false;
  try {
    payOut(order);
    return true;
  } catch (error) {
    if (!(error instanceof MockFailure)) throw error;
    order.payStatus = 'F';
    return false;
  }
};
CARRY_OUT.TransferPay = carryOut;
CARRY_OUT.ApprovalTransferManyPay = carryOut;

// ---------------------------------------------------------------------------------------------------------------
// The advice ("generate statement" on the result page): GET DownloadTransferAdvice ?orderNo → a PDF.

const adviceOf = (order: TransferOrder): string => {
  const answer = answerOf(order);
  const account = accountOf(order.mercId);
  const status = { S: 'Paid', W: `Waiting for approval ${order.approvalId ?? ''}`.trim(), F: 'Not paid' }[order.payStatus];
  return statementPdf({
    title: 'Transfer advice',
    heading: [
      `${account.acNm}, account ${account.acNo}`,
      `Reference ${order.orderNo}, ${order.txDt.slice(6, 8)}-${order.txDt.slice(4, 6)}-${order.txDt.slice(0, 4)}: ${status}`,
      ...order.rows.map((row) => `${recipientOf(row)}: KES ${formatKesNumber(row.amount)}, fee KES ${formatKesNumber(row.fee)}`),
      `Total KES ${formatKesNumber(answer.total)} (amount ${formatKesNumber(answer.amount)}, fees ${formatKesNumber(answer.fee)})`,
    ],
    rows: db().transactions.filter((row) => row.mercId === order.mercId && row.orderNo === order.orderNo),
  });
};

const refusal = (code: string, message: string) => HttpResponse.json({ gda: { msg_cd: code, msg_inf: message } });

export const transferDownloads = [
  http.get('*/mmc/mrpay/DownloadTransferAdvice', ({ request }) => {
    const language = languageOfRequest(request);
    const user = sessionUser(request.headers.get(TOKEN_HEADER));
    if (!user) return refusal(CODES.sessionInvalid, renderMessage(language, 'messages.sessionInvalid'));
    if (!holdsFunction(user, TRANSFER_PERMISSION)) return refusal(CODES.noPermission, renderMessage(language, 'messages.noPermission'));
    try {
      const order = orderOf(user, new URL(request.url).searchParams.get('orderNo') ?? '');
      return new HttpResponse(adviceOf(order), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="transfer-${order.orderNo}.pdf"` },
      });
    } catch (error) {
      if (!(error instanceof MockFailure)) throw error;
      return refusal(error.code, renderMessage(language, error.messageKey, error.values));
    }
  }),
];
