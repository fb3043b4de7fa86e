// After the offer: accepted (loanApplySuccess: what was paid out and when repaying starts) or rejected
// (loanApplyReject: nothing paid out, the merchant may apply again).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbOnIcon from '@mui/icons-material/DoNotDisturbOn';
import { useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { loanPath } from './loanRoutes';
import { LoanStatusPage } from './LoanStatusPage';

export const LoanApplySuccess = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const calculation = loan.calculation;
  return (
    <LoanStatusPage
      heading={translate('loan.success.heading')}
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      text={translate('loan.success.text', {
        amount: formatKes(calculation?.disbursedAmt ?? loan.amount),
        monthly: formatKes(calculation?.monthlyRepayment ?? 0),
        date: formatDisplayDate(calculation?.firstRepayDt ?? ''),
      })}
      action={{ to: loanPath('loanActivePage'), label: translate('loan.success.view') }}
    />
  );
};

export const LoanApplyReject = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  return (
    <LoanStatusPage
      heading={translate('loan.rejected.heading')}
      icon={<DoNotDisturbOnIcon color="action" sx={{ fontSize: 48 }} />}
      text={translate('loan.rejected.text', { loanNo: loan.loanNo })}
      action={{ to: loanPath('index'), label: translate('loan.backToLoans') }}
    />
  );
};
