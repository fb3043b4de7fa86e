// Server sessions end after 30 minutes without a call; logout ends them at once.
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/auth/authProvider';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { getToken, setToken } from '../../../src/transport/session';
import { advanceClock } from '../../../mocks/clock';
import { loginAs, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf } from '../helpers/events';

const MINUTE = 60 * 1000;

useTestBackend();
const events = captureTransportEvents();

describe('session idle expiry', () => {
  it('after 30 minutes idle the next call answers SCM60401 and the console is told to log out', async () => {
    await loginAs();
    advanceClock(30 * MINUTE + 1_000);
    const error = await rejectionOf(callAction('QryUserInformation'));
    expect(error).toMatchObject({ code: 'SCM60401', message: 'Session invalid. Please log in again.' });
    expect(events.reactions()).toEqual([{ type: 'reaction', reaction: 'logout', code: 'SCM60401', action: 'QryUserInformation' }]);
  });

  it('each call restarts the 30 minutes', async () => {
    await loginAs();
    advanceClock(25 * MINUTE);
    await callAction('QryUserInformation');
    advanceClock(25 * MINUTE);
    await expect(callAction('QryUserInformation')).resolves.toMatchObject({ firstName: 'Wanjiru' });
  });

  it('an expired session stays expired even if calls follow at once', async () => {
    await loginAs();
    advanceClock(31 * MINUTE);
    await rejectionOf(callAction('QryUserInformation'));
    const again = await rejectionOf(callAction('QryUserInformation'));
    expect(again).toMatchObject({ code: 'SCM60401' });
  });
});

describe('LoginOut', () => {
  it('ends the server session: the old token no longer works', async () => {
    await loginAs();
    const token = getToken()!;
    await authProvider.logout({});
    setToken(token);
    const error = await rejectionOf(callAction('QryUserInformation', {}, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'SCM60401' });
  });
});
