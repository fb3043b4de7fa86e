// Business setup on the embedded backend as a new merchant meets it: each step kept and the step reached moving
// on, stakeholders' shares refused beyond 100 % and checked to make 100 %, the bank details finishing the setup
// (status Y, the owner's ID counted from their stakeholder record), and a plan paid from the wallet.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { balanceOf } from '../../../mocks/ledger';
import { db } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Body = Record<string, unknown>;
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body = {}) => (await rejectionOf(call(action, body))) as MmcError;
const NEWBIE = DEMO_ACCOUNTS.find((account) => account.label === 'New merchant')!;

/** An upload of the new merchant's, straight into the file service's store. */
const upload = (fileName: string): string => {
  const fileId = `F${fileName.replace(/\W/g, '')}`;
  db().files[fileId] = { fileId, fileName, contentType: 'application/pdf', size: 20, base64: btoa('%PDF-1.4\nx\n%%EOF'), usrNo: 'U000003', mercId: 'M100002', uploadedAt: Date.now() };
  return fileId;
};

const person = (firstName: string, mblNo: string, share: number): Body => ({
  firstName, surname: 'Odhiambo', mblNo, idNo: `2${mblNo.slice(1)}`, designation: '3', share, idFrontImg: upload(`${firstName}-front.png`), idBackImg: upload(`${firstName}-back.png`),
});

describe('business setup', () => {
  it('keeps each step, refuses shares beyond 100 %, finishes with the bank and sells a plan from the wallet', async () => {
    await loginAs(NEWBIE);
    await expect(call('QueryBusinessSetup')).resolves.toEqual({ step: 'type', ocrFlg: 'N' });
    await expect(failureOf('SetBankInfo', { bankCode: '68', branchCode: '068001', acNm: 'Akinyi Ltd', acNo: '0480291733999' })).resolves.toMatchObject({ code: 'MMCP0002' });

    await call('SetUpBusiness', { setupStep: 'type', businessType: '3' });
    const form = { setupStep: 'form', businessType: '3', mercNm: 'Akinyi Ltd', industry: '04', sector: 'Dairy', county: 'Kisumu', city: 'Kisumu', street: 'Oginga Odinga Street', taxPin: 'P061234567L', ciNo: 'PVT-AK7QF2X9' };
    const missing = await failureOf('SetUpBusiness', form);
    expect(missing.body?.fieldErrors).toEqual({ certIncorporation: 'This field is required.', cr12: 'This field is required.' });
    await expect(call('SetUpBusiness', { ...form, certIncorporation: upload('inc.pdf'), cr12: upload('cr12.pdf') })).resolves.toEqual({ step: 'stakeholders' });

    await call('AddStakeholder', person('Akinyi', '733000222', 60));
    const tooMuch = await failureOf('AddStakeholder', person('Otieno', '722456123', 50));
    expect(tooMuch.body?.fieldErrors).toEqual({ share: 'The shares cannot add up to more than 100%: 40% is left.' });
    await call('AddStakeholder', person('Otieno', '722456123', 30));
    const short = await failureOf('CheckStakeHolder');
    expect(short).toMatchObject({ code: 'MMCP1104', message: 'Stakeholder registration is incomplete: the shares must add up to 100% (they add up to 90%).' });
    const otieno = db().stakeholders.find((entry) => entry.firstName === 'Otieno')!;
    await call('UpdateStakeHolder', { stakeholderId: otieno.stakeholderId, share: 40 });
    await expect(call('CheckStakeHolder')).resolves.toMatchObject({ step: 'bank' });

    await expect(call('SetBankInfo', { bankCode: '68', branchCode: '068001', acNm: 'Akinyi Ltd', acNo: '0480291733999' })).resolves.toEqual({ step: 'done' });
    await expect(call('QryUserInformation')).resolves.toMatchObject({ businessSetupStatus: 'Y', idUploadFlag: 'Y', planFlag: 'N', mercNm: 'Akinyi Ltd', businessType: '3' });

    const before = balanceOf('M100002');
    await expect(call('BuySubscriptionPlan', { planId: '02' })).resolves.toMatchObject({ planId: '02', paidAmt: 150_000 });
    expect(balanceOf('M100002')).toBe(before - 150_000);
    await expect(call('QryUserInformation')).resolves.toMatchObject({ planFlag: 'Y' });
    // KES 1,000 left does not pay for Premium: nothing changes.
    await expect(failureOf('BuySubscriptionPlan', { planId: '03' })).resolves.toMatchObject({ code: 'MMCP6101', message: 'Insufficient Balance.' });
    expect(db().subscriptions.find((entry) => entry.mercId === 'M100002')?.planId).toBe('02');
  });

  it("refuses another business's KRA PIN and registration number", async () => {
    await loginAs(NEWBIE);
    await expect(failureOf('CheckKraPinIsUse', { taxPin: 'P051234567K' })).resolves.toMatchObject({ code: 'MMCP1101', body: { fieldErrors: { taxPin: 'This KRA PIN exists on our records.' } } });
    await expect(call('CheckKraPinIsUse', { taxPin: 'P061234567L' })).resolves.toEqual({ isUse: 'N' });
    await call('SetUpBusiness', { setupStep: 'type', businessType: '1' });
    const taken = await failureOf('SetUpBusiness', { setupStep: 'form', businessType: '1', mercNm: 'Akinyi', industry: '04', sector: 'Dairy', county: 'Kisumu', city: 'Kisumu', street: 'Main', taxPin: 'P061234567L', ciNo: 'BN-K7ZQ4M9P', regCert: upload('reg.pdf') });
    expect(taken).toMatchObject({ code: 'MMCP1102', body: { fieldErrors: { ciNo: 'This Business Registration Number exists on our records.' } } });
  });
});
