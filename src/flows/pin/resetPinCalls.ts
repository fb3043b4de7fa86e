// The calls of the Forgot PIN flow (spec 001 §4 "Forgot PIN dialog", spec 002 §7.4).
import { COUNTRY_CODE } from '../../format/mobile';
import { callAction, encryptSecret } from '../../transport/client';
import { oneTimeNumber, PASSWORD_TYPE_LOGIN, PASSWORD_TYPE_PIN, resetPassword, type ContactType } from '../password/passwordCalls';

export type { ContactType };
export const OTP_RESET_PIN = '03';

/** "The flow first checks the user is registered; if not, the returned message is shown." */
export const checkRegistered = async (userId: string, userIdType: ContactType): Promise<string | null> => {
  const answer = await callAction(
    'CheckUserSignUp',
    { countryCode: COUNTRY_CODE, userId, userIdType },
    { hideErrMsg: true },
  );
  return answer.isSignUp === 'Y' ? null : (answer.isRegisteredMsg ?? '');
};

export const checkLoginPassword = async (password: string) => {
  const randomNo = await oneTimeNumber();
  return callAction(
    'MerchantCheckPassword',
    { password: await encryptSecret(password, randomNo), randomNo, passwordType: PASSWORD_TYPE_LOGIN },
    { hideErrMsg: true },
  );
};

export const resetPin = (params: { userId: string; userIdType: ContactType; newPin: string; jrnNo: string }) =>
  resetPassword({ userId: params.userId, userIdType: params.userIdType, passwordType: PASSWORD_TYPE_PIN, secret: params.newPin, jrnNo: params.jrnNo });

/** Change PIN: the current PIN was just verified and a code sent to the owner's phone was checked (jrnNo). */
export const changePin = async (params: { newPin: string; jrnNo: string }) => {
  const randomNo = await oneTimeNumber();
  return callAction(
    'MerchantModifyPassword',
    { passwordType: PASSWORD_TYPE_PIN, newPassword: await encryptSecret(params.newPin, randomNo), randomNo, jrnNo: params.jrnNo },
    { hideErrMsg: true },
  );
};
