// How a named action says no: a response code and a message. Message texts live in locales/ under
// `messages.*` (the spec's wording); the server answers in the language the request's Accept-Language asks for.

export class MockFailure extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly body?: Record<string, unknown>;

  constructor(code: string, messageKey: string, options: { values?: Record<string, string | number>; body?: Record<string, unknown> } = {}) {
    super(messageKey);
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.body = options.body;
  }
}

export const SUCCESS_CODE = 'MMC00000';

/** The response codes the mock uses where the spec's code table is not shown. */
export const CODES = {
  sessionInvalid: 'SCM60401',
  badRequest: 'MMCP0001',
  accountMissing: 'URMP1001',
  passwordWrongTwoLeft: 'URMP1002',
  passwordWrongOneLeft: 'URMP1005',
  accountLocked: 'URMP1003',
  nonceInvalid: 'URMP1004',
  pinWrongLastChance: 'MMCP2051',
  pinChancesOut: 'MMCP2052',
  pinLocked: 'MMCP2050',
  otp: 'MMCP2003',
  sameAsOld: 'URMP1006',
  staffAccountFrozen: 'URMP1007',
  notFound: 'MMCP0404',
  noPermission: 'MMCP0403',
  /** Sign-up (spec 002 §8.3 "Sign-up"): the number or ID number is someone's already; a wrong invitation code. */
  mobileExists: 'URMP1008',
  idNoInUse: 'URMP1009',
  invitationCode: 'URMP1010',
  /** A registration step asked for out of turn (already done, or an earlier one is not). */
  registerStepNotOpen: 'URMP1011',
} as const;
