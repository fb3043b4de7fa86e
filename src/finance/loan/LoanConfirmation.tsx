// Confirming a change of the loan under the PIN (top-up, restructure, limit boost). A refusal about a field comes back
// to the page to show under that field; any other failure (the loan changed meanwhile, the server could not do it)
// opens /finance/loan/confirmationFail with the server's words, the way back to try again, and the way to the loan.
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Alert, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { LOAN_PIN_CODE } from './loanCalls';
import { loanPath, type LoanStep } from './loanRoutes';
import { LoanShell } from './LoanShell';
import { LoanStatusPage } from './LoanStatusPage';
import { LoanStepButtons } from './LoanStepButtons';
import { fieldErrorsOf } from './useLiveFigures';
import { useRefreshLoans } from './useLoanRecords';

interface Failure {
  message: string;
  retry: LoanStep;
}

export const useLoanConfirmation = () => {
  const requirePin = useRequirePin();
  const navigate = useNavigate();
  const refresh = useRefreshLoans();
  const [sending, setSending] = useState(false);
  // Once the change is made (or has failed for good) the page is on its way out: read again meanwhile, its figures
  // would be refused (the change is made) and it must not send the merchant back to the start.
  const [finished, setFinished] = useState(false);
  /** Sends under the PIN; answers the field errors of a refusal about fields, nothing otherwise. */
  const confirm = async <T,>(
    pinTitle: string,
    send: () => Promise<T>,
    done: (result: T) => void,
    retry: LoanStep,
  ): Promise<Record<string, string>> => {
    if (!(await requirePin({ authTxCode: LOAN_PIN_CODE, title: pinTitle }))) return {};
    setSending(true);
    try {
      const result = await send();
      setFinished(true);
      done(result);
      await refresh();
      return {};
    } catch (failure) {
      const fieldErrors = fieldErrorsOf(failure);
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      const state: Failure = { message: failure instanceof Error ? failure.message : '', retry };
      setFinished(true);
      navigate(loanPath('confirmationFail'), { state });
      await refresh();
      return {};
    } finally {
      setSending(false);
    }
  };
  return { confirm, sending, finished };
};

/** The page a change is confirmed on: what the server refused, the change's figures, Back and the confirmation. */
export const LoanConfirmStep = (props: {
  heading: string;
  refusal?: string;
  back: LoanStep;
  confirmLabel: string;
  onConfirm: () => void;
  disabled: boolean;
  children: ReactNode;
}) => (
  <LoanShell heading={props.heading}>
    <Stack spacing={3}>
      {props.refusal && <Alert severity="error">{props.refusal}</Alert>}
      {props.children}
      <LoanStepButtons back={props.back} label={props.confirmLabel} onNext={props.onConfirm} disabled={props.disabled} />
    </Stack>
  </LoanShell>
);

export const ConfirmationFail = () => {
  const translate = useTranslate();
  const failure = (useLocation().state as Failure | null) ?? null;
  if (!failure) return <Navigate to={loanPath('index')} replace />;
  return (
    <LoanStatusPage
      heading={translate('loan.confirmationFail.heading')}
      icon={<ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />}
      text={`${failure.message || translate('loan.confirmationFail.unknown')} ${translate('loan.confirmationFail.text')}`}
      action={{ to: loanPath(failure.retry), label: translate('loan.confirmationFail.retry') }}
      secondary={{ to: loanPath('index'), label: translate('loan.backToLoans') }}
    />
  );
};
