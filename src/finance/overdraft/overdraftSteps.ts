// Which overdraft page shows at which activation status (spec 000 §2 /finance/overdraft/*, 001 Overdraft). The
// entry address /finance/overdraft, and any page that does not fit the status, leads to the status's own page, so
// a merchant who leaves and comes back resumes where they are. Result pages stay reachable while they still fit.
import type { OverdraftInfo } from './overdraftCalls';

export const OVERDRAFT_ROOT = '/finance/overdraft';

export type OverdraftStep =
  | 'activateOverdraft'
  | 'activateOverdraftForm'
  | 'offerConfirmationInfo'
  | 'enterReferenceNumber'
  | 'offerRejectedInfo'
  | 'offerAcceptedInfo'
  | 'overdraftLimitInfo'
  | 'odDeactivateSuccInfo'
  | 'odMiniStatement';

type Status = OverdraftInfo['activateStatus'];

const STEPS_BY_STATUS: Record<Status, readonly OverdraftStep[]> = {
  // The first is where the status leads by default.
  '01': ['activateOverdraft', 'activateOverdraftForm', 'offerRejectedInfo', 'odDeactivateSuccInfo'],
  '02': ['enterReferenceNumber', 'offerConfirmationInfo'],
  '03': ['activateOverdraft', 'activateOverdraftForm'],
  '04': ['offerAcceptedInfo'],
  '05': ['overdraftLimitInfo', 'odMiniStatement', 'offerAcceptedInfo'],
};

/** The page to show for the address's step at this standing. */
export const stepFor = (info: OverdraftInfo, asked: string | undefined): OverdraftStep => {
  // An activation waiting for approval has nothing to fill in: its confirmation says what it waits for.
  if (info.activateStatus === '01' && info.approvalSts === 'P') return 'offerConfirmationInfo';
  const steps = STEPS_BY_STATUS[info.activateStatus];
  return steps.find((step) => step === asked) ?? steps[0]!;
};

export const stepPath = (step: OverdraftStep) => `${OVERDRAFT_ROOT}/${step}`;
