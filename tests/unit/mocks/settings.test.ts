// Settings in the embedded backend (issue #18): the audit trail fills itself from the one place actions are
// dispatched — every change that succeeds, by its resource use or catalogue flag, and no read; Pesalink
// registration spends a one-time code of its own business type for each change; globalization is read by
// everyone and set with the Settings code.
import { describe, expect, it } from 'vitest';
import { auditOperation } from '../../../mocks/auditTrail';
import { advanceClock } from '../../../mocks/clock';
import { db } from '../../../mocks/state';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
const call = (action: string, body: Body = {}) => callNamedAction<Body>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body = {}) => (await rejectionOf(call(action, body))) as MmcError;
const trail = async (body: Body = {}) =>
  (await call('QryAuditTrailList', { sortField: 'optDt', sortOrder: 'DESC', ...body })) as { data: Body[]; total: number };

describe('audit trail', () => {
  it('classifies each action from the declared model: resource uses, catalogue flags, reads never', () => {
    const of = (action: string) => auditOperation(action);
    expect(['AddCustomers', 'EditCustomer', 'DeleteCustomer', 'ChangeStaffStsKms', 'FileParseUploadCustomer'].map(of)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
    ]);
    // What the call did decides: EditCustomer blacklisting a customer is a status change.
    expect(auditOperation('EditCustomer', { kind: 'command', resource: 'customers' })).toBe('04');
    expect(['TransferPay', 'SetSalesTax', 'SetGlobalization', 'MerchantModifyPassword', 'RegisterPesalink'].map(of)).toEqual([
      '06',
      '07',
      '07',
      '08',
      '07',
    ]);
    expect(['QueryCustomers', 'QryAuditTrailList', 'SwitchAccount', 'SendOtp', 'ComputeGoodsOrder'].map(of)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('records a change as it succeeds with the person, the operation, the record and the device, and nothing for reads or refusals', async () => {
    await loginAs();
    const { total: before } = await trail();
    await call('QueryCustomers', { limit: 5, offset: 0 });
    await failureOf('EditCustomer', { custId: 'C1000001', mblNo: '12' });
    expect((await trail()).total).toBe(before);

    await call('EditCustomer', { custId: 'C1000001', note: 'Prefers SMS' });
    await call('SetSalesTax', { vatFlg: 'N' });
    const { data, total } = await trail();
    expect(total).toBe(before + 2);
    expect(data[0]).toMatchObject({ oprNm: 'Wanjiru Kamau', oprNo: 'U000001', optTyp: '07', optAction: 'SetSalesTax' });
    const customer = db().customers.find((row) => row.custId === 'C1000001')!;
    expect(data[1]).toMatchObject({ optTyp: '02', optAction: 'EditCustomer', optObj: `${customer.firstName} ${customer.surname}` });
    expect(String(data[1]!.deviceId)).not.toBe('');
    expect(data[1]!.optDt).toMatch(/^\d{8}$/);

    // Filters: operation type, staff (part of a name or the user number), dates.
    expect((await trail({ optTyp: '02' })).data.every((row) => row.optTyp === '02')).toBe(true);
    expect((await trail({ searchKey: 'Otieno' })).data.every((row) => row.oprNm === 'Brian Otieno')).toBe(true);
    expect((await trail({ beginDt: '20261116', endDt: '20261116' })).data.map((row) => row.optAction)).toEqual(['TransferPay']);
    expect((await trail({ auditId: data[1]!.auditId })).data).toEqual([data[1]]);
  });

  it("keeps the amount of a change that moves money, and is the 3704 holders' only", async () => {
    await loginAs();
    expect((await trail({ optTyp: '06' })).data[0]).toMatchObject({ optAction: 'TransferPay', txAmt: 1_250_000 });
    await loginAs(CASHIER);
    expect((await failureOf('QryAuditTrailList')).code).toBe('MMCP0403');
  });
});

describe('Pesalink registration', () => {
  const ownCode = async (mblNo = '712345678') => {
    advanceClock(61_000); // one code a minute to a number
    const target = { otpBusinessType: '19', otpType: 'P', sendNumber: mblNo, countryCode: '254' };
    const { jrnNo, demoOtp } = await call('SendOtp', target);
    await call('CheckOtp', { ...target, jrnNo, otp: demoOtp });
    return String(jrnNo);
  };

  it('registers and unregisters the business number with a code to the own phone, each code once', async () => {
    await loginAs();
    expect(await call('QueryPesalinkRegistration')).toMatchObject({ regSts: 'N', aliasMblNo: '712345678', bankNm: 'Equity Bank Kenya' });
    expect((await failureOf('RegisterPesalink', { jrnNo: 'OTP-not-sent' })).code).toBe('MMCP2003');
    const jrnNo = await ownCode();
    expect(await call('RegisterPesalink', { jrnNo })).toMatchObject({ regSts: 'Y', regDt: expect.stringMatching(/^\d{8}$/) });
    expect((await failureOf('UnregisterPesalink', { jrnNo })).code).toBe('MMCP2003');
    expect((await failureOf('RegisterPesalink', { jrnNo: await ownCode() })).code).toBe('MMCP0002');
    expect(await call('UnregisterPesalink', { jrnNo: await ownCode() })).toMatchObject({ regSts: 'N' });
    expect((await trail()).data.slice(0, 2).map((row) => row.optAction)).toEqual(['UnregisterPesalink', 'RegisterPesalink']);
    await loginAs(CASHIER);
    expect((await failureOf('QueryPesalinkRegistration')).code).toBe('MMCP0403');
  });
});

describe('globalization', () => {
  it('is read by everyone of the merchant and set only with the Settings code (37)', async () => {
    await loginAs(CASHIER);
    expect(await call('QueryGlobalization')).toMatchObject({ ctryCd: 'KE', dateFmt: 'DD-MM-YYYY', timeFmt: '24', lang: 'en-US' });
    const setting = { ctryCd: 'KE', addrFmt: 'POBOX', ccy: 'KES', dateFmt: 'YYYY-MM-DD', timeFmt: '12', timeZone: 'Africa/Nairobi', lang: 'zh-CN' };
    expect((await failureOf('SetGlobalization', setting)).code).toBe('MMCP0403');
    await loginAs();
    expect(await call('SetGlobalization', setting)).toMatchObject({ ...setting, updateDt: expect.stringMatching(/^\d{8}$/) });
    expect((await failureOf('SetGlobalization', { ...setting, dateFmt: 'YYYY/DD/MM' })).code).toBe('MMCP0001');
  });
});
