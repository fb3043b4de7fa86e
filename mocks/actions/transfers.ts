// TransferPay (spec 002 §7.4 Transfers), for sending money to a mobile number; the console asks for the PIN first.
// Body: transferType (mobile | splitBill), amount (integer minor units), rcvMblNo (9 national digits), rcvNm,
// and for a split bill the orderNo it pays; validated with schemas/transfer.schema.json, as the form is. A split
// bill must be the caller's, still payable (status 0 or 2), and paid in full to its requester; it is then paid
// (status 1). A plain transfer in the band of an account mandate asking for approval is not paid: it waits in
// Settings → Transaction approval (mocks/approvalQueue.ts) and is paid, under the same reference, once approved.
// Answer: { orderNo (the transfer's reference), amount, rcvMblNo, rcvNm, txDt, txTm, payStatus S or W, approvalId }.
// The money leaves the merchant's account (mocks/ledger.ts) when the transfer is paid, and the payment joins the
// wallet history as order type 20 (or 25 for a split bill); one the balance cannot cover is refused with
// 'Insufficient Balance.' before it is paid or sent for approval, and an approved one is checked again when paid.
import { formatMobileDisplay } from '../../src/format/mobile';
import { requireAnyCode } from '../access';
import { waitForApproval } from '../approvalQueue';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import { CARRY_OUT } from '../resources/approvalEffects';
import { invalidFields, NOT_ALLOWED_CODE, recordMissing } from '../resources/errors';
import { validate } from '../resources/schema';
import { db } from '../state';
import { mobileMoneyService } from '../db/kenya';
import { debit, requireBalance } from '../ledger';

const TRANSFER_PERMISSION = '09';

defineAction('TransferPay', async ({ user, body, request }) => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  const { transferType, amount, rcvMblNo, rcvNm, orderNo } = body;
  // The spec's own words for a zero or negative amount, before the schema's general ones.
  if (typeof amount === 'number' && amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  const problems = await validate('transfer', { transferType, amount, rcvMblNo, rcvNm, orderNo });
  if (problems.length > 0) throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems);
  if (rcvMblNo === user.mblNoPlain) throw new MockFailure(CODES.badRequest, 'messages.ownAccount');
  requireBalance(user.mercId, amount as number);

  if (transferType === 'splitBill') {
    if (typeof orderNo !== 'string' || orderNo === '') {
      throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: 'orderNo' } });
    }
    const order = db().splitOrders.find((candidate) => candidate.orderNo === orderNo && candidate.usrNo === user.usrNo);
    if (!order) throw recordMissing();
    if (order.orderPaymentStatus === '1') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.splitAlreadyPaid');
    if (order.payAmt !== amount || order.rcvMblNo !== rcvMblNo) {
      throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: order.payAmt !== amount ? 'amount' : 'rcvMblNo' } });
    }
  }
  const receipt = { orderNo: `TR${now()}`, amount, rcvMblNo, rcvNm, txDt: wireDateNow(), txTm: wireTimeNow() };
  if (transferType === 'mobile') {
    // Send money by mobile money (mandate transaction type 1, subtype 8; approval interface type 04 transfer).
    const approval = waitForApproval(user, {
      mmdTxTyp: '1',
      mmdSubTyp: '8',
      intfTyp: '04',
      amount: amount as number,
      feeAmt: 0,
      txDesc: `Transfer to ${String(rcvNm)}, ${formatMobileDisplay(String(rcvMblNo))}`,
      carryOut: { action: 'TransferPay', usrNo: user.usrNo, body: receipt },
    });
    if (approval) return { body: { ...receipt, payStatus: 'W', approvalId: approval.approvalId } };
  }
  payOut(user.mercId, receipt, transferType === 'splitBill' ? SPLIT_BILL_ORDER : TRANSFER_ORDER);
  if (transferType === 'splitBill') {
    const order = db().splitOrders.find((candidate) => candidate.orderNo === orderNo && candidate.usrNo === user.usrNo);
    if (order) order.orderPaymentStatus = '1';
  }
  return { body: { ...receipt, payStatus: 'S' } };
});

/** Spec 000 §3 order type codes: 20 transfer, 25 split bill. */
const TRANSFER_ORDER = '20';
const SPLIT_BILL_ORDER = '25';

/** The transfer's money leaves the account and joins the history under the transfer's reference. */
const payOut = (mercId: string, receipt: Record<string, unknown>, orderTyp: string) => {
  const mobile = String(receipt.rcvMblNo);
  debit({
    mercId,
    orderTyp,
    orderNo: String(receipt.orderNo),
    amount: receipt.amount as number,
    counterparty: { name: String(receipt.rcvNm), mobile, bank: mobileMoneyService(mobile) },
    description: `Transfer to ${String(receipt.rcvNm)}, ${formatMobileDisplay(mobile)}`,
  });
};

// An approved transfer is paid as one sent at once would be, under the reference it was given when it was sent;
// if the balance no longer covers it, it is not paid (the approval ends in E, failed).
CARRY_OUT.TransferPay = (approval) => {
  if (!approval.carryOut) return false;
  try {
    payOut(approval.mercId, approval.carryOut.body, TRANSFER_ORDER);
    return true;
  } catch (error) {
    if (error instanceof MockFailure) return false;
    throw error;
  }
};
