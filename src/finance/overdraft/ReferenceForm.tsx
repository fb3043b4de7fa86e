// enterReferenceNumber: the offer waiting (QryOverdraftOffer) and the reference number from its e-mail. Accept asks
// for the PIN, then AcceptOverdraftOffer: a wrong or expired reference is refused in the spec's words (SAP20004)
// under the field. Reject turns the offer down after a confirmation; Resend e-mails the same offer again.
import { Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import { isMmcError } from '../../transport/errors';
import { Figures } from './Figures';
import { acceptOffer, offerDetails, rejectOffer, resendOffer, useRefreshOverdraft } from './overdraftCalls';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

const ACCEPT_PIN_CODE = 'OVERDRAFT';

export const ReferenceForm = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const requirePin = useRequirePin();
  const refresh = useRefreshOverdraft();
  const offer = useQuery({ queryKey: ['overdraft', 'offer'], queryFn: offerDetails });
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const accept = async (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setProblem(translate('validation.required'));
    const amount = formatKes(offer.data?.odApplyAmount ?? info.odApplyAmount ?? 0);
    if (!(await requirePin({ authTxCode: ACCEPT_PIN_CODE, title: translate('overdraft.pinAccept', { amount }) }))) return;
    setBusy(true);
    try {
      await acceptOffer(reference.trim());
      await go('offerAcceptedInfo');
    } catch (error) {
      setProblem(isMmcError(error) ? error.message : String(error));
      setBusy(false);
      // An offer past its 7 days has expired meanwhile: the page for that status says so and offers to apply again.
      if ((await refresh()).activateStatus !== '02') await go();
    }
  };

  const reject = async () => {
    setBusy(true);
    try {
      await rejectOffer();
      await go('offerRejectedInfo');
    } catch {
      setBusy(false);
      setConfirming(false);
    }
  };

  const resend = async () => {
    const sent = await resendOffer().catch(() => undefined);
    if (sent) notify('overdraft.resent', { type: 'success', messageArgs: { email: sent.email } });
  };

  const expiry = offer.data?.expiryDate ?? info.expiryDate ?? '';
  return (
    <StepFrame title={translate('overdraft.referenceTitle')}>
      <Typography>{translate('overdraft.referenceText', { email: offer.data?.email ?? info.email ?? '', expiry: formatDisplayDate(expiry) })}</Typography>
      <Figures
        rows={[
          [translate('overdraft.amount'), offer.data ? formatKes(offer.data.odApplyAmount) : <Skeleton width={120} />],
          [translate('overdraft.fee'), offer.data ? formatKes(offer.data.feeAmt) : <Skeleton width={120} />],
          [translate('overdraft.repayPercent'), offer.data ? translate(`enums.overdraftRepayPercent.${offer.data.repayPercent}`) : <Skeleton width={120} />],
        ]}
      />
      <Stack component="form" noValidate onSubmit={(event) => void accept(event)} spacing={2.5}>
        <TextField
          label={translate('overdraft.reference')}
          value={reference}
          onChange={(event) => {
            setReference(event.target.value);
            setProblem(undefined);
          }}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          required
          slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'numeric' } }}
        />
        <StepActions>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {translate('overdraft.accept')}
          </Button>
          <Button variant="outlined" color="error" size="large" disabled={busy} onClick={() => setConfirming(true)}>
            {translate('overdraft.reject')}
          </Button>
          <Button size="large" disabled={busy} onClick={() => void resend()}>
            {translate('overdraft.resend')}
          </Button>
        </StepActions>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={translate('overdraft.rejectTitle')}
        content={translate('overdraft.rejectText')}
        confirm={translate('overdraft.reject')}
        confirmColor="warning"
        onConfirm={() => void reject()}
        onClose={() => setConfirming(false)}
      />
    </StepFrame>
  );
};
