// The loan arithmetic the provider's server does (LoanApplyCalc): the mock's one product and its stated rates
// (the catalogue entry schemas/actions/LoanApplyCalc.json says the same in words), fees and the repayment
// schedule. Pure: amounts in integer minor units, rates in basis points, dates yyyyMMdd.
import type { Instalment, LoanCalculation } from '../src/generated/types';

export interface LoanProduct {
  productCode: string;
  tenors: number[];
  minAmt: number;
  maxAmt: number;
  /** Basis points a year, charged monthly (÷ 12) on the reducing balance. */
  annualRate: number;
  /** Basis points of the amount. */
  facilityFeeRate: number;
  /** Basis points of the amount disbursed (the amount applied for). */
  insuranceRate: number;
  /** Basis points of the facility fee. */
  exciseDutyRate: number;
}

/** Spec 001 §9: "KES 50,000 to 3,000,000". */
export const TERM_LOAN: LoanProduct = {
  productCode: 'TL01',
  tenors: [3, 6, 12],
  minAmt: 5_000_000,
  maxAmt: 300_000_000,
  annualRate: 1800,
  facilityFeeRate: 250,
  insuranceRate: 50,
  exciseDutyRate: 2000,
};

export const LOAN_PRODUCTS: readonly LoanProduct[] = [TERM_LOAN];

/** A share of an amount, rounded half up to the cent (amounts are never negative). */
export const share = (minor: number, basisPoints: number): number => Math.round((minor * basisPoints) / 10_000);

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The same day `months` later; a day the month does not have becomes its last day (31 Jan + 1 → 28/29 Feb). */
export const addMonths = (yyyyMMdd: string, months: number): string => {
  const year = Number(yyyyMMdd.slice(0, 4));
  const month = Number(yyyyMMdd.slice(4, 6)) - 1 + months;
  const day = Number(yyyyMMdd.slice(6, 8));
  const targetYear = year + Math.floor(month / 12);
  const targetMonth = ((month % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${pad(targetYear, 4)}${pad(targetMonth + 1, 2)}${pad(Math.min(day, lastDay), 2)}`;
};

/** The equal monthly instalment of an annuity, rounded half up to the cent. */
export const monthlyInstalment = (amount: number, monthlyRateBp: number, tenor: number): number => {
  if (monthlyRateBp === 0) return Math.round(amount / tenor);
  const rate = monthlyRateBp / 10_000;
  return Math.round((amount * rate) / (1 - (1 + rate) ** -tenor));
};

/**
 * The repayment schedule: each month's interest is the balance × the monthly rate (to the cent), its principal the
 * instalment less that interest; the last instalment repays what is left, so the principals add up to the amount.
 */
export const repaymentSchedule = (amount: number, monthlyRateBp: number, tenor: number, fromDt: string): Instalment[] => {
  const instalment = monthlyInstalment(amount, monthlyRateBp, tenor);
  const schedule: Instalment[] = [];
  let balance = amount;
  for (let instNo = 1; instNo <= tenor; instNo += 1) {
    const interest = share(balance, monthlyRateBp);
    const principal = instNo === tenor ? balance : Math.min(balance, instalment - interest);
    balance -= principal;
    schedule.push({ instNo, dueDt: addMonths(fromDt, instNo), principal, interest, instAmt: principal + interest, balance });
  }
  return schedule;
};

/** LoanApplyCalc for an amount and tenor the product allows, on the day `today`. */
export const calculateLoan = (product: LoanProduct, amount: number, tenor: number, today: string): LoanCalculation => {
  const monthlyRate = Math.round(product.annualRate / 12);
  const schedule = repaymentSchedule(amount, monthlyRate, tenor, today);
  const facilityFee = share(amount, product.facilityFeeRate);
  const exciseDuty = share(facilityFee, product.exciseDutyRate);
  const insurance = share(amount, product.insuranceRate);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  return {
    productCode: product.productCode,
    amount,
    tenor,
    annualRate: product.annualRate,
    monthlyRate,
    facilityFee,
    insurance,
    exciseDuty,
    disbursedAmt: amount - facilityFee - exciseDuty - insurance,
    totalInterest,
    monthlyRepayment: schedule[0]!.instAmt,
    totalRepayment: amount + totalInterest,
    firstRepayDt: schedule[0]!.dueDt,
    lastRepayDt: schedule[schedule.length - 1]!.dueDt,
    schedule,
  };
};
