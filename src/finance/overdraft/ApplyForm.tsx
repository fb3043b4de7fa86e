// activateOverdraftForm: the amount (up to the maximum: 'Maximum Amount {0} (KES)', spec 001 §5), the repayment
// percentage and the e-mail the offer goes to; the access fee for the amount shows once the amount is settled
// (QryOverdraftBasicFee). Sending it is ActivateOverdraft: the offer is e-mailed, or an account mandate sends the
// application for approval first.
import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { useMessagesFollowValues } from '../../flows/common/useMessagesFollowValues';
import { checkAmount, formatKes, typedMinorUnits } from '../../format/money';
import * as overdraftEntity from '../../generated/entities/overdraft';
import { isMmcError } from '../../transport/errors';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { activateOverdraft, overdraftFee } from './overdraftCalls';
import type { StepProps } from './OverdraftPage';
import { StepActions, StepFrame } from './StepFrame';

provideEntities(overdraftEntity);

const PERCENTS = ['10', '20', '30', '50'] as const;
type Percent = (typeof PERCENTS)[number];
type Field = 'odApplyAmount' | 'repayPercent' | 'email';

export const ApplyForm = ({ info, go }: StepProps) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [amount, setAmount] = useState('');
  const [settled, setSettled] = useState<number | null>(null);
  const [percent, setPercent] = useState<Percent | ''>('');
  const [email, setEmail] = useState(info.email ?? (typeof identity?.email === 'string' ? identity.email : ''));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const problemOf = (field: Field): string | undefined => {
    if (field === 'odApplyAmount') {
      const problem = checkAmount(typedMinorUnits(amount), { max: info.maxAmount });
      return problem ? translate(problem.key, problem.values) : undefined;
    }
    if (field === 'repayPercent') return percent ? undefined : translate('validation.required');
    const problem = validateField('overdraft', 'email', email.trim());
    return problem ? translate(problem.key, problem.values) : undefined;
  };
  const check = (field: Field) => setErrors((current) => ({ ...current, [field]: problemOf(field) }));
  useMessagesFollowValues({ odApplyAmount: amount, email }, problemOf, setErrors);
  const fee = useQuery({ queryKey: ['overdraft', 'fee', settled], queryFn: () => overdraftFee(settled!), enabled: settled !== null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { odApplyAmount: problemOf('odApplyAmount'), repayPercent: problemOf('repayPercent'), email: problemOf('email') };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      await activateOverdraft({ odApplyAmount: typedMinorUnits(amount)!, repayPercent: percent as Percent, email: email.trim() });
      await go('offerConfirmationInfo');
    } catch (error) {
      const fieldErrors = isMmcError(error) ? error.body?.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') setErrors(fieldErrors as Partial<Record<Field, string>>);
      setSending(false);
    }
  };

  return (
    <StepFrame title={translate('overdraft.formTitle')}>
      <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2.5}>
        <KesAmountField
          label={translate('overdraft.amount')}
          value={amount}
          onChange={setAmount}
          onBlur={(finished) => {
            check('odApplyAmount');
            const minor = typedMinorUnits(finished);
            setSettled(minor !== null && !checkAmount(minor, { max: info.maxAmount }) ? minor : null);
          }}
          error={Boolean(errors.odApplyAmount)}
          helperText={errors.odApplyAmount ?? translate('overdraft.amountHint', { max: formatKes(info.maxAmount) })}
          required
        />
        <TextField
          select
          label={translate('overdraft.repayPercent')}
          value={percent}
          onChange={(event) => {
            setPercent(event.target.value as Percent);
            setErrors((current) => ({ ...current, repayPercent: undefined }));
          }}
          error={Boolean(errors.repayPercent)}
          helperText={errors.repayPercent ?? translate('overdraft.repayPercentHint')}
          required
        >
          {PERCENTS.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`enums.overdraftRepayPercent.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate('overdraft.email')}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => check('email')}
          error={Boolean(errors.email)}
          helperText={errors.email ?? translate('overdraft.emailHint')}
          required
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
        {fee.data && settled !== null && (
          <Alert severity="info" role="status">
            {translate('engine.labelledValue', {
              label: translate('overdraft.fee'),
              value: translate('overdraft.feeFor', { fee: formatKes(fee.data.feeAmt), amount: formatKes(settled) }),
            })}
          </Alert>
        )}
        <StepActions>
          <Button type="submit" variant="contained" size="large" disabled={sending}>
            {translate('overdraft.sendOffer')}
          </Button>
          <Button size="large" onClick={() => void go('activateOverdraft')}>
            {translate('overdraft.back')}
          </Button>
        </StepActions>
      </Stack>
    </StepFrame>
  );
};
