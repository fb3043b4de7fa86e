// Topping up the active loan: /finance/loan/loanTopUp (the amount, within the top-up limit QueryLoanTopUpLmt, with
// the server's figures as the merchant types, LoanTopUpCalc), loanTopUpSummary (the figures, confirmed under the PIN,
// SubmitLoanTopUpApply) and loanTopUpDetail (paid out, or waiting for approval under the account mandate).
import { Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { formatDisplayDate } from '../../format/dates';
import { checkAmount, formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { LoanConfirmStep, useLoanConfirmation } from './LoanConfirmation';
import { minorOf, type useLoanDraft } from './loanDraft';
import { LoanFigures, LoanSchedule } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { loadTopUpLimit, submitTopUp, topUpFigures, type TopUpResult } from './loanServicingCalls';
import { LoanLoading, LoanShell } from './LoanShell';
import { LoanStepButtons } from './LoanStepButtons';
import { LoanStatusPage } from './LoanStatusPage';
import { approvalAction } from './LoanProgressPages';
import { LiveFiguresBox } from './LiveFiguresBox';
import { useLiveFigures } from './useLiveFigures';
import { LOANS_KEY } from './useLoanRecords';

type DraftProps = { loan: LoanRecord } & Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>;

/** The top-up typed, checked against the limit, and the server's figures for it. */
const useTopUp = (loan: LoanRecord, typed: string) => {
  const limit = useQuery({ queryKey: [...LOANS_KEY, 'topUpLimit', loan.loanNo], queryFn: () => loadTopUpLimit(loan.loanNo) });
  const amount = minorOf(typed);
  const topUpLmt = limit.data?.topUpLmt ?? 0;
  const problem = typed === '' || !limit.data ? null : checkAmount(amount, { max: topUpLmt });
  const request = amount !== null && limit.data && !problem ? { loanNo: loan.loanNo, amount } : null;
  const figures = useLiveFigures('topUp', request, topUpFigures, (answer, asked) => answer.amount === asked.amount);
  return { limit, amount, topUpLmt, problem, figures };
};

const TopUpFigures = ({ state }: { state: ReturnType<typeof useTopUp>['figures'] }) => {
  const translate = useTranslate();
  return (
    <LiveFiguresBox
      title={translate('loan.topUp.figures')}
      kind={state.kind}
      texts={{ waiting: translate('loan.topUp.waiting'), working: translate('loan.calc.working'), failed: translate('loan.calc.failed') }}
      note={translate('loan.calc.feesNote')}
    >
      {state.kind === 'ready' && (
        <>
          <Typography sx={{ mb: 1.5 }}>
            {translate('loan.topUp.principal', {
              owed: formatKes(state.figures.outstandingPrincipal),
              amount: formatKes(state.figures.amount),
              total: formatKes(state.figures.calculation.amount),
              before: formatKes(state.figures.instalmentBefore),
            })}
          </Typography>
          <LoanFigures calculation={state.figures.calculation} />
        </>
      )}
    </LiveFiguresBox>
  );
};

export const LoanTopUp = ({ loan, draft, update }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { limit, topUpLmt, problem, figures } = useTopUp(loan, draft.topUpAmount);
  if (limit.isPending) return <LoanLoading />;
  const fieldError = problem
    ? translate(problem.key, problem.values)
    : figures.kind === 'refused'
      ? (figures.fieldErrors.amount ?? figures.message)
      : undefined;
  return (
    <LoanShell heading={translate('loan.topUp.heading')}>
      <Stack spacing={3}>
        <Typography>{translate('loan.topUp.intro', { limit: formatKes(topUpLmt), loanNo: loan.loanNo })}</Typography>
        <KesAmountField
          label={translate('loan.topUp.amount')}
          value={draft.topUpAmount}
          onChange={(value) => update({ topUpAmount: value })}
          error={Boolean(fieldError)}
          helperText={fieldError ?? translate('loan.topUp.amountHint', { max: formatKes(topUpLmt) })}
          required
          sx={{ maxWidth: 360 }}
        />
        <TopUpFigures state={problem ? { kind: 'refused', fieldErrors: {}, message: '' } : figures} />
        {figures.kind === 'ready' && !problem && <LoanSchedule calculation={figures.figures.calculation} />}
        <LoanStepButtons
          back="loanActivePage"
          label={translate('loan.next')}
          onNext={() => navigate(loanPath('loanTopUpSummary'))}
          disabled={figures.kind !== 'ready' || Boolean(problem)}
        />
      </Stack>
    </LoanShell>
  );
};

export const LoanTopUpSummary = ({ loan, draft, update }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { limit, amount, problem, figures } = useTopUp(loan, draft.topUpAmount);
  const { confirm, sending, finished } = useLoanConfirmation();
  const [refusal, setRefusal] = useState<string>();
  if (limit.isPending) return <LoanLoading />;
  if (finished) return <LoanLoading />;
  if (amount === null || problem || figures.kind === 'refused') return <Navigate to={loanPath('loanTopUp')} replace />;
  const submit = async () => {
    const errors = await confirm(
      translate('loan.topUpSummary.pinTitle', { amount: formatKes(amount) }),
      () => submitTopUp({ loanNo: loan.loanNo, amount }),
      (result: TopUpResult) => {
        update({ topUpAmount: '' });
        navigate(loanPath('loanTopUpDetail'), { state: { result } });
      },
      'loanTopUpSummary',
    );
    setRefusal(errors.amount);
  };
  return (
    <LoanConfirmStep
      heading={translate('loan.topUpSummary.heading')}
      refusal={refusal}
      back="loanTopUp"
      confirmLabel={translate('loan.topUpSummary.confirm')}
      onConfirm={() => void submit()}
      disabled={figures.kind !== 'ready' || sending}
    >
      <TopUpFigures state={figures} />
    </LoanConfirmStep>
  );
};

export const LoanTopUpDetail = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const result = (useLocation().state as { result?: TopUpResult } | null)?.result;
  const waiting = result?.approvalId ? result.loan.pendingChange : loan.pendingChange?.loanTyp === '04' ? loan.pendingChange : undefined;
  if (waiting) {
    return (
      <LoanStatusPage
        heading={translate('loan.topUpDetail.waitingHeading')}
        icon={<HourglassTopIcon color="warning" sx={{ fontSize: 48 }} />}
        text={translate('loan.topUpDetail.waiting', { amount: formatKes(waiting.amount), approval: waiting.approvalId })}
        action={approvalAction(translate)}
        secondary={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
      />
    );
  }
  if (!result?.paidAmt) return <Navigate to={loanPath('loanActivePage')} replace />;
  const calculation = result.loan.calculation;
  return (
    <LoanStatusPage
      heading={translate('loan.topUpDetail.heading')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      text={translate('loan.topUpDetail.text', {
        amount: formatKes(result.paidAmt),
        reference: result.orderNo ?? '',
        monthly: formatKes(calculation?.monthlyRepayment ?? 0),
        date: formatDisplayDate(calculation?.firstRepayDt ?? ''),
      })}
      action={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
    />
  );
};
