// Transacting PIN check and one-time codes (spec 001 §4 "Login and session", "OTP dialog"; spec 002 §8.3).
import { text } from '../body';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { runtime } from '../state';
import { openSecret } from './session';

const PIN_LOCK_MS = 24 * 60 * 60 * 1000;
export const OTP_RESEND_MS = 60 * 1000;
export const OTP_COOLDOWN_MS = 60 * 1000;
export const OTP_MAX_FAILURES = 5;
const OTP_VALID_MS = 5 * 60 * 1000;

defineAction('VerifyPasscodeTrans', async ({ user, body }) => {
  const state = runtime();
  if ((state.pinLockedUntil[user.usrNo] ?? 0) > now()) throw new MockFailure(CODES.pinLocked, 'messages.pinLocked');
  const pin = await openSecret(body, 'passcode');
  if (pin === user.pin) {
    delete state.pinFailures[user.usrNo];
    return { body: { authTxCode: String(body.authTxCode ?? 'PIN_CHECK'), verified: 'Y' } };
  }
  state.pinFailures[user.usrNo] = (state.pinFailures[user.usrNo] ?? 0) + 1;
  if (state.pinFailures[user.usrNo] === 1) {
    throw new MockFailure(CODES.pinWrongLastChance, 'messages.pinWrongLastChance', { body: { leftTryTimes: 1 } });
  }
  // Second wrong PIN: lock the PIN for a day and end every session of this user (forced logout).
  delete state.pinFailures[user.usrNo];
  state.pinLockedUntil[user.usrNo] = now() + PIN_LOCK_MS;
  for (const [token, session] of Object.entries(state.sessions)) {
    if (session.usrNo === user.usrNo) delete state.sessions[token];
  }
  throw new MockFailure(CODES.pinChancesOut, 'messages.pinChancesOut', { body: { leftTryTimes: 0 } });
});

const newJournalNumber = () => `OTP${now()}${Math.floor(Math.random() * 1000).toString().padStart(3, '0')}`;

defineAction('SendOtp', ({ body }) => {
  const target = text(body, 'sendNumber');
  text(body, 'otpBusinessType');
  const state = runtime();
  if ((state.otpCooldownUntil[target] ?? 0) > now()) throw new MockFailure(CODES.otp, 'messages.otpCooldown');
  const recent = Object.values(state.otps).find((otp) => otp.target === target && now() - otp.sentAt < OTP_RESEND_MS);
  if (recent) throw new MockFailure(CODES.otp, 'messages.otpTooSoon');
  const jrnNo = newJournalNumber();
  const code = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  state.otps[jrnNo] = { jrnNo, code, target, otpBusinessType: String(body.otpBusinessType), sentAt: now(), failures: 0, verified: false };
  // demoOtp exists only in this embedded backend, so a person trying the demo can read the code it "sent".
  return { body: { jrnNo, demoOtp: code } };
});

defineAction('CheckOtp', ({ body }) => {
  const jrnNo = text(body, 'jrnNo');
  const otp = text(body, 'otp');
  const state = runtime();
  const challenge = state.otps[jrnNo];
  if (!challenge || now() - challenge.sentAt > OTP_VALID_MS) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  if ((state.otpCooldownUntil[challenge.target] ?? 0) > now()) throw new MockFailure(CODES.otp, 'messages.otpCooldown');
  if (otp === challenge.code) {
    challenge.verified = true;
    return { body: { jrnNo, verified: 'Y' } };
  }
  challenge.failures += 1;
  const left = OTP_MAX_FAILURES - challenge.failures;
  if (left <= 0) {
    delete state.otps[jrnNo];
    state.otpCooldownUntil[challenge.target] = now() + OTP_COOLDOWN_MS;
    throw new MockFailure(CODES.otp, 'messages.otpCooldown');
  }
  throw new MockFailure(CODES.otp, `messages.otpWrong${left}`, { body: { leftTryTimes: left } });
});
