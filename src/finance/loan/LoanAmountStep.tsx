// /finance/loan/loanApplyAmount: the amount and tenor, with the repayments the server works out shown as the
// merchant types (useLoanCalculation: debounced, never stale). An amount outside the limits is said in the spec's
// words under the field and not sent.
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { checkAmount, formatKes } from '../../format/money';
import { loadLimit, loadProducts } from './loanCalls';
import { minorOf, type useLoanDraft } from './loanDraft';
import { LiveFiguresBox } from './LiveFiguresBox';
import { LoanFigures, LoanSchedule } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { LoanLoading, LoanShell } from './LoanShell';
import { LoanStepButtons } from './LoanStepButtons';
import { useLoanCalculation, type CalculationState } from './useLoanCalculation';
import { LOANS_KEY } from './useLoanRecords';

const PREFERRED_TENOR = 6;

const Repayments = ({ state }: { state: CalculationState }) => {
  const translate = useTranslate();
  return (
    <LiveFiguresBox
      title={translate('loan.calc.label')}
      kind={state.kind}
      texts={{ waiting: translate('loan.calc.waiting'), working: translate('loan.calc.working'), failed: translate('loan.calc.failed') }}
      note={translate('loan.calc.feesNote')}
    >
      {state.kind === 'ready' && <LoanFigures calculation={state.calculation} />}
    </LiveFiguresBox>
  );
};

export const LoanAmountStep = ({ draft, update }: Pick<ReturnType<typeof useLoanDraft>, 'draft' | 'update'>) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const limit = useQuery({ queryKey: [...LOANS_KEY, 'limit'], queryFn: loadLimit });
  const products = useQuery({ queryKey: [...LOANS_KEY, 'products'], queryFn: loadProducts });
  const product = products.data?.[0];
  const tenor = product?.tenors.includes(draft.tenor)
    ? draft.tenor
    : (product?.tenors.find((months) => months === PREFERRED_TENOR) ?? product?.tenors[0] ?? 0);
  const amount = minorOf(draft.amount);
  const min = Math.max(limit.data?.minLoanAmt ?? 0, product?.minAmt ?? 0);
  const max = Math.min(limit.data?.maxLoanAmt ?? 0, product?.maxAmt ?? 0);
  const problem = draft.amount === '' ? null : checkAmount(amount, { min, max });
  const request = product && amount !== null && !problem ? { productCode: product.productCode, amount, tenor } : null;
  const state = useLoanCalculation(request);
  if (limit.isPending || products.isPending) return <LoanLoading />;

  const fieldError = problem
    ? translate(problem.key, problem.values)
    : state.kind === 'refused'
      ? (state.fieldErrors.amount ?? state.message)
      : undefined;
  const next = () => {
    update({ productCode: product!.productCode, tenor });
    navigate(loanPath('loanApplyForm'));
  };
  return (
    <LoanShell heading={translate('loan.amount.heading')} step={0}>
      <Stack spacing={3}>
        <KesAmountField
          label={translate('loan.amount.amount')}
          value={draft.amount}
          onChange={(value) => update({ amount: value })}
          error={Boolean(fieldError)}
          helperText={fieldError ?? translate('loan.amount.amountHint', { min: formatKes(min), max: formatKes(max) })}
          required
          sx={{ maxWidth: 360 }}
        />
        <FormControl>
          <FormLabel id="loan-tenor">{translate('loan.amount.tenor')}</FormLabel>
          <RadioGroup row aria-labelledby="loan-tenor" value={String(tenor)} onChange={(event) => update({ tenor: Number(event.target.value) })}>
            {(product?.tenors ?? []).map((months) => (
              <FormControlLabel key={months} value={String(months)} control={<Radio />} label={translate('loan.amount.months', { count: months })} />
            ))}
          </RadioGroup>
        </FormControl>
        <Repayments state={problem ? { kind: 'refused', fieldErrors: {}, message: '' } : state} />
        {state.kind === 'ready' && <LoanSchedule calculation={state.calculation} />}
        <LoanStepButtons back="index" label={translate('loan.next')} onNext={next} disabled={state.kind !== 'ready'} />
      </Stack>
    </LoanShell>
  );
};
