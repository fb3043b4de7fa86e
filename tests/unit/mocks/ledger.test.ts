// The merchant's wallet account in the embedded backend: credits and debits move the balance and join the wallet
// history (Finance → Transaction history); a debit the balance cannot cover is refused in the spec's words and
// moves nothing; a transfer pays out through it, at once or once approved. With an activated overdraft, what the
// balance lacks is drawn on it, only a debit beyond both is refused, and money received repays it by its percentage.
import { describe, expect, it } from 'vitest';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { MockFailure } from '../../../mocks/failure';
import { advanceClock } from '../../../mocks/clock';
import { balanceOf, credit, debit, INSUFFICIENT_BALANCE, requireBalance } from '../../../mocks/ledger';
import { repay } from '../../../mocks/overdraftAccount';
import { ACCOUNT_OPENING_MS, availableOf, openAccount, overdraftOf, settle } from '../../../mocks/overdraftLine';
import { renderMessage } from '../../../mocks/messages';
import { db } from '../../../mocks/state';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const historyCount = () => db().transactions.filter((row) => row.mercId === OWNER_MERCHANT_ID).length;

describe('ledger', () => {
  it('starts the owner with the seeded balance', () => {
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(48_625_050);
  });

  it('credits the amount less its fee and records a money-in order, newest first', () => {
    const before = balanceOf(OWNER_MERCHANT_ID);
    const entry = credit({
      mercId: OWNER_MERCHANT_ID,
      orderTyp: '02',
      amount: 250_000,
      fee: 1_000,
      counterparty: { mobile: '722481930', bank: 'M-PESA' },
      description: 'Top-up from 0722 481 930',
    });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before + 249_000);
    expect(db().transactions[0]).toBe(entry);
    expect(entry).toMatchObject({ mercId: OWNER_MERCHANT_ID, orderTyp: '02', dcFlg: 'c', txAmt: 250_000, fee: 1_000, orderSts: '02', oppMblNo: '722481930', oppBnkNm: 'M-PESA' });
    expect(entry.txDt).toMatch(/^\d{8}$/);
  });

  it('debits the amount and its fee, and refuses with Insufficient Balance a debit beyond the balance', () => {
    const before = balanceOf(OWNER_MERCHANT_ID);
    const entry = debit({ mercId: OWNER_MERCHANT_ID, orderTyp: '20', amount: 100_000, fee: 500, counterparty: { name: 'Peter Mwangi' }, description: 'Transfer' });
    expect(entry).toMatchObject({ dcFlg: 'd', txAmt: 100_000, oppNm: 'Peter Mwangi', remark: 'Transfer' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before - 100_500);

    const count = historyCount();
    const tooMuch = () => debit({ mercId: OWNER_MERCHANT_ID, orderTyp: '20', amount: before, description: 'Too much' });
    expect(tooMuch).toThrow(MockFailure);
    try {
      tooMuch();
    } catch (error) {
      expect((error as MockFailure).code).toBe(INSUFFICIENT_BALANCE);
      expect(renderMessage('en-US', (error as MockFailure).messageKey)).toBe('Insufficient Balance.');
    }
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before - 100_500);
    expect(historyCount()).toBe(count);
  });

  it('takes only positive whole amounts', () => {
    expect(() => credit({ mercId: OWNER_MERCHANT_ID, orderTyp: '02', amount: 0, description: 'none' })).toThrow(RangeError);
    expect(() => debit({ mercId: OWNER_MERCHANT_ID, orderTyp: '20', amount: 10.5, description: 'half a cent' })).toThrow(RangeError);
  });
});

describe('a transfer through the ledger', () => {
  const plain = { transferType: 'mobile', amount: 50_000, rcvMblNo: '722481930', rcvNm: 'Peter Mwangi' };

  it('lowers the balance and shows in the history under its reference', async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const receipt = await callAction<{ orderNo: string }>('TransferPay', plain);
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before - 50_000);
    const order = await callAction<Record<string, unknown>>('QueryOrderDetail', { orderNo: receipt.orderNo });
    expect(order).toMatchObject({ orderTyp: '20', dcFlg: 'd', txAmt: 50_000, oppNm: 'Peter Mwangi', oppMblNo: '722481930', orderSts: '02' });
  });

  it("is refused with the spec's words when the balance cannot cover it, and nothing moves", async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const error = (await rejectionOf(callAction('TransferPay', { ...plain, amount: before + 1 }, { hideErrMsg: true }))) as MmcError;
    expect(error).toMatchObject({ code: 'MMCP6101', message: 'Insufficient Balance.' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before);
  });

  it('waiting for approval moves nothing until approved, then pays out under its reference', async () => {
    await loginAs();
    const before = balanceOf(OWNER_MERCHANT_ID);
    const sent = await callAction<{ orderNo: string; payStatus: string; approvalId: string }>('TransferPay', { ...plain, amount: 15_000_000 });
    expect(sent.payStatus).toBe('W');
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before);
    await callAction('ApprovalOperation', { approvalId: sent.approvalId, oprTyp: '01' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(before - 15_000_000);
    expect(db().transactions[0]).toMatchObject({ orderNo: sent.orderNo, dcFlg: 'd', txAmt: 15_000_000 });
  });
});

describe('the ledger with an activated overdraft', () => {
  const LIMIT = 2_000_000;
  /** The owner's overdraft of KES 20,000.00 (20% of money received repays it), its access fee repaid: nothing owed. */
  const withOverdraft = () => {
    const record = overdraftOf(OWNER_MERCHANT_ID);
    Object.assign(record, { odApplyAmount: LIMIT, repayPercent: '20', email: 'books@mamawanjiru.co.ke' });
    openAccount(record);
    advanceClock(ACCOUNT_OPENING_MS);
    settle(overdraftOf(OWNER_MERCHANT_ID), record.feeOwed, '');
    return record;
  };
  const spend = (amount: number, description = 'Transfer to Peter Mwangi') => debit({ mercId: OWNER_MERCHANT_ID, orderTyp: '20', amount, description });

  it('draws what the balance lacks on the overdraft: the balance ends at 0, and the draw is in the history and the mini statement', () => {
    const record = withOverdraft();
    const balance = balanceOf(OWNER_MERCHANT_ID);
    const payment = spend(balance + 500_000);
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(0);
    expect(record).toMatchObject({ activateStatus: '05', utilizedAmount: 500_000 });
    expect(availableOf(record)).toBe(LIMIT - 500_000);
    expect(db().transactions[0]).toBe(payment);
    expect(db().transactions[1]).toMatchObject({ dcFlg: 'c', orderTyp: '23', txAmt: 500_000, oppAcNo: record.overdraftNo, remark: `Drawn from overdraft ${record.overdraftNo}` });
    expect(record.entries[0]).toMatchObject({ entryTyp: 'U', txAmt: 500_000, txDesc: 'Transfer to Peter Mwangi', outstandingAmt: 500_000 });
  });

  it('refuses with Insufficient Balance a debit beyond the balance and the available overdraft, and nothing moves', () => {
    const record = withOverdraft();
    const balance = balanceOf(OWNER_MERCHANT_ID);
    const count = historyCount();
    expect(() => requireBalance(OWNER_MERCHANT_ID, balance + LIMIT + 1)).toThrow(MockFailure);
    expect(() => spend(balance + LIMIT + 1)).toThrow(expect.objectContaining({ code: INSUFFICIENT_BALANCE }));
    expect([balanceOf(OWNER_MERCHANT_ID), record.utilizedAmount, historyCount()]).toEqual([balance, 0, count]);
    requireBalance(OWNER_MERCHANT_ID, balance + LIMIT);
    spend(balance + LIMIT);
    expect([balanceOf(OWNER_MERCHANT_ID), availableOf(record)]).toEqual([0, 0]);
  });

  it('never lets the overdraft carry its own repayment', () => {
    const record = withOverdraft();
    spend(balanceOf(OWNER_MERCHANT_ID) + 300_000);
    expect(() => repay(record, 300_000)).toThrow(expect.objectContaining({ code: INSUFFICIENT_BALANCE }));
    expect(record.utilizedAmount).toBe(300_000);
  });

  it('repays the overdraft by its repayment percentage of money received, never more than is outstanding', () => {
    const record = withOverdraft();
    spend(balanceOf(OWNER_MERCHANT_ID) + 300_000);
    const topUp = credit({ mercId: OWNER_MERCHANT_ID, orderTyp: '02', amount: 1_000_000, description: 'Top-up from 0722 481 930' });
    expect(record.utilizedAmount).toBe(100_000);
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(800_000);
    expect(db().transactions[1]).toBe(topUp);
    expect(db().transactions[0]).toMatchObject({ dcFlg: 'd', orderTyp: 'C1', txAmt: 200_000, remark: `Overdraft repayment ${record.overdraftNo}: 20% of money received` });
    expect(record.entries[0]).toMatchObject({ entryTyp: 'R', txAmt: 200_000, txDesc: 'Top-up from 0722 481 930', outstandingAmt: 100_000 });

    credit({ mercId: OWNER_MERCHANT_ID, orderTyp: '02', amount: 1_000_000, description: 'Top-up' });
    expect([record.utilizedAmount, balanceOf(OWNER_MERCHANT_ID)]).toEqual([0, 1_700_000]);
    credit({ mercId: OWNER_MERCHANT_ID, orderTyp: '02', amount: 1_000_000, description: 'Top-up' });
    expect(balanceOf(OWNER_MERCHANT_ID)).toBe(2_700_000);
  });

  it('lends nothing while the account is still being opened (04)', () => {
    const record = overdraftOf(OWNER_MERCHANT_ID);
    Object.assign(record, { odApplyAmount: LIMIT, repayPercent: '20' });
    openAccount(record);
    expect(() => spend(balanceOf(OWNER_MERCHANT_ID) + 1)).toThrow(expect.objectContaining({ code: INSUFFICIENT_BALANCE }));
    expect(overdraftOf(OWNER_MERCHANT_ID).activateStatus).toBe('04');
  });
});
