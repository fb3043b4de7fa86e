// The steps of registering a merchant (spec 000 §2 "Onboarding and login"), in order, each at the spec's address.
// The server keeps, on the new user's record, the next step still to do (registerStep; absent once registration is
// complete), so a person who closes the tab and comes back resumes where they stopped: before a password exists,
// by proving the number again with a code; after, by logging in. Shared by the console and the mock backend.

export const REGISTER_STEPS = ['privacyAgreement', 'termsAgreement', 'addPersonInfo', 'setPassword', 'setPin', 'verifyPersonInfo', 'firstLogin'] as const;

export type RegisterStep = (typeof REGISTER_STEPS)[number];

/** The first page: the mobile number and its code (no step is saved before the number is proven). */
export const REGISTER_PATH = '/register';
/** The ID step for a merchant registered before it existed (ID upload flag N: the idUpload blocking dialog). */
export const UPLOAD_ID_PATH = '/uploadIdDocument';

export const stepPath = (step: RegisterStep): string => `/${step}`;

export const isRegisterStep = (value: unknown): value is RegisterStep => typeof value === 'string' && (REGISTER_STEPS as readonly string[]).includes(value);

/** The step after `step`; undefined after the last (registration complete). */
export const stepAfter = (step: RegisterStep): RegisterStep | undefined => REGISTER_STEPS[REGISTER_STEPS.indexOf(step) + 1];

/** Every address of the wizard, for its routes. */
export const REGISTER_PATHS: readonly string[] = [REGISTER_PATH, ...REGISTER_STEPS.map(stepPath), UPLOAD_ID_PATH];

/**
 * Where a page of the wizard must send the person, or null when the page is theirs to see now. `reached` is the
 * server's step (undefined: registration complete, or no registration under way). Only the step reached is open:
 * what is behind it is saved and cannot be done twice (a password is set once), what is ahead needs it first.
 */
export const redirectFor = (path: string, reached: RegisterStep | undefined, hasSession: boolean): string | null => {
  if (path === UPLOAD_ID_PATH) return hasSession ? null : '/login';
  if (!hasSession) return path === REGISTER_PATH ? null : REGISTER_PATH;
  if (!reached) return '/growBusiness';
  const wanted = stepPath(reached);
  return path === wanted ? null : wanted;
};
