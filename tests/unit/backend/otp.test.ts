// One-time codes (SendOtp / CheckOtp): 60-second resend gap, five attempts, one-minute cool-down.
import { afterEach, describe, expect, it } from 'vitest';
import { checkOtp, sendOtp, type OtpTarget } from '../../../src/flows/otp/otpCalls';
import { MmcError } from '../../../src/transport/errors';
import { advanceClock, resetClock } from '../../../mocks/clock';
import { demoCodesEnabled } from '../../../mocks/controlInput';
import { setDemoCodesShown } from '../../../mocks/demoCodes';
import { runtime } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { captureTransportEvents, rejectionOf } from '../helpers/events';

useTestBackend();
const events = captureTransportEvents();
afterEach(() => {
  resetClock();
  setDemoCodesShown(true);
});

const target: OtpTarget = { otpBusinessType: '11', otpType: 'P', sendNumber: '712345678' };

const failure = async (promise: Promise<unknown>): Promise<MmcError> => {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(MmcError);
  return error as MmcError;
};

const wrongCode = (code: string): string => String((Number(code) + 1) % 10_000).padStart(4, '0');

const sent = async () => {
  const answer = await sendOtp(target);
  expect(answer.jrnNo).toMatch(/^OTP/);
  expect(answer.demoOtp).toMatch(/^\d{4}$/);
  return answer as { jrnNo: string; demoOtp: string };
};

describe('SendOtp', () => {
  it('a second send within 60 s is refused; after the clock moves on a minute it is allowed', async () => {
    await loginAs();
    const first = await sent();
    advanceClock(59_000);
    const early = await failure(sendOtp(target));
    expect(early.code).toBe('MMCP2003');
    expect(early.message).toBe('Please wait 60 seconds before requesting a new code.');
    advanceClock(1_000);
    const second = await sent();
    expect(second.jrnNo).not.toBe(first.jrnNo);
  });

  it('the gap is per target: another number can be sent to at once', async () => {
    await loginAs();
    await sent();
    // 09 change mobile number: the code goes to the new number, not the account's own.
    await expect(sendOtp({ ...target, otpBusinessType: '09', sendNumber: '722000111' })).resolves.toMatchObject({ jrnNo: expect.any(String) });
  });

  it("codes that prove the account's own phone go only to it", async () => {
    await loginAs();
    const error = await failure(sendOtp({ ...target, sendNumber: '722000111' }));
    expect(error.code).toBe('MMCP2003');
    expect(error.message).toBe('This code can be sent only to the mobile number or e-mail address registered to your account.');
  });

  it('sending needs a session', async () => {
    const error = await failure(sendOtp(target));
    expect(error.code).toBe('SCM60401');
  });
});

describe('CheckOtp', () => {
  it('the right code verifies', async () => {
    await loginAs();
    const { jrnNo, demoOtp } = await sent();
    await expect(checkOtp(target, jrnNo, demoOtp)).resolves.toEqual({ jrnNo, verified: 'Y' });
  });

  it('wrong codes count down "Four" to "One", the fifth locks sending for a minute', async () => {
    await loginAs();
    const { jrnNo, demoOtp } = await sent();
    const bad = wrongCode(demoOtp);
    const texts: string[] = [];
    const left: unknown[] = [];
    for (let i = 0; i < 4; i += 1) {
      const error = await failure(checkOtp(target, jrnNo, bad));
      expect(error.code).toBe('MMCP2003');
      texts.push(error.message);
      left.push(error.body?.leftTryTimes);
    }
    expect(texts).toEqual([
      'Incorrect verification code. Four attempt(s) left.',
      'Incorrect verification code. Three attempt(s) left.',
      'Incorrect verification code. Two attempt(s) left.',
      'Incorrect verification code. One attempt(s) left.',
    ]);
    expect(left).toEqual([4, 3, 2, 1]);

    const fifth = await failure(checkOtp(target, jrnNo, bad));
    expect(fifth.message).toBe('You have exceed the maximum OTP attempts. Please retry after 1 minute.');

    // The code is spent: not even the right one works now.
    const spent = await failure(checkOtp(target, jrnNo, demoOtp));
    expect(spent.code).toBe('MMCP2003');

    // Sends are refused until a minute has passed.
    advanceClock(61_000 - 2_000);
    const tooEarly = await failure(sendOtp(target));
    expect(tooEarly.message).toBe('You have exceed the maximum OTP attempts. Please retry after 1 minute.');
    advanceClock(2_000);
    await expect(sendOtp(target)).resolves.toMatchObject({ jrnNo: expect.any(String) });
  });

  it('the right code still verifies on the last attempt', async () => {
    await loginAs();
    const { jrnNo, demoOtp } = await sent();
    for (let i = 0; i < 4; i += 1) await failure(checkOtp(target, jrnNo, wrongCode(demoOtp)));
    await expect(checkOtp(target, jrnNo, demoOtp)).resolves.toEqual({ jrnNo, verified: 'Y' });
  });

  it('a code older than five minutes has expired', async () => {
    await loginAs();
    const { jrnNo, demoOtp } = await sent();
    advanceClock(5 * 60 * 1000 + 1_000);
    const error = await failure(checkOtp(target, jrnNo, demoOtp));
    expect(error.message).toBe('The verification code has expired. Please request a new one.');
  });

  it('OTP failures are shown by the OTP dialog, not by a toast', async () => {
    await loginAs();
    const { jrnNo, demoOtp } = await sent();
    await failure(checkOtp(target, jrnNo, wrongCode(demoOtp)));
    await failure(sendOtp(target));
    expect(events.errors()).toEqual([]);
  });
});

describe('the demo code in the answer', () => {
  it('a server others can reach keeps the code to itself, unless MOCK_DEMO_CODES=1; the code still works when typed', async () => {
    expect(demoCodesEnabled('0.0.0.0', undefined)).toBe(false);
    expect(demoCodesEnabled('192.168.1.20', undefined)).toBe(false);
    expect(demoCodesEnabled('0.0.0.0', '1')).toBe(true);
    expect(demoCodesEnabled('127.0.0.1', undefined)).toBe(true);
    expect(demoCodesEnabled('127.0.0.1', '0')).toBe(false);

    await loginAs();
    setDemoCodesShown(false);
    const answer = await sendOtp(target);
    expect(answer.jrnNo).toMatch(/^OTP/);
    expect(answer).not.toHaveProperty('demoOtp');
    // The code reaches the phone only; read as from the phone, it is accepted.
    const code = runtime().otps[answer.jrnNo]!.code;
    expect((await failure(checkOtp(target, answer.jrnNo, wrongCode(code)))).code).toBe('MMCP2003');
    await expect(checkOtp(target, answer.jrnNo, code)).resolves.toBeDefined();
  });
});

describe('what SendOtp refuses before sending anything', () => {
  it('an unknown business type, an unknown contact type, and an e-mail "address" that is markup or 100 kB long', async () => {
    await loginAs();
    const refusals = [
      { ...target, otpBusinessType: '99' },
      { ...target, otpType: 'X' as OtpTarget['otpType'] },
      { otpBusinessType: '13', otpType: 'E' as const, sendNumber: '<img src=x onerror=alert(1)>@example.com' },
      { otpBusinessType: '13', otpType: 'E' as const, sendNumber: `${'a'.repeat(100_000)}@example.com` },
    ];
    for (const refused of refusals) {
      const refusal = await failure(sendOtp(refused));
      expect(refusal.code, JSON.stringify(refused).slice(0, 80)).toBe('MMCP0001');
    }
    expect(Object.keys(runtime().otps)).toEqual([]);
  });
});

describe('the catalogue check before any handler', () => {
  it('refuses a number longer than SendOtp takes, in the spec words, and sends nothing', async () => {
    await loginAs();
    const refusal = await failure(sendOtp({ ...target, sendNumber: '7'.repeat(100_000) }));
    expect(refusal.code).toBe('MMCP0001');
    expect(refusal.body?.fieldErrors).toEqual({ sendNumber: 'Maximum field length = 100.' });
    expect(Object.keys(runtime().otps)).toEqual([]);
  });
});
