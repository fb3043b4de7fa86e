// /finance/loan/loanActivePage: the active loan — what is still owed, what is overdue, the next repayment, the loan's
// terms and its schedule with what has been paid of each instalment — and what the merchant may do with it now:
// repay; top up (within the limit) and restructure while nothing is overdue and no other change waits for approval;
// ask for a higher loan limit unless a request is already being reviewed.
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { loadLimit } from './loanCalls';
import { Figure, FIGURE_GRID, LoanSchedule } from './LoanFigures';
import { OverdueNotice, useOverdue } from './LoanOverdue';
import { loanPath, type LoanStep } from './loanRoutes';
import { loadTopUpLimit } from './loanServicingCalls';
import { LoanLoading, LoanShell } from './LoanShell';
import { LOANS_KEY } from './useLoanRecords';

const WaitingNotices = ({ loan, boost }: { loan: LoanRecord; boost?: { boostLmt: number; boostSts: string } }) => {
  const translate = useTranslate();
  const change = loan.pendingChange;
  const notice = (text: string, to: LoanStep, link: string) => (
    <Alert severity="info" sx={{ mb: 2 }}>
      {text}{' '}
      <Link component={RouterLink} to={loanPath(to)}>
        {link}
      </Link>
    </Alert>
  );
  return (
    <>
      {change?.loanTyp === '04' &&
        notice(
          translate('loan.active.topUpWaiting', { amount: formatKes(change.amount), approval: change.approvalId }),
          'loanTopUpDetail',
          translate('loan.active.details'),
        )}
      {change?.loanTyp === '03' &&
        notice(
          translate('loan.active.restructureWaiting', { approval: change.approvalId }),
          'loanRestructureDetail',
          translate('loan.active.details'),
        )}
      {boost?.boostSts === 'P' &&
        notice(translate('loan.active.boostWaiting', { amount: formatKes(boost.boostLmt) }), 'loanBoostSuccess', translate('loan.active.details'))}
    </>
  );
};

export const LoanActivePage = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.active.${key}`);
  const overdue = useOverdue(loan);
  const topUp = useQuery({ queryKey: [...LOANS_KEY, 'topUpLimit', loan.loanNo], queryFn: () => loadTopUpLimit(loan.loanNo) });
  const limit = useQuery({ queryKey: [...LOANS_KEY, 'limit'], queryFn: loadLimit });
  if (overdue.isPending || topUp.isPending || limit.isPending) return <LoanLoading />;
  const next = loan.nextRepayDt
    ? // Inside a sentence the amount keeps "KES." and its figure on one line (a no-break space), as figures alone do.
      translate('loan.active.nextRepaymentValue', {
        amount: formatKes(loan.nextRepayAmt ?? 0).replace(' ', '\u00a0'),
        date: formatDisplayDate(loan.nextRepayDt),
      })
    : '—';
  const mayChange = (overdue.data?.overdueAmt ?? 0) === 0 && !loan.pendingChange;
  const actions: Array<{ step: LoanStep; key: string; shown: boolean }> = [
    { step: 'loanTopUp', key: 'topUp', shown: mayChange && (topUp.data?.topUpLmt ?? 0) > 0 },
    { step: 'loanRestructure', key: 'restructure', shown: mayChange },
    { step: 'loanBoostAmount', key: 'boost', shown: limit.data !== undefined && limit.data.boost?.boostSts !== 'P' },
  ];
  return (
    <LoanShell heading={`${label('heading')} ${loan.loanNo}`}>
      {overdue.data && <OverdueNotice overdue={overdue.data} />}
      <WaitingNotices loan={loan} boost={limit.data?.boost} />
      <Box sx={FIGURE_GRID}>
        <Figure label={label('outstanding')} value={formatKes(loan.outstandingBal ?? 0)} strong />
        <Figure label={label('nextRepayment')} value={next} strong />
        <Figure label={label('repaid')} value={formatKes(loan.repaidAmt ?? 0)} />
        <Figure label={label('amount')} value={formatKes(loan.amount)} />
        {/* After a restructure the months applied for no longer say when the loan ends; the schedule's last date does. */}
        {loan.calculation ? (
          <Figure label={translate('loan.calc.lastRepayDt')} value={formatDisplayDate(loan.calculation.lastRepayDt)} />
        ) : (
          <Figure label={label('tenor')} value={translate('loan.records.months', { count: loan.tenor })} />
        )}
        <Figure label={label('acceptDt')} value={formatDisplayDate(loan.acceptDt ?? '')} />
      </Box>
      {loan.calculation && <LoanSchedule calculation={loan.calculation} paid />}
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', mt: 3 }}>
        {actions
          .filter((action) => action.shown)
          .map((action) => (
            <Button key={action.key} component={RouterLink} to={loanPath(action.step)} variant="outlined">
              {label(action.key)}
            </Button>
          ))}
        <Button component={RouterLink} to={loanPath('repayLoan')} variant="contained">
          {label('repay')}
        </Button>
      </Stack>
    </LoanShell>
  );
};
