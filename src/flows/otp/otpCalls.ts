// SendOtp and CheckOtp (spec 002 §7.4). Business types: 01 register, 02 reset login password, 03 reset PIN,
// 09 change mobile, 11 change login password, 12 change PIN, 13 change email, 16 add mobile money, 17 login,
// 18 3D-certified payment. OTP types P phone, E email.
import { COUNTRY_CODE } from '../../format/mobile';
import { callAction } from '../../transport/client';

export interface OtpTarget {
  otpBusinessType: string;
  otpType: 'P' | 'E';
  /** 9 national digits for a phone, the address for an e-mail. */
  sendNumber: string;
  countryCode?: string;
}

export interface OtpSent {
  jrnNo: string;
  /** Only the embedded demo backend says which code it "sent". */
  demoOtp?: string;
}

const fields = (target: OtpTarget) => ({ ...target, countryCode: target.countryCode ?? COUNTRY_CODE });

/** Before login (a forgotten password) the same calls are UnLoginSendOtp and UnLoginCheckOtp. */
export interface OtpCallOptions {
  beforeLogin?: boolean;
}

export const sendOtp = (target: OtpTarget, { beforeLogin = false }: OtpCallOptions = {}) =>
  callAction(beforeLogin ? 'UnLoginSendOtp' : 'SendOtp', fields(target), { hideErrMsg: true });

export const checkOtp = (target: OtpTarget, jrnNo: string, otp: string, { beforeLogin = false }: OtpCallOptions = {}) =>
  callAction(beforeLogin ? 'UnLoginCheckOtp' : 'CheckOtp', { ...fields(target), jrnNo, otp }, { hideErrMsg: true });

export const RESEND_SECONDS = 60;
