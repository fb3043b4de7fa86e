// The onboarding steps the console does not have yet, at the spec's addresses (000 §2 onboarding routes; the
// subscription plan page under Settings). The buttons that lead into a step (Register, Complete registration,
// Upgrade subscription, Set up business, Upload ID…) go to its address, where a short page names the step and what
// it will ask for; when a step's wizard is built it takes over the address, the buttons stay as they are.

export interface ComingStep {
  /** Names the step's texts: `comingNext.steps.<key>.title` and `.text`. */
  key: string;
  /** The spec's address of the step. */
  route: string;
  /** Shown inside the console frame (a menu page) rather than full-screen like the other onboarding pages. */
  inFrame?: boolean;
}

export const COMING_STEPS = {
  register: { key: 'register', route: '/register' },
  completeRegistration: { key: 'completeRegistration', route: '/firstLogin' },
  idUpload: { key: 'idUpload', route: '/uploadIdDocument' },
  verifyPersonInfo: { key: 'verifyPersonInfo', route: '/verifyPersonInfo' },
} as const satisfies Record<string, ComingStep>;

export const comingSteps: readonly ComingStep[] = Object.values(COMING_STEPS);
