// Paying out in the embedded backend: the fee and limits come from src/config/bills.ts; a payment checks the
// balance, moves amount plus fee through the ledger and joins the history under its order type; the spec's words
// for unknown or inactive tills and accounts; a prepaid electricity payment answers a token.
import { describe, expect, it } from 'vitest';
import { limitsOf, payoutFee, utilityOrderType } from '../../../src/config/bills';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { balanceOf } from '../../../mocks/ledger';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const failureOf = async (action: string, params: Record<string, unknown>) =>
  (await rejectionOf(callAction(action, params, { hideErrMsg: true }))) as MmcError;
const ownerMercId = () => db().users.find((user) => user.usrNo === 'U000001')!.mercId;

describe('the payout rules', () => {
  it('numbers the utility order types 61-69 then 6A-6H, and charges airtime and tips nothing', () => {
    expect(['01', '09', '10', '17'].map(utilityOrderType)).toEqual(['61', '69', '6A', '6H']);
    expect(payoutFee('utility', 50_000, '02')).toBe(0);
    expect(payoutFee('tip', 50_000)).toBe(0);
    expect(payoutFee('buyGoods', 100_000)).toBe(1_000);
    expect(payoutFee('payBill', 300)).toBe(500);
    expect(payoutFee('payBill', 25_000_000)).toBe(10_000);
    expect(limitsOf('utility', '03').max).toBe(1_000_000);
    expect(limitsOf('utility', '05').max).toBe(15_000_000);
  });
});

describe('payments', () => {
  it('pays prepaid electricity with its fee and a token, and writes the history row', async () => {
    await loginAs();
    const before = balanceOf(ownerMercId());
    const receipt = await callAction<Record<string, unknown>>('CreateUtilityBillOrder', { provCd: '05', billAcNo: '37141234567', amount: 150_000 });
    expect(receipt).toMatchObject({ amount: 150_000, fee: 1_500, totAmt: 151_500, orderTyp: '65', balance: before - 151_500 });
    expect(receipt.token).toMatch(/^\d{4}( \d{4}){4}$/);
    expect(db().transactions[0]).toMatchObject({
      orderNo: receipt.orderNo,
      orderTyp: '65',
      dcFlg: 'd',
      txAmt: 150_000,
      fee: 1_500,
      oppAcNo: '37141234567',
    });
  });

  it('refuses in the spec words: limits, an unknown account, an inactive till, and a balance too small', async () => {
    await loginAs();
    expect(await failureOf('CalculatedAmount', { busTyp: 'utility', provCd: '02', amount: 1_000_100 })).toMatchObject({
      code: 'MMCP6104',
      message: 'Maximum Amount 10,000.00 (KES)',
    });
    expect(await failureOf('CalculatedAmount', { busTyp: 'tip', amount: 500 })).toMatchObject({
      code: 'MMCP6104',
      message: 'Minimum amount KES.10.00',
    });
    expect(await failureOf('CheckBillAccount', { provCd: '06', billAcNo: 'ACC10000' })).toMatchObject({
      message: 'The Account Number entered does not exist.',
    });
    expect(await failureOf('QueryPayCode', { codeTyp: '2', payCode: '300300' })).toMatchObject({
      message: 'Till deactivate: The till is not active.',
    });
    expect(await failureOf('QueryPayCode', { codeTyp: '2', payCode: '999999' })).toMatchObject({
      message: 'The Till number entered does not exist, try again.',
    });
    expect(await failureOf('PayMerchantCode', { codeTyp: '4', payCode: '400400', billAcNo: 'A1', amount: 5_000 })).toMatchObject({
      message: 'Transaction failed. The paybill is not set up to accept this payment.',
    });
    db().accounts.find((account) => account.mercId === ownerMercId())!.balance = 1_000;
    const rows = db().transactions.length;
    expect(await failureOf('OfferTip', { rcvMblNo: '722481930', rcvNm: 'Peter Mwangi', amount: 5_000 })).toMatchObject({
      code: 'MMCP6101',
      message: 'Insufficient Balance.',
    });
    expect(db().transactions.length).toBe(rows);
  });

  it('buys goods by till as order type 42, and is refused to the cashier, who holds neither buy goods nor pay bills', async () => {
    await loginAs();
    await expect(callAction('PayMerchantCode', { codeTyp: '2', payCode: '522533', amount: 120_000 })).resolves.toMatchObject({
      orderTyp: '42',
      fee: 1_200,
      mercNm: 'Mama Mboga Groceries',
    });
    await loginAs(CASHIER);
    expect(await failureOf('CreateUtilityBillOrder', { provCd: '02', billAcNo: '722481930', amount: 5_000 })).toMatchObject({ code: 'MMCP0403' });
  });
});
