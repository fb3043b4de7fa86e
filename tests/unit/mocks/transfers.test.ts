// TransferPay: validated with the transfer schema; a split-bill payment pays exactly its payable order once. To a
// bank (SWIFT with the beneficiary's address) with the channel's fee and transaction type; TransferPreOrder quotes
// without moving money; ApprovalTransferManyPay names refused rows and pays the rest as one order of type 26.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { advanceClock } from '../../../mocks/clock';
import { db } from '../../../mocks/state';
import { balanceOf } from '../../../mocks/ledger';
import type { NotificationPage, SplitOrderDetail } from '../../../src/notifications/types';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const failureOf = async (params: Record<string, unknown>) => (await rejectionOf(callAction('TransferPay', params, { hideErrMsg: true }))) as MmcError;

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
    expect(await failureOf({ ...splitPayment(), rcvMblNo: '799000111' })).toMatchObject({
      code: 'MMCP0001',
      message: 'Parameter rcvMblNo is invalid.',
    });
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

  it('sends to a bank by SWIFT only with its address, with the fee, under 104, into the history as order type 20', async () => {
    await loginAs();
    const mercId = db().accounts[0]!.mercId;
    const before = balanceOf(mercId);
    const swift = {
      transferType: 'bank',
      rcvCnl: '43',
      amount: 5_000_000,
      rcvNm: 'Kampala Coffee Exporters',
      rcvBnkNm: 'Stanbic Bank Uganda',
      rcvAcNo: '9030005671234',
      swiftCode: 'SBICUGKX',
      street: 'Plot 17 Hannington Road',
      city: 'Kampala',
      country: 'Uganda',
      postalAddress: 'P.O. Box 7131',
      srcFund: '1',
    };
    const missing = await failureOf({ ...swift, street: undefined, swiftCode: undefined });
    expect(missing.body?.fieldErrors).toEqual({ swiftCode: 'This field is required.', street: 'This field is required.' });
    // The transaction type of a bank transfer is 104; 110 is refused.
    expect(await rejectionOf(callAction('TransferPay', swift, { hideErrMsg: true, txTyp: '110' }))).toMatchObject({
      message: 'Parameter txTyp is invalid.',
    });
    const quote = await callAction<Record<string, unknown>>('TransferPreOrder', swift, { txTyp: '104' });
    expect(quote).toMatchObject({ amount: 5_000_000, fee: 250_000, total: 5_250_000, txTyp: '104', trfTyp: '15' });
    expect(balanceOf(mercId)).toBe(before);
    const receipt = await callAction<Record<string, unknown>>('TransferPay', swift, { txTyp: '104' });
    expect(receipt).toMatchObject({ payStatus: 'S', orderTyp: '20', txTyp: '104', fee: 250_000, total: 5_250_000 });
    expect(balanceOf(mercId)).toBe(before - 5_250_000);
    expect(db().transactions[0]).toMatchObject({
      orderNo: receipt.orderNo,
      orderTyp: '20',
      dcFlg: 'd',
      txAmt: 5_000_000,
      fee: 250_000,
      oppNm: 'Kampala Coffee Exporters',
    });
    await expect(callAction('TamOrderDetailQuery', { orderNo: receipt.orderNo })).resolves.toMatchObject({
      payStatus: 'S',
      rows: [{ swiftCode: 'SBICUGKX', city: 'Kampala' }],
    });
  });

  it("refuses an amount outside the channel's limits in the spec's words", async () => {
    await loginAs();
    const rtgs = { transferType: 'bank', rcvCnl: '42', amount: 50_000, rcvNm: 'Bahati Distributors', rcvBnkNm: 'KCB Bank', rcvAcNo: '1234567890' };
    expect(((await rejectionOf(callAction('TransferPay', rtgs, { hideErrMsg: true, txTyp: '104' }))) as MmcError).body?.fieldErrors).toEqual({
      amount: 'Minimum amount KES.1,000.00',
    });
  });

  it('to many: names the refused rows, then pays all as one order of type 26 with the fees', async () => {
    await loginAs();
    const mercId = db().accounts[0]!.mercId;
    const before = balanceOf(mercId);
    const rows = [
      { rcvCnl: '44', rcvMblNo: '722481930', rcvNm: 'Peter Mwangi', amount: 100_000 },
      { rcvCnl: '65', rcvMblNo: '733920114', rcvNm: 'Grace Achieng', amount: 200_000 },
    ];
    const refused = (await rejectionOf(
      callAction(
        'ApprovalTransferManyPay',
        { srcFund: '1', rows: [...rows, { ...rows[0]!, amount: 60_000_000 }, { ...rows[1]!, rcvMblNo: '712345678' }] },
        { hideErrMsg: true },
      ),
    )) as MmcError;
    expect(refused.body?.fieldErrors).toEqual({
      'rows.2.amount': 'Maximum Amount 500,000.00 (KES)',
      'rows.2.rcvMblNo': 'This mobile number is already in the list.',
      'rows.3.rcvMblNo': 'You cannot send money to your own account.',
    });
    const receipt = await callAction<Record<string, unknown>>('ApprovalTransferManyPay', { srcFund: '1', rows });
    expect(receipt).toMatchObject({ payStatus: 'S', orderTyp: '26', amount: 300_000, fee: 3_000, total: 303_000 });
    expect(balanceOf(mercId)).toBe(before - 303_000);
    expect(db().transactions[0]).toMatchObject({ orderTyp: '26', txAmt: 300_000, fee: 3_000, oppNm: '2 recipients' });
  });

  it('lists the beneficiary groups with their members to a transfer to many', async () => {
    await loginAs();
    const { list } = await callAction<{ list: Array<{ groupNm: string; bnfUsrNos: string[] }> }>('BeneficiaryGroupQueryPage', { limit: 10, offset: 0 });
    const workers = list.find((group) => group.groupNm === 'Casual workers');
    // Its members are the owner's mobile beneficiaries, the rows a transfer to many fills in.
    const mobileBeneficiaries = db()
      .beneficiaries.filter((entry) => entry.mercId === db().users[0]!.mercId && entry.rcvTyp === '1')
      .map((entry) => entry.bnfUsrNo);
    expect(workers?.bnfUsrNos).toHaveLength(3);
    expect(workers!.bnfUsrNos.every((bnfUsrNo) => mobileBeneficiaries.includes(bnfUsrNo))).toBe(true);
  });
});

describe('daily limits and the advice by e-mail', () => {
  const mobile = (amount: number, rcvMblNo = '733920114') => ({ transferType: 'mobile', rcvCnl: '65', amount, rcvMblNo, rcvNm: 'Grace Achieng' });
  const limitOf = async (rcvCnl: string) =>
    (await callAction<{ list: Array<Record<string, unknown>> }>('QueryTransferDailyLimits', { rcvCnl })).list[0];

  it("refuse a transfer that would take today's sum on its channel past the daily limit, in the spec's words with what is left", async () => {
    await loginAs();
    expect(await limitOf('65')).toEqual({ rcvCnl: '65', dailyLmt: 25_000_000, usedAmt: 0, availAmt: 25_000_000 });
    await callAction('TransferPay', mobile(20_000_000));
    expect(await limitOf('65')).toMatchObject({ usedAmt: 20_000_000, availAmt: 5_000_000 });
    const refused = await failureOf(mobile(6_000_000));
    expect(refused).toMatchObject({ code: 'MMCP6104', message: 'Maximum Amount 50,000.00 (KES)' });
    expect(refused.body?.fieldErrors).toEqual({ amount: 'Maximum Amount 50,000.00 (KES)' });
    // Another channel keeps its own limit; to many, the row that crosses the line is named.
    await expect(callAction('TransferPay', { ...mobile(6_000_000), rcvCnl: '44' })).resolves.toMatchObject({ payStatus: 'S' });
    const many = (await rejectionOf(
      callAction(
        'ApprovalTransferManyPay',
        {
          srcFund: '1',
          rows: [
            { rcvCnl: '65', rcvMblNo: '722481930', rcvNm: 'Peter Mwangi', amount: 4_000_000 },
            { rcvCnl: '65', rcvMblNo: '733920114', rcvNm: 'Grace Achieng', amount: 2_000_000 },
          ],
        },
        { hideErrMsg: true },
      ),
    )) as MmcError;
    expect(many.body?.fieldErrors).toEqual({ 'rows.1.amount': 'Maximum Amount 10,000.00 (KES)' });
    // The next day starts afresh.
    advanceClock(86_400_000);
    await loginAs();
    expect(await limitOf('65')).toMatchObject({ usedAmt: 0, availAmt: 25_000_000 });
  });

  it('e-mails the advice to an address in the standard format, else says so under it (the shared e-mail rule of common.schema.json)', async () => {
    await loginAs();
    const sent = await callAction<Record<string, unknown>>('TransferPay', mobile(100_000));
    await expect(callAction('SendTransferAdvice', { orderNo: sent.orderNo, email: 'accounts@mamawanjiru.co.ke' })).resolves.toEqual({
      orderNo: sent.orderNo,
      email: 'accounts@mamawanjiru.co.ke',
    });
    const refused = (await rejectionOf(callAction('SendTransferAdvice', { orderNo: sent.orderNo, email: 'accounts@' }, { hideErrMsg: true }))) as MmcError;
    expect(refused.body?.fieldErrors).toEqual({ email: 'Enter an e-mail address, e.g. name@example.com' });
    expect((await rejectionOf(callAction('SendTransferAdvice', { orderNo: sent.orderNo }, { hideErrMsg: true })) as MmcError).body?.fieldErrors).toEqual({
      email: 'This field is required.',
    });
  });
});
