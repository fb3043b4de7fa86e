// Paying out in the embedded backend: the fee and limits come from src/config/bills.ts; a payment checks the
// balance, moves amount plus fee through the ledger and joins the history under its order type; the spec's words
// for unknown or inactive tills and accounts; a prepaid electricity payment answers a token.
import { describe, expect, it } from 'vitest';
import { limitsOf, payoutFee, utilityOrderType } from '../../../src/config/bills';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { mandateOf } from '../../../mocks/actions/payouts';
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

describe('payments under the account mandates', () => {
  const call = (action: string, body: Record<string, unknown>) => callAction<Record<string, unknown>>(action, body, { hideErrMsg: true });

  it('meet the mandate of their kind: a tip sends money, a till pays by code, a paybill and the utilities pay bills', () => {
    expect(mandateOf('tip')).toEqual({ mmdTxTyp: '1', mmdSubTyp: '8' });
    expect(mandateOf('buyGoods')).toEqual({ mmdTxTyp: '5', mmdSubTyp: '25' });
    expect(mandateOf('payBill')).toEqual({ mmdTxTyp: '6', mmdSubTyp: '26' });
    expect(mandateOf('utility', '03')).toEqual({ mmdTxTyp: '6', mmdSubTyp: '28' });
    expect(mandateOf('utility', '13')).toEqual({ mmdTxTyp: '5', mmdSubTyp: '25' });
  });

  it('wait in an approval (type 09) in the band of a mandate asking for one: nothing moves until it is approved, then it is paid under its reference', async () => {
    await loginAs();
    await call('EditMerMandate', { mandateId: 'MD100005', mmdSts: 'A' });
    const before = balanceOf(ownerMercId());
    const rows = db().transactions.length;
    // Below the band (from KES 50,000): paid at once.
    expect(await call('PayMerchantCode', { codeTyp: '4', payCode: '247247', billAcNo: 'ACC1234', amount: 4_000_000 })).toMatchObject({
      payStatus: 'S',
    });
    const paidBalance = balanceOf(ownerMercId());
    const sent = await call('PayMerchantCode', { codeTyp: '4', payCode: '247247', billAcNo: 'ACC1234', amount: 6_000_000 });
    expect(sent).toMatchObject({ payStatus: 'W', approvalId: 'AP100006', amount: 6_000_000, fee: 10_000, balance: paidBalance });
    expect(balanceOf(ownerMercId())).toBe(paidBalance);
    expect(db().transactions.length).toBe(rows + 1);
    expect(await call('queryMerApprovalDetails', { approvalId: 'AP100006' })).toMatchObject({
      intfTyp: '09',
      txAmt: 6_000_000,
      feeAmt: 10_000,
      apprSts: 'P',
      mandateId: 'MD100005',
      txDesc: 'Pay bill 247247, account ACC1234',
    });
    expect(await call('ApprovalOperation', { approvalId: 'AP100006', oprTyp: '01' })).toMatchObject({ apprSts: 'S' });
    expect(balanceOf(ownerMercId())).toBe(paidBalance - 6_010_000);
    expect(db().transactions[0]).toMatchObject({ orderNo: sent.orderNo, txAmt: 6_000_000, fee: 10_000, dcFlg: 'd' });
    expect(before - balanceOf(ownerMercId())).toBe(4_010_000 + 6_010_000);
  });

  it('a rejected one is never paid, and one the balance cannot cover is refused before it waits', async () => {
    await loginAs();
    await call('AddMerMandate', {
      mmdTxTyp: '6',
      mmdSubTyp: '30',
      lmtFrom: 100_000,
      unlmtFlg: 'Y',
      mmdTyp: '2',
      mmdRul: '3',
      initiators: ['ST100002'],
      approvers: ['ST100004'],
      mmdSts: 'A',
    });
    const before = balanceOf(ownerMercId());
    const sent = await call('CreateUtilityBillOrder', { provCd: '05', billAcNo: '37141234567', amount: 150_000 });
    expect(sent).toMatchObject({ payStatus: 'W' });
    expect(sent).not.toHaveProperty('token');
    await call('ApprovalOperation', { approvalId: sent.approvalId, oprTyp: '02', reason: 'Not this month' });
    expect(balanceOf(ownerMercId())).toBe(before);
    expect(db().transactions.some((row) => row.orderNo === sent.orderNo)).toBe(false);
    const approvals = db().approvals.length;
    db().accounts.find((account) => account.mercId === ownerMercId())!.balance = 1_000;
    expect(await failureOf('CreateUtilityBillOrder', { provCd: '05', billAcNo: '37141234567', amount: 150_000 })).toMatchObject({ code: 'MMCP6101' });
    expect(db().approvals.length).toBe(approvals);
  });
});

describe('regular bills through approval', () => {
  const call = (action: string, body: Record<string, unknown>) => callAction<Record<string, unknown>>(action, body, { hideErrMsg: true });
  const decide = (approvalId: unknown, oprTyp: '01' | '02') =>
    call('ApprovalOperation', { approvalId, oprTyp, ...(oprTyp === '02' ? { reason: 'Not needed' } : {}) });
  const plan = { planNm: 'Shop water', provCd: '01', billAcNo: 'NCW55821', amount: 250_000, frequency: '2', startDt: '20261201' };
  const planNos = async () => ((await call('QueryBillPlan', {})).data as Array<Record<string, unknown>>).map((row) => row.planNo);

  it('a rejected new plan is removed: it never was', async () => {
    await loginAs();
    const created = await call('CreateBillPlan', plan);
    expect(created).toMatchObject({ planSts: 'W' });
    await decide(created.approvalId, '02');
    expect(await planNos()).not.toContain(created.planNo);
  });

  it('a change applies only once approved; until then the plan keeps its values, waiting, and takes no other change; rejected, it is as it was', async () => {
    await loginAs();
    const created = await call('CreateBillPlan', plan);
    await decide(created.approvalId, '01');
    const changed = await call('EditBillPlan', { planNo: created.planNo, amount: 400_000, planNm: 'Shop water (new)' });
    expect(changed).toMatchObject({ planSts: 'W', amount: 250_000, planNm: 'Shop water' });
    expect(await call('queryMerApprovalDetails', { approvalId: changed.approvalId })).toMatchObject({
      intfTyp: '11',
      txDesc: 'Change to regular bill Shop water (new): Nairobi City Water NCW55821, KES. 4,000.00',
    });
    expect(await failureOf('EditBillPlan', { planNo: created.planNo, amount: 500_000 })).toMatchObject({ code: 'MMCP0002' });
    await decide(changed.approvalId, '02');
    expect(await call('QueryBillPlanDetail', { planNo: created.planNo })).toMatchObject({ planSts: 'A', amount: 250_000, planNm: 'Shop water' });

    const again = await call('EditBillPlan', { planNo: created.planNo, amount: 400_000 });
    await decide(again.approvalId, '01');
    expect(await call('QueryBillPlanDetail', { planNo: created.planNo })).toMatchObject({ planSts: 'A', amount: 400_000, planNm: 'Shop water' });

    const deleted = await call('DeleteBillPlan', { planNo: created.planNo });
    expect(deleted).toMatchObject({ planSts: 'W' });
    await decide(deleted.approvalId, '02');
    expect(await call('QueryBillPlanDetail', { planNo: created.planNo })).toMatchObject({ planSts: 'A', amount: 400_000 });
  });
});
