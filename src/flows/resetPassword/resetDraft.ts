// What the reset-password wizard remembers between its pages, so going back shows what was typed. It lives in
// memory only (the layout route above the five pages), never in storage: a new password is not kept anywhere.
import { createContext, useContext } from 'react';
import type { ContactType } from '../password/passwordCalls';
import type { NewPasswordValues } from '../password/newPassword';

/** The spec's routes of the flow (spec 000 §2 "Onboarding and login"). */
export const RESET_PATHS = {
  account: '/resetPassword',
  description: '/resetDescription',
  code: '/resetCode',
  password: '/resetSetPassword',
  success: '/resetSuccess',
} as const;

/** OTP business type 02: reset login password (spec 000 §3). */
export const OTP_RESET_LOGIN_PASSWORD = '02';

export interface ResetDraft {
  userIdType: ContactType;
  /** National digits, as the mobile field keeps them. */
  mobile: string;
  email: string;
  /** The contact the server confirmed is registered; the later pages need it. */
  confirmed: string | null;
  jrnNo: string | null;
  /** When the code was sent (Date.now()), for the resend countdown. */
  sentAt: number;
  demoCode?: string;
  code: string;
  verified: boolean;
  passwords: NewPasswordValues;
  done: boolean;
}

export const emptyDraft = (mobile = ''): ResetDraft => ({
  userIdType: 'P',
  mobile,
  email: '',
  confirmed: null,
  jrnNo: null,
  sentAt: 0,
  code: '',
  verified: false,
  passwords: { newPassword: '', confirmPassword: '' },
  done: false,
});

/** The mobile number or e-mail address the person chose, as sent to the server. */
export const contactOf = (draft: ResetDraft): string => (draft.userIdType === 'P' ? draft.mobile : draft.email.trim());

/** Forgets the code, e.g. when the person names another account or the code has expired. */
export const withoutCode: Partial<ResetDraft> = { jrnNo: null, sentAt: 0, demoCode: undefined, code: '', verified: false };

export interface ResetDraftContextValue {
  draft: ResetDraft;
  update: (changes: Partial<ResetDraft>) => void;
}

export const ResetDraftContext = createContext<ResetDraftContextValue | null>(null);

export const useResetDraft = (): ResetDraftContextValue => {
  const value = useContext(ResetDraftContext);
  if (!value) throw new Error('useResetDraft outside ResetPasswordFlow');
  return value;
};
