// The /__mock__/ control routes tests and demos use (they exist only in the embedded backend).
import { describe, expect, it } from 'vitest';
import { sendOtp } from '../../../src/flows/otp/otpCalls';
import { callNamedAction as callAction } from '../../../src/transport/client';
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

const loginAsWrong = () => loginAs({ ...OWNER, password: 'Wrong@2026' });
