// The loan arithmetic the mock does for LoanApplyCalc: the stated rates (18 % a year on the reducing balance,
// facility fee 2.5 %, excise duty 20 % of the fee, insurance 0.5 %), instalments and dates, to the cent.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calculateLoan,
  calculateRestructure,
  calculateTopUp,
  lowestInstalment,
  monthlyInstalment,
  monthsForInstalment,
  outstandingPrincipal,
  overdueAmount,
  repaymentSchedule,
  share,
  TERM_LOAN,
} from '../../../mocks/loanSchedule';

describe('loan arithmetic', () => {
  it('works out a KES 100,000 loan over 3 months: interest, fees and the instalments, each figure to the cent', () => {
    const loan = calculateLoan(TERM_LOAN, 10_000_000, 3, '20261126');
    expect(loan).toMatchObject({
      annualRate: 1800,
      monthlyRate: 150,
      facilityFee: 250_000, // 2.5 % of 100,000.00
      exciseDuty: 50_000, // 20 % of the facility fee
      insurance: 50_000, // 0.5 % of the amount
      disbursedAmt: 9_650_000,
      monthlyRepayment: 3_433_830, // 100,000 × 0.015 / (1 − 1.015^−3) = 34,338.2960… → 34,338.30
      firstRepayDt: '20261226',
      lastRepayDt: '20270226',
    });
    expect(loan.schedule.map(({ principal, interest, instAmt, balance }) => [principal, interest, instAmt, balance])).toEqual([
      [3_283_830, 150_000, 3_433_830, 6_716_170],
      [3_333_087, 100_743, 3_433_830, 3_383_083],
      [3_383_083, 50_746, 3_433_829, 0],
    ]);
    expect(loan.totalInterest).toBe(301_489);
    expect(loan.totalRepayment).toBe(10_301_489);
  });

  it('makes the principals add up to the amount and the instalments to the total to repay, for every tenor and many amounts', () => {
    for (const tenor of TERM_LOAN.tenors) {
      for (let amount = 5_000_000; amount <= 200_000_000; amount += 3_333_337) {
        const loan = calculateLoan(TERM_LOAN, amount, tenor, '20260131');
        const sum = (pick: (row: (typeof loan.schedule)[number]) => number) => loan.schedule.reduce((total, row) => total + pick(row), 0);
        expect(sum((row) => row.principal)).toBe(amount);
        expect(sum((row) => row.instAmt)).toBe(loan.totalRepayment);
        expect(sum((row) => row.interest)).toBe(loan.totalInterest);
        expect(loan.schedule).toHaveLength(tenor);
        expect(loan.schedule.at(-1)!.balance).toBe(0);
        // Rounding leaves the last instalment within a few cents of the others.
        expect(Math.abs(loan.schedule.at(-1)!.instAmt - loan.monthlyRepayment)).toBeLessThanOrEqual(tenor);
        expect(loan.facilityFee + loan.exciseDuty + loan.insurance + loan.disbursedAmt).toBe(amount);
      }
    }
  });

  it('rounds shares half up to the cent', () => {
    expect(share(101, 50)).toBe(1); // 0.505 → 1
    expect(share(99, 50)).toBe(0); // 0.495 → 0
    expect(share(250_000, 2000)).toBe(50_000);
  });

  it('charges no interest at a zero rate: equal parts of the amount, the last one taking the rounding', () => {
    expect(monthlyInstalment(10_000_000, 0, 3)).toBe(3_333_333);
    expect(repaymentSchedule(10_000_000, 0, 3, '20260101').map((row) => row.instAmt)).toEqual([3_333_333, 3_333_333, 3_333_334]);
  });

  it('puts repayments on the same day of later months, or on the last day of a shorter month', () => {
    expect(addMonths('20260131', 1)).toBe('20260228');
    expect(addMonths('20280131', 1)).toBe('20280229');
    expect(addMonths('20261130', 3)).toBe('20270228');
    expect(addMonths('20261126', 12)).toBe('20271126');
    expect(calculateLoan(TERM_LOAN, 5_000_000, 12, '20260331')).toMatchObject({ firstRepayDt: '20260430', lastRepayDt: '20270331' });
  });
});

// A KES 100,000 loan over 3 months from 26 Nov 2026 (the first test's), its first instalment of 34,338.30 repaid.
describe('servicing a loan: what is owed, overdue, a top-up and a restructure', () => {
  const loan = calculateLoan(TERM_LOAN, 10_000_000, 3, '20261126');
  const firstPaid = 3_433_830;

  it('counts a repayment against the interest first, then the principal', () => {
    expect(outstandingPrincipal(loan, 0)).toBe(10_000_000);
    expect(outstandingPrincipal(loan, 100_000)).toBe(10_000_000); // less than the first month's interest of 1,500.00
    expect(outstandingPrincipal(loan, 200_000)).toBe(9_950_000);
    expect(outstandingPrincipal(loan, firstPaid)).toBe(6_716_170); // the schedule's balance after the first instalment
    expect(outstandingPrincipal(loan, loan.totalRepayment)).toBe(0);
  });

  it('calls overdue what fell due before today and is not repaid, and nothing on the due date itself', () => {
    expect(overdueAmount(loan, 0, '20261226')).toEqual({ amount: 0, instalments: 0 });
    expect(overdueAmount(loan, 0, '20261227')).toEqual({ amount: 3_433_830, instalments: 1, since: '20261226' });
    expect(overdueAmount(loan, 1_000_000, '20261227')).toEqual({ amount: 2_433_830, instalments: 1, since: '20261226' });
    expect(overdueAmount(loan, firstPaid, '20270127')).toEqual({ amount: 3_433_830, instalments: 1, since: '20270126' });
    expect(overdueAmount(loan, 0, '20270301').amount).toBe(loan.totalRepayment);
  });

  it('tops up KES 50,000: the principal still owed plus the top-up over the two months left, the fees on the top-up only', () => {
    const topUp = calculateTopUp(TERM_LOAN, loan, firstPaid, 5_000_000, '20261226');
    expect(topUp).toMatchObject({
      amount: 11_716_170, // 67,161.70 still owed + 50,000.00
      tenor: 2,
      facilityFee: 125_000, // 2.5 % of 50,000
      exciseDuty: 25_000,
      insurance: 25_000,
      disbursedAmt: 4_825_000,
      firstRepayDt: '20270126',
      lastRepayDt: '20270226', // the loan's last repayment date stays
    });
    // 117,161.70 × 0.015 = 1,757.4255 → 1,757.43 interest in the first month; equal instalments by the annuity formula.
    expect(topUp.schedule.map(({ principal, interest, instAmt }) => [principal, interest, instAmt])).toEqual([
      [5_814_476, 175_743, 5_990_219],
      [5_901_694, 88_525, 5_990_219],
    ]);
    expect(Math.abs(topUp.monthlyRepayment - (11_716_170 * 0.015) / (1 - 1.015 ** -2))).toBeLessThan(1);
  });

  it('restructures over a longer period, to a monthly repayment the merchant can pay, or weekly until the same last date', () => {
    const longer = calculateRestructure(TERM_LOAN, loan, firstPaid, { restOption: '1', tenor: 12 }, '20261226');
    expect(longer).toMatchObject({ amount: 6_716_170, tenor: 12, facilityFee: 0, disbursedAmt: 0, firstRepayDt: '20270126', lastRepayDt: '20271226' });
    expect(longer.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(6_716_170);

    // KES 12,000.00 a month: five months would ask more, six are within it.
    expect(monthlyInstalment(6_716_170, 150, 5)).toBeGreaterThan(1_200_000);
    expect(monthsForInstalment(TERM_LOAN, 6_716_170, 1_200_000)).toBe(6);
    expect(calculateRestructure(TERM_LOAN, loan, firstPaid, { restOption: '5', instAmt: 1_200_000 }, '20261226').tenor).toBe(6);
    expect(lowestInstalment(TERM_LOAN, 6_716_170)).toBe(monthlyInstalment(6_716_170, 150, 24));
    expect(monthsForInstalment(TERM_LOAN, 6_716_170, lowestInstalment(TERM_LOAN, 6_716_170) - 1)).toBeNull();

    const weekly = calculateRestructure(TERM_LOAN, loan, firstPaid, { restOption: '6', repayFreq: '1' }, '20261226');
    // 62 days to 26 Feb 2027 → 9 weeks; 18 % a year over 52 weeks → 0.35 % a week (35 basis points).
    expect(weekly).toMatchObject({ repayFreq: '1', periodRate: 35, tenor: 9, firstRepayDt: '20270102', lastRepayDt: '20270227' });
    expect(weekly.schedule.reduce((sum, row) => sum + row.principal, 0)).toBe(6_716_170);
    expect(weekly.schedule[0]!.interest).toBe(share(6_716_170, 35));
  });

  it('steps weekly and fortnightly repayments across month and year ends', () => {
    expect(addDays('20261226', 7)).toBe('20270102');
    expect(addDays('20280222', 14)).toBe('20280307'); // 2028 is a leap year
  });
});
