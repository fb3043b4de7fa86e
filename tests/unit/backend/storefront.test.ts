// The header's store actions on the embedded backend: ChangeStore moves the user's current store, and the
// storefront of the current store is read (queryStoreFront, code 2001) and set (updateStoreFront, code 2002).
import { describe, expect, it } from 'vitest';
import { changeCurrentStore } from '../../../src/auth/authProvider';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { getSession } from '../../../src/transport/session';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const HEAD_OFFICE = 'S100001';
const NYALI = 'S100002'; // open storefront
const ELGON_VIEW = 'S100005'; // suspended (storeStatus C), storefront closed

const storefront = () => callAction<{ storeId: string; mshpSts: string }>('queryStoreFront', {}, { hideErrMsg: true });
const setStorefront = (mshpSts: unknown) => callAction('updateStoreFront', { mshpSts }, { hideErrMsg: true });

describe('ChangeStore', () => {
  it("makes another of the merchant's stores current, for the session and for store-scoped lists", async () => {
    await loginAs();
    expect(getSession()?.storeId).toBe(HEAD_OFFICE);
    const info = await changeCurrentStore(NYALI);
    expect(info.currentStore).toEqual({ storeId: NYALI, storeName: 'Mama Wanjiru Traders – Nyali, Mombasa' });
    expect(getSession()).toMatchObject({ storeId: NYALI, storeName: 'Mama Wanjiru Traders – Nyali, Mombasa' });
    const customers = await callAction<{ total: number; data: Array<{ storeId: string }> }>('QueryCustomers', { storeId: NYALI }, { paging: { page: 1, perPage: 50 } });
    expect(customers.total).toBe(10);
    expect(new Set(customers.data.map((row) => row.storeId))).toEqual(new Set([NYALI]));
  });

  it("refuses a store of another merchant with the spec's 'The account is not exist'", async () => {
    await loginAs();
    const error = await rejectionOf(callAction('ChangeStore', { storeId: 'S300001' }, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'MMCP0404', message: 'The account is not exist' });
    expect((await callAction<{ currentStore: { storeId: string } }>('QryUserInformation')).currentStore.storeId).toBe(HEAD_OFFICE);
  });

  it("refuses a suspended store: nobody works in a store that takes no payments", async () => {
    await loginAs();
    const error = await rejectionOf(callAction('ChangeStore', { storeId: ELGON_VIEW }, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'MMCP0002', message: 'This store is suspended, so you cannot switch to it.' });
    expect((await callAction<{ currentStore: { storeId: string } }>('QryUserInformation')).currentStore.storeId).toBe(HEAD_OFFICE);
  });

  it('refuses a request without a storeId', async () => {
    await loginAs();
    await expect(rejectionOf(callAction('ChangeStore', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'MMCP0001', message: 'Parameter storeId is required.' });
  });
});

describe('queryStoreFront / updateStoreFront', () => {
  it("reads the current store's storefront and follows a store switch", async () => {
    await loginAs();
    await expect(storefront()).resolves.toMatchObject({ storeId: HEAD_OFFICE, mshpSts: 'open' });
    await setStorefront('close');
    await changeCurrentStore(NYALI);
    await expect(storefront()).resolves.toMatchObject({ storeId: NYALI, mshpSts: 'open' });
  });

  it('closes and reopens the current store only; the change is what the next read returns', async () => {
    await loginAs();
    await expect(setStorefront('close')).resolves.toMatchObject({ storeId: HEAD_OFFICE, mshpSts: 'close' });
    await expect(storefront()).resolves.toMatchObject({ mshpSts: 'close' });
    await changeCurrentStore(NYALI);
    await expect(storefront()).resolves.toMatchObject({ storeId: NYALI, mshpSts: 'open' });
    await changeCurrentStore(HEAD_OFFICE);
    await setStorefront('open');
    await expect(storefront()).resolves.toMatchObject({ mshpSts: 'open' });
  });

  it('accepts only open or close', async () => {
    await loginAs();
    for (const value of ['opened', 'OPEN', '', 1]) {
      await expect(rejectionOf(setStorefront(value))).resolves.toMatchObject({ code: 'MMCP0001' });
    }
    await expect(storefront()).resolves.toMatchObject({ mshpSts: 'open' });
  });

  it("a suspended store's storefront cannot open, but stays closable", async () => {
    await loginAs();
    // The store someone works in is suspended meanwhile (Store Management's Suspend).
    await changeCurrentStore(NYALI);
    await callAction('EditStore', { storeId: NYALI, storeStatus: 'C' }, { hideErrMsg: true });
    await expect(rejectionOf(setStorefront('open'))).resolves.toMatchObject({
      code: 'MMCP0002',
      message: 'This store is suspended, so its storefront cannot be opened.',
    });
    await expect(setStorefront('close')).resolves.toMatchObject({ mshpSts: 'close' });
  });

  it("the cashier (no 2001/2002) may neither read nor change it: 'no permission'", async () => {
    await loginAs(CASHIER);
    await expect(rejectionOf(storefront())).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
    await expect(rejectionOf(setStorefront('close'))).resolves.toMatchObject({ code: 'MMCP0403', message: 'no permission' });
  });
});
