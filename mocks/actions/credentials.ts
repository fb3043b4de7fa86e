// Registration check, login-password check, and the actions that replace a PIN or login password: ResetPassword
// (forgotten; proven by a one-time code to the account's own number) and MerchantModifyPassword (changed while
// logged in; proven by the current secret and a code). Spec 001 §5 rules are enforced here on the decrypted
// value with the same validators as the forms (schemas/passwordChange.schema.json), answering in spec 002 §8.3's
// words.
import { requireFunction } from '../access';
import { text } from '../body';
import type { UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { definePublicAction, defineAction } from '../registry';
import { invalidFields } from '../resources/errors';
import { validate } from '../resources/schema';
import { runtime } from '../state';
import { accountWithContact, contactOf, OTP_TYPES, spendOtp, verifiedOtp } from './otp';
import { endSessionsOf, MAX_LOGIN_FAILURES, openSecret, openSecrets } from './session';

/** Password types: payment (the PIN) 0, login 1 (spec 000 §3). */
const PASSWORD_TYPE_PIN = '0';
const PASSWORD_TYPE_LOGIN = '1';
const CHANGE_PASSWORD_PERMISSION = '3707';
const CHANGE_PIN_PERMISSION = '3708';

const findByContact = (userId: string, userIdType: string) => accountWithContact(contactOf(userId, userIdType === 'E' ? 'E' : 'P'));

/**
 * Registered means registration complete as far as a password: a number half-way through sign-up (no password yet)
 * is not, so its owner can prove it again with a code and resume. A registered one comes with the spec's message.
 */
definePublicAction('CheckUserSignUp', ({ body, request }) => {
  const user = findByContact(text(body, 'userId'), text(body, 'userIdType'));
  if (!user?.password) return { body: { isSignUp: 'N', isRegisteredMsg: '' } };
  return { body: { isSignUp: 'Y', isRegisteredMsg: renderMessage(languageOf(request.headers.get('Accept-Language')), 'messages.mobileExists') } };
});

/**
 * The login-password check (spec 001 §4): a message at 2 tries left, a last-chance message at 1 left, and at 0
 * the session ends. The count is the login's, so these tries and wrong logins add up.
 */
const checkLoginPassword = (user: UserAccount, password: string) => {
  const failures = runtime().loginFailures;
  if (password === user.password) {
    delete failures[user.usrNo];
    return;
  }
  failures[user.usrNo] = (failures[user.usrNo] ?? 0) + 1;
  const leftTryTimes = MAX_LOGIN_FAILURES - failures[user.usrNo];
  if (leftTryTimes <= 0) {
    endSessionsOf(user.usrNo);
    throw new MockFailure(CODES.pinChancesOut, 'messages.pinChancesOut', { body: { leftTryTimes: 0 } });
  }
  const key = leftTryTimes === 1 ? 'messages.passwordWrongOneLeft' : 'messages.passwordWrongTwoLeft';
  throw new MockFailure(leftTryTimes === 1 ? CODES.passwordWrongOneLeft : CODES.passwordWrongTwoLeft, key, { body: { leftTryTimes } });
};

defineAction('MerchantCheckPassword', async ({ user, body }) => {
  checkLoginPassword(user, await openSecret(body, 'password'));
  return { body: { leftTryTimes: MAX_LOGIN_FAILURES } };
});

/** A new login password must meet spec 001's rules; the problems go under `field`, in the request's language. */
export const checkNewPassword = async (secret: string, user: UserAccount, field: string, request: Request) => {
  const problems = await validate('passwordChange', { newPassword: secret });
  if (problems.length > 0) {
    throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems.map((problem) => ({ ...problem, field })));
  }
  if (secret === user.password) throw new MockFailure(CODES.sameAsOld, 'messages.passwordSameAsOld');
};

export const checkNewPin = (secret: string, user: UserAccount, field: string) => {
  if (!/^\d{4}$/.test(secret)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
  if (secret === user.pin) throw new MockFailure(CODES.sameAsOld, 'messages.pinSameAsOld');
};

/**
 * Forgotten PIN (passwordType 0, code type 03) or login password (1, code type 02, before login). The code must
 * have been verified for this very account and the number or address it was sent to; it is spent on success.
 * A reset login password unlocks the account and ends its sessions elsewhere.
 */
definePublicAction('ResetPassword', async ({ body, request }) => {
  const userIdType = text(body, 'userIdType');
  const contact = contactOf(text(body, 'userId'), userIdType === 'E' ? 'E' : 'P');
  const user = accountWithContact(contact);
  if (!user) throw new MockFailure(CODES.accountMissing, 'messages.accountMissing');
  const passwordType = text(body, 'passwordType');
  if (passwordType !== PASSWORD_TYPE_PIN && passwordType !== PASSWORD_TYPE_LOGIN) {
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'passwordType' } });
  }
  const forLogin = passwordType === PASSWORD_TYPE_LOGIN;
  const challenge = verifiedOtp(text(body, 'jrnNo'), forLogin ? OTP_TYPES.resetLoginPassword : OTP_TYPES.resetPin, user, contact);
  const secret = await openSecret(body, 'password');
  if (forLogin) {
    await checkNewPassword(secret, user, 'password', request);
    user.password = secret;
    delete runtime().loginFailures[user.usrNo];
    endSessionsOf(user.usrNo);
  } else {
    checkNewPin(secret, user, 'password');
    user.pin = secret;
    delete runtime().pinLockedUntil[user.usrNo];
    delete runtime().pinFailures[user.usrNo];
  }
  spendOtp(challenge);
  return {};
});

/**
 * Change the PIN (passwordType 0: the current PIN was checked with VerifyPasscodeTrans, code type 12) or the
 * login password (1: `password` is the current one, checked here as the login-password check; code type 11).
 * Both need the code sent to the user's own phone, and the permission to change (3708 PIN, 3707 password).
 */
defineAction('MerchantModifyPassword', async ({ user, body, token, request }) => {
  const passwordType = text(body, 'passwordType');
  if (passwordType === PASSWORD_TYPE_PIN) {
    requireFunction(user, CHANGE_PIN_PERMISSION);
    const challenge = verifiedOtp(text(body, 'jrnNo'), OTP_TYPES.changePin, user);
    const newPin = await openSecret(body, 'newPassword');
    checkNewPin(newPin, user, 'newPassword');
    user.pin = newPin;
    spendOtp(challenge);
    return {};
  }
  if (passwordType !== PASSWORD_TYPE_LOGIN) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'passwordType' } });
  requireFunction(user, CHANGE_PASSWORD_PERMISSION);
  const challenge = verifiedOtp(text(body, 'jrnNo'), OTP_TYPES.changeLoginPassword, user);
  const [current, newPassword] = await openSecrets(body, ['password', 'newPassword']);
  checkLoginPassword(user, current);
  await checkNewPassword(newPassword, user, 'newPassword', request);
  user.password = newPassword;
  spendOtp(challenge);
  // The other devices signed in with the old password are signed out; this one goes on.
  endSessionsOf(user.usrNo, token);
  return {};
});
