// The loan arithmetic the mock does for LoanApplyCalc: the stated rates (18 % a year on the reducing balance,
// facility fee 2.5 %, excise duty 20 % of the fee, insurance 0.5 %), instalments and dates, to the cent.
import { describe, expect, it } from 'vitest';
import { addMonths, calculateLoan, monthlyInstalment, repaymentSchedule, share, TERM_LOAN } from '../../../mocks/loanSchedule';

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
