// Boosting the loan limit: /finance/loan/loanBoostAmount (the limit wanted, with what it adds, BoostLimitCalc, as the
// merchant types), loanBoostDetails (confirmed under the PIN, SubmitLoanBoostLimit) and loanBoostSuccess (the request
// waiting for the lender's review, which the merchant may cancel after confirming, CancelBoostLimit; or granted).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { formatDisplayDate } from '../../format/dates';
import { checkAmount, formatKes } from '../../format/money';
import { loadLimit } from './loanCalls';
import { LoanConfirmStep, useLoanConfirmation } from './LoanConfirmation';
import { minorOf, type useLoanDraft } from './loanDraft';
import { Figure, FIGURE_GRID } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { boostFigures, cancelBoost, submitBoost, type BoostFigures, type BoostResult } from './loanServicingCalls';
import { LoanLoading, LoanShell } from './LoanShell';
import { LoanStepButtons } from './LoanStepButtons';
import { LoanStatusPage } from './LoanStatusPage';
import { LiveFiguresBox } from './LiveFiguresBox';
import { useLiveFigures, type LiveFigures } from './useLiveFigures';
import { LOANS_KEY, useRefreshLoans } from './useLoanRecords';

type DraftProps = Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>;

const useLimit = () => useQuery({ queryKey: [...LOANS_KEY, 'limit'], queryFn: loadLimit });

const useBoost = (typed: string) => {
  const boostLmt = minorOf(typed);
  const problem = typed === '' ? null : checkAmount(boostLmt, {});
  const figures = useLiveFigures(
    'boost',
    boostLmt !== null && !problem ? { boostLmt } : null,
    ({ boostLmt: asked }, signal) => boostFigures(asked, signal),
    (answer, asked) => answer.boostLmt === asked.boostLmt,
  );
  return { boostLmt, problem, figures };
};

const BoostFiguresBox = ({ state }: { state: LiveFigures<BoostFigures> }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.boost.${key}`);
  return (
    <LiveFiguresBox
      title={label('figures')}
      kind={state.kind}
      texts={{ waiting: label('waiting'), working: translate('loan.calc.working'), failed: translate('loan.calc.failed') }}
    >
      {state.kind === 'ready' && (
        <>
          <Box sx={FIGURE_GRID}>
            <Figure label={label('newLimit')} value={formatKes(state.figures.boostLmt)} strong />
            <Figure label={label('increase')} value={formatKes(state.figures.increase)} strong />
            <Figure label={label('current')} value={formatKes(state.figures.loanLmt)} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {translate('loan.boost.review', { hours: state.figures.reviewHours })}
          </Typography>
        </>
      )}
    </LiveFiguresBox>
  );
};

export const LoanBoostAmount = ({ draft, update }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const limit = useLimit();
  const { problem, figures } = useBoost(draft.boostLmt);
  if (limit.isPending) return <LoanLoading />;
  if (limit.data?.boost?.boostSts === 'P') return <Navigate to={loanPath('loanBoostSuccess')} replace />;
  const fieldError = problem
    ? translate(problem.key, problem.values)
    : figures.kind === 'refused'
      ? (figures.fieldErrors.boostLmt ?? figures.message)
      : undefined;
  return (
    <LoanShell heading={translate('loan.boost.heading')}>
      <Stack spacing={3}>
        <Typography>{translate('loan.boost.intro', { limit: formatKes(limit.data?.loanLmt ?? 0) })}</Typography>
        <KesAmountField
          label={translate('loan.boost.amount')}
          value={draft.boostLmt}
          onChange={(value) => update({ boostLmt: value })}
          error={Boolean(fieldError)}
          helperText={fieldError ?? translate('loan.boost.amountHint')}
          required
          sx={{ maxWidth: 360 }}
        />
        <BoostFiguresBox state={problem ? { kind: 'refused', fieldErrors: {}, message: '' } : figures} />
        <LoanStepButtons
          back="loanActivePage"
          label={translate('loan.next')}
          onNext={() => navigate(loanPath('loanBoostDetails'))}
          disabled={figures.kind !== 'ready' || Boolean(problem)}
        />
      </Stack>
    </LoanShell>
  );
};

export const LoanBoostDetails = ({ draft, update }: DraftProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { boostLmt, problem, figures } = useBoost(draft.boostLmt);
  const { confirm, sending, finished } = useLoanConfirmation();
  const [refusal, setRefusal] = useState<string>();
  if (finished) return <LoanLoading />;
  if (boostLmt === null || problem || figures.kind === 'refused') return <Navigate to={loanPath('loanBoostAmount')} replace />;
  const submit = async () => {
    const errors = await confirm(
      translate('loan.boostDetails.pinTitle', { amount: formatKes(boostLmt) }),
      () => submitBoost(boostLmt),
      (result: BoostResult) => {
        update({ boostLmt: '' });
        navigate(loanPath('loanBoostSuccess'), { state: { result } });
      },
      'loanBoostDetails',
    );
    setRefusal(errors.boostLmt);
  };
  return (
    <LoanConfirmStep
      heading={translate('loan.boostDetails.heading')}
      refusal={refusal}
      back="loanBoostAmount"
      confirmLabel={translate('loan.boostDetails.confirm')}
      onConfirm={() => void submit()}
      disabled={figures.kind !== 'ready' || sending}
    >
      <BoostFiguresBox state={figures} />
    </LoanConfirmStep>
  );
};

export const LoanBoostSuccess = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefreshLoans();
  const limit = useLimit();
  const sent = (useLocation().state as { result?: BoostResult } | null)?.result;
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (limit.isPending) return <LoanLoading />;
  // Just sent, the request is the one the server answered, until the limit is read again.
  const boost = sent && limit.data?.boost?.boostNo !== sent.boostNo ? sent : limit.data?.boost;
  if (!boost || boost.boostSts === 'C') return <Navigate to={loanPath('loanActivePage')} replace />;
  const values = { amount: formatKes(boost.boostLmt), date: formatDisplayDate(boost.applyDt) };
  const cancel = async () => {
    setSending(true);
    try {
      await cancelBoost(boost.boostNo);
      await refresh();
      navigate(loanPath('loanActivePage'));
    } catch {
      // The server's words are on screen already.
    } finally {
      setSending(false);
      setAsking(false);
    }
  };
  if (boost.boostSts === 'A') {
    return (
      <LoanStatusPage
        heading={translate('loan.boostSuccess.grantedHeading')}
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
        text={translate('loan.boostSuccess.granted', values)}
        action={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
      />
    );
  }
  return (
    <LoanStatusPage
      heading={translate('loan.boostSuccess.heading')}
      icon={<HourglassTopIcon color="warning" sx={{ fontSize: 48 }} />}
      text={translate('loan.boostSuccess.text', values)}
      action={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
    >
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        {translate('loan.boostSuccess.cancel')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby="boost-cancel-title">
        <DialogTitle id="boost-cancel-title">{translate('loan.boostSuccess.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('loan.boostSuccess.cancelText', values)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{translate('loan.boostSuccess.keep')}</Button>
          <Button color="error" variant="contained" disabled={sending} onClick={() => void cancel()}>
            {translate('loan.boostSuccess.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </LoanStatusPage>
  );
};
