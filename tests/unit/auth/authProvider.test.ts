// react-admin's authProvider against the embedded backend: login, identity, permissions, logout, checkAuth.
import { describe, expect, it } from 'vitest';
import { authProvider, getUserInformation, refreshUserInformation } from '../../../src/auth/authProvider';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { MmcError } from '../../../src/transport/errors';
import { getSession, getToken, isLoggedIn } from '../../../src/transport/session';
import { addFault } from '../../../mocks/faults';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

const server = useTestBackend();

/** Names of the actions the console calls from now on. */
const recordActions = (): string[] => {
  const actions: string[] = [];
  server.events.on('request:start', ({ request }) => {
    actions.push(new URL(request.url).pathname.split('/').pop() ?? '');
  });
  return actions;
};

describe('login', () => {
  it('stores the token in sessionStorage, never in localStorage, and goes to /home', async () => {
    await expect(authProvider.login({ username: OWNER.login, password: OWNER.password })).resolves.toEqual({ redirectTo: '/home' });
    const token = getToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStorage.getItem('mc.token')).toBe(token);
    for (let i = 0; i < localStorage.length; i += 1) {
      expect(localStorage.getItem(localStorage.key(i)!)).not.toContain(token!);
    }
    expect(getSession()).toMatchObject({ usrNo: OWNER.usrNo, mblNo: '712345678', mercId: 'M100001' });
    expect(isLoggedIn()).toBe(true);
  });

  it('never sends the password in clear', async () => {
    const bodies: Array<Promise<string>> = [];
    server.events.on('request:start', ({ request }) => {
      bodies.push(request.clone().text());
    });
    await loginAs();
    const texts = await Promise.all(bodies);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text).not.toContain(OWNER.password);
  });

  it('getIdentity gives fullName "Wanjiru Kamau"', async () => {
    await loginAs();
    await expect(authProvider.getIdentity!()).resolves.toMatchObject({ id: OWNER.usrNo, fullName: 'Wanjiru Kamau' });
    expect(getUserInformation()).toMatchObject({ firstName: 'Wanjiru', lastName: 'Kamau' });
  });

  it("getPermissions includes '2001' (store view) for the owner", async () => {
    await loginAs();
    const permissions = (await authProvider.getPermissions!({})) as string[];
    expect(permissions).toContain('2001');
    expect(permissions).toContain('05');
  });

  it('rejects a login id that is neither a mobile nor a username, without calling the server', async () => {
    const actions = recordActions();
    await expect(authProvider.login({ username: 'not a login!', password: 'x' })).rejects.toThrow('auth.invalidLoginId');
    expect(actions).toEqual([]);
  });

  it('half a session is worse than none: if loading the user fails, nothing is kept', async () => {
    addFault({ mode: 'code', action: 'QryUserInformation', code: 'URMP2029' });
    const error = await rejectionOf(authProvider.login({ username: OWNER.login, password: OWNER.password }));
    expect(error).toBeInstanceOf(MmcError);
    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
  });
});

describe('logout', () => {
  it('calls LoginOut, empties sessionStorage and localStorage and returns /growBusiness', async () => {
    await loginAs();
    localStorage.setItem('mc.prefs', '{"dense":true}');
    const actions = recordActions();
    await expect(authProvider.logout({})).resolves.toBe('/growBusiness');
    expect(actions).toEqual(['LoginOut']);
    expect(sessionStorage.length).toBe(0);
    expect(localStorage.length).toBe(0);
    expect(isLoggedIn()).toBe(false);
  });

  it("logout({ redirectTo: '/login', sessionAlreadyEnded: true }) returns /login without calling LoginOut", async () => {
    await loginAs();
    const actions = recordActions();
    await expect(authProvider.logout({ redirectTo: '/login', sessionAlreadyEnded: true })).resolves.toBe('/login');
    expect(actions).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });

  it('sessionOnly clears the session but keeps local preferences', async () => {
    await loginAs();
    localStorage.setItem('mc.prefs', 'kept');
    await authProvider.logout({ sessionOnly: true, sessionAlreadyEnded: true, redirectTo: '/login' });
    expect(getToken()).toBeNull();
    expect(getSession()).toBeNull();
    expect(getUserInformation()).toBeNull();
    expect(localStorage.getItem('mc.prefs')).toBe('kept');
  });

  it('logging out while logged out calls nothing and still lands on /growBusiness', async () => {
    const actions = recordActions();
    await expect(authProvider.logout({})).resolves.toBe('/growBusiness');
    expect(actions).toEqual([]);
  });

  it("the user's information answered after a logout is not kept in the tab", async () => {
    await loginAs();
    addFault({ mode: 'latency', action: 'QryUserInformation', latencyMs: 100 });
    const onTheWire = new Promise<void>((resolve) =>
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/QryUserInformation')) resolve();
      }),
    );
    const late = refreshUserInformation();
    await onTheWire;
    // sessionOnly: the embedded backend keeps its own sessions in local storage, and must still answer.
    await authProvider.logout({ redirectTo: '/login', sessionAlreadyEnded: true, sessionOnly: true });
    await expect(late).resolves.toMatchObject({ firstName: 'Wanjiru' });
    expect(getUserInformation()).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('a LoginOut that fails does not keep the user logged in', async () => {
    await loginAs();
    addFault({ mode: 'no-response', action: 'LoginOut' });
    await expect(authProvider.logout({})).resolves.toBe('/growBusiness');
    expect(isLoggedIn()).toBe(false);
  });
});

describe('checkAuth / checkError', () => {
  it('rejects towards /login when logged out', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('resolves when logged in, rejects again after logout', async () => {
    await loginAs();
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await authProvider.logout({});
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('a token without the session record is not logged in', async () => {
    sessionStorage.setItem('mc.token', 'abc');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('checkError sends the page to /login for the session codes and HTTP 401, without a second logout', async () => {
    const failure = (code: string, status = 200) => new MmcError({ message: 'x', code, kind: status === 200 ? 'code' : 'http', action: 'A', status });
    for (const code of ['SCM60401', 'URMP229', 'MMCP9999']) {
      await expect(authProvider.checkError(failure(code))).rejects.toEqual({ redirectTo: '/login', logoutUser: false, message: false });
    }
    await expect(authProvider.checkError(failure('HTTP401', 401))).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it('checkError leaves MMCP5148 to the Session Abnormal dialog and ordinary errors to the page', async () => {
    const failure = (code: string, status = 200) => new MmcError({ message: 'x', code, kind: 'code', action: 'A', status });
    await expect(authProvider.checkError(failure('MMCP5148'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(failure('MMCP2007'))).resolves.toBeUndefined();
    await expect(authProvider.checkError(failure('HTTP500', 500))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('plain'))).resolves.toBeUndefined();
  });

  it('a server-side expiry surfaces as SCM60401 on the next call', async () => {
    await loginAs();
    sessionStorage.setItem('mc.token', 'stale');
    await expect(rejectionOf(callAction('QryUserInformation', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'SCM60401' });
  });
});
