// The Staff actions on the embedded backend (resources/staff.json, mocks/staffAccounts.ts): a new member gets a
// sub-account and a first password by SMS and signs in with the username, holding exactly the functions given;
// the spec's duplicate codes; the status moves of spec 001 and their effect on signing in; and nobody grants
// functions or stores they do not hold.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { getPermissionCodes } from '../../../src/auth/permissions';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db, runtime } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, ...(action === 'QueryStaffsWeb' ? { paging: { page: 1, perPage: 100 } } : {}) });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const HEAD_OFFICE = 'S100001';
const newMember = (changes: Row = {}): Row => ({
  firstName: 'Faith',
  lastName: 'Njeri',
  loginName: 'faith.njeri',
  mblNo: '711222333',
  email: 'faith.njeri@example.co.ke',
  idType: '01',
  idNo: '34567812',
  position: 'Cashier',
  hireDt: '20261101',
  roleName: 'Cashier',
  funcNos: ['05', '0501', '0502', '0503', '43', '3601'],
  storeIds: [HEAD_OFFICE],
  ...changes,
});

const lastSms = (to: string) =>
  runtime()
    .outbox.filter((message) => message.to === to)
    .at(-1)?.text ?? '';
const passwordIn = (text: string) => /password: (\S+),/.exec(text)?.[1] ?? '';

describe('adding a staff member', () => {
  it('opens a pending sub-account whose first password goes by SMS; signing in with the username makes it active, with exactly the functions given', async () => {
    await loginAs();
    const added = await call('AddStaffKms', newMember());
    expect(added).toMatchObject({ status: 'P', loginName: 'faith.njeri', roleName: 'Cashier', storeIds: [HEAD_OFFICE] });
    expect(added.salesCode).toMatch(/^MWT\d{4}$/);
    const sms = lastSms('711222333');
    expect(sms).toContain('Username: faith.njeri');
    const password = passwordIn(sms);
    expect(password).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z0-9]).{8,}$/);

    await authProvider.logout({});
    await authProvider.login({ username: 'faith.njeri', password });
    expect(getPermissionCodes().sort()).toEqual(['05', '0501', '0502', '0503', '3601', '43']);
    // Viewing staff (3601) is not managing them (3602).
    expect((await failureOf('AddStaffKms', newMember({ loginName: 'second.one', mblNo: '711222334', idNo: '1', email: '' }))).code).toBe('MMCP0403');
    expect(db().staff.find((member) => member.staffId === added.staffId)!.status).toBe('A');
  });

  it('refuses a taken username, ID number or e-mail with the spec’s codes, under the field', async () => {
    await loginAs();
    const taken = db().staff.find((member) => member.mercId === 'M100001' && member.email)!;
    const cases: Array<[Row, string, string, string]> = [
      [{ loginName: taken.loginName }, 'URMP8037', 'loginName', 'Staff name exists. Choose another username.'],
      [{ idType: taken.idType, idNo: taken.idNo }, 'URMP8038', 'idNo', 'Staff ID exists. Another staff member has this ID number.'],
      [{ email: taken.email }, 'URMP8039', 'email', 'Staff e-mail exists. Another staff member has this e-mail address.'],
    ];
    for (const [changes, code, fieldName, text] of cases) {
      const refused = await failureOf('AddStaffKms', newMember(changes));
      expect(refused.code).toBe(code);
      expect(refused.body?.fieldErrors).toEqual({ [fieldName]: text });
    }
    expect(db().staff.some((member) => member.loginName === 'faith.njeri')).toBe(false);
  });

  it('refuses an empty function list (it would pass every permission check) and a store that is not the merchant’s', async () => {
    await loginAs();
    const noFunctions = await failureOf('AddStaffKms', newMember({ funcNos: [] }));
    expect(noFunctions.body?.fieldErrors).toEqual({ funcNos: 'Choose at least one function.' });
    const otherMerchantsStore = db().stores.find((store) => store.mercId !== 'M100001')!.storeId;
    const foreign = await failureOf('AddStaffKms', newMember({ storeIds: [HEAD_OFFICE, otherMerchantsStore] }));
    expect(foreign.body?.fieldErrors).toEqual({ storeIds: 'This choice is not among yours. Choose again from the list.' });
  });

  it('lets a manager give only the functions they hold themselves', async () => {
    const cashier = db().users.find((user) => user.loginName === CASHIER.login)!;
    // The cashier, made a staff manager for this test: she may add staff, but not with store management.
    cashier.funcNos = [...cashier.funcNos, '36', '3601', '3602'];
    await loginAs(CASHIER);
    const refused = await failureOf('AddStaffKms', newMember({ funcNos: ['43', '2001'] }));
    expect(refused.body?.fieldErrors).toEqual({ funcNos: 'You can only give functions you hold yourself.' });
    await expect(call('AddStaffKms', newMember({ funcNos: ['43'] }))).resolves.toMatchObject({ funcNos: ['43'] });
  });
});

describe('editing a member', () => {
  it('changes what their account may do from their next sign-in, and moves their username with the record', async () => {
    await loginAs();
    const added = await call('AddStaffKms', newMember());
    const password = passwordIn(lastSms('711222333'));
    await call('EditStaffKms', { staffId: added.staffId, funcNos: ['43'], loginName: 'faith.n' });
    await authProvider.logout({});
    expect(((await rejectionOf(authProvider.login({ username: 'faith.njeri', password }))) as MmcError).code).toBe('URMP1001');
    await authProvider.login({ username: 'faith.n', password });
    expect(getPermissionCodes()).toEqual(['43']);
    expect((await failureOf('QueryStaffsWeb', {})).code).toBe('MMCP0403');
  });
});

describe('a member’s status', () => {
  it('freezing ends their sessions and keeps them out with its own message; activating lets them back in', async () => {
    await loginAs();
    const added = await call('AddStaffKms', newMember());
    const password = passwordIn(lastSms('711222333'));
    await authProvider.logout({});
    await authProvider.login({ username: 'faith.njeri', password });
    const theirSessions = () =>
      Object.values(runtime().sessions).filter((session) => session.usrNo === db().staff.find((m) => m.staffId === added.staffId)!.usrNo);
    expect(theirSessions()).toHaveLength(1);

    await authProvider.logout({});
    await loginAs();
    await call('ChangeStaffStsKms', { staffId: added.staffId, status: 'S', reason: 'On leave until March' });
    expect(theirSessions()).toHaveLength(0);
    await authProvider.logout({});
    const frozen = (await rejectionOf(authProvider.login({ username: 'faith.njeri', password }))) as MmcError;
    expect(frozen.code).toBe('URMP1007');
    expect(frozen.message).toBe('This staff account is frozen. Ask your administrator to activate it.');

    await loginAs();
    await call('ChangeStaffStsKms', { staffId: added.staffId, status: 'A', reason: 'Back from leave' });
    await authProvider.logout({});
    await authProvider.login({ username: 'faith.njeri', password });
    expect(getPermissionCodes()).toContain('3601');
  });

  it('moves only as spec 001 allows: a deleted member cannot be activated or frozen, and every move needs a reason', async () => {
    await loginAs();
    const deleted = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'D')!;
    for (const status of ['A', 'S']) {
      expect((await failureOf('ChangeStaffStsKms', { staffId: deleted.staffId, status, reason: 'Rehired' })).code).toBe('MMCP0002');
    }
    const active = db().staff.find((member) => member.mercId === 'M100001' && member.status === 'A' && !member.usrNo)!;
    const noReason = await failureOf('ChangeStaffStsKms', { staffId: active.staffId, status: 'S', reason: '' });
    expect(noReason.body?.fieldErrors).toEqual({ reason: 'This field is required.' });
    expect(active.status).toBe('A');
  });

  it('a password reset sends a new first password and says where it went, never what it is', async () => {
    await loginAs();
    const member = db().staff.find((candidate) => candidate.mercId === 'M100001' && candidate.status === 'A' && !candidate.usrNo)!;
    const answer = await call('ResetStaffPasswords', { staffId: member.staffId });
    expect(answer).toEqual({ staffId: member.staffId, sentTo: member.mblNo });
    const password = passwordIn(lastSms(member.mblNo));
    expect(JSON.stringify(answer)).not.toContain(password);
    await authProvider.logout({});
    await authProvider.login({ username: member.loginName, password });
    expect(getPermissionCodes()).toEqual(member.funcNos);
  });
});
