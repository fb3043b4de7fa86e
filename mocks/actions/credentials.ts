// Registration check, login-password check and PIN/password reset (the Forgot PIN flow).
import { toNationalMobile } from '../../src/format/mobile';
import { text } from '../body';
import { CODES, MockFailure } from '../failure';
import { defineAction, definePublicAction } from '../registry';
import { db, runtime } from '../state';
import { MAX_LOGIN_FAILURES, openSecret } from './session';

const findByContact = (userId: string, userIdType: string) =>
  userIdType === 'E'
    ? db().users.find((user) => user.email.toLowerCase() === userId.toLowerCase())
    : db().users.find((user) => user.mblNoPlain === toNationalMobile(userId));

definePublicAction('CheckUserSignUp', ({ body }) => {
  const user = findByContact(text(body, 'userId'), text(body, 'userIdType'));
  return { body: user ? { isSignUp: 'Y' } : { isSignUp: 'N', isRegisteredMsg: '' } };
});

defineAction('MerchantCheckPassword', async ({ user, body }) => {
  const password = await openSecret(body, 'password');
  const failures = runtime().loginFailures;
  if (password === user.password) {
    delete failures[user.usrNo];
    return { body: { leftTryTimes: MAX_LOGIN_FAILURES } };
  }
  failures[user.usrNo] = (failures[user.usrNo] ?? 0) + 1;
  const leftTryTimes = MAX_LOGIN_FAILURES - failures[user.usrNo];
  if (leftTryTimes <= 0) {
    // "at 0 the session ends"
    for (const [token, session] of Object.entries(runtime().sessions)) {
      if (session.usrNo === user.usrNo) delete runtime().sessions[token];
    }
    throw new MockFailure(CODES.pinChancesOut, 'messages.pinChancesOut', { body: { leftTryTimes: 0 } });
  }
  const key = leftTryTimes === 1 ? 'messages.passwordWrongOneLeft' : 'messages.passwordWrongTwoLeft';
  throw new MockFailure(leftTryTimes === 1 ? CODES.passwordWrongOneLeft : CODES.passwordWrongTwoLeft, key, { body: { leftTryTimes } });
});

/** passwordType 0 resets the transacting PIN, 1 the login password; both need a verified one-time code. */
definePublicAction('ResetPassword', async ({ body }) => {
  const userId = text(body, 'userId');
  const user = findByContact(userId, text(body, 'userIdType'));
  if (!user) throw new MockFailure(CODES.accountMissing, 'messages.accountMissing');
  const challenge = runtime().otps[text(body, 'jrnNo')];
  const target = challenge?.target;
  const sameTarget = target === userId || (toNationalMobile(userId) !== null && toNationalMobile(target ?? '') === toNationalMobile(userId));
  if (!challenge?.verified || !sameTarget) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  const secret = await openSecret(body, 'password');
  if (text(body, 'passwordType') === '0') {
    if (!/^\d{4}$/.test(secret)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'password' } });
    if (secret === user.pin) throw new MockFailure(CODES.sameAsOld, 'messages.pinSameAsOld');
    user.pin = secret;
    delete runtime().pinLockedUntil[user.usrNo];
    delete runtime().pinFailures[user.usrNo];
  } else {
    if (secret === user.password) throw new MockFailure(CODES.sameAsOld, 'messages.passwordSameAsOld');
    user.password = secret;
    delete runtime().loginFailures[user.usrNo];
  }
  delete runtime().otps[challenge.jrnNo];
  return {};
});

/** Change PIN (passwordType 0) after the current PIN and a code sent to the user's phone were verified. */
defineAction('MerchantModifyPassword', async ({ user, body }) => {
  if (text(body, 'passwordType') !== '0') {
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'passwordType' } });
  }
  const challenge = runtime().otps[text(body, 'jrnNo')];
  if (!challenge?.verified || challenge.target !== user.mblNoPlain) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  const newPin = await openSecret(body, 'newPassword');
  if (!/^\d{4}$/.test(newPin)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'newPassword' } });
  if (newPin === user.pin) throw new MockFailure(CODES.sameAsOld, 'messages.pinSameAsOld');
  user.pin = newPin;
  delete runtime().otps[challenge.jrnNo];
  return {};
});
