// Fault injection (mocks/faults.ts): how the console behaves when the backend is slow, silent or broken.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { MmcError, NO_CONNECTION_TEXT } from '../../../src/transport/errors';
import { addFault, clearFaults } from '../../../mocks/faults';
import { loginAs, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf } from '../helpers/events';

useTestBackend();
const events = captureTransportEvents();

const failure = async (promise: Promise<unknown>): Promise<MmcError> => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};

describe('fault modes', () => {
  it('latency: the answer comes late but comes', async () => {
    addFault({ mode: 'latency', action: 'QryRandomNo', latencyMs: 150 });
    const started = Date.now();
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('latency beyond the time-out: the call times out and the user is told', async () => {
    addFault({ mode: 'latency', action: 'QryRandomNo', latencyMs: 1_000 });
    const error = await failure(callAction('QryRandomNo', {}, { timeoutMs: 50 }));
    expect(error.kind).toBe('timeout');
    expect(events.errors()).toHaveLength(1);
  });

  it('no-response: "Missing or No Internet Connection…"', async () => {
    addFault({ mode: 'no-response', action: 'QryRandomNo' });
    const error = await failure(callAction('QryRandomNo'));
    expect(error.kind).toBe('network');
    expect(error.message).toBe(NO_CONNECTION_TEXT);
    expect(events.errors().map((event) => event.message)).toEqual([NO_CONNECTION_TEXT]);
  });

  it('http500: an HTTP failure carrying the response message', async () => {
    addFault({ mode: 'http500', action: 'QryRandomNo', message: 'Core banking unavailable' });
    const error = await failure(callAction('QryRandomNo'));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Core banking unavailable' });
    expect(events.errors().map((event) => event.message)).toEqual(['Core banking unavailable']);
  });

  it('http500 without a message says "Internal Server Error"', async () => {
    addFault({ mode: 'http500', action: 'QryRandomNo' });
    const error = await failure(callAction('QryRandomNo'));
    expect(error.message).toBe('Internal Server Error');
  });

  it('malformed: a "malformed" failure', async () => {
    addFault({ mode: 'malformed', action: 'QryRandomNo' });
    const error = await failure(callAction('QryRandomNo'));
    expect(error.kind).toBe('malformed');
    expect(events.errors()).toHaveLength(1);
  });

  it('code: the chosen msg_cd with the injected text', async () => {
    addFault({ mode: 'code', action: 'QryRandomNo', code: 'URMP2029' });
    const error = await failure(callAction('QryRandomNo'));
    expect(error).toMatchObject({ kind: 'code', code: 'URMP2029', message: 'Injected response URMP2029' });
  });

  it('code with a reaction code drives the reaction', async () => {
    addFault({ mode: 'code', action: 'QryRandomNo', code: 'MMCP9999', message: 'Timed out upstream' });
    await failure(callAction('QryRandomNo'));
    expect(events.reactions().map((event) => event.reaction)).toEqual(['clearSessionToLogin']);
    expect(events.errors().map((event) => event.message)).toEqual(['Timed out upstream']);
  });
});

describe('fault scope', () => {
  it('a fault for one action leaves the others alone, and lasts only `times` calls', async () => {
    await loginAs();
    addFault({ mode: 'code', action: 'QueryStoreList', code: 'URMP5020', times: 2 });
    await expect(callAction('QryUserInformation')).resolves.toMatchObject({ firstName: 'Wanjiru' });
    expect((await failure(callAction('QueryStoreList'))).code).toBe('URMP5020');
    expect((await failure(callAction('QueryStoreList'))).code).toBe('URMP5020');
    await expect(callAction('QueryStoreList')).resolves.toMatchObject({ total: 6 });
  });

  it('without `times` a fault affects one call', async () => {
    addFault({ mode: 'no-response', action: 'QryRandomNo' });
    await failure(callAction('QryRandomNo'));
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
  });

  it('times 0 lasts until cleared', async () => {
    addFault({ mode: 'http500', action: 'QryRandomNo', times: 0 });
    for (let i = 0; i < 3; i += 1) expect((await failure(callAction('QryRandomNo'))).status).toBe(500);
    clearFaults();
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
  });

  it('a fault without an action hits whatever is called next', async () => {
    await loginAs();
    addFault({ mode: 'code', code: 'TAMP0089' });
    expect((await failure(callAction('QryUserInformation'))).code).toBe('TAMP0089');
    await expect(callAction('QryUserInformation')).resolves.toMatchObject({ firstName: 'Wanjiru' });
    expect(events.errors()).toEqual([]); // TAMP0089 is a silent code
  });
});
