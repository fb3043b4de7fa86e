// The home page's payments in the embedded backend: a withdrawal (quoted, then paid through the ledger into the
// history as order type 28; refused beyond the balance, outside its limits, to someone else's beneficiary, and to
// the cashier and an owner below KYC level 02); a request to pay (the customer's answer decided by the number:
// paid, declined, or expired) credited as order type 24; the merchant's static QR code.
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../../../mocks/clock';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { balanceOf, accountOf } from '../../../mocks/ledger';
import { CUSTOMER_ANSWER_MS, DECLINING_CUSTOMER, REQUEST_EXPIRY_MS, SILENT_CUSTOMER } from '../../../mocks/actions/homePayments';
import { db } from '../../../mocks/state';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Order = { orderNo: string; payStatus: string; amount: number; fee: number; total: number; orderTyp: string; failMsg?: string; rcvNm: string };

const failureOf = async (action: string, body: Record<string, unknown>) =>
  (await rejectionOf(callAction(action, body, { hideErrMsg: true }))) as MmcError;
const ownerMerchant = () => db().users.find((user) => user.mblNoPlain === OWNER.login.slice(1))!.mercId;
const historyOf = (orderNo: string) => db().transactions.filter((row) => row.orderNo === orderNo);
const status = (orderNo: string) => callAction<Order>('QueryTransferOrdSts', { orderNo });

describe('WithdrawPreOrder and WithdrawPay', () => {
  it("quotes the fee and limits without moving money, then pays to the owner's mobile through the ledger as order type 28", async () => {
    await loginAs();
    const mercId = ownerMerchant();
    const before = balanceOf(mercId);
    // Before an amount is typed: where it goes, the limits and the balance.
    await expect(callAction('WithdrawPreOrder', { rcvTyp: '1' })).resolves.toMatchObject({
      fee: 0,
      minAmt: 5_000,
      maxAmt: 15_000_000,
      avaBal: before,
      rcvMblNo: '712345678',
    });
    const quote = await callAction<Record<string, number | string>>('WithdrawPreOrder', { amount: 150_000, rcvTyp: '1' });
    expect(quote).toMatchObject({
      amount: 150_000,
      fee: 3_000,
      total: 153_000,
      minAmt: 5_000,
      maxAmt: 15_000_000,
      avaBal: before,
      rcvMblNo: '712345678',
    });
    expect(balanceOf(mercId)).toBe(before);

    const paid = await callAction<Order>('WithdrawPay', { amount: 150_000, rcvTyp: '1' });
    expect(paid).toMatchObject({ payStatus: 'S', orderTyp: '28', txTyp: '132', trfTyp: '20', total: 153_000 });
    expect(balanceOf(mercId)).toBe(before - 153_000);
    expect(historyOf(paid.orderNo)).toEqual([
      expect.objectContaining({ orderTyp: '28', dcFlg: 'd', txAmt: 150_000, fee: 3_000, oppMblNo: '712345678' }),
    ]);
    await expect(status(paid.orderNo)).resolves.toMatchObject({ payStatus: 'S', amount: 150_000 });
  });

  it("pays a saved bank beneficiary with its channel's fee, and refuses another merchant's", async () => {
    await loginAs();
    const mercId = ownerMerchant();
    const bank = db().beneficiaries.find((entry) => entry.mercId === mercId && entry.rcvTyp === '2')!;
    const paid = await callAction<Order & { rows: Array<Record<string, string>> }>('WithdrawPay', {
      amount: 1_000_000,
      rcvTyp: '2',
      bnfUsrNo: bank.bnfUsrNo,
    });
    expect(paid).toMatchObject({
      trfTyp: '15',
      rcvNm: bank.bnfName,
      rows: [expect.objectContaining({ rcvAcNo: bank.rcvAcNo, rcvBnkNm: bank.rcvBnkNm })],
    });
    expect(paid.fee).toBeGreaterThanOrEqual(5_000);
    const other = db().beneficiaries.find((entry) => entry.mercId !== mercId && entry.rcvTyp === '2');
    if (other)
      expect(await failureOf('WithdrawPay', { amount: 1_000_000, rcvTyp: '2', bnfUsrNo: other.bnfUsrNo })).toMatchObject({ code: 'MMCP0404' });
    expect(await failureOf('WithdrawPay', { amount: 1_000_000, rcvTyp: '2' })).toMatchObject({ code: 'MMCP0001' });
  });

  it("refuses more than the balance with MMCP6101 'Insufficient Balance.' (no overdraft), amounts outside the limits, and zero", async () => {
    await loginAs();
    const mercId = ownerMerchant();
    accountOf(mercId).balance = 100_000;
    const refused = await failureOf('WithdrawPay', { amount: 98_000, rcvTyp: '1' });
    expect(refused).toMatchObject({ code: 'MMCP6101', message: 'Insufficient Balance.' });
    expect(balanceOf(mercId)).toBe(100_000);
    expect((await failureOf('WithdrawPreOrder', { amount: 4_000, rcvTyp: '1' })).body?.fieldErrors).toEqual({ amount: 'Minimum amount KES.50.00' });
    expect((await failureOf('WithdrawPreOrder', { amount: 15_000_100, rcvTyp: '1' })).body?.fieldErrors).toEqual({
      amount: 'Maximum Amount 150,000.00 (KES)',
    });
    expect(await failureOf('WithdrawPay', { amount: 0, rcvTyp: '1' })).toMatchObject({ message: 'The amount must be greater than zero' });
  });

  it('is refused to the cashier (no 03) and to an owner below KYC level 02', async () => {
    await loginAs(CASHIER);
    expect(await failureOf('WithdrawPreOrder', { amount: 150_000, rcvTyp: '1' })).toMatchObject({ code: 'MMCP0403' });
    await loginAs(DEMO_ACCOUNTS.find((entry) => entry.label === 'KYC pending owner')!);
    expect(await failureOf('WithdrawPay', { amount: 150_000, rcvTyp: '1' })).toMatchObject({
      code: 'MMCP0002',
      message: 'Complete your KYC to withdraw.',
    });
  });
});

describe('RequestPay and QueryTransferOrdSts', () => {
  it('waits for the customer, then credits the wallet as order type 24 once they pay', async () => {
    await loginAs();
    const mercId = ownerMerchant();
    const before = balanceOf(mercId);
    const sent = await callAction<Order>('RequestPay', { rcvMblNo: '722000111', amount: 250_000, remark: 'Invoice 1042' });
    expect(sent).toMatchObject({ payStatus: 'P', orderTyp: '24', txTyp: '131', amount: 250_000, fee: 0 });
    await expect(status(sent.orderNo)).resolves.toMatchObject({ payStatus: 'P' });
    expect(balanceOf(mercId)).toBe(before);
    advanceClock(CUSTOMER_ANSWER_MS);
    await expect(status(sent.orderNo)).resolves.toMatchObject({ payStatus: 'S' });
    expect(balanceOf(mercId)).toBe(before + 250_000);
    expect(historyOf(sent.orderNo)).toEqual([expect.objectContaining({ orderTyp: '24', dcFlg: 'c', txAmt: 250_000, oppMblNo: '722000111' })]);
    // Asked again, it is not credited twice.
    await status(sent.orderNo);
    expect(balanceOf(mercId)).toBe(before + 250_000);
  });

  it('fails when the customer declines, and when a request goes unanswered until it expires; nothing is credited', async () => {
    await loginAs();
    const before = balanceOf(ownerMerchant());
    const declined = await callAction<Order>('RequestPay', { rcvMblNo: DECLINING_CUSTOMER, amount: 10_000 });
    const silent = await callAction<Order>('RequestPay', { rcvMblNo: SILENT_CUSTOMER, amount: 10_000 });
    advanceClock(CUSTOMER_ANSWER_MS);
    await expect(status(declined.orderNo)).resolves.toMatchObject({ payStatus: 'F', failMsg: 'The customer declined the request.' });
    await expect(status(silent.orderNo)).resolves.toMatchObject({ payStatus: 'P' });
    advanceClock(REQUEST_EXPIRY_MS);
    await expect(status(silent.orderNo)).resolves.toMatchObject({ payStatus: 'F', failMsg: 'The customer did not answer the request in time.' });
    expect(balanceOf(ownerMerchant())).toBe(before);
  });

  it("refuses the merchant's own number, amounts outside the limits, bad numbers and the cashier (no 02)", async () => {
    await loginAs();
    expect((await failureOf('RequestPay', { rcvMblNo: '712345678', amount: 10_000 })).body?.fieldErrors).toEqual({
      rcvMblNo: 'You cannot send money to your own account.',
    });
    expect((await failureOf('RequestPay', { rcvMblNo: '722000111', amount: 500 })).body?.fieldErrors).toEqual({ amount: 'Minimum amount KES.10.00' });
    expect((await failureOf('RequestPay', { rcvMblNo: '0123', amount: 10_000 })).body?.fieldErrors).toEqual({
      rcvMblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678',
    });
    expect(await failureOf('QueryTransferOrdSts', { orderNo: 'HP000' })).toMatchObject({ code: 'MMCP0404' });
    await loginAs(CASHIER);
    expect(await failureOf('RequestPay', { rcvMblNo: '722000111', amount: 10_000 })).toMatchObject({ code: 'MMCP0403' });
  });
});

describe('GenerateQrCodeForTill without a till', () => {
  it("answers the merchant's static QR code: its head office's active till", async () => {
    await loginAs();
    const mercId = ownerMerchant();
    const qr = await callAction<{ tillNo: string; tillName: string; qrCode: string }>('GenerateQrCodeForTill', {});
    const till = db().tills.find((entry) => entry.tillNo === qr.tillNo)!;
    expect(till).toMatchObject({ mercId, status: '0' });
    expect(db().stores.find((store) => store.storeId === till.storeId)?.headOffFlg).toBe('Y');
    expect(qr.qrCode).toBe(`MMC:TILL:${till.tillNo}:${till.tillName}`);
  });
});
