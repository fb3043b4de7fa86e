// TransferPay (spec 002 §7.4 Transfers), for sending money to a mobile number; the console asks for the PIN first.
// Body: transferType (mobile | splitBill), amount (integer minor units), rcvMblNo (9 national digits), rcvNm,
// and for a split bill the orderNo it pays; validated with schemas/transfer.schema.json, as the form is. A split
// bill must be the caller's, still payable (status 0 or 2), and paid in full to its requester; it is then paid
// (status 1). Answer: { orderNo (the transfer's reference), amount, rcvMblNo, rcvNm, txDt, txTm }.
import { requireAnyCode } from '../access';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
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
  return {
    body: { orderNo: `TR${now()}`, amount, rcvMblNo, rcvNm, txDt: wireDateNow(), txTm: wireTimeNow() },
  };
});
