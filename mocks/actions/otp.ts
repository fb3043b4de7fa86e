// One-time codes (spec 002 §7.4 SendOtp/CheckOtp, and UnLoginSendOtp/UnLoginCheckOtp before login; spec 001
// §4 "OTP dialog", §9: 4 digits, 60 s between sends, a one-minute cool-down after too many wrong codes).
// A code proves possession of a phone or mailbox only if it is bound to what it was for: each challenge keeps
// its business type, the number or address it went to, and the account that number belongs to. The actions
// that spend a code (ResetPassword, MerchantModifyPassword) take it only for the same type and account, once.
import { toNationalMobile } from '../../src/format/mobile';
import type { UserAccount } from '../db/types';
import { text } from '../body';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { demoCodesShown } from '../demoCodes';
import { defineAction, definePublicAction } from '../registry';
import { db, runtime, type OtpChallenge } from '../state';

export const OTP_RESEND_MS = 60 * 1000;
export const OTP_COOLDOWN_MS = 60 * 1000;
export const OTP_MAX_FAILURES = 5;
const OTP_VALID_MS = 5 * 60 * 1000;
/** How long a verified code may still be spent: time to type a new password, not a day. */
const VERIFIED_VALID_MS = 10 * 60 * 1000;

/** OTP business types (spec 000 §3). */
export const OTP_TYPES = {
  register: '01',
  resetLoginPassword: '02',
  resetPin: '03',
  changeLoginPassword: '11',
  changePin: '12',
  /** A mobile-money number the merchant will top up from: the code goes to that number (Finance → Money). */
  addMobileMoney: '16',
  login: '17',
  /** Registering or unregistering the business's Pesalink alias: the console's type, 000 §3 lists none for it. */
  pesalinkAlias: '19',
} as const;

/** Codes for these prove the account's own registered phone or e-mail, so they go nowhere else. */
const OWN_CONTACT_TYPES: ReadonlySet<string> = new Set([
  OTP_TYPES.resetLoginPassword,
  OTP_TYPES.resetPin,
  OTP_TYPES.changeLoginPassword,
  OTP_TYPES.changePin,
  OTP_TYPES.login,
  OTP_TYPES.pesalinkAlias,
]);
/** What may be asked for before login: registering a new number, and resetting a forgotten password. */
const BEFORE_LOGIN_TYPES: ReadonlySet<string> = new Set([OTP_TYPES.register, OTP_TYPES.resetLoginPassword]);

/** Every OTP business type of spec 000 §3, and the console's 19 (Pesalink alias); a code is sent for nothing else. */
const KNOWN_TYPES: ReadonlySet<string> = new Set(['01', '02', '03', '09', '11', '12', '13', '16', '17', '18', OTP_TYPES.pesalinkAlias]);

const refuse = (field: string) => new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });

/** An e-mail address a code can go to: one @, a dotted domain, no spaces or markup, at most 100 characters. */
const EMAIL = /^[^\s@<>"'()]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
const EMAIL_MAX = 100;

/** The number (9 national digits) or lower-case address a code goes to; otpType P phone, E e-mail. */
export const contactOf = (value: string, otpType: string): string => {
  if (otpType === 'E') {
    if (value.length > EMAIL_MAX || !EMAIL.test(value)) throw refuse('sendNumber');
    return value.toLowerCase();
  }
  if (otpType !== 'P') throw refuse('otpType');
  const national = toNationalMobile(value);
  if (!national) throw refuse('sendNumber');
  return national;
};

/** The account whose registered phone or e-mail this is. */
export const accountWithContact = (contact: string): UserAccount | undefined =>
  db().users.find((user) => user.mblNoPlain === contact || user.email.toLowerCase() === contact);

const isOwnContact = (user: UserAccount, contact: string) => user.mblNoPlain === contact || user.email.toLowerCase() === contact;

// Random, so a journal number says nothing about the next one.
const newJournalNumber = () => `OTP${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

const issue = (target: string, otpBusinessType: string, usrNo: string | undefined) => {
  const state = runtime();
  if ((state.otpCooldownUntil[target] ?? 0) > now()) throw new MockFailure(CODES.otp, 'messages.otpCooldown');
  const recent = Object.values(state.otps).find((otp) => otp.target === target && now() - otp.sentAt < OTP_RESEND_MS);
  if (recent) throw new MockFailure(CODES.otp, 'messages.otpTooSoon');
  const jrnNo = newJournalNumber();
  const code = String(crypto.getRandomValues(new Uint16Array(1))[0] % 10_000).padStart(4, '0');
  state.otps[jrnNo] = { jrnNo, code, target, otpBusinessType, usrNo, sentAt: now(), failures: 0, verified: false };
  // demoOtp exists only in this embedded backend, so a person trying the demo can read the code it "sent"; a
  // shared server keeps it to itself (mocks/demoCodes.ts).
  return { body: demoCodesShown() ? { jrnNo, demoOtp: code } : { jrnNo } };
};

/** Checks a code against its challenge; the request must name the same type and number it was sent for. */
const verify = (body: Record<string, unknown>, caller: UserAccount | undefined) => {
  const jrnNo = text(body, 'jrnNo');
  const otp = text(body, 'otp');
  const state = runtime();
  const challenge = state.otps[jrnNo];
  const sameRequest =
    challenge &&
    text(body, 'otpBusinessType') === challenge.otpBusinessType &&
    contactOf(text(body, 'sendNumber'), text(body, 'otpType')) === challenge.target &&
    (!caller || !challenge.usrNo || challenge.usrNo === caller.usrNo);
  if (!sameRequest || now() - challenge.sentAt > OTP_VALID_MS) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  if ((state.otpCooldownUntil[challenge.target] ?? 0) > now()) throw new MockFailure(CODES.otp, 'messages.otpCooldown');
  if (challenge.verified) throw new MockFailure(CODES.otp, 'messages.otpExpired'); // a code works once
  if (otp === challenge.code) {
    challenge.verified = true;
    challenge.verifiedAt = now();
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
};

defineAction('SendOtp', ({ user, body }) => {
  const otpBusinessType = text(body, 'otpBusinessType');
  if (!KNOWN_TYPES.has(otpBusinessType)) throw refuse('otpBusinessType');
  const target = contactOf(text(body, 'sendNumber'), text(body, 'otpType'));
  if (OWN_CONTACT_TYPES.has(otpBusinessType) && !isOwnContact(user, target)) throw new MockFailure(CODES.otp, 'messages.otpOwnContactOnly');
  return issue(target, otpBusinessType, user.usrNo);
});

definePublicAction('UnLoginSendOtp', ({ body }) => {
  const otpBusinessType = text(body, 'otpBusinessType');
  if (!BEFORE_LOGIN_TYPES.has(otpBusinessType)) throw refuse('otpBusinessType');
  const target = contactOf(text(body, 'sendNumber'), text(body, 'otpType'));
  const owner = accountWithContact(target);
  if (OWN_CONTACT_TYPES.has(otpBusinessType) && !owner) throw new MockFailure(CODES.accountMissing, 'messages.accountMissing');
  // A number whose registration is complete (it has a password) is not registered again; one half-way may resume.
  if (otpBusinessType === OTP_TYPES.register && owner?.password) throw new MockFailure(CODES.mobileExists, 'messages.mobileExists');
  return issue(target, otpBusinessType, OWN_CONTACT_TYPES.has(otpBusinessType) ? owner?.usrNo : undefined);
});

defineAction('CheckOtp', ({ user, body }) => verify(body, user));
definePublicAction('UnLoginCheckOtp', ({ body }) => verify(body, undefined));

/**
 * The verified code `jrnNo` if it was sent for `otpBusinessType` to `user`'s own `contact` and is still fresh;
 * anything else is the spec's OTP failure. The caller spends it with `spendOtp` once the change is made.
 */
export const verifiedOtp = (
  jrnNo: string,
  otpBusinessType: string,
  user: UserAccount,
  contact = user.mblNoPlain,
  { ownContact = true }: { ownContact?: boolean } = {},
): OtpChallenge => {
  const challenge = runtime().otps[jrnNo];
  const fits =
    challenge?.verified === true &&
    challenge.otpBusinessType === otpBusinessType &&
    challenge.usrNo === user.usrNo &&
    challenge.target === contact &&
    (!ownContact || isOwnContact(user, contact)) &&
    now() - (challenge.verifiedAt ?? 0) <= VERIFIED_VALID_MS;
  if (!fits) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  return challenge;
};

/**
 * A verified code of `otpBusinessType` sent to `contact` before anyone owned it (registering a number, joining a
 * business), still fresh; anything else is the spec's OTP failure.
 */
export const verifiedNewContactOtp = (jrnNo: string, otpBusinessType: string, contact: string): OtpChallenge => {
  const challenge = runtime().otps[jrnNo];
  const fits =
    challenge?.verified === true &&
    challenge.otpBusinessType === otpBusinessType &&
    challenge.target === contact &&
    now() - (challenge.verifiedAt ?? 0) <= VERIFIED_VALID_MS;
  if (!fits) throw new MockFailure(CODES.otp, 'messages.otpExpired');
  return challenge;
};

export const spendOtp = (challenge: OtpChallenge): void => {
  delete runtime().otps[challenge.jrnNo];
};
