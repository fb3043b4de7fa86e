// Transacting PIN check (spec 001 §4 "Login and session"; spec 002 §8.3). One-time codes: ./otp.ts.
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { runtime } from '../state';
import { endSessionsOf, openSecret } from './session';

const PIN_LOCK_MS = 24 * 60 * 60 * 1000;

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
  endSessionsOf(user.usrNo);
  throw new MockFailure(CODES.pinChancesOut, 'messages.pinChancesOut', { body: { leftTryTimes: 0 } });
});
