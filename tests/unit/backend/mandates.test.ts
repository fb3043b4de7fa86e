// Account mandates and transaction approval on the embedded backend (resources/mandates.json, approvals.json;
// mocks/approvalRule.ts): a band's upper limit above its lower one, no two bands of one transaction overlapping, and
// the rule deciding who may agree, in which order, and when the agreements are enough.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { ruleMet, waitingFor } from '../../../mocks/approvalRule';
import type { ApprovalRule } from '../../../mocks/db/types';
import { db, runtime } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) => callNamedAction<Row>(action, body, { hideErrMsg: true, paging: /List$/.test(action) ? { page: 1, perPage: 100 } : undefined });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const KES = (shillings: number) => shillings * 100;
const newMandate = (changes: Row = {}): Row => ({
  mmdTxTyp: '6',
  mmdSubTyp: '30',
  lmtFrom: KES(1_000),
  unlmtFlg: 'N',
  lmtTo: KES(20_000),
  mmdTyp: '2',
  mmdRul: '3',
  initiators: ['ST100002'],
  approvers: ['ST100004'],
  mmdSts: 'A',
  ...changes,
});

describe('mandates', () => {
  it('are added with their band in minor units and people among the active staff, and read back in full', async () => {
    await loginAs();
    const added = await call('AddMerMandate', newMandate());
    expect(added).toMatchObject({ mandateId: 'MD100006', lmtFrom: 100_000, lmtTo: 2_000_000, approvers: ['ST100004'] });
    expect(await call('QueryMerMmdAutRul', { mandateId: added.mandateId })).toMatchObject({ mmdSubTyp: '30', mmdRul: '3' });
  });

  it('refuse an upper limit not above the lower one, in words under the field', async () => {
    await loginAs();
    const failure = await failureOf('AddMerMandate', newMandate({ lmtTo: KES(1_000) }));
    expect(failure.code).toBe('MMCP0001');
    expect(failure.body?.fieldErrors).toEqual({ lmtTo: 'Limit to must be greater than limit from.' });
  });

  it('refuse a band overlapping another mandate in force for the same transaction, but not an inactive one', async () => {
    await loginAs();
    const failure = await failureOf('AddMerMandate', newMandate({ mmdTxTyp: '1', mmdSubTyp: '8', lmtFrom: KES(50_000), lmtTo: KES(60_000) }));
    expect(failure.body?.fieldErrors).toEqual({ lmtFrom: expect.stringContaining('MD100001') });
    await call('AddMerMandate', newMandate({ mmdTxTyp: '1', mmdSubTyp: '8', lmtFrom: KES(50_000), lmtTo: KES(60_000), mmdSts: 'I' }));
  });

  it('refuse a subtype of another transaction type, a mandate asking approval with nobody to give it, and a frozen member', async () => {
    await loginAs();
    expect((await failureOf('AddMerMandate', newMandate({ mmdSubTyp: '8' }))).body?.fieldErrors).toEqual({ mmdSubTyp: 'Choose a subtype of the transaction type chosen.' });
    expect((await failureOf('AddMerMandate', newMandate({ approvers: undefined }))).body?.fieldErrors).toHaveProperty('approvers');
    const frozen = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'S')!;
    expect((await failureOf('AddMerMandate', newMandate({ approvers: [frozen.staffId] }))).code).toBe('MMCP0001');
  });

  it('going unlimited drops the upper limit; deleting removes the mandate', async () => {
    await loginAs();
    expect(await call('EditMerMandate', { mandateId: 'MD100003', unlmtFlg: 'Y' })).not.toHaveProperty('lmtTo');
    await call('DeleteMerMandate', { mandateId: 'MD100003' });
    expect((await failureOf('QueryMerMmdAutRul', { mandateId: 'MD100003' })).code).toBe('MMCP0404');
  });

  it('are the 3701 holders\' alone: a staff member without it is refused', async () => {
    await loginAs();
    await authProvider.logout({});
    await authProvider.login({ username: 'cashier', password: 'Cashier@2026' });
    expect((await failureOf('QueryMerMandateList', {})).code).toBe('MMCP0403');
    expect((await failureOf('queryMerApprovalList', {})).code).toBe('MMCP0403');
  });
});

describe('the rule', () => {
  const rule = (changes: Partial<ApprovalRule>): ApprovalRule => ({ mmdTyp: '2', mmdRul: '0', authorisers: ['A1', 'A2'], approvers: ['P1'], named: ['I', 'A1', 'A2', 'P1', 'V'], ...changes });
  const agreed = (...ids: string[]) => ids.map((oprId) => ({ oprId, oprStage: '01' as const }));

  it('ALL waits for every authoriser and approver, in order when sequential', () => {
    expect(waitingFor(rule({ mmdTyp: '1' }), [], 'I')).toEqual(['A1']);
    expect(waitingFor(rule({ mmdTyp: '1' }), agreed('A1'), 'I')).toEqual(['A2']);
    expect(waitingFor(rule({}), agreed('A1'), 'I')).toEqual(['A2', 'P1']);
    expect(ruleMet(rule({}), agreed('A1', 'P1'), 'I')).toBe(false);
    expect(ruleMet(rule({}), agreed('A1', 'A2', 'P1'), 'I')).toBe(true);
  });

  it('And needs one authoriser and one approver; Only one approver; Or either; Any anyone named', () => {
    expect(waitingFor(rule({ mmdRul: '1' }), agreed('A2'), 'I')).toEqual(['P1']);
    expect(ruleMet(rule({ mmdRul: '1' }), agreed('A2', 'P1'), 'I')).toBe(true);
    expect(waitingFor(rule({ mmdRul: '2' }), [], 'I')).toEqual(['P1']);
    expect(ruleMet(rule({ mmdRul: '2' }), agreed('A1'), 'I')).toBe(false);
    expect(ruleMet(rule({ mmdRul: '3' }), agreed('A1'), 'I')).toBe(true);
    expect(waitingFor(rule({ mmdRul: '4' }), [], 'I')).toEqual(['A1', 'A2', 'P1', 'V']);
  });

  it('never lets the initiator decide their own transaction', () => {
    expect(waitingFor(rule({ mmdRul: '3' }), [], 'A1')).toEqual(['A2', 'P1']);
    expect(ruleMet(rule({}), agreed('A2', 'P1'), 'A1')).toBe(true);
  });
});

describe('transaction approval', () => {
  it('lists the pending approvals for the owner, who may decide each; an agreement is final and closes it', async () => {
    await loginAs();
    const pending = (await call('queryMerApprovalList', { apprSts: 'P' })).data as Row[];
    expect(pending.map((row) => row.approvalId).sort()).toEqual(['AP100001', 'AP100002', 'AP100003']);
    expect(pending.every((row) => row.canDecide === 'Y')).toBe(true);
    const first = pending.find((row) => row.approvalId === 'AP100001')!;
    expect(first.waitingFor).toBe('Martin Makokha');
    const approved = await call('ApprovalOperation', { approvalId: 'AP100001', oprTyp: '01' });
    expect(approved).toMatchObject({ apprSts: 'S', canDecide: 'N', waitingFor: '' });
    expect((approved.decisions as Row[]).at(-1)).toMatchObject({ oprNm: 'Wanjiru Kamau', oprRole: 'O', oprStage: '01' });
    expect((await failureOf('ApprovalOperation', { approvalId: 'AP100001', oprTyp: '02', reason: 'Too late' })).code).toBe('MMCP0002');
  });

  it('a rejection needs its cause and keeps it', async () => {
    await loginAs();
    expect((await failureOf('ApprovalOperation', { approvalId: 'AP100002', oprTyp: '02' })).body?.fieldErrors).toEqual({ reason: 'This field is required.' });
    expect(await call('ApprovalOperation', { approvalId: 'AP100002', oprTyp: '02', reason: 'Loan not needed now' })).toMatchObject({ apprSts: 'F', rjtRsn: 'Loan not needed now' });
  });

  it('a staff member decides only what the rule waits for from them, and the rule decides when it is enough', async () => {
    await loginAs();
    const manager = db().staff.find((member) => member.staffId === 'ST100004')!;
    await call('EditStaffKms', { staffId: manager.staffId, funcNos: ['37', '3702'] });
    await call('ResetStaffPasswords', { staffId: manager.staffId });
    const password = /password: (\S+),/.exec(runtime().outbox.filter((message) => message.to === manager.mblNo).at(-1)!.text)![1]!;
    await authProvider.logout({});
    await authProvider.login({ username: manager.loginName, password });
    const list = (await call('queryMerApprovalList', { apprSts: 'P' })).data as Row[];
    // AP100001 waits for Martin (the authoriser agreed); AP100002 (loan, Or) and AP100003 (overdraft, Only) too.
    expect(Object.fromEntries(list.map((row) => [row.approvalId, row.canDecide]))).toEqual({ AP100001: 'Y', AP100002: 'Y', AP100003: 'Y' });
    expect(await call('ApprovalOperation', { approvalId: 'AP100001', oprTyp: '01' })).toMatchObject({ apprSts: 'S' });
    expect(await call('ApprovalOperation', { approvalId: 'AP100003', oprTyp: '01' })).toMatchObject({ apprSts: 'S' });
    expect((await call('queryMerApprovalDetails', { approvalId: 'AP100004' })).canDecide).toBe('N');
  });

  it('a viewer reads the approval but may not decide it, and the server refuses them', async () => {
    await loginAs();
    const viewer = db().staff.find((member) => member.staffId === 'ST100011')!;
    await call('EditStaffKms', { staffId: viewer.staffId, funcNos: ['37', '3702'] });
    await call('ResetStaffPasswords', { staffId: viewer.staffId });
    const password = /password: (\S+),/.exec(runtime().outbox.filter((message) => message.to === viewer.mblNo).at(-1)!.text)![1]!;
    await authProvider.logout({});
    await authProvider.login({ username: viewer.loginName, password });
    expect(await call('queryMerApprovalDetails', { approvalId: 'AP100001' })).toMatchObject({ canDecide: 'N', waitingFor: 'Martin Makokha' });
    expect((await failureOf('ApprovalOperation', { approvalId: 'AP100001', oprTyp: '01' })).code).toBe('MMCP0002');
    expect((await failureOf('QueryMerMandateList', {})).code).toBe('MMCP0403');
  });
});

describe('a transfer under the mandates', () => {
  const transfer = (shillings: number) => ({ transferType: 'mobile', amount: KES(shillings), rcvMblNo: '722481930', rcvNm: 'Peter Mwangi' });

  it('within the band of the no-approval mandate is paid at once', async () => {
    await loginAs();
    expect(await call('TransferPay', transfer(50_000))).toMatchObject({ payStatus: 'S' });
    expect(db().approvals).toHaveLength(5);
  });

  it('above it waits in an approval the rule decides, and is paid under its reference once approved', async () => {
    await loginAs();
    const sent = await call('TransferPay', transfer(150_000));
    expect(sent).toMatchObject({ payStatus: 'W', approvalId: 'AP100006', amount: 15_000_000 });
    const waiting = await call('queryMerApprovalDetails', { approvalId: 'AP100006' });
    expect(waiting).toMatchObject({ intfTyp: '04', txAmt: 15_000_000, apprSts: 'P', initNm: 'Wanjiru Kamau', waitingFor: 'Nyambura Macharia', mandateId: 'MD100002' });
    expect(waiting.txDesc).toBe('Transfer to Peter Mwangi, +254 722 481 930');
    expect(await call('ApprovalOperation', { approvalId: 'AP100006', oprTyp: '01' })).toMatchObject({ apprSts: 'S' });
  });

  it('an inactive mandate is not followed', async () => {
    await loginAs();
    await call('EditMerMandate', { mandateId: 'MD100002', mmdSts: 'I' });
    expect(await call('TransferPay', transfer(150_000))).toMatchObject({ payStatus: 'S' });
  });
});
