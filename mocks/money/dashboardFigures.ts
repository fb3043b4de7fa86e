// The Analysis dashboards' figures (spec 000 §2 /analysis/dashBoard: net worth, cash flow, daily income), computed
// from the merchant's wallet history, the same orders Finance → Transaction history lists and mocks/ledger.ts
// writes. Only completed orders (status 02) count. Amounts are integer minor units.
//  - money in: a credit's amount (dcFlg c); money out: a debit's amount and its fee (dcFlg d);
//  - net worth at the end of a day or month: today's balance less what every later order changed (a credit added
//    its amount less its fee, a debit took its amount and fee: the ledger's rule);
//  - daily income: money in per day, with how many orders brought it.
// A period is the last 7 days or 30 days (one point a day) or the last 12 months (one a month), ending on the day
// the figures run to: the day of the merchant's newest order (never after today; today when there is none). The seed
// is dated around a fixed day, so ending on today's date would open the demo on empty weeks; the answer says the day.
import type { Transaction } from '../db/types';
import { addDays } from '../db/random';

export const DASHBOARD_PERIODS = ['7D', '30D', '12M'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export interface Bucket {
  /** yyyyMMdd for a day, yyyyMM for a month. */
  key: string;
  beginDt: string;
  endDt: string;
}

const completed = (history: readonly Transaction[]) => history.filter((order) => order.orderSts === '02');

/** The day the figures run to: the newest completed order's, never after today; today when there is none. */
export const asOfDay = (history: readonly Transaction[], today: string): string => {
  const newest = completed(history).reduce((latest, order) => (order.txDt > latest ? order.txDt : latest), '');
  return newest === '' || newest > today ? today : newest;
};

const monthEnd = (yyyyMM: string): string => {
  const year = Number(yyyyMM.slice(0, 4));
  const month = Number(yyyyMM.slice(4, 6));
  const next = month === 12 ? `${year + 1}01` : `${year}${String(month + 1).padStart(2, '0')}`;
  return addDays(`${next}01`, -1);
};

const previousMonth = (yyyyMM: string): string => {
  const year = Number(yyyyMM.slice(0, 4));
  const month = Number(yyyyMM.slice(4, 6));
  return month === 1 ? `${year - 1}12` : `${year}${String(month - 1).padStart(2, '0')}`;
};

/** The period's points, oldest first; the last one ends on asOf (a month's runs to asOf at most). */
export const bucketsOf = (period: DashboardPeriod, asOf: string): Bucket[] => {
  if (period === '12M') {
    const months: string[] = [asOf.slice(0, 6)];
    while (months.length < 12) months.unshift(previousMonth(months[0]));
    return months.map((key) => ({ key, beginDt: `${key}01`, endDt: key === asOf.slice(0, 6) ? asOf : monthEnd(key) }));
  }
  const days = period === '7D' ? 7 : 30;
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(asOf, index - days + 1);
    return { key: day, beginDt: day, endDt: day };
  });
};

const within = (order: Transaction, bucket: Bucket) => order.txDt >= bucket.beginDt && order.txDt <= bucket.endDt;
const moneyIn = (order: Transaction) => (order.dcFlg === 'c' ? order.txAmt : 0);
const moneyOut = (order: Transaction) => (order.dcFlg === 'd' ? order.txAmt + order.fee : 0);
const balanceChange = (order: Transaction) => (order.dcFlg === 'c' ? order.txAmt - order.fee : -(order.txAmt + order.fee));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export interface CashFlowPoint extends Bucket {
  inAmt: number;
  outAmt: number;
  netAmt: number;
}

export const cashFlowOf = (history: readonly Transaction[], buckets: Bucket[]): CashFlowPoint[] => {
  const orders = completed(history);
  return buckets.map((bucket) => {
    const inBucket = orders.filter((order) => within(order, bucket));
    const inAmt = sum(inBucket.map(moneyIn));
    const outAmt = sum(inBucket.map(moneyOut));
    return { ...bucket, inAmt, outAmt, netAmt: inAmt - outAmt };
  });
};

export interface IncomePoint extends Bucket {
  incomeAmt: number;
  orderCount: number;
}

export const dailyIncomeOf = (history: readonly Transaction[], buckets: Bucket[]): IncomePoint[] => {
  const credits = completed(history).filter((order) => order.dcFlg === 'c');
  return buckets.map((bucket) => {
    const inBucket = credits.filter((order) => within(order, bucket));
    return { ...bucket, incomeAmt: sum(inBucket.map(moneyIn)), orderCount: inBucket.length };
  });
};

export interface NetWorthPoint extends Bucket {
  netWorth: number;
}

/** Each point's closing net worth, walked back from today's balance through the orders after it. */
export const netWorthOf = (history: readonly Transaction[], buckets: Bucket[], balance: number): NetWorthPoint[] => {
  const orders = completed(history);
  return buckets.map((bucket) => ({ ...bucket, netWorth: balance - sum(orders.filter((order) => order.txDt > bucket.endDt).map(balanceChange)) }));
};
