// /finance/loan/loanActivePage: the active loan — what is still owed, the next repayment, the loan's terms and
// its schedule with what has been paid of each instalment — and the way to repay.
import { Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { Figure, FIGURE_GRID, LoanSchedule } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { LoanShell } from './LoanShell';

export const LoanActivePage = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.active.${key}`);
  const next = loan.nextRepayDt ? translate('loan.active.nextRepaymentValue', { amount: formatKes(loan.nextRepayAmt ?? 0), date: formatDisplayDate(loan.nextRepayDt) }) : '—';
  return (
    <LoanShell heading={`${label('heading')} ${loan.loanNo}`}>
      <Box sx={FIGURE_GRID}>
        <Figure label={label('outstanding')} value={formatKes(loan.outstandingBal ?? 0)} strong />
        <Figure label={label('nextRepayment')} value={next} strong />
        <Figure label={label('repaid')} value={formatKes(loan.repaidAmt ?? 0)} />
        <Figure label={label('amount')} value={formatKes(loan.amount)} />
        <Figure label={label('tenor')} value={translate('loan.records.months', { count: loan.tenor })} />
        <Figure label={label('acceptDt')} value={formatDisplayDate(loan.acceptDt ?? '')} />
      </Box>
      {loan.calculation && <LoanSchedule calculation={loan.calculation} paid />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button component={RouterLink} to={loanPath('repayLoan')} variant="contained">
          {label('repay')}
        </Button>
      </Stack>
    </LoanShell>
  );
};
