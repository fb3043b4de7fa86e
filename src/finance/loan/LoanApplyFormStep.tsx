// /finance/loan/loanApplyForm: what the loan is for (QueryLoanPurpose) and where the offer is e-mailed, under a
// reminder of the amount, tenor and monthly repayment chosen. Checked with schemas/loan.schema.json.
import { Button, MenuItem, Stack, TextField, Typography, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { formatKes } from '../../format/money';
import * as loanEntity from '../../generated/entities/loan';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField } from '../../validation/validate';
import { loadLimit, loadPurposes } from './loanCalls';
import { applicationOf, minorOf, type useLoanDraft } from './loanDraft';
import { loanPath } from './loanRoutes';
import { LoanLoading, LoanShell } from './LoanShell';
import { useLoanCalculation } from './useLoanCalculation';
import { LOANS_KEY } from './useLoanRecords';

provideEntities(loanEntity);

type Field = 'purpose' | 'email';

/** The amount, tenor and monthly repayment chosen on the first step, with the way back to change them. */
export const ChosenTerms = ({ draft }: Pick<ReturnType<typeof useLoanDraft>, 'draft'>) => {
  const translate = useTranslate();
  const amount = minorOf(draft.amount) ?? 0;
  const state = useLoanCalculation({ productCode: draft.productCode, amount, tenor: draft.tenor });
  const monthly = state.kind === 'ready' ? formatKes(state.calculation.monthlyRepayment) : '…';
  return (
    <Typography sx={{ mb: 2 }}>
      {translate('loan.form.summary', { amount: formatKes(amount), tenor: draft.tenor, monthly })}{' '}
      <Link component={RouterLink} to={loanPath('loanApplyAmount')}>
        {translate('loan.form.change')}
      </Link>
    </Typography>
  );
};

export const hasTerms = (draft: ReturnType<typeof useLoanDraft>['draft']): boolean => Boolean(draft.productCode && draft.tenor && minorOf(draft.amount));

export const LoanApplyFormStep = ({ draft, update }: Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const purposes = useQuery({ queryKey: [...LOANS_KEY, 'purposes'], queryFn: loadPurposes });
  const limit = useQuery({ queryKey: [...LOANS_KEY, 'limit'], queryFn: loadLimit });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // The e-mail starts as the one registered to the account.
  const registered = limit.data?.email;
  useEffect(() => {
    if (registered && !draft.email) update({ email: registered });
  }, [registered, draft.email, update]);
  if (!hasTerms(draft)) return <Navigate to={loanPath('loanApplyAmount')} replace />;
  if (purposes.isPending) return <LoanLoading />;

  const problemOf = (field: Field): string | undefined => {
    const problem = validateField('loan', field, applicationOf(draft)[field]);
    return problem ? translate(problem.key, problem.values) : undefined;
  };
  const next = () => {
    const found = { purpose: problemOf('purpose'), email: problemOf('email') };
    setErrors(found);
    if (!found.purpose && !found.email) navigate(loanPath('supplementaryInformation'));
  };
  return (
    <LoanShell heading={translate('loan.form.heading')} step={1}>
      <ChosenTerms draft={draft} />
      <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
        <TextField
          select
          label={translate('loan.form.purpose')}
          value={draft.purpose}
          onChange={(event) => update({ purpose: event.target.value })}
          onBlur={() => setErrors((current) => ({ ...current, purpose: problemOf('purpose') }))}
          error={Boolean(errors.purpose)}
          helperText={errors.purpose ?? ' '}
          required
        >
          {(purposes.data ?? []).map((code) => (
            <MenuItem key={code} value={code}>
              {translate(`enums.loanPurpose.${code}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="email"
          label={translate('loan.form.email')}
          value={draft.email}
          onChange={(event) => update({ email: event.target.value })}
          onBlur={() => setErrors((current) => ({ ...current, email: problemOf('email') }))}
          error={Boolean(errors.email)}
          helperText={errors.email ?? translate('loan.form.emailHint')}
          required
          slotProps={{ htmlInput: { autoComplete: 'email' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={() => navigate(loanPath('loanApplyAmount'))}>{translate('loan.back')}</Button>
        <Button variant="contained" onClick={next}>
          {translate('loan.next')}
        </Button>
      </Stack>
    </LoanShell>
  );
};
