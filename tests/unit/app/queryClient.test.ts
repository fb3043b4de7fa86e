// react-admin's questions to the auth provider as its hooks ask them (useAuthState, useCanAccess, usePermissions,
// useGetIdentity), on the console's query client: answered in the render that asks while signed in, a page move
// does not ask again; an ended session, a failed check or changed permissions are asked again.
import { QueryObserver, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/queryClient';
import { authProvider } from '../../../src/auth/authProvider';
import { registerAccessRule, storePermissions } from '../../../src/auth/permissions';
import { clearSession, setSession, setToken, updateSession } from '../../../src/transport/session';

let client: QueryClient;
let checks: number;

/** One page's check, as react-admin's useAuthState makes it; answers once the check has settled. */
const openPage = async () => {
  const observer = new QueryObserver<boolean>(client, {
    queryKey: ['auth', 'checkAuth', {}],
    queryFn: async () => {
      checks += 1;
      await authProvider.checkAuth({});
      return true;
    },
    retry: false,
  });
  const settled = new Promise<ReturnType<typeof observer.getCurrentResult>>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.fetchStatus === 'idle') {
        stop();
        resolve(result);
      }
    });
    if (observer.getCurrentResult().fetchStatus === 'idle') {
      stop();
      resolve(observer.getCurrentResult());
    }
  });
  return settled;
};

const signIn = () => {
  setToken('0123456789abcdef0123456789abcdef');
  setSession({ usrNo: 'U1', mblNo: '712345678', mercId: 'M100001', firstName: 'Wanjiru', lastName: 'Kamau' });
};

beforeEach(() => {
  client = createQueryClient();
  checks = 0;
});
afterEach(() => {
  client.clear();
  sessionStorage.clear();
});

describe("the sign-in check on the console's query client", () => {
  it('is answered from the session while signed in, however many pages open, without asking', async () => {
    signIn();
    for (let page = 0; page < 5; page += 1) {
      const result = await openPage();
      expect(result.status).toBe('success');
      expect(result.data).toBe(true);
    }
    expect(checks).toBe(0);
  });

  it('is asked again on the next page once the session has ended, and sends it to /login', async () => {
    signIn();
    await openPage();
    clearSession();
    const result = await openPage();
    expect(checks).toBe(1);
    expect(result.status).toBe('error');
    expect(result.error).toMatchObject({ redirectTo: '/login' });
  });

  it('never keeps a failed check: after signing in, the next page asks again and passes', async () => {
    const refused = await openPage();
    expect(refused.status).toBe('error');
    signIn();
    const passed = await openPage();
    expect(checks).toBe(2);
    expect(passed.status).toBe('success');
    expect(passed.data).toBe(true);
  });

  it('asks again after a check that failed following a pass, when a new session starts', async () => {
    signIn();
    await openPage();
    clearSession();
    await openPage();
    signIn();
    const result = await openPage();
    expect(checks).toBe(2);
    expect(result.status).toBe('success');
  });
});

/** A question as react-admin's hook asks it: what the render that mounts it reads, before any answer arrives. */
const ask = (queryKey: QueryKey, queryFn: () => Promise<unknown>) => {
  const observer = new QueryObserver<unknown>(client, { queryKey, queryFn, retry: false });
  return { firstRender: observer.getCurrentResult(), observer };
};

let asked: string[];
const canAccess = (resource: string, action: string) =>
  ask(['auth', 'canAccess', { action, resource, recordId: undefined }], async () => {
    asked.push(`${resource}:${action}`);
    return authProvider.canAccess!({ resource, action });
  });

describe("react-admin's access, permission and identity questions on the console's query client", () => {
  beforeEach(() => {
    asked = [];
    // Neighbouring codes: the list, but not deleting from it. The rules live in a module the worker's files share: a
    // resource no screen declares, so no declared rule is replaced.
    registerAccessRule('sampleCustomers', 'list', '0701');
    registerAccessRule('sampleCustomers', 'delete', '0704');
  });

  it('answers in the first render what the session holds: the list but not its delete, for a user with the list code only', () => {
    signIn();
    storePermissions([{ funcNo: '0701' }]);
    const list = canAccess('sampleCustomers', 'list').firstRender;
    const remove = canAccess('sampleCustomers', 'delete').firstRender;
    expect([list.status, list.data]).toEqual(['success', true]);
    expect([remove.status, remove.data]).toEqual(['success', false]);
    expect(asked).toEqual([]);
  });

  it("answers the permissions and the identity from the session: its codes, the user's name and store", () => {
    signIn();
    storePermissions([{ funcNo: '0701' }, { funcNo: '43' }]);
    updateSession({ storeId: 'S1', storeName: 'Mama Wanjiru Traders – Bungoma' });
    const permissions = ask(['auth', 'getPermissions', {}], async () => authProvider.getPermissions!({})).firstRender;
    const identity = ask(['auth', 'getIdentity'], async () => authProvider.getIdentity!()).firstRender;
    expect(permissions.data).toEqual(['0701', '43']);
    expect(identity.data).toMatchObject({ id: 'U1', fullName: 'Wanjiru Kamau', storeId: 'S1', storeName: 'Mama Wanjiru Traders – Bungoma' });
  });

  it('asks again, and answers the new way, once the permissions no longer say what was kept (another store)', async () => {
    signIn();
    storePermissions([{ funcNo: '0701' }, { funcNo: '0704' }]);
    const first = canAccess('sampleCustomers', 'delete');
    const stop = first.observer.subscribe(() => undefined);
    expect(first.firstRender.data).toBe(true);
    stop();
    storePermissions([{ funcNo: '0701' }]);
    const again = canAccess('sampleCustomers', 'delete');
    const answered = new Promise<unknown>((resolve) => {
      const stopAgain = again.observer.subscribe((result) => {
        if (result.fetchStatus === 'idle') {
          stopAgain();
          resolve(result.data);
        }
      });
    });
    expect(await answered).toBe(false);
    expect(asked).toEqual(['sampleCustomers:delete']);
  });

  it('answers nothing without a session: the sign-in check is asked, and fails the way react-admin expects', async () => {
    const check = ask(['auth', 'checkAuth', {}], async () => {
      await authProvider.checkAuth({});
      return true;
    });
    expect(check.firstRender.status).toBe('pending');
    expect(canAccess('sampleCustomers', 'list').firstRender.status).toBe('pending');
    const settled = await openPage();
    expect(settled.status).toBe('error');
    expect(settled.error).toMatchObject({ redirectTo: '/login' });
  });
});
