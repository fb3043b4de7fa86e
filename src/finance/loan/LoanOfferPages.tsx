// The e-mailed offer: the reference number opens it (loanEnterReferenceNumber → CheckOffer), then the offer's
// figures and schedule with Accept (PIN, AcceptLoanOffer) or Reject (RejectLoanOffer, an optional reason)
// (loanApplyDetail).
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { isMmcError } from '../../transport/errors';
import { acceptOffer, checkOffer, LOAN_PIN_CODE, rejectOffer } from './loanCalls';
import { LoanFigures, LoanSchedule } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { LoanShell } from './LoanShell';
import { useRefreshLoans } from './useLoanRecords';

const REFERENCE_PATTERN = /^\d{8}$/;

export const LoanReferenceStep = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const refresh = useRefreshLoans();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!REFERENCE_PATTERN.test(reference)) {
      setError(translate('loan.reference.format'));
      return;
    }
    setSending(true);
    try {
      await checkOffer(loan.loanNo, reference);
      await refresh();
      navigate(loanPath('loanApplyDetail'));
    } catch (failure) {
      // The server's words ('Reference number does not exist.') under the field, and only there (no toast besides).
      if (isMmcError(failure)) setError(failure.message);
      await refresh();
    } finally {
      setSending(false);
    }
  };
  return (
    <LoanShell heading={translate('loan.reference.heading')}>
      <Stack component="form" noValidate spacing={2.5} sx={{ maxWidth: 420 }} onSubmit={(event) => (event.preventDefault(), void submit())}>
        <Typography>{translate('loan.reference.text', { email: loan.email })}</Typography>
        <TextField
          label={translate('loan.reference.field')}
          value={reference}
          onChange={(event) => setReference(event.target.value.replace(/\D/g, '').slice(0, 8))}
          error={Boolean(error)}
          helperText={error ?? ' '}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('loan.reference.view')}
          </Button>
          <Button onClick={() => navigate(loanPath('loanApplication'))}>{translate('loan.back')}</Button>
        </Stack>
      </Stack>
    </LoanShell>
  );
};

export const LoanOfferDetail = ({ loan }: { loan: LoanRecord }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const requirePin = useRequirePin();
  const refresh = useRefreshLoans();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const act = async (action: () => Promise<unknown>, next: 'loanApplySuccess' | 'loanApplyReject') => {
    setSending(true);
    try {
      await action();
      await refresh();
      navigate(loanPath(next));
    } catch {
      // The server's message is on screen already.
    } finally {
      setSending(false);
    }
  };
  const accept = async () => {
    if (!(await requirePin({ authTxCode: LOAN_PIN_CODE, title: translate('loan.offer.pinTitle', { amount: formatKes(loan.amount) }) }))) return;
    await act(() => acceptOffer(loan.loanNo), 'loanApplySuccess');
  };
  return (
    <LoanShell heading={translate('loan.offer.heading')}>
      <Typography sx={{ mb: 2 }}>{translate('loan.offer.intro', { loanNo: loan.loanNo, amount: formatKes(loan.amount), tenor: loan.tenor, date: formatDisplayDate(loan.offerExpDt ?? '') })}</Typography>
      {loan.calculation && <LoanFigures calculation={loan.calculation} />}
      {loan.calculation && <LoanSchedule calculation={loan.calculation} />}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button color="error" onClick={() => setRejecting(true)} disabled={sending}>
          {translate('loan.offer.reject')}
        </Button>
        <Button variant="contained" onClick={() => void accept()} disabled={sending}>
          {translate('loan.offer.accept')}
        </Button>
      </Stack>
      <Dialog open={rejecting} onClose={() => setRejecting(false)} aria-labelledby="loan-reject-title">
        <DialogTitle id="loan-reject-title">{translate('loan.offer.rejectTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('loan.offer.rejectText')}</DialogContentText>
          <TextField fullWidth label={translate('loan.offer.rejectReason')} value={reason} onChange={(event) => setReason(event.target.value.slice(0, 200))} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(false)}>{translate('loan.offer.cancel')}</Button>
          <Button color="error" variant="contained" disabled={sending} onClick={() => void act(() => rejectOffer(loan.loanNo, reason.trim()), 'loanApplyReject')}>
            {translate('loan.offer.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </LoanShell>
  );
};
