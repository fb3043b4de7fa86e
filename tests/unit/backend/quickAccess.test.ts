// The home page's backend: banners (MerchantBannerList) and quick access — options by role
// (MerQuickAccessPermission), saved picks (QueryQuickRange) and saving them (AddQuickRange, at most 8).
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { setLanguageSource } from '../../../src/transport/language';
import { QUICK_ACCESS_MAX } from '../../../mocks/actions/home';
import { CASHIER_FUNC_NOS } from '../../../mocks/db/demoAccounts';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

interface Offer {
  max: number;
  data: Array<{ key: string; funcNo: string }>;
}
const offer = () => callAction<Offer>('MerQuickAccessPermission');
const picks = async () => (await callAction<{ keys: string[] }>('QueryQuickRange')).keys;
const save = (keys: unknown) => callAction('AddQuickRange', { keys }, { hideErrMsg: true });

describe('MerQuickAccessPermission', () => {
  it('offers the owner the menu pages with the code guarding each, never Home itself', async () => {
    await loginAs();
    const answer = await offer();
    expect(answer.max).toBe(8);
    expect(answer.data).toEqual(
      expect.arrayContaining([
        { key: 'customers', funcNo: '2106' },
        { key: 'storeManagement', funcNo: '2001' },
      ]),
    );
    const keys = answer.data.map((option) => option.key);
    expect(keys).toEqual(expect.arrayContaining(['customerBlacklist', 'help', 'deviceManagement']));
    expect(keys).not.toContain('home');
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('offers the cashier only pages his codes open: none of the store, customer, help or device pages', async () => {
    await loginAs(CASHIER);
    const options = (await offer()).data;
    for (const option of options) expect(['', ...CASHIER_FUNC_NOS]).toContain(option.funcNo);
    const keys = options.map((option) => option.key);
    for (const key of ['customers', 'customerBlacklist', 'storeManagement', 'help', 'deviceManagement']) expect(keys).not.toContain(key);
  });
});

describe('QueryQuickRange / AddQuickRange', () => {
  it('nothing is picked at first; saved picks come back in the order chosen', async () => {
    await loginAs();
    expect(await picks()).toEqual([]);
    await save(['help', 'customers', 'storeManagement']);
    expect(await picks()).toEqual(['help', 'customers', 'storeManagement']);
    await save([]);
    expect(await picks()).toEqual([]);
  });

  it('picks are per user', async () => {
    await loginAs();
    await save(['customers']);
    await loginAs(CASHIER);
    expect(await picks()).toEqual([]);
  });

  it(`refuses more than ${QUICK_ACCESS_MAX} picks and keeps the saved ones`, async () => {
    await loginAs();
    await save(['customers']);
    const offered = (await offer()).data.map((option) => option.key);
    const nine = Array.from({ length: 9 }, (_, index) => offered[index] ?? `notAPage${index}`);
    await expect(rejectionOf(save(nine))).resolves.toMatchObject({ code: 'MMCP0001', message: 'You can choose at most 8 quick access options.' });
    expect(await picks()).toEqual(['customers']);
  });

  it('refuses what is not a list of known, distinct entry keys', async () => {
    await loginAs();
    // Not a list of texts: the catalogue's request check (schemas/actions/AddQuickRange.json) refuses it first.
    for (const keys of ['customers', [1]]) {
      await expect(rejectionOf(save(keys))).resolves.toMatchObject({ code: 'MMCP0001', body: { fieldErrors: expect.any(Object) } });
    }
    for (const keys of [['customers', 'customers'], ['noSuchPage'], undefined]) {
      await expect(rejectionOf(save(keys))).resolves.toMatchObject({ code: 'MMCP0001', message: 'Parameter keys is invalid.' });
    }
  });

  it("refuses a page the user's role does not open", async () => {
    await loginAs(CASHIER);
    await expect(rejectionOf(save(['customers']))).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
  });
});

describe('MerchantBannerList', () => {
  it('lists the banners with title, text and a picture the console ships, in the language asked for', async () => {
    await loginAs();
    const english = (await callAction<{ data: Array<{ bannerId: string; title: string; text: string; imageUrl: string }> }>('MerchantBannerList')).data;
    expect(english.map((banner) => banner.bannerId)).toEqual(['B001', 'B002', 'B003']);
    expect(english[0]).toMatchObject({ title: 'Get paid your way', imageUrl: 'banners/collect.svg' });
    for (const banner of english) expect(banner.text.length).toBeGreaterThan(20);
    setLanguageSource(() => 'zh-CN');
    const chinese = (await callAction<{ data: Array<{ title: string }> }>('MerchantBannerList')).data;
    expect(chinese[0]!.title).toBe('随心收款');
  });
});
