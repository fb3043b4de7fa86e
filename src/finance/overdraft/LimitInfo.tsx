// overdraftLimitInfo: the activated overdraft's figures (limit, utilised, available, outstanding, access fee), repay
// by hand, the mini statement, and deactivation after a confirmation: refused in the spec's words while anything
// is outstanding ('You need to pay off the od amount before closing.').
import { Alert, Button, Divider } from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { Figures } from './Figures';
import { closeOverdraft } from './overdraftCalls';
import type { StepProps } from './OverdraftPage';
import { RepayForm } from './RepayForm';
import { StepActions, StepFrame } from './StepFrame';

export const LimitInfo = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const deactivate = async () => {
    setClosing(true);
    try {
      await closeOverdraft();
      await go('odDeactivateSuccInfo');
    } catch (error) {
      setRefusal(isMmcError(error) ? error.message : String(error));
      setClosing(false);
      setConfirming(false);
    }
  };

  return (
    <StepFrame title={translate('overdraft.limitTitle')}>
      <Figures
        label={translate('overdraft.limitTitle')}
        rows={[
          [translate('overdraft.limit'), formatKes(info.odApplyAmount ?? 0)],
          [translate('overdraft.utilized'), formatKes(info.utilizedAmount)],
          [translate('overdraft.available'), formatKes(info.availableAmt)],
          [translate('overdraft.outstanding'), formatKes(info.outstandingAmt)],
          [translate('overdraft.accessFee'), formatKes(info.feeAmt)],
          [translate('overdraft.repayPercentShort'), translate(`enums.overdraftRepayPercent.${info.repayPercent ?? ''}`)],
          [translate('overdraft.overdraftNo'), info.overdraftNo ?? ''],
          [translate('overdraft.activatedOn'), formatDisplayDate(info.overdraftDate ?? '')],
        ]}
      />
      <Divider />
      <RepayForm outstanding={info.outstandingAmt} />
      <Divider />
      {refusal && info.outstandingAmt > 0 && (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      )}
      <StepActions>
        <Button variant="outlined" startIcon={<ReceiptLongIcon />} onClick={() => void go('odMiniStatement')}>
          {translate('overdraft.miniStatement')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
          {translate('overdraft.deactivate')}
        </Button>
      </StepActions>
      <Confirm
        isOpen={confirming}
        loading={closing}
        title={translate('overdraft.deactivateTitle')}
        content={translate('overdraft.deactivateText')}
        confirm={translate('overdraft.deactivate')}
        confirmColor="warning"
        onConfirm={() => void deactivate()}
        onClose={() => setConfirming(false)}
      />
    </StepFrame>
  );
};
