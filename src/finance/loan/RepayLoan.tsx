// /finance/loan/repayLoan: repay the active loan in full, in part or (when something is overdue, QueryOverdueBill)
// exactly what is overdue, from the account (RepaymentCalc shows what is owed after it, LoanRepayment with the PIN);
// then /finance/loan/repayResult says what was repaid, or loanOverdueSuccess that the overdue amount is paid.
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSettled } from '../../engine/settled';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatDisplayDate } from '../../format/dates';
import { checkAmount, formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { isMmcError } from '../../transport/errors';
import { LOAN_PIN_CODE, repay, repaymentPreview, type Repayment } from './loanCalls';
import { minorOf } from './loanDraft';
import { Figure } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { LoanShell } from './LoanShell';
import { useOverdue } from './LoanOverdue';
import { LoanStatusPage } from './LoanStatusPage';
import { LOANS_KEY, useRefreshLoans } from './useLoanRecords';

export const RepayLoan = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const requirePin = useRequirePin();
  const refresh = useRefreshLoans();
  const location = useLocation();
  const overdueAmt = useOverdue(loan).data?.overdueAmt ?? 0;
  const [option, setOption] = useState<'F' | 'P' | 'O'>((location.state as { overdue?: boolean } | null)?.overdue ? 'O' : 'F');
  const [typed, setTyped] = useState('');
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const outstanding = loan.outstandingBal ?? 0;
  const amount = option === 'F' ? outstanding : option === 'O' ? overdueAmt || null : minorOf(typed);
  const problem = option === 'P' && typed !== '' ? checkAmount(amount, { max: outstanding }) : null;
  // The overdue amount is a part repayment of exactly that amount.
  const request =
    option === 'F' ? { loanNo: loan.loanNo, repayOption: option } : amount !== null && !problem ? { loanNo: loan.loanNo, repayOption: 'P' as const, amount } : null;
  const asked = request ? JSON.stringify(request) : '';
  const settled = useSettled(asked);
  const preview = useQuery({
    queryKey: [...LOANS_KEY, 'repayment', settled],
    queryFn: ({ signal }) => repaymentPreview(JSON.parse(settled) as Parameters<typeof repaymentPreview>[0], signal),
    enabled: settled !== '' && settled === asked,
    retry: false,
  });
  const ready = request && settled === asked && preview.data && !preview.isFetching ? preview.data : null;

  const submit = async () => {
    if (!request || amount === null) return;
    if (!(await requirePin({ authTxCode: LOAN_PIN_CODE, title: translate('loan.repay.pinTitle', { amount: formatKes(amount) }) }))) return;
    setSending(true);
    try {
      const repayment = await repay(request);
      await refresh();
      navigate(loanPath(option === 'O' ? 'loanOverdueSuccess' : 'repayResult'), { state: { repayment } });
    } catch (failure) {
      const fieldErrors = isMmcError(failure) ? failure.body?.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') setServerError((fieldErrors as Record<string, string>).amount);
    } finally {
      setSending(false);
    }
  };
  const fieldError = problem ? translate(problem.key, problem.values) : serverError;
  return (
    <LoanShell heading={translate('loan.repay.heading')}>
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <FormControl>
          <FormLabel id="repay-option">{translate('loan.repay.option')}</FormLabel>
          <RadioGroup aria-labelledby="repay-option" value={option} onChange={(event) => setOption(event.target.value as 'F' | 'P' | 'O')}>
            {overdueAmt > 0 && <FormControlLabel value="O" control={<Radio />} label={translate('loan.repay.overdue', { amount: formatKes(overdueAmt) })} />}
            <FormControlLabel value="F" control={<Radio />} label={translate('loan.repay.full', { amount: formatKes(outstanding) })} />
            <FormControlLabel value="P" control={<Radio />} label={translate('loan.repay.partial')} />
          </RadioGroup>
        </FormControl>
        {option === 'P' && (
          <KesAmountField
            label={translate('loan.repay.amount')}
            value={typed}
            onChange={(value) => (setTyped(value), setServerError(undefined))}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            required
          />
        )}
        <div role="status" aria-live="polite">
          <Figure label={translate('loan.repay.after')} value={ready ? formatKes(ready.outstandingAfter) : '…'} />
        </div>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void submit()} disabled={!ready || sending}>
            {translate('loan.repay.submit')}
          </Button>
          <Button onClick={() => navigate(loanPath('loanActivePage'))}>{translate('loan.back')}</Button>
        </Stack>
      </Stack>
    </LoanShell>
  );
};

export const RepayResult = () => {
  const translate = useTranslate();
  const repayment = (useLocation().state as { repayment?: Repayment } | null)?.repayment;
  if (!repayment) return <Navigate to={loanPath('index')} replace />;
  const { loan } = repayment;
  const after =
    loan.loanSts === 'C'
      ? translate('loan.repayResult.closed')
      : translate('loan.repayResult.outstanding', { amount: formatKes(loan.outstandingBal ?? 0), date: formatDisplayDate(loan.nextRepayDt ?? '') });
  return (
    <LoanStatusPage
      heading={translate('loan.repayResult.heading')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      text={`${translate('loan.repayResult.text', { amount: formatKes(repayment.paidAmt), reference: repayment.orderNo })} ${after}`}
      action={{ to: loanPath('index'), label: translate('loan.backToLoans') }}
    />
  );
};
