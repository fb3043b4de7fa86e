// The /__mock__/ control routes tests and demos use (they exist only in the embedded backend).
import { describe, expect, it } from 'vitest';
import { sendOtp } from '../../../src/flows/otp/otpCalls';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { getDeviceId } from '../../../src/transport/device';
import { controlsEnabled } from '../../../mocks/controlInput';
import { createHandlers } from '../../../mocks/handlers';
import { loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf, TEST_ORIGIN } from '../helpers/events';

useTestBackend();
const events = captureTransportEvents();

const control = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
  const response = await fetch(`${TEST_ORIGIN}/__mock__/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
};

describe('/__mock__/ control routes', () => {
  it('POST faults injects a fault, DELETE faults clears it', async () => {
    await expect(control('POST', 'faults', { mode: 'code', action: 'QryRandomNo', code: 'URMP2029', times: 0 })).resolves.toEqual({ ok: true });
    await expect(rejectionOf(callAction('QryRandomNo'))).resolves.toMatchObject({ code: 'URMP2029' });
    await expect(rejectionOf(callAction('QryRandomNo'))).resolves.toMatchObject({ code: 'URMP2029' });
    await control('DELETE', 'faults');
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
  });

  it('POST faults with no-response makes the next call fail as a lost connection', async () => {
    await control('POST', 'faults', { mode: 'no-response' });
    await expect(rejectionOf(callAction('QryRandomNo'))).resolves.toMatchObject({ kind: 'network' });
    expect(events.errors()).toHaveLength(1);
  });

  it('POST reset restores the seed and ends every session', async () => {
    await loginAs();
    for (let i = 0; i < 2; i += 1) {
      await rejectionOf(loginAsWrong());
    }
    await expect(control('POST', 'reset')).resolves.toMatchObject({ ok: true, size: 'demo' });
    await expect(rejectionOf(callAction('QryUserInformation', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'SCM60401' });
    // The two wrong passwords are forgotten: a new wrong one is the first again.
    await expect(rejectionOf(loginAsWrong())).resolves.toMatchObject({ code: 'URMP1002' });
  });

  it('POST reset?keepSessions=1 restores the seed and the real clock, and keeps who is signed in as at their login', async () => {
    await loginAs();
    const stores = (await callAction<{ data: { storeId: string; headOffFlg: string }[] }>('QueryStoreList')).data;
    const headOffice = stores.find((store) => store.headOffFlg === 'Y');
    const otherStore = stores.find((store) => store.headOffFlg !== 'Y');
    await callAction('ChangeStore', { storeId: otherStore?.storeId });
    await control('POST', 'clock', { advanceMs: 3 * 24 * 3600 * 1000 });

    await expect(control('POST', 'reset?keepSessions=1')).resolves.toMatchObject({ ok: true, sessionsKept: 1 });
    // Still signed in, in the head office as a fresh login leaves it, on this device, logged in today.
    const info = await callAction<{ currentStore: { storeId: string } }>('QryUserInformation');
    expect(info.currentStore.storeId).toBe(headOffice?.storeId);
    const devices = (await callAction<{ data: { deviceId: string; useSts: string; lastLoginDt: string }[] }>('GetDevice', { bindSts: 'Y' })).data;
    expect(devices.find((device) => device.deviceId === getDeviceId())).toMatchObject({ useSts: '1', lastLoginDt: todayOnTheWire() });
  });

  it('POST reset without keepSessions ends them', async () => {
    await loginAs();
    await control('POST', 'reset');
    await expect(rejectionOf(callAction('QryUserInformation', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'SCM60401' });
  });

  it('POST reset refuses a size it does not know, and keeps the data it has', async () => {
    const response = await fetch(`${TEST_ORIGIN}/__mock__/reset?size=__proto__`, { method: 'POST' });
    expect(response.status).toBe(400);
    await expect(control('GET', 'health')).resolves.toEqual({ ok: true, size: 'demo' });
  });

  it('POST reset also clears injected faults', async () => {
    await control('POST', 'faults', { mode: 'http500', times: 0 });
    await control('POST', 'reset');
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
  });

  it('GET otp returns the last code sent to a target', async () => {
    await loginAs();
    const sent = await sendOtp({ otpBusinessType: '11', otpType: 'P', sendNumber: '712345678' });
    await expect(control('GET', 'otp?target=712345678')).resolves.toEqual({ jrnNo: sent.jrnNo, code: sent.demoOtp });
    await expect(control('GET', 'otp?target=799000001')).resolves.toEqual({ jrnNo: null, code: null });
  });

  it('POST clock moves the mock clock (here: past the 30-minute idle limit)', async () => {
    await loginAs();
    await control('POST', 'clock', { advanceMs: 31 * 60 * 1000 });
    await expect(rejectionOf(callAction('QryUserInformation', {}, { hideErrMsg: true }))).resolves.toMatchObject({ code: 'SCM60401' });
  });
});

describe('/__mock__/ controls refuse bad input instead of wedging the backend', () => {
  const refusal = async (path: string, body: unknown) => {
    const response = await fetch(`${TEST_ORIGIN}/__mock__/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, message: ((await response.json()) as { message: string }).message };
  };

  it.each([
    [{ advanceMs: 'abc' }, 'advanceMs must be a whole number of milliseconds, at most ten years'],
    [{ advanceMs: 1e300 }, 'advanceMs must be a whole number of milliseconds, at most ten years'],
    [{}, 'advanceMs must be a whole number of milliseconds, at most ten years'],
  ])('clock %j is refused, and logging in still works', async (body, message) => {
    await expect(refusal('clock', body)).resolves.toEqual({ status: 400, message });
    await expect(loginAs()).resolves.toBeUndefined();
  });

  it.each([
    [{ mode: 'latency', latencyMs: 'infinite' }, 'latencyMs must be a whole number from 0 to 120000'],
    [{ mode: 'sleep' }, 'mode must be one of latency, no-response, http500, malformed, code'],
    [{ mode: 'code' }, "mode 'code' needs a code"],
    [{ mode: 'http500', times: -1 }, 'times must be a whole number from 0 to 1000'],
    [{ mode: 'http500', action: '<script>' }, 'action must be an action name or a deal-service path'],
    [[{ mode: 'http500' }], 'a fault is a JSON object'],
  ])('fault %j is refused and nothing is injected', async (body, message) => {
    await expect(refusal('faults', body)).resolves.toEqual({ status: 400, message });
    await expect(callAction('QryRandomNo')).resolves.toMatchObject({ randomNo: expect.any(String) });
  });
});

describe('controlsEnabled', () => {
  it('offers the controls on loopback unless MOCK_CONTROLS=0, elsewhere only with MOCK_CONTROLS=1', () => {
    expect(controlsEnabled('127.0.0.1', undefined)).toBe(true);
    expect(controlsEnabled('localhost', undefined)).toBe(true);
    expect(controlsEnabled('127.0.0.1', '0')).toBe(false);
    expect(controlsEnabled('0.0.0.0', undefined)).toBe(false);
    expect(controlsEnabled('192.168.1.20', undefined)).toBe(false);
    expect(controlsEnabled('0.0.0.0', '1')).toBe(true);
  });

  it('a backend without controls answers them as unknown routes, but still says it is up', async () => {
    const { getResponse } = await import('msw');
    const withoutControls = createHandlers({ controls: false });
    const reset = await getResponse(withoutControls, new Request(`${TEST_ORIGIN}/__mock__/reset`, { method: 'POST' }));
    expect(reset).toBeUndefined();
    const health = await getResponse(withoutControls, new Request(`${TEST_ORIGIN}/__mock__/health`));
    expect(health?.status).toBe(200);
  });
});

const todayOnTheWire = () => {
  const today = new Date();
  return `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
};

const loginAsWrong = () => loginAs({ ...OWNER, password: 'Wrong@2026' });
