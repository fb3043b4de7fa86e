// A loan's figures as the server worked them out (LoanApplyCalc, the offer, the active loan): the monthly
// repayment first, then rates, fees, what is paid out and repaid, the dates; and the repayment schedule.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import type { LoanCalculation } from '../../generated/types';

/** Basis points as a percentage: 1800 → "18.00%". */
export const formatRate = (basisPoints: number): string => `${(basisPoints / 100).toFixed(2)}%`;

/** An amount on its own ('KES. 1,579,726.92') never breaks after 'KES.'; a sentence with an amount may wrap. */
const AMOUNT = /^KES\.\s[\d,.]+$/;

/** Keeps an amount on one line (a table cell, a headline figure). */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export const Figure = ({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography
      variant={strong ? 'h6' : 'body1'}
      component="div"
      // A value that wraps ('KES. 263,287.82 on 01-01-2027') breaks into even lines, not after a date's first hyphen.
      sx={{ fontWeight: strong ? 700 : 500, textWrap: 'balance', ...(AMOUNT.test(value) ? NO_WRAP : {}), ...(strong ? { fontSize: { xs: '0.95rem', sm: '1.25rem' } } : {}) }}
    >
      {value}
    </Typography>
  </Box>
);

export const FIGURE_GRID = { display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' }, columnGap: { xs: 1.5, sm: 2 }, rowGap: 2 } as const;

export const LoanFigures = ({ calculation }: { calculation: LoanCalculation }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.calc.${key}`);
  return (
    <Box sx={FIGURE_GRID}>
      <Figure label={label('monthlyRepayment')} value={formatKes(calculation.monthlyRepayment)} strong />
      <Figure label={label('totalRepayment')} value={formatKes(calculation.totalRepayment)} strong />
      <Figure label={label('disbursedAmt')} value={formatKes(calculation.disbursedAmt)} strong />
      <Figure label={label('annualInterest')} value={formatRate(calculation.annualRate)} />
      <Figure label={label('monthlyInterest')} value={formatRate(calculation.monthlyRate)} />
      <Figure label={label('totalInterest')} value={formatKes(calculation.totalInterest)} />
      <Figure label={label('facilityFee')} value={formatKes(calculation.facilityFee)} />
      <Figure label={label('insurance')} value={formatKes(calculation.insurance)} />
      <Figure label={label('exciseDuty')} value={formatKes(calculation.exciseDuty)} />
      <Figure label={label('firstRepayDt')} value={formatDisplayDate(calculation.firstRepayDt)} />
      <Figure label={label('lastRepayDt')} value={formatDisplayDate(calculation.lastRepayDt)} />
    </Box>
  );
};

/** The schedule; with `paid`, how much of each instalment has been repaid. Principal and interest leave a phone's narrow table. */
export const LoanSchedule = ({ calculation, paid = false }: { calculation: LoanCalculation; paid?: boolean }) => {
  const translate = useTranslate();
  const label = (key: string) => translate(`loan.calc.${key}`);
  const wide = { display: { xs: 'none', sm: 'table-cell' } };
  return (
    <Box component="section" aria-labelledby="loan-schedule" sx={{ mt: 3 }}>
      <Typography id="loan-schedule" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {label('schedule')}
      </Typography>
      <Table size="small" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>{label('dueDt')}</TableCell>
            <TableCell align="right" sx={wide}>
              {label('principal')}
            </TableCell>
            <TableCell align="right" sx={wide}>
              {label('interest')}
            </TableCell>
            <TableCell align="right">{label('instAmt')}</TableCell>
            {paid && <TableCell align="right">{label('paid')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {calculation.schedule.map((row) => (
            <TableRow key={row.instNo}>
              <TableCell sx={NO_WRAP}>{formatDisplayDate(row.dueDt)}</TableCell>
              <TableCell align="right" sx={{ ...wide, ...NO_WRAP }}>
                {formatKes(row.principal)}
              </TableCell>
              <TableCell align="right" sx={{ ...wide, ...NO_WRAP }}>
                {formatKes(row.interest)}
              </TableCell>
              <TableCell align="right" sx={NO_WRAP}>
                {formatKes(row.instAmt)}
              </TableCell>
              {paid && (
                <TableCell align="right" sx={NO_WRAP}>
                  {formatKes(row.paidAmt ?? 0)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
