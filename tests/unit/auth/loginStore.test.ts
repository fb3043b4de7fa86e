// Spec 001 §4 store selection at login: one store is current; with several, the head office.
import { describe, expect, it } from 'vitest';
import { authProvider, changeCurrentStore } from '../../../src/auth/authProvider';
import { storeForLogin } from '../../../src/auth/loginStore';
import { getSession } from '../../../src/transport/session';
import { loginAs, useTestBackend } from '../helpers/backend';

const store = (storeId: string, headOffFlg: 'Y' | 'N') => ({ storeId, storeName: `Store ${storeId}`, headOffFlg });

describe('storeForLogin', () => {
  it('the only store is current, head office or not', () => {
    expect(storeForLogin([store('S1', 'N')])?.storeId).toBe('S1');
  });

  it('of several, the head office is current wherever it is in the list', () => {
    expect(storeForLogin([store('S1', 'N'), store('S2', 'N'), store('S3', 'Y')])?.storeId).toBe('S3');
  });

  it('names none when there are no stores, or several without a head office (the server’s choice stands)', () => {
    expect(storeForLogin([])).toBeUndefined();
    expect(storeForLogin([store('S1', 'N'), store('S2', 'N')])).toBeUndefined();
  });
});

describe('login', () => {
  useTestBackend();

  it('starts in the head office even when the server remembers the branch switched to last time', async () => {
    await loginAs();
    await changeCurrentStore('S100004');
    expect(getSession()?.storeName).toBe('Mama Wanjiru Traders – Section 58, Nakuru');
    await authProvider.logout({});
    await loginAs();
    expect(getSession()).toMatchObject({ storeId: 'S100001', storeName: 'Mama Wanjiru Traders – Head Office, Nairobi CBD' });
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ storeId: 'S100001', storeName: 'Mama Wanjiru Traders – Head Office, Nairobi CBD' });
  });
});
