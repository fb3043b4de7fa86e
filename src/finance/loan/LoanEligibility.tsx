// /finance/loan/index with nothing in progress: how much the merchant may borrow (QueryLoanLimitInfo), on which
// terms (QueryProduceInfo), what became of the last application, and every loan so far (QueryLoanRecords).
import { Alert, Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { oneOf } from '../../format/choices';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanRecord } from '../../generated/types';
import { LOANS_KEY } from './useLoanRecords';
import { loadLimit, loadProducts } from './loanCalls';
import { formatRate, NO_WRAP } from './LoanFigures';
import { loanPath } from './loanRoutes';
import { LoanLoading, LoanShell } from './LoanShell';

const LastOutcome = ({ loan }: { loan: LoanRecord | undefined }) => {
  const translate = useTranslate();
  if (!loan) return null;
  const values = { loanNo: loan.loanNo, amount: formatKes(loan.amount), reason: loan.rjtRsn ?? '' };
  if (loan.loanSts === 'F') return <Alert severity="warning">{translate('loan.eligibility.refused', values)}</Alert>;
  if (loan.loanSts === 'R') return <Alert severity="info">{translate('loan.eligibility.rejected', values)}</Alert>;
  if (loan.loanSts === 'C') return <Alert severity="success">{translate('loan.eligibility.repaid', values)}</Alert>;
  return null;
};

export const LoanRecords = ({ loans }: { loans: readonly LoanRecord[] }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.records.${key}`);
  return (
    <Box component="section" aria-labelledby="loan-records">
      <Typography id="loan-records" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {label('heading')}
      </Typography>
      {loans.length === 0 ? (
        <Typography color="text.secondary">{label('empty')}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{label('loanNo')}</TableCell>
              <TableCell align="right">{label('amount')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label('tenor')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label('applyDt')}</TableCell>
              <TableCell>{label('status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loans.map((loan) => (
              <TableRow key={loan.loanNo}>
                <TableCell>{loan.loanNo}</TableCell>
                <TableCell align="right" sx={NO_WRAP}>
                  {formatKes(loan.amount)}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{translate('loan.records.months', { count: loan.tenor })}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatDisplayDate(loan.applyDt)}</TableCell>
                <TableCell>{translate(`enums.loanStatus.${loan.loanSts}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};

export const LoanEligibility = ({ loans }: { loans: readonly LoanRecord[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const limit = useQuery({ queryKey: [...LOANS_KEY, 'limit'], queryFn: loadLimit });
  const products = useQuery({ queryKey: [...LOANS_KEY, 'products'], queryFn: loadProducts });
  const product = products.data?.[0];
  if (limit.isPending || products.isPending) return <LoanLoading />;
  const data = limit.data;
  const eligible = data?.eligible === 'Y' && product ? { data, product } : null;
  return (
    <LoanShell heading={translate('loan.eligibility.heading')}>
      <Stack spacing={3}>
        <LastOutcome loan={loans[0]} />
        {eligible ? (
          <Box sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography color="text.secondary">{translate('loan.eligibility.limit')}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, my: 1, ...NO_WRAP }}>
              {formatKes(eligible.data.maxLoanAmt)}
            </Typography>
            <Typography>
              {translate('loan.eligibility.range', {
                min: formatKes(eligible.data.minLoanAmt),
                max: formatKes(eligible.data.maxLoanAmt),
                tenors: oneOf(eligible.product.tenors, locale),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('loan.eligibility.rates', {
                annual: formatRate(eligible.product.annualRate),
                fee: formatRate(eligible.product.facilityFeeRate),
                insurance: formatRate(eligible.product.insuranceRate),
                excise: formatRate(eligible.product.exciseDutyRate),
              })}
            </Typography>
            <Button component={RouterLink} to={loanPath('loanApplyAmount')} variant="contained" size="large" sx={{ mt: 2 }}>
              {translate('loan.eligibility.apply')}
            </Button>
          </Box>
        ) : (
          // A refusal (the account restriction) in the server's words; otherwise something is still open.
          <Alert severity={limit.isError ? 'error' : 'info'}>{limit.isError ? limit.error.message : translate('loan.eligibility.notEligible')}</Alert>
        )}
        <LoanRecords loans={loans} />
      </Stack>
    </LoanShell>
  );
};
