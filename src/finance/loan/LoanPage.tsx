// The loan pages (spec 000 §2 /finance/loan/…) as one wizard family: each address shows its page for the loan
// as it stands on the server, so the merchant can leave at any point and come back. /finance/loan/index goes to
// the page where the merchant's loan stands (eligibility when nothing is in progress); a page for another stage
// goes back there. Every page needs term loan (17) and transaction type 123 open at the merchant's KYC level (the
// Loans menu entry's gates).
import { useRef, type ReactElement } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { LoanRecord } from '../../generated/types';
import { CodeGuardedPage } from '../../layout/CodeGuardedPage';
import { placedEntries } from '../../layout/menu/menuTree';
import { GateGuard } from '../../navigation/GateGuard';
import { LOAN_PERMISSION } from './loanCalls';
import { useLoanDraft } from './loanDraft';
import { LoanActivePage } from './LoanActivePage';
import { LoanAmountStep } from './LoanAmountStep';
import { LoanApplyFormStep } from './LoanApplyFormStep';
import { LoanBoostAmount, LoanBoostDetails, LoanBoostSuccess } from './LoanBoostPages';
import { ConfirmationFail } from './LoanConfirmation';
import { LoanEligibility } from './LoanEligibility';
import { LoanOfferDetail, LoanReferenceStep } from './LoanOfferPages';
import { LoanApplyReject, LoanApplySuccess } from './LoanOutcomePages';
import { LoanOverdueSuccess } from './LoanOverdue';
import { LoanProcessing, LoanWaiting } from './LoanProgressPages';
import { LoanRestructure, LoanRestructureDetail, LoanRestructureSummary } from './LoanRestructurePages';
import { loanPath, type LoanStep } from './loanRoutes';
import { LoanLoading } from './LoanShell';
import { RepayLoan, RepayResult } from './RepayLoan';
import { SupplementaryStep } from './SupplementaryStep';
import { LoanTopUp, LoanTopUpDetail, LoanTopUpSummary } from './LoanTopUpPages';
import { useLoanRecords } from './useLoanRecords';

const LOANS_ENTRY = placedEntries.find((placed) => placed.entry.key === 'loans');

/** The page for a loan in progress, by its state. */
const PAGE_OF_STATE: Record<string, LoanStep> = { W: 'supplementaryProcessing', P: 'loanApplication', O: 'loanApplyDetail', A: 'loanActivePage' };

type Draft = Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>;

/** The pages that show the loan in progress, with the states they show it in. */
const LOAN_PAGES: Partial<Record<LoanStep, { states: string[]; page: (loan: LoanRecord, draft: Draft) => ReactElement }>> = {
  supplementaryProcessing: { states: ['W'], page: (loan) => <LoanWaiting loan={loan} /> },
  loanApplication: { states: ['P'], page: (loan) => <LoanProcessing loan={loan} /> },
  loanEnterReferenceNumber: { states: ['P'], page: (loan) => <LoanReferenceStep loan={loan} /> },
  loanApplyDetail: { states: ['O'], page: (loan) => <LoanOfferDetail loan={loan} /> },
  loanApplySuccess: { states: ['A'], page: (loan) => <LoanApplySuccess loan={loan} /> },
  loanActivePage: { states: ['A'], page: (loan) => <LoanActivePage loan={loan} /> },
  repayLoan: { states: ['A'], page: (loan) => <RepayLoan loan={loan} /> },
  loanTopUp: { states: ['A'], page: (loan, draft) => <LoanTopUp loan={loan} {...draft} /> },
  loanTopUpSummary: { states: ['A'], page: (loan, draft) => <LoanTopUpSummary loan={loan} {...draft} /> },
  loanTopUpDetail: { states: ['A'], page: (loan) => <LoanTopUpDetail loan={loan} /> },
  loanRestructure: { states: ['A'], page: (loan, draft) => <LoanRestructure loan={loan} {...draft} /> },
  loanRestructureSummary: { states: ['A'], page: (loan, draft) => <LoanRestructureSummary loan={loan} {...draft} /> },
  loanRestructureDetail: { states: ['A'], page: (loan) => <LoanRestructureDetail loan={loan} /> },
  loanBoostAmount: { states: ['A'], page: (_loan, draft) => <LoanBoostAmount {...draft} /> },
  loanBoostDetails: { states: ['A'], page: (_loan, draft) => <LoanBoostDetails {...draft} /> },
  loanBoostSuccess: { states: ['A'], page: () => <LoanBoostSuccess /> },
};

/** Pages that say how something just ended, from what the page before handed them. */
const OUTCOME_PAGES: Partial<Record<LoanStep, () => ReactElement>> = {
  repayResult: () => <RepayResult />,
  loanOverdueSuccess: () => <LoanOverdueSuccess />,
  confirmationFail: () => <ConfirmationFail />,
};

const APPLY_STEPS: LoanStep[] = ['loanApplyAmount', 'loanApplyForm', 'supplementaryInformation'];

// A page checks where the loan stands when it opens, and then keeps showing that loan (by its number) as it
// changes: after Accept, say, the offer page stays until the merchant is taken to the next page, instead of
// racing it back to the index.
const LoanStepPage = ({ step }: { step: LoanStep }) => {
  const records = useLoanRecords();
  const { draft, update, clear } = useLoanDraft();
  const opened = useRef<{ loanNo?: string } | null>(null);
  const outcome = OUTCOME_PAGES[step];
  if (outcome) return outcome();
  if (records.isPending) return <LoanLoading />;
  if (records.isError) return <LoanEligibility loans={[]} />;
  const { current, latest, loans } = records;
  const toIndex = <Navigate to={loanPath('index')} replace />;
  if (step === 'index') return current ? <Navigate to={loanPath(PAGE_OF_STATE[current.loanSts]!)} replace /> : <LoanEligibility loans={loans} />;
  if (APPLY_STEPS.includes(step)) {
    if (!opened.current && current) return toIndex;
    opened.current = {};
    if (step === 'loanApplyAmount') return <LoanAmountStep draft={draft} update={update} />;
    if (step === 'loanApplyForm') return <LoanApplyFormStep draft={draft} update={update} />;
    return <SupplementaryStep draft={draft} update={update} clear={clear} />;
  }
  const pinned = opened.current?.loanNo;
  if (step === 'loanApplyReject') {
    const loan = pinned ? loans.find((entry) => entry.loanNo === pinned) : latest?.loanSts === 'R' ? latest : undefined;
    if (!loan) return toIndex;
    opened.current = { loanNo: loan.loanNo };
    return <LoanApplyReject loan={loan} />;
  }
  const page = LOAN_PAGES[step];
  const loan = pinned ? loans.find((entry) => entry.loanNo === pinned) : page && current && page.states.includes(current.loanSts) ? current : undefined;
  if (!page || !loan) return toIndex;
  opened.current = { loanNo: loan.loanNo };
  return page.page(loan, { draft, update });
};

const LoanChecks = () => {
  const step = useLocation().pathname.split('/').filter(Boolean).pop() as LoanStep;
  return (
    <GateGuard page={LOANS_ENTRY}>
      <LoanStepPage key={step} step={step} />
    </GateGuard>
  );
};

export const LoanPage = () => (
  <CodeGuardedPage code={LOAN_PERMISSION}>
    <LoanChecks />
  </CodeGuardedPage>
);
