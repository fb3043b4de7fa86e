// Settings → Till management on the embedded backend (mocks/actions/tills.ts): settling moves a till's money to the
// wallet through the ledger and the history, within the till's balance and only with full KYC (132); a requested
// till is numbered, active and empty.
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = <T = Row>(action: string, body: Row = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;
const PENDING = DEMO_ACCOUNTS.find((account) => account.label === 'KYC pending owner')!;

describe('till management', () => {
  it('settles part of an active till into the wallet less the fee, never more than the till holds', async () => {
    await loginAs();
    const till = db().tills.find((candidate) => candidate.mercId === 'M100001' && candidate.status === '0' && candidate.balance > 200_000)!;
    const before = till.balance;
    const wallet = (await call<{ avaBal: number }>('QueryAvailableBalance')).avaBal;

    const answer = await call<Row>('ManualSettlement', { tillNo: till.tillNo, stlAmt: 100_000 });
    expect(answer).toMatchObject({ tillNo: till.tillNo, balance: before - 100_000 });
    // 0.5 % (1 % for a real-time till) of KES 1,000 is under the least fee, KES 10.
    const fee = 1_000;
    expect((await call<{ avaBal: number }>('QueryAvailableBalance')).avaBal).toBe(wallet + 100_000 - fee);
    expect(db().transactions[0]).toMatchObject({ orderTyp: 'A6', dcFlg: 'c', txAmt: 100_000, fee, oppAcNo: till.tillNo });
    expect(db().settlements[0]).toMatchObject({ tillNo: till.tillNo, stlAmt: 100_000, netAmt: 100_000 - fee, stlSts: '02' });

    expect((await failureOf('ManualSettlement', { tillNo: till.tillNo, stlAmt: before })).message).toBe('Insufficient Balance.');
    const off = db().tills.find((candidate) => candidate.mercId === 'M100001' && candidate.status === '1')!;
    expect((await failureOf('ManualSettlement', { tillNo: off.tillNo })).message).toBe('Till deactivate: The till is not active.');
    // Without an amount, the whole balance; then nothing is left to settle.
    expect(await call<Row>('ManualSettlement', { tillNo: till.tillNo })).toMatchObject({ balance: 0 });
    expect((await failureOf('ManualSettlement', { tillNo: till.tillNo })).message).toBe('The amount must be greater than zero');
  });

  it('refuses a settlement to an owner whose KYC is not complete (transaction type 132)', async () => {
    await loginAs(PENDING);
    const till = db().tills.find((candidate) => candidate.mercId === 'M100003')!;
    expect((await failureOf('ManualSettlement', { tillNo: till.tillNo })).message).toBe('Complete your KYC to settle a till.');
  });

  it('gives a requested till its own number, active, open and empty, with its QR code', async () => {
    await loginAs();
    const till = await call<Row>('ApplyMerchantTill', { tillName: 'Drive-through', storeId: 'S100002', stlMethod: '2' });
    expect(till).toMatchObject({ tillName: 'Drive-through', storeId: 'S100002', balance: 0, status: '0', rcvFlg: '1', stlMethod: '2' });
    expect(till.tillNo).toMatch(/^\d{6}$/);
    expect(db().tills.filter((candidate) => candidate.tillNo === till.tillNo)).toHaveLength(1);
    expect(await call<Row>('TillSettingInfo', { tillNo: till.tillNo })).toMatchObject({ qrCode: `MMC:TILL:${till.tillNo as string}:Drive-through` });
  });
});
