// /finance/loan/supplementaryInformation: the business behind the application (employees, average daily sales,
// suppliers) and its existing loans and other income as rows the merchant adds and removes; then the application
// is submitted with the PIN (SubmitLoanApply). Checked with schemas/loan.schema.json, as the server checks it.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { useRequirePin } from '../../flows/pin/PinProvider';
import { formatKes } from '../../format/money';
import { describeEntity, validateField, validateItemField } from '../../validation/validate';
import { isMmcError } from '../../transport/errors';
import { LOAN_PIN_CODE, submitApplication, type LoanApplication } from './loanCalls';
import { applicationOf, minorOf, type ExistingLoanRow, type IncomeRow, type useLoanDraft } from './loanDraft';
import { ChosenTerms, hasTerms } from './LoanApplyFormStep';
import { loanPath, type LoanStep } from './loanRoutes';
import { LoanShell } from './LoanShell';
import { useRefreshLoans } from './useLoanRecords';

type Errors = Record<string, string | undefined>;
const TOP_FIELDS = ['employees', 'dailySales', 'suppliers'] as const;
const LOAN_TYPES = ['B', 'S', 'M', 'O'];
const ROW_LIMIT = 10;

/** Where a submitted application is next: waiting for approval, or being processed. */
const NEXT_PAGE: Record<string, LoanStep> = { W: 'supplementaryProcessing', P: 'loanApplication' };

const RowsSection = ({ id, title, empty, addLabel, count, onAdd, children }: { id: string; title: string; empty: string; addLabel: string; count: number; onAdd: () => void; children: ReactNode }) => (
  <Box component="section" aria-labelledby={id}>
    <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
      {title}
    </Typography>
    {count === 0 && (
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {empty}
      </Typography>
    )}
    <Stack spacing={2}>{children}</Stack>
    <Button startIcon={<AddIcon />} onClick={onAdd} disabled={count >= ROW_LIMIT} sx={{ mt: 1 }}>
      {addLabel}
    </Button>
  </Box>
);

const ROW_SX = { display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1.4fr 1.6fr auto' }, gap: 1.5, alignItems: 'start' } as const;
const INCOME_ROW_SX = { ...ROW_SX, gridTemplateColumns: { xs: '1fr auto', sm: '2fr 1.6fr auto' } } as const;
/** On a phone the remove button sits beside the row's first field and the others take the full width below. */
const FULL_ON_PHONE = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;

export const SupplementaryStep = ({ draft, update, clear }: ReturnType<typeof useLoanDraft>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const requirePin = useRequirePin();
  const refresh = useRefreshLoans();
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  if (!hasTerms(draft)) return <Navigate to={loanPath('loanApplyAmount')} replace />;

  const label = (key: string) => translate(`loan.supplementary.${key}`);
  const say = (problem: { key: string; values?: Record<string, string | number> } | null) => (problem ? translate(problem.key, problem.values) : undefined);
  const application = applicationOf(draft);
  const topProblem = (field: (typeof TOP_FIELDS)[number]) => say(validateField('loan', field, application[field], { required: true }));
  const itemProblem = (list: 'existingLoans' | 'otherIncome', field: string, value: unknown) => say(validateItemField('loan', list, field, value, { required: true }));
  const check = (key: string, problem: string | undefined) => setErrors((current) => ({ ...current, [key]: problem }));

  const allProblems = (): Errors => {
    const found: Errors = {};
    for (const field of TOP_FIELDS) found[field] = topProblem(field);
    (application.existingLoans as Array<Record<string, unknown>>).forEach((row, index) => {
      for (const field of ['institution', 'loanType', 'outstandingAmt']) found[`existingLoans.${index}.${field}`] = itemProblem('existingLoans', field, row[field]);
    });
    (application.otherIncome as Array<Record<string, unknown>>).forEach((row, index) => {
      for (const field of ['source', 'amount']) found[`otherIncome.${index}.${field}`] = itemProblem('otherIncome', field, row[field]);
    });
    return found;
  };

  const submit = async () => {
    const found = allProblems();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const amount = minorOf(draft.amount) ?? 0;
    if (!(await requirePin({ authTxCode: LOAN_PIN_CODE, title: translate('loan.supplementary.pinTitle', { amount: formatKes(amount) }) }))) return;
    setSending(true);
    try {
      const writable = Object.keys(describeEntity('loan').fields).filter((field) => !['loanNo', 'loanSts'].includes(field));
      const request = Object.fromEntries(writable.map((field) => [field, application[field as keyof typeof application]])) as unknown as LoanApplication;
      const loan = await submitApplication(request);
      clear();
      await refresh();
      navigate(loanPath(NEXT_PAGE[loan.loanSts] ?? 'index'));
    } catch (error) {
      const fieldErrors = isMmcError(error) ? error.body?.fieldErrors : undefined;
      if (fieldErrors && typeof fieldErrors === 'object') setErrors(fieldErrors as Errors);
    } finally {
      setSending(false);
    }
  };

  const setLoanRow = (index: number, change: Partial<ExistingLoanRow>) =>
    update({ existingLoans: draft.existingLoans.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const setIncomeRow = (index: number, change: Partial<IncomeRow>) => update({ otherIncome: draft.otherIncome.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const removeButton = (onClick: () => void, index: number) => (
    <IconButton aria-label={translate('loan.supplementary.remove', { row: index + 1 })} onClick={onClick} sx={{ mt: 1, gridColumn: { xs: 2, sm: 'auto' }, gridRow: { xs: 1, sm: 'auto' } }}>
      <DeleteOutlineIcon />
    </IconButton>
  );
  const shown = (key: string) => ({ error: Boolean(errors[key]), helperText: errors[key] ?? ' ' });

  return (
    <LoanShell heading={label('heading')} step={2}>
      <ChosenTerms draft={draft} />
      <Typography sx={{ mb: 2.5 }}>{label('intro')}</Typography>
      <Stack spacing={3}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
          <TextField
            label={label('employees')}
            value={draft.employees}
            onChange={(event) => update({ employees: event.target.value.replace(/\D/g, '') })}
            onBlur={() => check('employees', topProblem('employees'))}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...shown('employees')}
          />
          <KesAmountField
            label={label('dailySales')}
            value={draft.dailySales}
            onChange={(value) => update({ dailySales: value })}
            onBlur={() => check('dailySales', topProblem('dailySales'))}
            required
            {...shown('dailySales')}
          />
          <TextField
            label={label('suppliers')}
            value={draft.suppliers}
            onChange={(event) => update({ suppliers: event.target.value.replace(/\D/g, '') })}
            onBlur={() => check('suppliers', topProblem('suppliers'))}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...shown('suppliers')}
          />
        </Box>
        <RowsSection
          id="loan-existing"
          title={label('existingLoans')}
          empty={label('existingLoansEmpty')}
          addLabel={label('addLoan')}
          count={draft.existingLoans.length}
          onAdd={() => update({ existingLoans: [...draft.existingLoans, { institution: '', loanType: '', outstandingAmt: '' }] })}
        >
          {draft.existingLoans.map((row, index) => (
            <Box key={index} role="group" aria-label={`${label('existingLoans')} ${index + 1}`} sx={ROW_SX}>
              <TextField label={label('institution')} value={row.institution} onChange={(event) => setLoanRow(index, { institution: event.target.value })} required {...shown(`existingLoans.${index}.institution`)} />
              <TextField select label={label('loanType')} value={row.loanType} onChange={(event) => setLoanRow(index, { loanType: event.target.value })} required sx={FULL_ON_PHONE} {...shown(`existingLoans.${index}.loanType`)}>
                {LOAN_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {translate(`enums.existingLoanType.${type}`)}
                  </MenuItem>
                ))}
              </TextField>
              <KesAmountField label={label('outstandingAmt')} value={row.outstandingAmt} onChange={(value) => setLoanRow(index, { outstandingAmt: value })} required sx={FULL_ON_PHONE} {...shown(`existingLoans.${index}.outstandingAmt`)} />
              {removeButton(() => update({ existingLoans: draft.existingLoans.filter((_, at) => at !== index) }), index)}
            </Box>
          ))}
        </RowsSection>
        <RowsSection
          id="loan-income"
          title={label('otherIncome')}
          empty={label('otherIncomeEmpty')}
          addLabel={label('addIncome')}
          count={draft.otherIncome.length}
          onAdd={() => update({ otherIncome: [...draft.otherIncome, { source: '', amount: '' }] })}
        >
          {draft.otherIncome.map((row, index) => (
            <Box key={index} role="group" aria-label={`${label('otherIncome')} ${index + 1}`} sx={INCOME_ROW_SX}>
              <TextField label={label('source')} value={row.source} onChange={(event) => setIncomeRow(index, { source: event.target.value })} required {...shown(`otherIncome.${index}.source`)} />
              <KesAmountField label={label('incomeAmount')} value={row.amount} onChange={(value) => setIncomeRow(index, { amount: value })} required sx={FULL_ON_PHONE} {...shown(`otherIncome.${index}.amount`)} />
              {removeButton(() => update({ otherIncome: draft.otherIncome.filter((_, at) => at !== index) }), index)}
            </Box>
          ))}
        </RowsSection>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 3 }}>
        <Button onClick={() => navigate(loanPath('loanApplyForm'))}>{translate('loan.back')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={sending}>
          {label('submit')}
        </Button>
      </Stack>
    </LoanShell>
  );
};
