// Transacting PIN check (VerifyPasscodeTrans): two chances, then forced logout and a 24-hour lock.
import { describe, expect, it } from 'vitest';
import { verifyPin } from '../../../src/flows/pin/verifyPin';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { MmcError } from '../../../src/transport/errors';
import { advanceClock } from '../../../mocks/clock';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf } from '../helpers/events';

useTestBackend();
const events = captureTransportEvents();

const WRONG_PIN = '0000';

const pinFailure = async (pin: string): Promise<MmcError> => {
  const error = await rejectionOf(verifyPin(pin));
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};

describe('VerifyPasscodeTrans', () => {
  it('the right PIN is accepted', async () => {
    await loginAs();
    await expect(verifyPin(OWNER.pin)).resolves.toBeUndefined();
  });

  it('first wrong PIN → MMCP2051 with leftTryTimes 1, and the session goes on', async () => {
    await loginAs();
    const error = await pinFailure(WRONG_PIN);
    expect(error.code).toBe('MMCP2051');
    expect(error.message).toBe('You have supplied an error PIN, Try again. One attempt left.');
    expect(error.body?.leftTryTimes).toBe(1);
    await expect(callAction('QryUserInformation')).resolves.toMatchObject({ firstName: 'Wanjiru' });
  });

  it('second wrong PIN → MMCP2052 with leftTryTimes 0 and the session is gone (next call SCM60401)', async () => {
    await loginAs();
    await pinFailure(WRONG_PIN);
    const error = await pinFailure(WRONG_PIN);
    expect(error.code).toBe('MMCP2052');
    expect(error.message).toBe('Your chance has run out. You will be log out in a few seconds, please re-loggin.');
    expect(error.body?.leftTryTimes).toBe(0);

    const next = await rejectionOf(callAction('QryUserInformation'));
    expect(next).toMatchObject({ code: 'SCM60401' });
    expect(events.reactions().map((event) => event.reaction)).toEqual(['logout']);
  });

  it('after re-login the PIN is locked: MMCP2050, even with the right PIN, and without a toast', async () => {
    await loginAs();
    await pinFailure(WRONG_PIN);
    await pinFailure(WRONG_PIN);
    await loginAs();
    events.all.length = 0;
    const error = await pinFailure(OWNER.pin);
    expect(error.code).toBe('MMCP2050');
    expect(error.message).toBe('Your chance has run out, please try again after 24 hours.');
    expect(events.all).toEqual([]);
  });

  it('the lock lasts 24 hours', async () => {
    await loginAs();
    await pinFailure(WRONG_PIN);
    await pinFailure(WRONG_PIN);
    advanceClock(23 * 60 * 60 * 1000);
    await loginAs();
    expect((await pinFailure(OWNER.pin)).code).toBe('MMCP2050');
    advanceClock(60 * 60 * 1000 + 1_000);
    await loginAs();
    await expect(verifyPin(OWNER.pin)).resolves.toBeUndefined();
  });

  it('a right PIN after one wrong one restores both chances', async () => {
    await loginAs();
    await pinFailure(WRONG_PIN);
    await verifyPin(OWNER.pin);
    expect((await pinFailure(WRONG_PIN)).code).toBe('MMCP2051');
  });
});
