// Finance → Money in the embedded backend: a top-up by mobile money credits the account once the customer
// approves on the phone; a number is added only with a code sent to it and never twice; statements refuse a
// period they cannot cover and hold the period's rows; each action is its permission code's.
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../mocks/clock';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { balanceOf } from '../../../mocks/ledger';
import { db } from '../../../mocks/state';
import { periodProblem } from '../../../src/finance/money/statementPeriod';
import { callNamedAction, downloadAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
const call = (action: string, body: Body = {}) => callNamedAction<Body>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body) => (await rejectionOf(call(action, body))) as MmcError;

describe('top-up by mobile money', () => {
  it('credits the account only once the customer approves, and records it as a mobile-money top-up', async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const order = await call('TopUpPreOrder', { mblNo: '733481207', amount: 250_000 });
    expect(order).toMatchObject({ status: 'U', amount: 250_000, fee: 0, operator: 'Airtel Money', avaBal: before });
    expect(await call('Topup', { orderNo: order.orderNo })).toMatchObject({ status: 'P' });
    expect(await call('QueryTopupStatus', { orderNo: order.orderNo })).toMatchObject({ status: 'P' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before);
    expect((await failureOf('Topup', { orderNo: order.orderNo })).code).toBe('MMCP0002');

    advanceClock(3_000);
    expect(await call('QueryTopupStatus', { orderNo: order.orderNo })).toMatchObject({ status: 'S', avaBal: before + 250_000 });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before + 250_000);
    expect(await call('QueryOrderDetail', { orderNo: order.orderNo })).toMatchObject({ orderTyp: '02', dcFlg: 'c', txAmt: 250_000, payType: '0001', oppMblNo: '733481207' });
    // Asked again, it is not credited twice.
    await call('TopOrderDetailQuery', { orderNo: order.orderNo });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before + 250_000);
  });

  it('fails when the customer declines on the phone, and nothing arrives', async () => {
    await loginAs();
    db().paymentMobiles.push({ mercId: OWNER_MERCHANT_ID, mblNo: '700000001', operator: 'M-PESA', addDt: '20261120' });
    const before = balanceOf(OWNER_MERCHANT_ID);
    const order = await call('TopUpPreOrder', { mblNo: '700000001', amount: 100_000 });
    await call('Topup', { orderNo: order.orderNo });
    advanceClock(3_000);
    expect(await call('QueryTopupStatus', { orderNo: order.orderNo })).toMatchObject({ status: 'F', failMsg: 'The top-up was declined on the phone. No money was taken.' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before);
  });

  it('refuses an amount outside the range, a number not listed, and a member without top-up (08)', async () => {
    await loginAs();
    expect(await failureOf('TopUpPreOrder', { mblNo: '733481207', amount: 999 })).toMatchObject({ code: 'MMCP0001', message: 'A top-up must be between KES 10 and KES 150,000.' });
    expect((await failureOf('TopUpPreOrder', { mblNo: '722000111', amount: 100_000 })).code).toBe('MMCP0404');
    await loginAs(CASHIER);
    expect((await failureOf('PaymentMobileList', {})).code).toBe('MMCP0403');
    expect((await failureOf('QueryAvailableBalance', {})).code).toBe('MMCP0403');
  });
});

describe('top-up from a linked card or account', () => {
  it('lists the cards with their kinds and validity, the range and the credit-card fee', async () => {
    await loginAs();
    const answer = await call('QueryTopupBankCards');
    expect(answer.list).toEqual([
      { cardNo: 'Equity Bank ···4821', bankNm: 'Equity Bank', cardTyp: '0', validFlg: '1' },
      { cardNo: 'KCB Visa Credit ···7305', bankNm: 'KCB Bank', cardTyp: '1', validFlg: '1' },
      { cardNo: 'Co-op Bank Debit ···1160', bankNm: 'Co-operative Bank', cardTyp: '0', validFlg: '0' },
    ]);
    expect(answer).toMatchObject({ minAmt: 1_000, maxAmt: 15_000_000, creditFeePercent: 2.5 });
  });

  it('from a debit account is free and immediate: credited at Topup as a card top-up', async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const order = await call('TopUpPreOrder', { topUpTyp: '0', cardNo: 'Equity Bank ···4821', amount: 400_000 });
    expect(order).toMatchObject({ status: 'U', topUpTyp: '0', cardNo: 'Equity Bank ···4821', bankNm: 'Equity Bank', cardTyp: '0', fee: 0 });
    expect(order).not.toHaveProperty('mblNo');
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before);
    expect(await call('Topup', { orderNo: order.orderNo })).toMatchObject({ status: 'S', avaBal: before + 400_000 });
    expect(await call('QueryOrderDetail', { orderNo: order.orderNo })).toMatchObject({ orderTyp: '01', dcFlg: 'c', txAmt: 400_000, payType: '0012' });
    expect((await failureOf('Topup', { orderNo: order.orderNo })).code).toBe('MMCP0002');
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before + 400_000);
  });

  it('from a credit card costs 2.5 % of the amount, taken from what arrives', async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const order = await call('TopUpPreOrder', { topUpTyp: '0', cardNo: 'KCB Visa Credit ···7305', amount: 1_000_050 });
    // 2.5 % of KES 10,000.50 is KES 250.01 (250.0125 rounded up to the cent).
    expect(order).toMatchObject({ cardTyp: '1', fee: 25_002 });
    await call('Topup', { orderNo: order.orderNo });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before + 1_000_050 - 25_002);
    expect(await call('QueryOrderDetail', { orderNo: order.orderNo })).toMatchObject({ orderTyp: '01', payType: '0003' });
  });

  it('refuses a card the bank marks invalid under its field, a card not linked, and an amount outside the range', async () => {
    await loginAs();
    const invalid = await failureOf('TopUpPreOrder', { topUpTyp: '0', cardNo: 'Co-op Bank Debit ···1160', amount: 100_000 });
    expect(invalid.code).toBe('MMCP0001');
    expect(invalid.body?.fieldErrors).toEqual({ cardNo: 'This card can no longer be used to top up. Choose another card or account.' });
    expect((await failureOf('TopUpPreOrder', { topUpTyp: '0', cardNo: 'KCB Bank ···0937', amount: 100_000 })).code).toBe('MMCP0404');
    expect((await failureOf('TopUpPreOrder', { topUpTyp: '0', cardNo: 'Equity Bank ···4821', amount: 15_000_001 })).message).toBe(
      'A top-up must be between KES 10 and KES 150,000.',
    );
    // The card is named, or the request is not one the catalogue takes.
    expect((await failureOf('TopUpPreOrder', { topUpTyp: '0', amount: 100_000 })).code).toBe('MMCP0001');
  });
});

describe('top-up numbers', () => {
  const sendCode = async (mblNo: string) => {
    const target = { otpBusinessType: '16', otpType: 'P', sendNumber: mblNo, countryCode: '254' };
    const { jrnNo, demoOtp } = await call('SendOtp', target);
    return { target, jrnNo: String(jrnNo), otp: String(demoOtp) };
  };

  it('adds a number with the code sent to it (business type 16), and refuses it a second time in the spec’s words', async () => {
    await loginAs();
    const sent = await sendCode('722334455');
    expect((await failureOf('AddPaymentMobile', { mblNo: '722334455', jrnNo: sent.jrnNo })).code).toBe('MMCP2003');
    await call('CheckOtp', { ...sent.target, jrnNo: sent.jrnNo, otp: sent.otp });
    expect(await call('AddPaymentMobile', { mblNo: '722334455', jrnNo: sent.jrnNo })).toMatchObject({ mblNo: '722334455', operator: 'M-PESA' });
    const again = await failureOf('CheckPaymentMobile', { mblNo: '0722 334 455' });
    expect(again).toMatchObject({ code: 'MMCP6102', message: 'The Mobile Number provided already exists.' });
    expect(again.body?.fieldErrors).toEqual({ mblNo: 'The Mobile Number provided already exists.' });
    expect(((await call('PaymentMobileList')).list as Body[]).map((entry) => entry.mblNo)).toEqual(['712345678', '733481207', '722334455']);
    await call('DeletePaymentMobile', { mblNo: '722334455' });
    expect((await call('PaymentMobileList')).list).toHaveLength(2);
  });

  it('does not take a code sent for another number', async () => {
    await loginAs();
    const sent = await sendCode('722334455');
    await call('CheckOtp', { ...sent.target, jrnNo: sent.jrnNo, otp: sent.otp });
    expect((await failureOf('AddPaymentMobile', { mblNo: '722999888', jrnNo: sent.jrnNo })).code).toBe('MMCP2003');
  });
});

describe('statements', () => {
  it('limits the period to 31 days, none after today, the start first', () => {
    expect(periodProblem('20261101', '20261120', '20261126')).toBeNull();
    expect(periodProblem('20261027', '20261126', '20261126')).toBeNull();
    expect(periodProblem('20261026', '20261126', '20261126')).toEqual({ field: 'beginDt', key: 'messages.statementRange' });
    expect(periodProblem('20261101', '20261127', '20261126')).toEqual({ field: 'endDt', key: 'messages.statementFuture' });
    expect(periodProblem('20261120', '20261101', '20261126')).toEqual({ field: 'beginDt', key: 'messages.statementOrder' });
    expect(periodProblem('2026110', '20261101', '20261126')).toEqual({ field: 'beginDt', key: 'validation.dateFormat' });
  });

  it('downloads the period’s rows, a till’s takings only, and refuses a longer period with its words under the field', async () => {
    await loginAs();
    const sheet = await (await downloadAction('GenerateTransactionFile', { beginDt: '20261101', endDt: '20261120', fileType: 'xls' })).text();
    const inPeriod = db().transactions.filter((row) => row.mercId === OWNER_MERCHANT_ID && row.orderSts === '02' && row.txDt >= '20261101' && row.txDt <= '20261120');
    expect(inPeriod.length).toBeGreaterThan(0);
    for (const row of inPeriod) expect(sheet).toContain(row.orderNo);

    const till = db().transactions.find((row) => row.mercId === OWNER_MERCHANT_ID && row.orderTyp === '42' && row.orderSts === '02' && row.txDt >= '20261101')!;
    const tillSheet = await (await downloadAction('GenerateTransactionFile', { beginDt: '20261101', endDt: '20261120', fileType: 'xls', tillNo: till.oppAcNo })).text();
    expect(tillSheet).toContain(till.orderNo);
    const elsewhere = inPeriod.find((row) => row.orderTyp !== '42' || row.oppAcNo !== till.oppAcNo)!;
    expect(tillSheet).not.toContain(elsewhere.orderNo);

    const pdf = await (await downloadAction('GenerateTransactionFile', { beginDt: '20261101', endDt: '20261120', fileType: 'pdf' })).text();
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(inPeriod[0]!.orderNo);

    const refused = (await rejectionOf(downloadAction('GenerateTransactionFile', { beginDt: '20260901', endDt: '20261120', fileType: 'pdf' }, { hideErrMsg: true }))) as MmcError;
    expect(refused).toMatchObject({ code: 'MMCP6103', message: 'A statement covers at most 31 days. Choose a shorter period.' });
    expect(refused.body?.fieldErrors).toEqual({ beginDt: 'A statement covers at most 31 days. Choose a shorter period.' });
    expect(await call('SendTransactionFile', { beginDt: '20261101', endDt: '20261120', fileType: 'pdf', email: 'accounts@example.co.ke' })).toEqual({
      email: 'accounts@example.co.ke',
      fileName: 'account-statement-20261101-20261120.pdf',
    });
  });
});
