// QueryBeneficiaryList: the merchant's recipients, searched, filtered and paged; refused without 11 or 09.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';
import type { BeneficiaryPage } from '../../../src/notifications/types';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const query = (params: Record<string, unknown> = {}) => callAction<BeneficiaryPage>('QueryBeneficiaryList', { limit: 10, offset: 0, ...params });
const failureOf = async (params: Record<string, unknown>) =>
  (await rejectionOf(callAction('QueryBeneficiaryList', { limit: 10, offset: 0, ...params }, { hideErrMsg: true }))) as MmcError;

describe('QueryBeneficiaryList', () => {
  it("pages the owner's fifteen beneficiaries by name, ten at a time", async () => {
    await loginAs();
    const first = await query();
    expect(first.total).toBe(15);
    expect(first.list).toHaveLength(10);
    const second = await query({ offset: 10 });
    expect(second.list).toHaveLength(5);
    const names = [...first.list, ...second.list].map((beneficiary) => beneficiary.bnfName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(new Set([...first.list, ...second.list].map((beneficiary) => beneficiary.bnfUsrNo)).size).toBe(15);
  });

  it('searches by name, by mobile in any written form, and by account number', async () => {
    await loginAs();
    const someone = db().beneficiaries.find((beneficiary) => beneficiary.mercId === 'M100001' && beneficiary.rcvTyp === '2')!;
    const word = someone.bnfName.split(' ')[0]!.toLowerCase();
    const byName = await query({ qryEnter: word });
    expect(byName.list.map((beneficiary) => beneficiary.bnfUsrNo)).toContain(someone.bnfUsrNo);
    expect(byName.list.every((beneficiary) => beneficiary.bnfName.toLowerCase().includes(word))).toBe(true);
    expect((await query({ qryEnter: `+254${someone.bnfMblNo}` })).list.map((beneficiary) => beneficiary.bnfUsrNo)).toEqual([someone.bnfUsrNo]);
    expect((await query({ qryEnter: someone.rcvAcNo })).list.map((beneficiary) => beneficiary.bnfUsrNo)).toEqual([someone.bnfUsrNo]);
    await expect(query({ qryEnter: 'nobody by this name' })).resolves.toEqual({ total: 0, list: [] });
  });

  it('filters by receiving type and channel, and refuses values outside their sets', async () => {
    await loginAs();
    const mobiles = await query({ rcvTyp: '1', limit: 100 });
    const banks = await query({ rcvTyp: '2', limit: 100 });
    expect(mobiles.total + banks.total).toBe(15);
    expect(mobiles.list.every((beneficiary) => beneficiary.rcvTyp === '1')).toBe(true);
    const channel = mobiles.list[0]!.rcvCnl;
    expect((await query({ rcvCnl: channel, limit: 100 })).list.every((beneficiary) => beneficiary.rcvCnl === channel)).toBe(true);
    expect(await failureOf({ rcvTyp: '3' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter rcvTyp is invalid.' });
    expect(await failureOf({ bnfTyp: 'X' })).toMatchObject({ code: 'MMCP0001', message: 'Parameter bnfTyp is invalid.' });
    expect(await failureOf({ limit: -1 })).toMatchObject({ code: 'MMCP0001' });
  });

  it('gives the new merchant an empty list and refuses the cashier (no beneficiary or transfer code)', async () => {
    const newcomer = DEMO_ACCOUNTS.find((account) => account.label === 'New merchant')!;
    await loginAs(newcomer);
    await expect(query()).resolves.toEqual({ total: 0, list: [] });
    await loginAs(CASHIER);
    expect(await failureOf({})).toMatchObject({ code: 'MMCP0403', message: 'no permission' });
  });
});

describe('FarvoriteDelete', () => {
  const remove = (bnfUsrNo: unknown) => callAction('FarvoriteDelete', { bnfUsrNo });

  it("deletes one of the merchant's beneficiaries, once", async () => {
    await loginAs();
    const before = await query({ limit: 100 });
    const gone = before.list[0]!;
    await expect(remove(gone.bnfUsrNo)).resolves.toEqual({ bnfUsrNo: gone.bnfUsrNo });
    const after = await query({ limit: 100 });
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((beneficiary) => beneficiary.bnfUsrNo)).not.toContain(gone.bnfUsrNo);
    expect(await rejectionOf(callAction('FarvoriteDelete', { bnfUsrNo: gone.bnfUsrNo }, { hideErrMsg: true }))).toMatchObject({ code: 'MMCP0404' });
  });

  it("refuses another merchant's beneficiary, a missing number, and the cashier", async () => {
    await loginAs();
    const foreign = db().beneficiaries.find((beneficiary) => beneficiary.mercId !== 'M100001')!;
    expect(await rejectionOf(callAction('FarvoriteDelete', { bnfUsrNo: foreign.bnfUsrNo }, { hideErrMsg: true }))).toMatchObject({ code: 'MMCP0404' });
    expect(db().beneficiaries).toContain(foreign);
    expect(await rejectionOf(callAction('FarvoriteDelete', {}, { hideErrMsg: true }))).toMatchObject({ code: 'MMCP0001', message: 'Parameter bnfUsrNo is required.' });
    await loginAs(CASHIER);
    const own = db().beneficiaries.find((beneficiary) => beneficiary.mercId === 'M100001')!;
    expect(await rejectionOf(callAction('FarvoriteDelete', { bnfUsrNo: own.bnfUsrNo }, { hideErrMsg: true }))).toMatchObject({ code: 'MMCP0403' });
  });
});
