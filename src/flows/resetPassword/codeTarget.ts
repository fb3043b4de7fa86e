// The code's destination as the person reads it: '+254 712 345 678' or the e-mail address.
import { formatMobileDisplay } from '../../format/mobile';
import type { OtpTarget } from '../otp/otpCalls';
import { contactOf, OTP_RESET_LOGIN_PASSWORD, type ResetDraft } from './resetDraft';

// The number's groups are joined by no-break spaces, so a narrow screen never splits it across lines.
export const shownTarget = (draft: ResetDraft): string =>
  draft.userIdType === 'P' ? formatMobileDisplay(draft.mobile).replaceAll(' ', '\u00a0') : draft.email.trim();

export const otpTargetOf = (draft: ResetDraft): OtpTarget => ({
  otpBusinessType: OTP_RESET_LOGIN_PASSWORD,
  otpType: draft.userIdType,
  sendNumber: contactOf(draft),
});
