// The loan pages' addresses (spec 000 §2 /finance/loan/…), listed apart from the pages themselves so
// the app can register them without loading the loan code.
export const LOAN_STEPS = [
  'index',
  'loanApplyAmount',
  'loanApplyForm',
  'supplementaryInformation',
  'supplementaryProcessing',
  'loanApplication',
  'loanEnterReferenceNumber',
  'loanApplyDetail',
  'loanApplySuccess',
  'loanApplyReject',
  'loanActivePage',
  'repayLoan',
  'repayResult',
  'loanOverdueSuccess',
  'loanTopUp',
  'loanTopUpSummary',
  'loanTopUpDetail',
  'loanRestructure',
  'loanRestructureSummary',
  'loanRestructureDetail',
  'loanBoostAmount',
  'loanBoostDetails',
  'loanBoostSuccess',
  'confirmationFail',
] as const;

export type LoanStep = (typeof LOAN_STEPS)[number];

export const loanPath = (step: LoanStep): string => `/finance/loan/${step}`;
