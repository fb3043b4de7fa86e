// Where a submitted application stands before its offer: waiting for approval under the account mandate
// (supplementaryProcessing, loanSts W) or with the lender, its offer e-mailed with a reference number
// (loanApplication, loanSts P).
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { hasPermission } from '../../auth/permissions';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { loanPath } from './loanRoutes';
import { LoanStatusPage } from './LoanStatusPage';

const APPROVAL_PERMISSION = '3702';
const APPROVAL_PAGE = '/setting/transactionApproval';

/** The way to Transaction approval, for whoever may open it (3702). */
export const approvalAction = (translate: (key: string) => string) =>
  hasPermission(APPROVAL_PERMISSION) ? { to: APPROVAL_PAGE, label: translate('loan.waiting.open') } : undefined;

export const LoanWaiting = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  return (
    <LoanStatusPage
      heading={translate('loan.waiting.heading')}
      icon={<HourglassTopIcon color="warning" sx={{ fontSize: 48 }} />}
      text={translate('loan.waiting.text', { amount: formatKes(loan.amount), tenor: loan.tenor, approval: loan.approvalId ?? '' })}
      action={approvalAction(translate)}
      home
    />
  );
};

export const LoanProcessing = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  return (
    <LoanStatusPage
      heading={translate('loan.processing.heading')}
      icon={<MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} />}
      text={translate('loan.processing.text', { loanNo: loan.loanNo, amount: formatKes(loan.amount), tenor: loan.tenor, email: loan.email })}
      action={{ to: loanPath('loanEnterReferenceNumber'), label: translate('loan.processing.enter') }}
      home
    />
  );
};
