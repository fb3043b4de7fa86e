// What of the active loan is overdue (QueryOverdueBill): said on the active loan page with the way to pay it (the
// repayment page, set to the overdue amount), and /finance/loan/loanOverdueSuccess once it is paid.
import { Alert, Button } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useLocation } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import type { Repayment } from './loanCalls';
import { loanPath } from './loanRoutes';
import { loadOverdue } from './loanServicingCalls';
import { LoanStatusPage } from './LoanStatusPage';
import { LOANS_KEY } from './useLoanRecords';

export const useOverdue = (loan: LoanRecord) =>
  useQuery({ queryKey: [...LOANS_KEY, 'overdue', loan.loanNo], queryFn: () => loadOverdue(loan.loanNo) });

export const OverdueNotice = ({ overdue }: { overdue: { overdueAmt: number; overdueInst: number; overdueSince?: string } }) => {
  const translate = useTranslate();
  if (overdue.overdueAmt <= 0) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={loanPath('repayLoan')} state={{ overdue: true }} color="inherit" size="small">
          {translate('loan.overdue.pay')}
        </Button>
      }
    >
      {translate('loan.overdue.text', {
        amount: formatKes(overdue.overdueAmt),
        count: overdue.overdueInst,
        date: formatDisplayDate(overdue.overdueSince ?? ''),
      })}
    </Alert>
  );
};

export const LoanOverdueSuccess = () => {
  const translate = useTranslate();
  const repayment = (useLocation().state as { repayment?: Repayment } | null)?.repayment;
  if (!repayment) return <Navigate to={loanPath('index')} replace />;
  const { loan } = repayment;
  const next = loan.nextRepayDt
    ? translate('loan.overdueSuccess.next', { amount: formatKes(loan.nextRepayAmt ?? 0), date: formatDisplayDate(loan.nextRepayDt) })
    : '';
  return (
    <LoanStatusPage
      heading={translate('loan.overdueSuccess.heading')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      text={`${translate('loan.overdueSuccess.text', { amount: formatKes(repayment.paidAmt), reference: repayment.orderNo })} ${next}`.trim()}
      action={{
        to: loanPath(loan.loanSts === 'A' ? 'loanActivePage' : 'index'),
        label: translate(loan.loanSts === 'A' ? 'loan.success.view' : 'loan.backToLoans'),
      }}
    />
  );
};
