// The calls of registering and of joining a business (spec 002 §7.4 "Sign-up and onboarding"). Secrets travel
// encrypted behind a one-time number, as every password and PIN does (passwordCalls.ts).
import { COUNTRY_CODE } from '../../format/mobile';
import { callAction, encryptSecret } from '../../transport/client';
import { setToken } from '../../transport/session';
import { oneTimeNumber, PASSWORD_TYPE_LOGIN, PASSWORD_TYPE_PIN } from '../password/passwordCalls';
import { isRegisterStep, type RegisterStep } from '../../config/registerSteps';

/** OTP business type 01: register (spec 000 §3); a person joining a business proves their number with it too. */
export const OTP_REGISTER = '01';

/** The server's message when the number is registered already, or null when it may register. */
export const registeredMessage = async (mblNo: string): Promise<string | null> => {
  const answer = await callAction('CheckUserSignUp', { countryCode: COUNTRY_CODE, userId: mblNo, userIdType: 'P' }, { hideErrMsg: true });
  return answer.isSignUp === 'Y' ? (answer.isRegisteredMsg ?? '') : null;
};

const stepOf = (answer: { registerStep?: string }): RegisterStep | undefined => (isRegisterStep(answer.registerStep) ? answer.registerStep : undefined);

/** The verified number's registration session: kept as this tab's token (not yet a console login). */
export const openRegistration = async (mblNo: string, jrnNo: string): Promise<RegisterStep | undefined> => {
  const answer = await callAction('GetRegisterSessionToken', { countryCode: COUNTRY_CODE, mblNo, jrnNo }, { hideErrMsg: true });
  setToken(answer.token);
  return stepOf(answer);
};

/** Where the registration of the session's user stands (undefined: complete). */
export const reachedStep = async (): Promise<RegisterStep | undefined> => stepOf(await callAction('QryUserInformation', {}, { hideErrMsg: true }));

export const acceptAgreement = async (which: 'privacy' | 'terms') =>
  stepOf(await callAction('UpdatePersonInfo', which === 'privacy' ? { privacyAgreeFlg: 'Y' } : { termsAgreeFlg: 'Y' }, { hideErrMsg: true }));

export interface PersonInfo {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
}

export const savePersonInfo = async (person: PersonInfo) =>
  stepOf(
    await callAction(
      'UpdatePersonInfo',
      { firstName: person.firstName.trim(), lastName: person.lastName.trim(), email: person.email.trim(), ...(person.middleName.trim() ? { middleName: person.middleName.trim() } : {}) },
      { hideErrMsg: true },
    ),
  );

/** The new owner's login password ('login') or PIN ('pin'), each set once. */
export const setOwnerSecret = async (kind: 'login' | 'pin', secret: string) => {
  const randomNo = await oneTimeNumber();
  const passwordType = kind === 'login' ? PASSWORD_TYPE_LOGIN : PASSWORD_TYPE_PIN;
  return stepOf(await callAction('SetUpOwnerPassword', { passwordType, password: await encryptSecret(secret, randomNo), randomNo }, { hideErrMsg: true }));
};

export interface IdDocument {
  idType: '01' | '00';
  idNo: string;
  idFrontFileId: string;
  idBackFileId: string;
}

export const idNoInUse = async (idType: IdDocument['idType'], idNo: string) => (await callAction('CheckIdNoIsUse', { idType, idNo }, { hideErrMsg: true })).isUse === 'Y';

/** The ID document, then the identity check of it (PelezaCheck), started at once so the KYC review can begin. */
export const submitIdDocument = async (document: IdDocument) => {
  const step = stepOf(await callAction('VerifyAndRecognizeIdCard', { ...document }, { hideErrMsg: true }));
  // A check that cannot start now stays at init, where the KYC dialog leads back to this page to try again.
  await callAction('PelezaCheck', {}, { hideErrMsg: true }).catch(() => undefined);
  return step;
};

/** The first login: the registration is complete and the session becomes a console login. */
export const completeRegistration = () => callAction('MerchantKmsSignUp', {}, { hideErrMsg: true });

/** Which invitation: by its 8-digit code, or by the owner's mobile number. */
export type InvitationKey = { invitationCode: string } | { ownerMblNo: string };

export const findInvitation = (mblNo: string, key: InvitationKey) => callAction('CheckJoinBusiness', { countryCode: COUNTRY_CODE, mblNo, ...key }, { hideErrMsg: true });

/** A new person's number proven by a code, with their password and PIN; a signed-in merchant gives none of them. */
export interface NewJoinerSecrets {
  jrnNo: string;
  password: string;
  pin: string;
}

export const joinBusiness = async (params: { mblNo: string; key: InvitationKey; loginName: string; secrets?: NewJoinerSecrets }) => {
  const fields = { countryCode: COUNTRY_CODE, mblNo: params.mblNo, ...params.key, loginName: params.loginName.trim().toLowerCase() };
  if (!params.secrets) return callAction('JoinBusiness', fields, { hideErrMsg: true });
  const randomNo = await oneTimeNumber();
  return callAction(
    'JoinBusiness',
    {
      ...fields,
      jrnNo: params.secrets.jrnNo,
      password: await encryptSecret(params.secrets.password, randomNo),
      pin: await encryptSecret(params.secrets.pin, randomNo),
      randomNo,
    },
    { hideErrMsg: true },
  );
};

export const saveJoinerDetails = (details: { firstName: string; lastName: string; email: string; idType: IdDocument['idType']; idNo: string }) =>
  callAction(
    'JoinUpdatePersonInfo',
    { firstName: details.firstName.trim(), lastName: details.lastName.trim(), idType: details.idType, idNo: details.idNo.trim(), ...(details.email.trim() ? { email: details.email.trim() } : {}) },
    { hideErrMsg: true },
  );
