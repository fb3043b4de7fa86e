// Restructuring the active loan: /finance/loan/loanRestructure (how: 1 a longer repayment period, 5 a lower monthly
// repayment, 6 another repayment frequency; the spec names the options only by number, schemas/actions/
// LoanRestructureCalc.json says how they are read) with the server's new schedule as the merchant chooses,
// loanRestructureSummary (confirmed under the PIN, SubmitLoanRestApply) and loanRestructureDetail (the new schedule in
// force, or waiting for approval under the account mandate).
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { formatDisplayDate } from '../../format/dates';
import { checkAmount, formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { LoanConfirmStep, useLoanConfirmation } from './LoanConfirmation';
import { minorOf, type LoanDraft, type useLoanDraft } from './loanDraft';
import { Figure, FIGURE_GRID, LoanSchedule } from './LoanFigures';
import { approvalAction } from './LoanProgressPages';
import { loanPath } from './loanRoutes';
import {
  restructureFigures,
  submitRestructure,
  type RestructureFigures as Figures,
  type RestructureRequest,
  type RestructureResult,
} from './loanServicingCalls';
import { LoanLoading, LoanShell } from './LoanShell';
import { LoanStepButtons } from './LoanStepButtons';
import { LoanStatusPage } from './LoanStatusPage';
import { LiveFiguresBox } from './LiveFiguresBox';
import { useLiveFigures, type LiveFigures } from './useLiveFigures';

type DraftProps = { loan: LoanRecord } & Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>;

const OPTIONS = ['1', '5', '6'] as const;
const TENORS = [6, 9, 12, 18, 24];
const FREQUENCIES = ['1', '2', '3'];

/** The request for what is chosen, or null while something is missing; a typed instalment's own problem. */
const requestOf = (loan: LoanRecord, draft: LoanDraft): { request: RestructureRequest | null; problem: ReturnType<typeof checkAmount> } => {
  const base = { loanNo: loan.loanNo, restOption: draft.restOption };
  if (draft.restOption === '1') return { request: draft.restTenor ? { ...base, tenor: draft.restTenor } : null, problem: null };
  if (draft.restOption === '6') return { request: draft.restFreq ? { ...base, repayFreq: draft.restFreq as '1' | '2' | '3' } : null, problem: null };
  const instAmt = minorOf(draft.restInstAmt);
  const problem = draft.restInstAmt === '' ? null : checkAmount(instAmt, {});
  return { request: instAmt !== null && !problem ? { ...base, instAmt } : null, problem };
};

const useRestructure = (loan: LoanRecord, draft: LoanDraft) => {
  const { request, problem } = requestOf(loan, draft);
  const figures = useLiveFigures('restructure', request, restructureFigures, (answer, asked) => answer.restOption === asked.restOption);
  return { request, problem, figures };
};

/** 'Monthly repayment', 'Weekly repayment'… for the schedule's frequency. */
const instalmentLabel = (translate: (key: string) => string, freq: string | undefined) => translate(`loan.restructure.instalment.${freq ?? '3'}`);

const NewSchedule = ({ state }: { state: LiveFigures<Figures> }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.restructure.${key}`);
  return (
    <LiveFiguresBox
      title={label('figures')}
      kind={state.kind}
      texts={{ waiting: label('waiting'), working: translate('loan.calc.working'), failed: label('failed') }}
      note={label('note')}
    >
      {state.kind === 'ready' && (
        <Box sx={FIGURE_GRID}>
          <Figure
            label={instalmentLabel(translate, state.figures.calculation.repayFreq)}
            value={formatKes(state.figures.calculation.monthlyRepayment)}
            strong
          />
          <Figure label={label('before')} value={`${formatKes(state.figures.instalmentBefore)}`} />
          <Figure label={label('count')} value={String(state.figures.calculation.tenor)} />
          <Figure label={label('principal')} value={formatKes(state.figures.outstandingPrincipal)} />
          <Figure label={translate('loan.calc.totalInterest')} value={formatKes(state.figures.calculation.totalInterest)} />
          <Figure label={translate('loan.calc.totalRepayment')} value={formatKes(state.figures.calculation.totalRepayment)} />
          <Figure label={translate('loan.calc.firstRepayDt')} value={formatDisplayDate(state.figures.calculation.firstRepayDt)} />
          <Figure label={translate('loan.calc.lastRepayDt')} value={formatDisplayDate(state.figures.calculation.lastRepayDt)} />
        </Box>
      )}
    </LiveFiguresBox>
  );
};

const Choice = ({
  id,
  label,
  value,
  values,
  text,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  values: readonly string[];
  text: (value: string) => string;
  onChange: (value: string) => void;
  error?: string;
}) => (
  <FormControl error={Boolean(error)}>
    <FormLabel id={id}>{label}</FormLabel>
    <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {values.map((option) => (
        <FormControlLabel key={option} value={option} control={<Radio />} label={text(option)} />
      ))}
    </RadioGroup>
    {error && (
      <Typography role="alert" variant="body2" color="error">
        {error}
      </Typography>
    )}
  </FormControl>
);

export const LoanRestructure = ({ loan, draft, update }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = (key: string, values?: Record<string, unknown>) => translate(`loan.restructure.${key}`, values);
  const { request, problem, figures } = useRestructure(loan, draft);
  const refused = figures.kind === 'refused' ? figures : undefined;
  const errorOf = (field: string) =>
    refused?.fieldErrors[field] ?? (refused && Object.keys(refused.fieldErrors).length === 0 ? refused.message : undefined);
  const instError = problem ? translate(problem.key, problem.values) : errorOf('instAmt');
  return (
    <LoanShell heading={label('heading')}>
      <Stack spacing={3}>
        <Typography>{label('intro', { loanNo: loan.loanNo })}</Typography>
        <Choice
          id="restructure-option"
          label={label('option')}
          value={draft.restOption}
          values={OPTIONS}
          text={(option) => label(`options.${option}`)}
          onChange={(value) => update({ restOption: value as LoanDraft['restOption'] })}
        />
        {draft.restOption === '1' && (
          <Choice
            id="restructure-tenor"
            label={label('tenor')}
            value={draft.restTenor ? String(draft.restTenor) : ''}
            values={TENORS.map(String)}
            text={(months) => translate('loan.amount.months', { count: months })}
            onChange={(value) => update({ restTenor: Number(value) })}
            error={errorOf('tenor')}
          />
        )}
        {draft.restOption === '5' && (
          <KesAmountField
            label={label('instAmt')}
            value={draft.restInstAmt}
            onChange={(value) => update({ restInstAmt: value })}
            error={Boolean(instError)}
            helperText={instError ?? label('instAmtHint')}
            required
            sx={{ maxWidth: 360 }}
          />
        )}
        {draft.restOption === '6' && (
          <Choice
            id="restructure-frequency"
            label={label('frequency')}
            value={draft.restFreq}
            values={FREQUENCIES}
            text={(freq) => label(`frequencies.${freq}`)}
            onChange={(value) => update({ restFreq: value })}
            error={errorOf('repayFreq')}
          />
        )}
        <NewSchedule state={problem ? { kind: 'refused', fieldErrors: {}, message: '' } : figures} />
        {figures.kind === 'ready' && <LoanSchedule calculation={figures.figures.calculation} />}
        <LoanStepButtons
          back="loanActivePage"
          label={translate('loan.next')}
          onNext={() => navigate(loanPath('loanRestructureSummary'))}
          disabled={!request || figures.kind !== 'ready'}
        />
      </Stack>
    </LoanShell>
  );
};

export const LoanRestructureSummary = ({ loan, draft }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { request, figures } = useRestructure(loan, draft);
  const { confirm, sending, finished } = useLoanConfirmation();
  const [refusal, setRefusal] = useState<string>();
  if (finished) return <LoanLoading />;
  if (!request || figures.kind === 'refused') return <Navigate to={loanPath('loanRestructure')} replace />;
  const submit = async () => {
    const errors = await confirm(
      translate('loan.restructureSummary.pinTitle', { loanNo: loan.loanNo }),
      () => submitRestructure(request),
      (result: RestructureResult) => navigate(loanPath('loanRestructureDetail'), { state: { result } }),
      'loanRestructureSummary',
    );
    setRefusal(Object.values(errors)[0]);
  };
  return (
    <LoanConfirmStep
      heading={translate('loan.restructureSummary.heading')}
      refusal={refusal}
      back="loanRestructure"
      confirmLabel={translate('loan.restructureSummary.confirm')}
      onConfirm={() => void submit()}
      disabled={figures.kind !== 'ready' || sending}
    >
      <Typography>{translate(`loan.restructure.options.${draft.restOption}`)}</Typography>
      <NewSchedule state={figures} />
    </LoanConfirmStep>
  );
};

export const LoanRestructureDetail = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const result = (useLocation().state as { result?: RestructureResult } | null)?.result;
  const waiting = result ? result.loan.pendingChange : loan.pendingChange?.loanTyp === '03' ? loan.pendingChange : undefined;
  if (waiting) {
    return (
      <LoanStatusPage
        heading={translate('loan.restructureDetail.waitingHeading')}
        icon={<HourglassTopIcon color="warning" sx={{ fontSize: 48 }} />}
        text={translate('loan.restructureDetail.waiting', { approval: waiting.approvalId })}
        action={approvalAction(translate)}
        secondary={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
      />
    );
  }
  const calculation = result?.loan.calculation;
  if (!calculation) return <Navigate to={loanPath('loanActivePage')} replace />;
  return (
    <LoanStatusPage
      heading={translate('loan.restructureDetail.heading')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      text={translate('loan.restructureDetail.text', {
        instalment: instalmentLabel(translate, calculation.repayFreq),
        amount: formatKes(calculation.monthlyRepayment),
        date: formatDisplayDate(calculation.firstRepayDt),
        last: formatDisplayDate(calculation.lastRepayDt),
      })}
      action={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
    />
  );
};
