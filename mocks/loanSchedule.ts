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

/** Repayment frequency (000 §3 "repayment frequency 0 daily, 1 weekly, 2 fortnight, 3 monthly"); the mock offers 1–3. */
export type RepayFrequency = '1' | '2' | '3';

const PERIODS_A_YEAR: Record<RepayFrequency, number> = { '1': 52, '2': 26, '3': 12 };
const DAYS_A_PERIOD: Record<RepayFrequency, number> = { '1': 7, '2': 14, '3': 365.25 / 12 };

/** The interest of one repayment period in basis points: the annual rate spread over the periods of a year. */
export const periodRate = (annualRate: number, freq: RepayFrequency): number => Math.round(annualRate / PERIODS_A_YEAR[freq]);

export const addDays = (yyyyMMdd: string, days: number): string => {
  const date = new Date(Date.UTC(Number(yyyyMMdd.slice(0, 4)), Number(yyyyMMdd.slice(4, 6)) - 1, Number(yyyyMMdd.slice(6, 8)) + days));
  return `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1, 2)}${pad(date.getUTCDate(), 2)}`;
};

const daysBetween = (from: string, to: string): number => {
  const utc = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(4, 6)) - 1, Number(value.slice(6, 8)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
};

const dueDate = (fromDt: string, freq: RepayFrequency, instNo: number): string =>
  freq === '3' ? addMonths(fromDt, instNo) : addDays(fromDt, DAYS_A_PERIOD[freq] * instNo);

/**
 * The repayment schedule: each period's interest is the balance × the period's rate (to the cent), its principal the
 * instalment less that interest; the last instalment repays what is left, so the principals add up to the amount.
 */
export const repaymentSchedule = (amount: number, periodRateBp: number, count: number, fromDt: string, freq: RepayFrequency = '3'): Instalment[] => {
  const instalment = monthlyInstalment(amount, periodRateBp, count);
  const schedule: Instalment[] = [];
  let balance = amount;
  for (let instNo = 1; instNo <= count; instNo += 1) {
    const interest = share(balance, periodRateBp);
    const principal = instNo === count ? balance : Math.min(balance, instalment - interest);
    balance -= principal;
    schedule.push({ instNo, dueDt: dueDate(fromDt, freq, instNo), principal, interest, instAmt: principal + interest, balance });
  }
  return schedule;
};

/**
 * A schedule of `count` repayments of `principal` from `today`, with the product's fees on `feeBase` (the new money:
 * the whole amount of a loan, the top-up of a top-up, nothing for a restructure) taken from what is paid out.
 */
export const calculateSchedule = (
  product: LoanProduct,
  principal: number,
  count: number,
  today: string,
  options: { feeBase: number; freq?: RepayFrequency },
): LoanCalculation => {
  const freq = options.freq ?? '3';
  const rate = periodRate(product.annualRate, freq);
  const schedule = repaymentSchedule(principal, rate, count, today, freq);
  const facilityFee = share(options.feeBase, product.facilityFeeRate);
  const exciseDuty = share(facilityFee, product.exciseDutyRate);
  const insurance = share(options.feeBase, product.insuranceRate);
  const totalInterest = schedule.reduce((sum, row) => sum + row.interest, 0);
  return {
    productCode: product.productCode,
    amount: principal,
    tenor: count,
    annualRate: product.annualRate,
    monthlyRate: periodRate(product.annualRate, '3'),
    ...(freq === '3' ? {} : { repayFreq: freq, periodRate: rate }),
    facilityFee,
    insurance,
    exciseDuty,
    disbursedAmt: options.feeBase - facilityFee - exciseDuty - insurance,
    totalInterest,
    monthlyRepayment: schedule[0]!.instAmt,
    totalRepayment: principal + totalInterest,
    firstRepayDt: schedule[0]!.dueDt,
    lastRepayDt: schedule[schedule.length - 1]!.dueDt,
    schedule,
  };
};

/** LoanApplyCalc for an amount and tenor the product allows, on the day `today`. */
export const calculateLoan = (product: LoanProduct, amount: number, tenor: number, today: string): LoanCalculation =>
  calculateSchedule(product, amount, tenor, today, { feeBase: amount });

// ---------------------------------------------------------------------------------------------------------------
// A loan being repaid: repayments pay the instalments in date order, each instalment's interest before its principal.

/** Each instalment's paid part, in date order, for `repaid` paid so far. */
export const paidParts = (calculation: LoanCalculation, repaid: number): number[] => {
  let left = repaid;
  return calculation.schedule.map((row) => {
    const paid = Math.min(left, row.instAmt);
    left -= paid;
    return paid;
  });
};

/** The principal still owed: the amount less the principal part of every repayment (interest is paid first). */
export const outstandingPrincipal = (calculation: LoanCalculation, repaid: number): number => {
  const paid = paidParts(calculation, repaid);
  return calculation.amount - calculation.schedule.reduce((sum, row, index) => sum + Math.max(0, paid[index]! - row.interest), 0);
};

/** What is due before `today` and not yet paid. */
export const overdueAmount = (calculation: LoanCalculation, repaid: number, today: string): { amount: number; instalments: number; since?: string } => {
  const paid = paidParts(calculation, repaid);
  const late = calculation.schedule.filter((row, index) => row.dueDt < today && paid[index]! < row.instAmt);
  return {
    amount: late.reduce((sum, row) => sum + row.instAmt - paid[row.instNo - 1]!, 0),
    instalments: late.length,
    ...(late[0] ? { since: late[0].dueDt } : {}),
  };
};

/** How many repayments of `freq` fit between `today` and the loan's last repayment (at least one). */
export const remainingPeriods = (calculation: LoanCalculation, today: string, freq: RepayFrequency): number =>
  Math.max(1, Math.round(daysBetween(today, calculation.lastRepayDt) / DAYS_A_PERIOD[freq]));

/**
 * A top-up (order type C3): the principal still owed and the top-up together, repaid as often as now until the loan's
 * last repayment date; the product's fees on the top-up come out of what is paid out.
 */
export const calculateTopUp = (product: LoanProduct, current: LoanCalculation, repaid: number, topUpAmt: number, today: string): LoanCalculation => {
  const freq = (current.repayFreq ?? '3') as RepayFrequency;
  return calculateSchedule(product, outstandingPrincipal(current, repaid) + topUpAmt, remainingPeriods(current, today, freq), today, { feeBase: topUpAmt, freq });
};

/** Restructure options (000 §3 "restructure options 1, 5, 6"; the spec does not name them, the mock reads them so). */
export type RestructureRequest =
  | { restOption: '1'; tenor: number }
  | { restOption: '5'; instAmt: number }
  | { restOption: '6'; repayFreq: RepayFrequency };

/** The longest a restructured loan runs from today, in months, and the periods option 1 offers. */
export const RESTRUCTURE_MAX_MONTHS = 24;
export const RESTRUCTURE_TENORS: readonly number[] = [6, 9, 12, 18, 24];

/** The fewest months (up to 24) whose monthly instalment on `principal` is at most `instAmt`; null when none is. */
export const monthsForInstalment = (product: LoanProduct, principal: number, instAmt: number): number | null => {
  const rate = periodRate(product.annualRate, '3');
  for (let months = 1; months <= RESTRUCTURE_MAX_MONTHS; months += 1) if (monthlyInstalment(principal, rate, months) <= instAmt) return months;
  return null;
};

/** The lowest monthly instalment a restructure can offer on `principal` (over the longest period). */
export const lowestInstalment = (product: LoanProduct, principal: number): number =>
  monthlyInstalment(principal, periodRate(product.annualRate, '3'), RESTRUCTURE_MAX_MONTHS);

/**
 * A restructure: the principal still owed on a new schedule from today, without fees. 1 a longer period (months),
 * 5 the fewest months whose instalment is within what the merchant can pay, 6 another repayment frequency until the
 * same last repayment date. The caller has checked the request (an instalment too low for 24 months has no months).
 */
export const calculateRestructure = (product: LoanProduct, current: LoanCalculation, repaid: number, request: RestructureRequest, today: string): LoanCalculation => {
  const principal = outstandingPrincipal(current, repaid);
  if (request.restOption === '1') return calculateSchedule(product, principal, request.tenor, today, { feeBase: 0 });
  if (request.restOption === '5') return calculateSchedule(product, principal, monthsForInstalment(product, principal, request.instAmt) ?? RESTRUCTURE_MAX_MONTHS, today, { feeBase: 0 });
  return calculateSchedule(product, principal, remainingPeriods(current, today, request.repayFreq), today, { feeBase: 0, freq: request.repayFreq });
};
