// TransferPay: validated with the transfer schema; a split-bill payment pays exactly its payable order once.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db } from '../../../mocks/state';
import type { NotificationPage, SplitOrderDetail } from '../../../src/notifications/types';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const failureOf = async (params: Record<string, unknown>) =>
  (await rejectionOf(callAction('TransferPay', params, { hideErrMsg: true }))) as MmcError;

const payableOrder = () => db().splitOrders.find((order) => order.usrNo === 'U000001' && order.orderPaymentStatus === '0')!;

const splitPayment = () => {
  const order = payableOrder();
  return { transferType: 'splitBill', amount: order.payAmt, rcvMblNo: order.rcvMblNo, rcvNm: order.rcvNm, orderNo: order.orderNo };
};

describe('TransferPay', () => {
  it('pays a payable split bill in full, after which its order reads as paid and cannot be paid again', async () => {
    await loginAs();
    const payment = splitPayment();
    const receipt = await callAction<Record<string, unknown>>('TransferPay', payment);
    expect(receipt).toMatchObject({ amount: payment.amount, rcvMblNo: payment.rcvMblNo, rcvNm: payment.rcvNm });
    expect(receipt.orderNo).toMatch(/^TR\d+$/);

    const message = (await callAction<NotificationPage>('NotificationList', { offset: 0, limit: 99999, search: 'Peter Mwangi' })).list[0]!;
    const order = await callAction<SplitOrderDetail>('QuerySplitOrderDetail', { orderNo: message.ordNo, orderDate: message.sndDt });
    expect(order.orderPaymentStatus).toBe('1');
    expect(await failureOf(payment)).toMatchObject({ code: 'MMCP0002', message: 'This split bill has already been paid.' });
  });

  it('refuses a split-bill payment of another amount or to another number, leaving the order payable', async () => {
    await loginAs();
    expect(await failureOf({ ...splitPayment(), amount: 100_000 })).toMatchObject({ code: 'MMCP0001', message: 'Parameter amount is invalid.' });
    expect(await failureOf({ ...splitPayment(), rcvMblNo: '799000111' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter rcvMblNo is invalid.' });
    expect(await failureOf({ ...splitPayment(), orderNo: undefined })).toMatchObject({ code: 'MMCP0001', message: 'Parameter orderNo is required.' });
    expect(await failureOf({ ...splitPayment(), orderNo: 'SB000000000000' })).toMatchObject({ code: 'MMCP0404' });
    expect(payableOrder()).toBeDefined();
  });

  it("answers the spec's words for a zero amount and field messages for bad fields", async () => {
    await loginAs();
    const plain = { transferType: 'mobile', amount: 50_000, rcvMblNo: '722481930', rcvNm: 'Peter Mwangi' };
    await expect(callAction('TransferPay', plain)).resolves.toMatchObject({ amount: 50_000 });
    expect(await failureOf({ ...plain, amount: 0 })).toMatchObject({ code: 'MMCP0001', message: 'The amount must be greater than zero' });
    const invalid = await failureOf({ ...plain, rcvMblNo: '0123', rcvNm: 'P' });
    expect(invalid).toMatchObject({ code: 'MMCP0001', message: 'Some fields are not valid. Please check and resubmit.' });
    expect(invalid.body?.fieldErrors).toEqual({ rcvMblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678', rcvNm: 'Minimum field length = 2.' });
    expect(await failureOf({ ...plain, rcvMblNo: '712345678' })).toMatchObject({ message: 'You cannot send money to your own account.' });
  });

  it('is refused to the cashier, who has no transfer code', async () => {
    await loginAs(CASHIER);
    expect(await failureOf(splitPayment())).toMatchObject({ code: 'MMCP0403' });
  });
});
