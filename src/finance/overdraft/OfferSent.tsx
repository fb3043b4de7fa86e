// offerConfirmationInfo: the offer is on its way to the merchant's e-mail with the reference number to accept it
// (status 02); or, while an account mandate holds the application (status 01, approval pending), that nothing is
// offered until Settings → Transaction approval approves it.
import { Button, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import { Figures } from './Figures';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

export const OfferSent = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  if (info.activateStatus === '01') {
    return (
      <StepFrame title={translate('overdraft.waitingTitle')} icon={<HourglassTopIcon color="warning" fontSize="large" />}>
        <Typography role="status">{translate('overdraft.waitingText', { approval: info.approvalId ?? '' })}</Typography>
        <StepActions>
          <Button component={RouterLink} to={`/approvals/${encodeURIComponent(info.approvalId ?? '')}/show`} variant="contained">
            {translate('overdraft.toApprovals')}
          </Button>
          <Button component={RouterLink} to="/home">
            {translate('overdraft.backHome')}
          </Button>
        </StepActions>
      </StepFrame>
    );
  }
  return (
    <StepFrame title={translate('overdraft.sentTitle')} icon={<MarkEmailReadIcon color="success" fontSize="large" />}>
      <Typography role="status">{translate('overdraft.sentText', { email: info.email ?? '', expiry: formatDisplayDate(info.expiryDate ?? '') })}</Typography>
      <Figures
        rows={[
          [translate('overdraft.amount'), formatKes(info.odApplyAmount ?? 0)],
          [translate('overdraft.fee'), formatKes(info.feeAmt)],
          [translate('overdraft.repayPercent'), translate(`enums.overdraftRepayPercent.${info.repayPercent ?? ''}`)],
        ]}
      />
      <StepActions>
        <Button variant="contained" size="large" onClick={() => void go('enterReferenceNumber')}>
          {translate('overdraft.enterReference')}
        </Button>
      </StepActions>
    </StepFrame>
  );
};
