// The deal service's bearer token: asked of SetDiscoverAuth when a deal page first needs it, kept in
// sessionStorage for the session it was issued to, and gone at logout.
import { describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import {
  DEAL_TOKEN_KEY,
  DealAuthError,
  ensureDealToken,
  getDealAccessToken,
  getDealRefreshToken,
} from '../../../src/data/dealToken';
import { getToken, setToken } from '../../../src/transport/session';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const granting = (accessToken = 'access-1') =>
  vi.fn(async () => ({ code: 200, message: 'Success', data: { token: { accessToken, refreshToken: 'refresh-1' } } }));

describe('the deal-service token', () => {
  it('is asked for once with the session, MERCHANT and the merchant id, then reused from sessionStorage', async () => {
    await loginAs();
    const call = granting();
    expect(getDealAccessToken()).toBeNull();
    await expect(ensureDealToken(call)).resolves.toBe('access-1');
    await expect(ensureDealToken(call)).resolves.toBe('access-1');
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('SetDiscoverAuth', { sessionValue: getToken(), neoUserType: 'MERCHANT', userValue: 'M100001' }, { hideErrMsg: true });
    expect(JSON.parse(sessionStorage.getItem(DEAL_TOKEN_KEY)!)).toMatchObject({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(getDealRefreshToken()).toBe('refresh-1');
  });

  it('makes one request for deal calls that need it at the same time', async () => {
    await loginAs();
    const call = granting();
    const tokens = await Promise.all([ensureDealToken(call), ensureDealToken(call), ensureDealToken(call)]);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1']);
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is not sent for another session than the one it was issued to', async () => {
    await loginAs();
    await ensureDealToken(granting('for-this-session'));
    setToken('a-later-session');
    expect(getDealAccessToken()).toBeNull();
    await expect(ensureDealToken(granting('for-the-later-one'))).resolves.toBe('for-the-later-one');
  });

  it('says the user information is missing, without calling, when there is no session', async () => {
    const call = granting();
    const failure = await rejectionOf(ensureDealToken(call));
    expect(failure).toBeInstanceOf(DealAuthError);
    expect((failure as Error).message).toBe('errors.discoverUserMissing');
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses an answer without code 200 and an access token, keeping nothing', async () => {
    await loginAs();
    const failure = await rejectionOf(ensureDealToken(vi.fn(async () => ({ code: 500, message: 'Discover is down' }))));
    expect((failure as Error).message).toBe('Discover is down');
    expect(sessionStorage.getItem(DEAL_TOKEN_KEY)).toBeNull();
  });

  it('comes from the mock backend for the owner, and is refused to the cashier, who holds no deal code', async () => {
    await loginAs();
    await expect(ensureDealToken()).resolves.toMatch(/^dsa_[0-9a-f]{32}$/);
    await authProvider.logout({});
    await loginAs(CASHIER);
    expect(await rejectionOf(ensureDealToken())).toMatchObject({ code: 'MMCP0403' });
  });

  it('is cleared at logout, whether the whole storage goes or only the session', async () => {
    await loginAs();
    await ensureDealToken(granting());
    await authProvider.logout({ sessionOnly: true, sessionAlreadyEnded: true });
    expect(sessionStorage.getItem(DEAL_TOKEN_KEY)).toBeNull();

    await loginAs();
    await ensureDealToken(granting());
    await authProvider.logout({});
    expect(sessionStorage.getItem(DEAL_TOKEN_KEY)).toBeNull();
  });
});
