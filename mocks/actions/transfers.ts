// TransferPay (spec 002 §7.4 Transfers), for sending money to a mobile number; the console asks for the PIN first.
// Body: transferType (mobile | splitBill), amount (integer minor units), rcvMblNo (9 national digits), rcvNm,
// and for a split bill the orderNo it pays; validated with schemas/transfer.schema.json, as the form is. A split
// bill must be the caller's, still payable (status 0 or 2), and paid in full to its requester; it is then paid
// (status 1). A plain transfer in the band of an account mandate asking for approval is not paid: it waits in
// Settings → Transaction approval (mocks/approvalQueue.ts) and is paid, under the same reference, once approved.
// Answer: { orderNo (the transfer's reference), amount, rcvMblNo, rcvNm, txDt, txTm, payStatus S or W, approvalId }.
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

const TRANSFER_PERMISSION = '09';

defineAction('TransferPay', async ({ user, body, request }) => {
  requireAnyCode(user, [TRANSFER_PERMISSION]);
  const { transferType, amount, rcvMblNo, rcvNm, orderNo } = body;
  // The spec's own words for a zero or negative amount, before the schema's general ones.
  if (typeof amount === 'number' && amount <= 0) throw new MockFailure(CODES.badRequest, 'messages.amountPositive');
  const problems = await validate('transfer', { transferType, amount, rcvMblNo, rcvNm, orderNo });
  if (problems.length > 0) throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems);
  if (rcvMblNo === user.mblNoPlain) throw new MockFailure(CODES.badRequest, 'messages.ownAccount');

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
    order.orderPaymentStatus = '1';
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
  return { body: { ...receipt, payStatus: 'S' } };
});

// The mock's transfers move no balance: an approved transfer is paid as one sent at once would be, under the
// reference it was given when it was sent.
CARRY_OUT.TransferPay = () => true;
