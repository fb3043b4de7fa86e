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

// Registering, the first login and the ID steps are built (src/flows/register); their addresses are there.
export const COMING_STEPS = {
  getPlan: { key: 'getPlan', route: '/getPlan' },
  businessSetup: { key: 'businessSetup', route: '/businessSetupCreate' },
  subscriptionPlan: { key: 'subscriptionPlan', route: '/setting/subscriptionPlan', inFrame: true },
} as const satisfies Record<string, ComingStep>;

export const comingSteps: readonly ComingStep[] = Object.values(COMING_STEPS);
