// The business setup's steps, their addresses (spec 000 §2 Onboarding) and where a merchant resumes. The server
// keeps the step reached (QueryBusinessSetup); a page of a later step is not open yet, and a merchant who comes
// back lands on the step reached. Once the business is set up, the next thing is a plan (/getPlan) until one is paid.

export type SetupStep = 'type' | 'form' | 'stakeholders' | 'bank' | 'done';

export const SETUP_ORDER: readonly SetupStep[] = ['type', 'form', 'stakeholders', 'bank', 'done'];

export const SETUP_PATHS = {
  type: '/createClass',
  form: '/createForm',
  stakeholders: '/addStakeholder',
  bank: '/setBankInfo',
  plan: '/getPlan',
} as const;

/** Settings → Subscription plan, inside the console frame. */
export const SUBSCRIPTION_PLAN_PATH = '/setting/subscriptionPlan';

/** The spec's other addresses of the same pages: /setupClass chooses the type, /businessSetupCreate resumes. */
export const SETUP_ALIASES = { setupClass: '/setupClass', resume: '/businessSetupCreate' } as const;

export interface SetupProgress {
  step: SetupStep;
  /** The user's plan flag (QryUserInformation planFlag). */
  planFlag: string;
}

/** Where a merchant who comes back continues. */
export const resumePath = ({ step, planFlag }: SetupProgress): string => {
  if (step === 'done') return planFlag === 'Y' ? '/home' : SETUP_PATHS.plan;
  return SETUP_PATHS[step];
};

/** Whether the page of `page` may open when the merchant has reached `reached` (earlier steps stay open to amend). */
export const stepOpen = (page: SetupStep, reached: SetupStep): boolean => SETUP_ORDER.indexOf(page) <= SETUP_ORDER.indexOf(reached);
