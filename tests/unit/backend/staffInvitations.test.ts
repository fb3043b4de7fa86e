// Staff invitations on the embedded backend (InviteStaff, UpdInviteStaff; mocks/staffInvitations.ts): an invited
// member is pending with what the invitation gave, an 8-digit code goes by SMS and never into an answer, a mobile
// number another member holds is refused in the spec's words, and resending or cancelling applies only to an
// outstanding invitation, for those holding 3602.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db, runtime } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) => callNamedAction<Row>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const HEAD_OFFICE = 'S100001';
const invitation = (changes: Row = {}): Row => ({
  firstName: 'Grace',
  lastName: 'Wanjiru',
  mblNo: '711222444',
  position: 'Cashier',
  roleName: 'Cashier',
  funcNos: ['05', '0501', '0502', '0503', '43'],
  storeIds: [HEAD_OFFICE],
  ...changes,
});

const smsTo = (to: string) => runtime().outbox.filter((message) => message.to === to);
const codeIn = (text: string) => /invitation code: (\d+)\./.exec(text)?.[1] ?? '';
const memberOf = (staffId: unknown) => db().staff.find((member) => member.staffId === staffId)!;

describe('inviting someone to the staff', () => {
  it('adds a pending member with what the invitation gave and sends an 8-digit code, answering only where it went', async () => {
    await loginAs();
    const answer = await call('InviteStaff', invitation());
    expect(answer).toEqual({ staffId: expect.any(String), maskedMblNo: '0711 ••• 444' });
    const member = memberOf(answer.staffId);
    expect(member).toMatchObject({ status: 'P', inviteFlg: 'Y', firstName: 'Grace', mblNo: '711222444', roleName: 'Cashier', storeIds: [HEAD_OFFICE], loginName: '', idNo: '', usrNo: '' });
    const code = codeIn(smsTo('711222444').at(-1)!.text);
    expect(code).toMatch(/^\d{8}$/);

    const listed = await callNamedAction<Row>('QueryStaffsWeb', { status: 'P' }, { hideErrMsg: true, paging: { page: 1, perPage: 100 } });
    const answers = JSON.stringify([answer, listed, await call('QueryStaffDetail', { staffId: answer.staffId })]);
    expect(answers).toContain('Grace');
    expect(answers).not.toContain(code);
  });

  it('refuses a mobile number another member holds with the spec’s words under the field; a deleted member’s is free', async () => {
    await loginAs();
    const holder = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'A')!;
    const refused = await failureOf('InviteStaff', invitation({ mblNo: holder.mblNo }));
    expect(refused.code).toBe('URMP8040');
    expect(refused.body?.fieldErrors).toEqual({ mblNo: 'The Mobile Number provided already exists.' });

    const deleted = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'D')!;
    await expect(call('InviteStaff', invitation({ mblNo: deleted.mblNo }))).resolves.toMatchObject({ staffId: expect.any(String) });
  });

  it('needs 3602 and lets a manager give only functions and stores of their own', async () => {
    const cashier = db().users.find((user) => user.loginName === CASHIER.login)!;
    cashier.funcNos = [...cashier.funcNos, '36', '3601'];
    await loginAs(CASHIER);
    expect((await failureOf('InviteStaff', invitation({ funcNos: ['43'] }))).code).toBe('MMCP0403');

    cashier.funcNos = [...cashier.funcNos, '3602'];
    await loginAs(CASHIER);
    const tooMuch = await failureOf('InviteStaff', invitation({ funcNos: ['43', '2001'] }));
    expect(tooMuch.body?.fieldErrors).toEqual({ funcNos: 'You can only give functions you hold yourself.' });
    const otherMerchantsStore = db().stores.find((store) => store.mercId !== 'M100001')!.storeId;
    const foreign = await failureOf('InviteStaff', invitation({ funcNos: ['43'], storeIds: [otherMerchantsStore] }));
    expect(foreign.body?.fieldErrors).toEqual({ storeIds: 'This choice is not among yours. Choose again from the list.' });
  });
});

describe('an outstanding invitation', () => {
  it('is resent with a new code, which replaces the old one', async () => {
    await loginAs();
    const { staffId } = await call('InviteStaff', invitation());
    const first = codeIn(smsTo('711222444').at(-1)!.text);
    const answer = await call('UpdInviteStaff', { staffId, oprTyp: 'R' });
    expect(answer).toEqual({ staffId, status: 'P', maskedMblNo: '0711 ••• 444' });
    const second = codeIn(smsTo('711222444').at(-1)!.text);
    expect(second).toMatch(/^\d{8}$/);
    expect(smsTo('711222444')).toHaveLength(2);
    expect(runtime().staffInvitations[String(staffId)]?.code).toBe(second);
    expect(JSON.stringify(answer)).not.toContain(first);
  });

  it('is cancelled: the member moves to deleted, the code stops working and the number can be invited again', async () => {
    await loginAs();
    const { staffId } = await call('InviteStaff', invitation());
    await expect(call('UpdInviteStaff', { staffId, oprTyp: 'C' })).resolves.toEqual({ staffId, status: 'D' });
    expect(memberOf(staffId)).toMatchObject({ status: 'D', inviteFlg: 'N' });
    expect(runtime().staffInvitations[String(staffId)]).toBeUndefined();
    expect((await failureOf('UpdInviteStaff', { staffId, oprTyp: 'R' })).code).toBe('MMCP0002');
    await expect(call('InviteStaff', invitation())).resolves.toMatchObject({ maskedMblNo: '0711 ••• 444' });
  });

  it('is the only thing resend and cancel apply to: a member added in full is refused', async () => {
    await loginAs();
    const added = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'P' && member.inviteFlg === 'N')!;
    expect((await failureOf('UpdInviteStaff', { staffId: added.staffId, oprTyp: 'C' })).code).toBe('MMCP0002');
    expect(memberOf(added.staffId).status).toBe('P');
  });
});
