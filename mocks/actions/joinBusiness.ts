// Joining a business as staff (spec 002 §7.4 "Sign-up and onboarding": CheckJoinBusiness, JoinBusiness,
// JoinUpdatePersonInfo). The owner invites someone from Staff (InviteStaff): a pending member and an 8-digit code by
// SMS (mocks/staffInvitations.ts). The invitee finds that invitation by the code or by the owner's mobile number,
// proves their own number with a code (business type 01), chooses a username, password and PIN, and is signed in as
// that business's staff with the role they were invited to; then they give their own details. A merchant who
// registered and has no business yet joins while signed in: their own account becomes the staff account (their
// number is already proven and their password and PIN set), so only a username is asked.
import { toNationalMobile } from '../../src/format/mobile';
import { optionalText, text } from '../body';
import type { Staff, UserAccount } from '../db/types';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction, definePublicAction } from '../registry';
import { duplicateValue, invalidFields } from '../resources/errors';
import { validate } from '../resources/schema';
import { markSignedIn, setCredentials, staffOfAccount, syncAccount } from '../staffAccounts';
import { withdrawInvitation } from '../staffInvitations';
import { db, runtime } from '../state';
import { checkNewPassword, checkNewPin } from './credentials';
import { OTP_TYPES, spendOtp, verifiedNewContactOtp } from './otp';
import { openSecrets, startSession } from './session';
import { idNoInUse } from './signUp';

const mobileOf = (body: Record<string, unknown>, field: string): string => {
  const national = toNationalMobile(text(body, field));
  if (!national) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
  return national;
};

const invitationError = () => new MockFailure(CODES.invitationCode, 'messages.invitationCodeError');

/** A signed-in merchant who registered this number and has no business, staff place or registration left to do. */
const joinsSignedIn = (caller: UserAccount | undefined, mblNo: string): caller is UserAccount =>
  caller !== undefined && caller.mblNoPlain === mblNo && !caller.mercId && !caller.registerStep && !staffOfAccount(caller);

/**
 * The outstanding invitation for the joiner's number: the one whose code this is (it went to that number), or the
 * one the owner with that mobile number sent to it. A number that already logs in cannot join again, unless it is
 * the signed-in caller's own and they have no business yet.
 */
const invitationFor = (body: Record<string, unknown>, caller: UserAccount | undefined): Staff => {
  const mblNo = mobileOf(body, 'mblNo');
  const registered = db().users.some((user) => user.mblNoPlain === mblNo && user.password);
  if (registered && !joinsSignedIn(caller, mblNo)) throw new MockFailure(CODES.mobileExists, 'messages.mobileExists');
  const pending = (member: Staff) => member.status === 'P' && member.inviteFlg === 'Y' && toNationalMobile(member.mblNo) === mblNo;
  const code = optionalText(body, 'invitationCode');
  if (code !== undefined) {
    if (!/^\d{8}$/.test(code)) throw invitationError();
    const member = db().staff.find((candidate) => pending(candidate) && runtime().staffInvitations[candidate.staffId]?.code === code);
    if (!member) throw invitationError();
    return member;
  }
  const ownerMobile = toNationalMobile(text(body, 'ownerMblNo'));
  const owner = db().users.find((user) => user.superAdmin === 'Y' && user.mblNoPlain === ownerMobile && user.mercId);
  const member = owner && db().staff.find((candidate) => pending(candidate) && candidate.mercId === owner.mercId && runtime().staffInvitations[candidate.staffId]);
  if (!member) throw new MockFailure(CODES.invitationCode, 'messages.invitationMissing');
  return member;
};

definePublicAction('CheckJoinBusiness', ({ body, user }) => {
  const member = invitationFor(body, user);
  const merchant = db().merchants.find((entry) => entry.mercId === member.mercId);
  return { body: { mercNm: merchant?.mercNm ?? '', roleName: member.roleName, position: member.position, firstName: member.firstName, lastName: member.lastName } };
});

definePublicAction('JoinBusiness', async ({ body, request, user, token: callerToken }) => {
  const member = invitationFor(body, user);
  const mblNo = mobileOf(body, 'mblNo');
  const language = languageOf(request.headers.get('Accept-Language'));
  const loginName = text(body, 'loginName').toLowerCase();
  const problems = await validate('staff', { loginName }, true);
  if (problems.length > 0) throw invalidFields(language, problems);
  if (db().users.some((user) => user.loginName?.toLowerCase() === loginName) || db().staff.some((other) => other.loginName === loginName)) {
    throw duplicateValue(language, 'staff', 'loginName', 'messages.staffNameExists');
  }
  if (joinsSignedIn(user, mblNo) && callerToken) {
    member.loginName = loginName;
    joinAsStaff(member, user);
    return { token: callerToken, body: { token: callerToken, usrNo: user.usrNo, mblNo: user.mblNoPlain, mercId: user.mercId } };
  }
  const challenge = verifiedNewContactOtp(text(body, 'jrnNo'), OTP_TYPES.register, mblNo);
  const [password, pin] = await openSecrets(body, ['password', 'pin']);
  const placeholder = { password: '', pin: '' } as Parameters<typeof checkNewPassword>[1];
  await checkNewPassword(password, placeholder, 'password', request);
  checkNewPin(pin, placeholder, 'pin');
  member.loginName = loginName;
  member.inviteFlg = 'N';
  withdrawInvitation(member);
  spendOtp(challenge);
  const account = setCredentials(member, password, pin);
  markSignedIn(account);
  const token = startSession(account, body.deviceInfo);
  return { token, body: { token, usrNo: account.usrNo, mblNo: account.mblNoPlain, mercId: account.mercId } };
});

/** The signed-in merchant's own account becomes the member's: the business, role and functions of the invitation. */
const joinAsStaff = (member: Staff, account: UserAccount): void => {
  const owner = db().users.find((candidate) => candidate.mercId === member.mercId && candidate.superAdmin === 'Y');
  member.usrNo = account.usrNo;
  member.inviteFlg = 'N';
  withdrawInvitation(member);
  Object.assign(account, {
    mercId: member.mercId,
    superAdmin: 'N',
    businessSetupStatus: owner?.businessSetupStatus ?? 'Y',
    idUploadFlag: owner?.idUploadFlag ?? 'Y',
    planFlag: owner?.planFlag ?? 'Y',
    kycSts: owner?.kycSts ?? '02',
    kycLevel: owner?.kycLevel ?? '02',
  });
  syncAccount(member);
  markSignedIn(account);
};

/** The new member's own details on their staff record (and account); the hire date is the day they joined. */
defineAction('JoinUpdatePersonInfo', async ({ user, body, request }) => {
  const member = staffOfAccount(user);
  if (!member) throw new MockFailure(CODES.registerStepNotOpen, 'messages.registerStepNotOpen');
  const details = { firstName: text(body, 'firstName'), lastName: text(body, 'lastName'), idType: text(body, 'idType'), idNo: text(body, 'idNo') };
  const email = optionalText(body, 'email');
  const problems = await validate('registration', email ? { ...details, email } : details, true);
  if (problems.length > 0) throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems);
  if (idNoInUse(user, details.idType, details.idNo)) throw new MockFailure(CODES.idNoInUse, 'messages.idNoInUse');
  Object.assign(member, details, { email: email ?? member.email, idType: details.idType as Staff['idType'] });
  if (!member.hireDt) {
    const today = new Date(now());
    member.hireDt = `${today.getFullYear()}${String(today.getMonth() + 1).padStart(2, '0')}${String(today.getDate()).padStart(2, '0')}`;
  }
  syncAccount(member);
  return {};
});
