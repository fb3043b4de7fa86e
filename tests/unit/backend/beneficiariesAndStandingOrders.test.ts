// Beneficiaries, their groups and standing orders on the embedded backend (resources/beneficiaries.json,
// beneficiaryGroups.json, standingOrders.json): the channel decides what a beneficiary needs and the server works
// out the rest; a group's name is unique (MMCP3401); a standing order's addition, amendment and deletion wait for
// the standing-order mandates and happen only once approved, and a refusal leaves the order as it was.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, paging: /List$|Page$/.test(action) ? { page: 1, perPage: 100 } : undefined });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

const swift = {
  rcvCnl: '43',
  bnfName: 'Kampala Coffee Exporters',
  rcvBnkNm: 'Stanbic Bank Uganda',
  rcvAcNo: 'UG0012345678',
  swiftCode: 'SBICUGKX',
  bnfStreet: 'Plot 17 Hannington Road',
  bnfCity: 'Kampala',
  bnfCountry: 'Uganda',
};

describe('beneficiaries', () => {
  it('a SWIFT beneficiary needs its code and address; a mobile one its number, and the server names the service', async () => {
    await loginAs();
    const missing = await failureOf('AddBeneficiary', { ...swift, swiftCode: undefined, bnfCountry: undefined });
    expect(Object.keys(missing.body?.fieldErrors ?? {}).sort()).toEqual(['bnfCountry', 'swiftCode']);
    const added = await call('AddBeneficiary', swift);
    expect(added).toMatchObject({ rcvTyp: '2', swiftCode: 'SBICUGKX', bnfCountry: 'Uganda' });

    expect((await failureOf('AddBeneficiary', { rcvCnl: '44', bnfName: 'Achieng Otieno' })).body?.fieldErrors).toHaveProperty('bnfMblNo');
    const mobile = await call('AddBeneficiary', { rcvCnl: '44', bnfName: 'Achieng Otieno', bnfMblNo: '722334455' });
    expect(mobile).toMatchObject({ rcvTyp: '1', rcvAcNo: '722334455', rcvBnkNm: 'M-PESA' });

    // Amended to a mobile channel, the bank and SWIFT details go.
    const amended = await call('UpdateBeneficiary', { bnfUsrNo: added.bnfUsrNo, rcvCnl: '28', bnfMblNo: '711000222' });
    expect(amended).toMatchObject({ rcvTyp: '1', rcvAcNo: '711000222' });
    expect(amended).not.toHaveProperty('swiftCode');
    expect(await call('QueryBeneficiaryDetail', { bnfUsrNo: added.bnfUsrNo })).toMatchObject({ bnfName: 'Kampala Coffee Exporters', rcvCnl: '28' });
  });

  it('a deleted beneficiary leaves its groups', async () => {
    await loginAs();
    const group = db().beneficiaryGroups[0]!;
    const member = group.bnfUsrNos[0]!;
    await call('FarvoriteDelete', { bnfUsrNo: member });
    expect(await call('QueryBeneficiaryGroupDetail', { groupId: group.groupId })).toMatchObject({ memberCount: group.bnfUsrNos.length });
    expect(db().beneficiaryGroups[0]!.bnfUsrNos).not.toContain(member);
  });
});

describe('beneficiary groups', () => {
  it('a name in use is refused with MMCP3401, by the check and by the save; a new name is added with its member count', async () => {
    await loginAs();
    const members = db()
      .beneficiaries.filter((entry) => entry.mercId === db().beneficiaryGroups[0]!.mercId)
      .slice(0, 2)
      .map((entry) => entry.bnfUsrNo);
    const check = await failureOf('AddBeneficiaryGroup', { groupNm: 'Monthly suppliers', checkOnly: 'Y' });
    expect(check.code).toBe('MMCP3401');
    expect(check.body?.fieldErrors).toEqual({ groupNm: 'The name is existing, please change.' });
    expect((await failureOf('AddBeneficiaryGroup', { groupNm: 'Monthly suppliers', bnfUsrNos: members })).code).toBe('MMCP3401');
    const added = await call('AddBeneficiaryGroup', { groupNm: 'Market porters', bnfUsrNos: members });
    expect(added).toMatchObject({ groupId: 'BG100003', memberCount: 2 });
    expect((await failureOf('UpdateBeneficiaryGroup', { groupId: 'BG100003', groupNm: 'Casual workers' })).code).toBe('MMCP3401');
    expect((await call('BeneficiaryGroupQueryPage', { groupNm: 'porters' })).total).toBe(1);
  });
});

describe('standing orders', () => {
  const order = {
    soNm: 'Cleaning contract',
    rcvCnl: '44',
    bnfName: 'Mama Safi Cleaners',
    bnfMblNo: '722998877',
    amount: 350_000,
    frequency: '2',
    nextDt: '20991201',
    fundSrc: 'WALLET01',
    payRsn: 'Monthly cleaning',
  };

  it('a name in use is refused in the spec words; dates out of order are refused', async () => {
    await loginAs();
    const duplicate = await failureOf('AddStandingOrder', { ...order, soNm: 'Shop rent', checkOnly: 'Y' });
    expect(duplicate).toMatchObject({ code: 'MMCP3501', message: 'A standing order with the same name exists.' });
    const dates = await failureOf('AddStandingOrder', { ...order, lastDt: '20991101' });
    expect(dates.body?.fieldErrors).toEqual({ lastDt: 'The last payment date cannot be before the next payment date.' });
  });

  it('an addition waits for approval (06) and runs once approved', async () => {
    await loginAs();
    const added = await call('AddStandingOrder', order);
    expect(added).toMatchObject({ soSts: 'P', rcvTyp: '1', totAmt: 350_000 });
    const approval = await call('queryMerApprovalDetails', { approvalId: added.approvalId });
    expect(approval).toMatchObject({ intfTyp: '06', txAmt: 350_000, apprSts: 'P' });
    expect(approval.txDesc).toBe('New standing order "Cleaning contract": KES 3,500.00 monthly to Mama Safi Cleaners');
    await call('ApprovalOperation', { approvalId: added.approvalId, oprTyp: '01' });
    expect(await call('GetStandingOrderInfo', { soNo: added.soNo })).toMatchObject({ soSts: '0' });
  });

  it('an amendment changes nothing until approved (07); a refused deletion (08) leaves the order as it was', async () => {
    await loginAs();
    const waiting = await call('EditStandingOrder', { soNo: 'SO100001', amount: 5_000_000 });
    expect(waiting).toMatchObject({ soSts: 'P', amount: 4_500_000 });
    // While the amendment waits, the order is locked: a second one is refused in words.
    const locked = await failureOf('EditStandingOrder', { soNo: 'SO100001', amount: 6_000_000 });
    expect({ code: locked.code, message: locked.message }).toEqual({ code: 'MMCP0002', message: 'Your last change is still under review. Please try again once it is approved.' });
    await call('ApprovalOperation', { approvalId: waiting.approvalId, oprTyp: '01' });
    expect(await call('GetStandingOrderInfo', { soNo: 'SO100001' })).toMatchObject({ soSts: '0', amount: 5_000_000, totAmt: 5_000_000 });

    const deleting = await call('DeleteStandingOrder', { soNo: 'SO100003' });
    expect(deleting).toMatchObject({ soSts: 'P' });
    expect(await call('queryMerApprovalDetails', { approvalId: deleting.approvalId })).toMatchObject({ intfTyp: '08' });
    await call('ApprovalOperation', { approvalId: deleting.approvalId, oprTyp: '02', reason: 'Still needed' });
    const list = await call('GetStandingOrderList', {});
    expect((list.list as Row[]).find((entry) => entry.soNo === 'SO100003')).toMatchObject({ soSts: '1' });
  });
});
