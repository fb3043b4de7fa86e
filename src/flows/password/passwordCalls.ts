// The calls that replace a PIN or login password (spec 002 §7.4 "Passwords, PIN and OTP"). Secrets travel
// encrypted with the server's key, behind a one-time number from QryRandomNo so a captured request cannot be
// replayed. Password types: payment (the PIN) 0, login 1 (spec 000 §3).
import { COUNTRY_CODE } from '../../format/mobile';
import { callAction, encryptSecret } from '../../transport/client';

export type ContactType = 'P' | 'E';
export type PasswordType = '0' | '1';
export const PASSWORD_TYPE_PIN = '0' satisfies PasswordType;
export const PASSWORD_TYPE_LOGIN = '1' satisfies PasswordType;

export const oneTimeNumber = async () => (await callAction('QryRandomNo', {}, { hideErrMsg: true })).randomNo;

/**
 * ResetPassword: a forgotten PIN or login password, proven by the verified code `jrnNo` sent to `userId` (the
 * account's own mobile number or e-mail address).
 */
export const resetPassword = async (params: { userId: string; userIdType: ContactType; passwordType: PasswordType; secret: string; jrnNo: string }) => {
  const randomNo = await oneTimeNumber();
  return callAction(
    'ResetPassword',
    {
      countryCode: COUNTRY_CODE,
      userId: params.userId,
      userIdType: params.userIdType,
      passwordType: params.passwordType,
      password: await encryptSecret(params.secret, randomNo),
      randomNo,
      jrnNo: params.jrnNo,
    },
    { hideErrMsg: true },
  );
};

/** MerchantModifyPassword for the login password: the current one, the new one, and a verified code (type 11). */
export const changeLoginPassword = async (params: { password: string; newPassword: string; jrnNo: string }) => {
  const randomNo = await oneTimeNumber();
  return callAction(
    'MerchantModifyPassword',
    {
      passwordType: PASSWORD_TYPE_LOGIN,
      password: await encryptSecret(params.password, randomNo),
      newPassword: await encryptSecret(params.newPassword, randomNo),
      randomNo,
      jrnNo: params.jrnNo,
    },
    { hideErrMsg: true },
  );
};
