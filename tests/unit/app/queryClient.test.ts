// The sign-in check as react-admin's routes and pages ask it (useAuthState), on the console's query client: a page
// move while signed in does not ask again; an ended session, or a failed check, is asked again on the next page.
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/app/queryClient';
import { authProvider } from '../../../src/auth/authProvider';
import { clearSession, setSession, setToken } from '../../../src/transport/session';

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
  it('is asked once while signed in, however many pages open after it', async () => {
    signIn();
    for (let page = 0; page < 5; page += 1) {
      const result = await openPage();
      expect(result.status).toBe('success');
      expect(result.data).toBe(true);
    }
    expect(checks).toBe(1);
  });

  it('is asked again on the next page once the session has ended, and sends it to /login', async () => {
    signIn();
    await openPage();
    clearSession();
    const result = await openPage();
    expect(checks).toBe(2);
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
    expect(checks).toBe(3);
    expect(result.status).toBe('success');
  });
});
