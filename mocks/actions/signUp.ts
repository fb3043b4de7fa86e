// Registering a merchant (spec 002 §7.4 "Sign-up and onboarding"; spec 000 §2 routes). The number is proven with a
// code of business type 01; GetRegisterSessionToken then opens (or finds) the user's record and a session for the
// rest. Each later step is saved on the record as it is done (registerStep: the next one still to do, see
// src/config/registerSteps.ts), so a person who comes back resumes there, and no step is done out of turn.
// MerchantKmsSignUp completes the registration: the session becomes an ordinary login.
import { ALL_PERMISSION_CODES } from '../../src/auth/permissionCodes';
import { toNationalMobile } from '../../src/format/mobile';
import { REGISTER_STEPS, stepAfter, type RegisterStep } from '../../src/config/registerSteps';
import { optionalText, text } from '../body';
import type { UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf } from '../messages';
import { defineAction, definePublicAction } from '../registry';
import { invalidFields } from '../resources/errors';
import { validate } from '../resources/schema';
import { nextUserNumber } from '../staffAccounts';
import { db } from '../state';
import { checkNewPassword, checkNewPin } from './credentials';
import { OTP_TYPES, spendOtp, verifiedNewContactOtp } from './otp';
import { openSecret, startSession } from './session';

const PASSWORD_TYPE_PIN = '0';
const PASSWORD_TYPE_LOGIN = '1';

const mobileOf = (body: Record<string, unknown>, field: string): string => {
  const national = toNationalMobile(text(body, field));
  if (!national) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
  return national;
};

/** The step must be the one the registration has reached; it is then saved as done. */
const atStep = (user: UserAccount, step: RegisterStep): void => {
  if (user.registerStep !== step) throw new MockFailure(CODES.registerStepNotOpen, 'messages.registerStepNotOpen');
};
const done = (user: UserAccount, step: RegisterStep): void => {
  const next = stepAfter(step);
  if (next) user.registerStep = next;
  else delete user.registerStep;
};

/** A new owner with nothing but a proven number: no business yet (setup N), no ID, no plan, KYC not started. */
const newOwner = (mblNoPlain: string): UserAccount => ({
  usrNo: nextUserNumber(),
  mblNoPlain,
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  pin: '',
  mercId: '',
  funcNos: [...ALL_PERMISSION_CODES],
  roleName: 'Owner',
  idUploadFlag: 'N',
  businessSetupStatus: 'N',
  planFlag: 'N',
  kycSts: '01',
  kycLevel: '00',
  superAdmin: 'Y',
  registerStep: REGISTER_STEPS[0],
});

/** Fields the schema refuses, in the request's language, under their own names. */
const refuseInvalid = async (request: Request, entity: string, record: Record<string, unknown>): Promise<void> => {
  const problems = await validate(entity, record, true);
  if (problems.length > 0) throw invalidFields(languageOf(request.headers.get('Accept-Language')), problems);
};

definePublicAction('GetRegisterSessionToken', ({ body }) => {
  const mblNo = mobileOf(body, 'mblNo');
  const challenge = verifiedNewContactOtp(text(body, 'jrnNo'), OTP_TYPES.register, mblNo);
  let user = db().users.find((account) => account.mblNoPlain === mblNo);
  if (user?.password) throw new MockFailure(CODES.mobileExists, 'messages.mobileExists');
  if (!user) {
    user = newOwner(mblNo);
    db().users.push(user);
  }
  spendOtp(challenge);
  const token = startSession(user, body.deviceInfo);
  return { token, body: { token, usrNo: user.usrNo, registerStep: user.registerStep ?? '' } };
});

/**
 * The agreements (privacyAgreeFlg, termsAgreeFlg Y, each on its page) and then the person's names and e-mail. A
 * registered user may correct their names and e-mail later with the same call.
 */
defineAction('UpdatePersonInfo', async ({ user, body, request }) => {
  if (user.registerStep === 'privacyAgreement' || user.registerStep === 'termsAgreement') {
    const step = user.registerStep;
    if (text(body, step === 'privacyAgreement' ? 'privacyAgreeFlg' : 'termsAgreeFlg') !== 'Y') {
      throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: step === 'privacyAgreement' ? 'privacyAgreeFlg' : 'termsAgreeFlg' } });
    }
    done(user, step);
    return { body: { registerStep: user.registerStep ?? '' } };
  }
  const person = { firstName: text(body, 'firstName'), lastName: text(body, 'lastName'), email: text(body, 'email') };
  const middleName = optionalText(body, 'middleName');
  await refuseInvalid(request, 'registration', middleName ? { ...person, middleName } : person);
  if (user.registerStep && user.registerStep !== 'addPersonInfo') atStep(user, 'addPersonInfo');
  user.firstName = middleName ? `${person.firstName} ${middleName}` : person.firstName;
  user.lastName = person.lastName;
  user.email = person.email;
  if (user.registerStep) done(user, 'addPersonInfo');
  return { body: { registerStep: user.registerStep ?? '' } };
});

/** The owner's first login password (passwordType 1) and then PIN (0), under spec 001's rules, each once. */
defineAction('SetUpOwnerPassword', async ({ user, body, request }) => {
  const passwordType = text(body, 'passwordType');
  if (passwordType !== PASSWORD_TYPE_LOGIN && passwordType !== PASSWORD_TYPE_PIN) {
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'passwordType' } });
  }
  const step: RegisterStep = passwordType === PASSWORD_TYPE_LOGIN ? 'setPassword' : 'setPin';
  atStep(user, step);
  const secret = await openSecret(body, 'password');
  if (step === 'setPassword') {
    await checkNewPassword(secret, user, 'password', request);
    user.password = secret;
  } else {
    checkNewPin(secret, user, 'password');
    user.pin = secret;
  }
  done(user, step);
  return { body: { registerStep: user.registerStep ?? '' } };
});

/** Whether an ID number is someone else's already (the owner's own counts as free). */
export const idNoInUse = (user: UserAccount, idType: string, idNo: string): boolean =>
  db().users.some((other) => other.usrNo !== user.usrNo && other.idType === idType && other.idNo === idNo) ||
  db().staff.some((member) => member.usrNo !== user.usrNo && member.status !== 'D' && member.idType === idType && member.idNo === idNo);

defineAction('CheckIdNoIsUse', ({ user, body }) => ({ body: { isUse: idNoInUse(user, text(body, 'idType'), text(body, 'idNo')) ? 'Y' : 'N' } }));

/**
 * The owner's ID document: its type and number and the photos of both sides (the user's own uploads). Saved on
 * the record: the ID upload flag becomes Y and the identity check starts (KYC pending). At registration it is the
 * step before the first login; later it is /uploadIdDocument for an owner whose flag is still N.
 */
defineAction('VerifyAndRecognizeIdCard', async ({ user, body, request }) => {
  const record = { idType: text(body, 'idType'), idNo: text(body, 'idNo'), idFrontFileId: text(body, 'idFrontFileId'), idBackFileId: text(body, 'idBackFileId') };
  await refuseInvalid(request, 'registration', record);
  if (user.registerStep) atStep(user, 'verifyPersonInfo');
  if (idNoInUse(user, record.idType, record.idNo)) throw new MockFailure(CODES.idNoInUse, 'messages.idNoInUse');
  const files = db().files;
  for (const fileId of [record.idFrontFileId, record.idBackFileId]) {
    const file = files[fileId];
    if (!file || file.usrNo !== user.usrNo || !file.contentType.startsWith('image/')) {
      throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: fileId === record.idFrontFileId ? 'idFrontFileId' : 'idBackFileId' } });
    }
  }
  user.idType = record.idType as '00' | '01';
  user.idNo = record.idNo;
  user.idUploadFlag = 'Y';
  user.kycSts = '01';
  user.pelezaSts = 'init';
  if (user.registerStep) done(user, 'verifyPersonInfo');
  return { body: { idUploadFlag: user.idUploadFlag, registerStep: user.registerStep ?? '' } };
});

/** The identity check of the ID just given starts and runs (process) until the provider's review ends it. */
defineAction('PelezaCheck', ({ user }) => {
  if (user.idUploadFlag !== 'Y') throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'idNo' } });
  if (user.pelezaSts === 'init' || user.pelezaSts === 'fail') user.pelezaSts = 'process';
  return { body: { pelezaSts: user.pelezaSts ?? (user.kycSts === '02' ? 'success' : 'process') } };
});

/** The first login: registration complete, the session goes on as an ordinary login. */
defineAction('MerchantKmsSignUp', ({ user, token }) => {
  atStep(user, 'firstLogin');
  done(user, 'firstLogin');
  return { body: { token, usrNo: user.usrNo, mblNo: user.mblNoPlain, mercId: user.mercId } };
});
