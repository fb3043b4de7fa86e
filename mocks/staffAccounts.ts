// A staff record and the sub-account its member signs in with (user id type S, the staff username). The record is
// what the Staff pages show; the account is what MerchantLogin and the permission checks read. They are kept
// together here: adding a member opens the account and sends its first password, an edit carries the username,
// names and functions across, freezing or deleting ends its sessions, and a reset sends a new first password.
import { now } from './clock';
import type { Staff, UserAccount } from './db/types';
import { endSessionsOf } from './sessionEnd';
import { db, runtime } from './state';

/** The account of a staff record (none until its first password is sent). */
export const accountOfStaff = (member: Pick<Staff, 'usrNo'>): UserAccount | undefined =>
  member.usrNo ? db().users.find((user) => user.usrNo === member.usrNo) : undefined;

/** The staff record behind an account, if the account is a staff member's. */
export const staffOfAccount = (user: UserAccount): Staff | undefined =>
  user.superAdmin === 'Y' ? undefined : db().staff.find((member) => member.usrNo === user.usrNo);

export const randomDigits = (count: number): string => Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String(byte % 10)).join('');

const randomLetters = (count: number): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(count)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

/** A first password that passes the password rules (spec 001 §5: 8 or more, upper, lower, special). */
const firstPassword = (): string => `St${randomDigits(4)}#${randomLetters(3)}`;

export const nextUserNumber = (): string => {
  const highest = Math.max(0, ...db().users.map((user) => Number(user.usrNo.replace(/\D/g, '')) || 0));
  return `U${String(highest + 1).padStart(6, '0')}`;
};

/** Copies what the record decides about its account: username, names, contact, role and functions. */
const carryOver = (member: Staff, account: UserAccount): void => {
  account.loginName = member.loginName;
  account.firstName = member.firstName;
  account.lastName = member.lastName;
  account.mblNoPlain = member.mblNo;
  account.email = member.email;
  account.roleName = member.roleName;
  account.funcNos = [...member.funcNos];
};

export const sendSms = (to: string, text: string): void => {
  runtime().outbox.push({ to, text, sentAt: now() });
};

/** A new password (and PIN) for the member's account, sent by SMS; opens the account when it has none. */
export const sendFirstPassword = (member: Staff): void => {
  const password = firstPassword();
  const pin = randomDigits(4);
  setCredentials(member, password, pin);
  const merchant = db().merchants.find((entry) => entry.mercId === member.mercId);
  sendSms(
    member.mblNo,
    `${merchant?.mercNm ?? 'Your employer'}: your staff account is ready. Username: ${member.loginName}, password: ${password}, PIN: ${pin}. Change them after you sign in.`,
  );
};

/**
 * The member's account with this password and PIN (opened when it has none; an invitee who joins chooses their
 * own); any other session of it ends.
 */
export const setCredentials = (member: Staff, password: string, pin: string): UserAccount => {
  let account = accountOfStaff(member);
  if (!account) {
    const owner = db().users.find((user) => user.mercId === member.mercId && user.superAdmin === 'Y');
    account = {
      usrNo: nextUserNumber(),
      mblNoPlain: member.mblNo,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      password,
      pin,
      mercId: member.mercId,
      funcNos: [],
      roleName: member.roleName,
      // The member works for the merchant's business: its set-up, plan and KYC are the merchant's.
      idUploadFlag: owner?.idUploadFlag ?? 'Y',
      businessSetupStatus: owner?.businessSetupStatus ?? 'Y',
      planFlag: owner?.planFlag ?? 'Y',
      kycSts: owner?.kycSts ?? '02',
      kycLevel: owner?.kycLevel ?? '02',
      superAdmin: 'N',
    };
    db().users.push(account);
    member.usrNo = account.usrNo;
  }
  carryOver(member, account);
  account.password = password;
  account.pin = pin;
  delete runtime().loginFailures[account.usrNo];
  endSessionsOf(account.usrNo);
  return account;
};

/** After an edit: the account follows the record (its functions apply from the member's next request). */
export const syncAccount = (member: Staff): void => {
  const account = accountOfStaff(member);
  if (account) carryOver(member, account);
};


/** The member's first sign-in ends their pending state. */
export const markSignedIn = (user: UserAccount): void => {
  const member = staffOfAccount(user);
  if (member?.status === 'P') member.status = 'A';
};

/** Whether the account may sign in: a frozen or deleted member may not. */
export const staffMaySignIn = (user: UserAccount): boolean => {
  const member = staffOfAccount(user);
  return !member || member.status === 'A' || member.status === 'P';
};
