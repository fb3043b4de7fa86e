// Codes with a defined reaction (spec 002 §8.2, spec 001 §4). The transport only decides; the app shell carries
// the reaction out (it owns the router, the dialogs and the notifications).

export type SessionReaction =
  /** SCM60401: the session is invalid; log out. */
  | 'logout'
  /** URMP229, MMCP9999: clear the stored session and go to /login. */
  | 'clearSessionToLogin'
  /** MMCP5148: clear the session and open the Session Abnormal dialog, which leads to /login. */
  | 'sessionAbnormal';

const reactions: Record<string, SessionReaction> = {
  SCM60401: 'logout',
  URMP229: 'clearSessionToLogin',
  MMCP9999: 'clearSessionToLogin',
  MMCP5148: 'sessionAbnormal',
};

export const reactionFor = (code: string): SessionReaction | undefined => (Object.hasOwn(reactions, code) ? reactions[code] : undefined);

/** PIN verification answered that the chances have run out: close the PIN dialog and offer Reset PIN. */
export const PIN_CHANCES_EXHAUSTED = 'MMCP2050';

/** Overdraft reference number wrong or expired. */
export const OVERDRAFT_REFERENCE_WRONG = 'SAP20004';

/** Staff duplicates, reported on the matching form field. */
export const STAFF_DUPLICATE_FIELDS: Readonly<Record<string, string>> = {
  URMP8037: 'name',
  URMP8038: 'idNo',
  URMP8039: 'email',
};
