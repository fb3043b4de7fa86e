// Settings → Sales tax and Manage notifications: one record per merchant that one action sets, the first time and
// after; the VAT number's rule in the spec's words; a channel that does not exist refused; and each page's own code.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { DEMO_ACCOUNTS } from '../../../mocks/db/demoAccounts';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { wireDateNow } from '../../../mocks/resources/collections';

useTestBackend();

type Body = Record<string, unknown>;
const call = <T = Body>(action: string, body: Body = {}) => callNamedAction<T>(action, body, { hideErrMsg: true });
const failureOf = async (action: string, body: Body = {}) => (await rejectionOf(call(action, body))) as MmcError;
const NEWBIE = DEMO_ACCOUNTS.find((account) => account.label === 'New merchant')!;

describe('sales tax', () => {
  it('shows the owner’s VAT registration and refuses a number that is not 9 digits, or none when registered', async () => {
    await loginAs(OWNER);
    await expect(call('QuerySalesTax')).resolves.toMatchObject({ vatFlg: 'Y', vatNo: '051234567', vatRate: '16', priceInclVat: 'Y' });
    const short = await failureOf('SetSalesTax', { vatFlg: 'Y', vatNo: '05123456', vatRate: '16', priceInclVat: 'Y', effDt: '20270101' });
    expect(short).toMatchObject({ code: 'MMCP0001' });
    expect(short.body?.fieldErrors).toEqual({ vatNo: 'Enter the VAT number as 9 digits.' });
    const cleared = await failureOf('SetSalesTax', { vatFlg: 'Y', vatNo: '', vatRate: '8' });
    expect(cleared.body?.fieldErrors).toMatchObject({ vatNo: 'This field is required.' });
    await call('SetSalesTax', { vatFlg: 'Y', vatNo: '051234567', vatRate: '8', priceInclVat: 'N', effDt: '20270101' });
    await expect(call('QuerySalesTax')).resolves.toMatchObject({ vatRate: '8', priceInclVat: 'N', effDt: '20270101', updateDt: wireDateNow() });
  });

  it('is set the first time and changed after by the same action, for a merchant that had none', async () => {
    await loginAs(NEWBIE);
    await expect(call('QuerySalesTax')).resolves.toEqual({});
    await call('SetSalesTax', { vatFlg: 'N' });
    await call('SetSalesTax', { vatFlg: 'Y', vatNo: '104729385', vatRate: '16', priceInclVat: 'Y', effDt: '20270201' });
    await expect(call('QuerySalesTax')).resolves.toMatchObject({ vatFlg: 'Y', vatNo: '104729385' });
    expect(db().salesTaxes.filter((record) => record.vatNo === '104729385')).toHaveLength(1);
  });
});

describe('manage notifications', () => {
  it('keeps each event’s channels, none turning it off, and refuses a channel that does not exist', async () => {
    await loginAs(OWNER);
    await expect(call('GetNotificationSetting')).resolves.toEqual({});
    const setting = { notifyFlg: 'Y', paymentReceived: ['02', '03'], lowStock: ['01'], settlementDone: [] };
    await call('SetNotificationSetting', setting);
    await expect(call('GetNotificationSetting')).resolves.toMatchObject(setting);
    const unknown = await failureOf('SetNotificationSetting', { ...setting, paymentReceived: ['04'] });
    expect(unknown.code).toBe('MMCP0001');
    // The setting sent replaces the one kept, checked as a whole: the switch cannot be left out.
    const missing = await failureOf('SetNotificationSetting', { settlementDone: ['01'] });
    expect(missing.body?.fieldErrors).toEqual({ notifyFlg: 'This field is required.' });
    await call('SetNotificationSetting', { ...setting, notifyFlg: 'N', settlementDone: ['01'] });
    await expect(call('GetNotificationSetting')).resolves.toMatchObject({ notifyFlg: 'N', paymentReceived: ['02', '03'], settlementDone: ['01'] });
  });

  it('lets a person holding sales tax (3703) but not notifications (3710) read the one and not the other', async () => {
    db().users.find((user) => user.loginName === CASHIER.login)!.funcNos = ['3703'];
    await loginAs(CASHIER);
    await expect(call('QuerySalesTax')).resolves.toMatchObject({ vatNo: '051234567' });
    await expect(failureOf('GetNotificationSetting')).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    await expect(failureOf('SetNotificationSetting', { notifyFlg: 'Y', orderPlaced: ['03'] })).resolves.toMatchObject({ code: 'MMCP0403' });
  });
});
