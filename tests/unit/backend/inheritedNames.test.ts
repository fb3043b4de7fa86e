// Tables keyed by what a request sends must not answer to the names every plain object inherits: a token, a
// one-time number or a journal number of `__proto__` would otherwise find Object.prototype, pass as valid, or
// write onto every object in the backend.
import { afterEach, describe, expect, it } from 'vitest';
import { callAction, encryptSecret } from '../../../src/transport/client';
import { getState } from '../../../mocks/state';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf, TEST_ORIGIN } from '../helpers/events';

useTestBackend();

const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

const STANDARD = Object.getOwnPropertyNames(Object.prototype);
/** What a request wrote onto every object, if anything. */
const polluted = () => Object.getOwnPropertyNames(Object.prototype).filter((name) => !STANDARD.includes(name));

afterEach(() => expect(polluted()).toEqual([]));

describe('keyed tables of the embedded backend', () => {
  it('have no prototype, in the runtime and in the database', () => {
    const { runtime, db } = getState();
    // The outbox is a list the backend appends to, not a table keyed by what requests send.
    const { outbox: _list, ...keyed } = runtime;
    const tables = { ...keyed, files: db.files, currentStore: db.currentStore, quickAccess: db.quickAccess };
    for (const [name, table] of Object.entries(tables)) expect(Object.getPrototypeOf(table), name).toBeNull();
  });

  it.each(INHERITED)('a session token "%s" is no session', async (token) => {
    const response = await fetch(`${TEST_ORIGIN}/mmc/mrpay/QryUserInformation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'auth-token': token },
      body: '{}',
    });
    expect(((await response.json()) as { gda: { msg_cd: string } }).gda.msg_cd).toBe('SCM60401');
  });

  it.each(INHERITED)('a one-time number "%s" the server never issued does not open a login', async (randomNo) => {
    const password = await encryptSecret(OWNER.password, randomNo);
    const error = await rejectionOf(callAction('MerchantLogin', { loginId: '712345678', userIdType: 'P', randomNo, password }, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: 'URMP1004' });
  });

  it.each(INHERITED)('a journal number "%s" names no one-time code', async (jrnNo) => {
    await loginAs();
    const error = await rejectionOf(callAction('CheckOtp', { jrnNo, otp: '0000' }, { hideErrMsg: true }));
    expect(error).toMatchObject({ code: expect.stringMatching(/^(?!MMC00000)/) });
    expect((error as { body?: { leftTryTimes?: number } }).body?.leftTryTimes).toBeUndefined();
  });
});
