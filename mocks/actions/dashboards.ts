// Analysis → Dashboard (spec 000 §2 /analysis/dashBoard; 002 §7.4 "Wallet, reports, settlement" names
// DasFinancialNetWorthList, DasFinancialCashFlowTotal and DasFinancialCashFlowDayTotal, not their fields: these are
// the console's). Each takes { period: 7D | 30D | 12M } and answers the period's points from the wallet history
// (mocks/money/dashboardFigures.ts), with asOfDt, the day they run to:
//   DasFinancialNetWorthList → { netWorth (today's balance), list: [{ key, beginDt, endDt, netWorth }] }
//   DasFinancialCashFlowTotal → { inAmt, outAmt, netAmt, list: [{ key, beginDt, endDt, inAmt, outAmt, netAmt }] }
//   DasFinancialCashFlowDayTotal → { incomeAmt, orderCount, list: [{ key, beginDt, endDt, incomeAmt, orderCount }] }
// The figures are the transaction history's, so they ask its permission (001 §6 code 12).
import { requireFunction } from '../access';
import { text } from '../body';
import type { Transaction, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { balanceOf } from '../ledger';
import {
  asOfDay,
  bucketsOf,
  cashFlowOf,
  DASHBOARD_PERIODS,
  dailyIncomeOf,
  netWorthOf,
  type Bucket,
  type DashboardPeriod,
} from '../money/dashboardFigures';
import { defineAction } from '../registry';
import { wireDateNow } from '../resources/collections';
import { db } from '../state';

export const DASHBOARD_CODE = '12';

interface Window {
  history: Transaction[];
  asOfDt: string;
  period: DashboardPeriod;
  buckets: Bucket[];
}

const windowOf = (user: UserAccount, body: Record<string, unknown>): Window => {
  requireFunction(user, DASHBOARD_CODE);
  const period = text(body, 'period') as DashboardPeriod;
  if (!DASHBOARD_PERIODS.includes(period)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'period' } });
  const history = db().transactions.filter((order) => order.mercId === user.mercId);
  const asOfDt = asOfDay(history, wireDateNow());
  return { history, asOfDt, period, buckets: bucketsOf(period, asOfDt) };
};

const total = <Point>(points: Point[], pick: (point: Point) => number) => points.reduce((sum, point) => sum + pick(point), 0);

defineAction('DasFinancialNetWorthList', ({ user, body }) => {
  const { history, asOfDt, period, buckets } = windowOf(user, body);
  const netWorth = balanceOf(user.mercId);
  return { body: { period, asOfDt, netWorth, list: netWorthOf(history, buckets, netWorth) } };
});

defineAction('DasFinancialCashFlowTotal', ({ user, body }) => {
  const { history, asOfDt, period, buckets } = windowOf(user, body);
  const list = cashFlowOf(history, buckets);
  const inAmt = total(list, (point) => point.inAmt);
  const outAmt = total(list, (point) => point.outAmt);
  return { body: { period, asOfDt, inAmt, outAmt, netAmt: inAmt - outAmt, list } };
});

defineAction('DasFinancialCashFlowDayTotal', ({ user, body }) => {
  const { history, asOfDt, period, buckets } = windowOf(user, body);
  const list = dailyIncomeOf(history, buckets);
  return { body: { period, asOfDt, incomeAmt: total(list, (point) => point.incomeAmt), orderCount: total(list, (point) => point.orderCount), list } };
});
