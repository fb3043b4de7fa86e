// The dashboards' calls (spec 002 §7.4 "Wallet, reports, settlement"). Shapes: the catalogue's entries.
import type { AnswerOf } from '../generated/actionTypes';
import { callAction } from '../transport/client';

export const PERIODS = ['7D', '30D', '12M'] as const;
export type Period = (typeof PERIODS)[number];

export type NetWorth = AnswerOf<'DasFinancialNetWorthList'>;
export type CashFlow = AnswerOf<'DasFinancialCashFlowTotal'>;
export type DailyIncome = AnswerOf<'DasFinancialCashFlowDayTotal'>;

export const fetchNetWorth = (period: Period): Promise<NetWorth> => callAction('DasFinancialNetWorthList', { period });
export const fetchCashFlow = (period: Period): Promise<CashFlow> => callAction('DasFinancialCashFlowTotal', { period });
export const fetchDailyIncome = (period: Period): Promise<DailyIncome> => callAction('DasFinancialCashFlowDayTotal', { period });

/** A point's label: dd-MM for a day, MM-yyyy for a month (the console's day-month-year order). */
export const pointLabel = (key: string): string =>
  key.length === 6 ? `${key.slice(4, 6)}-${key.slice(0, 4)}` : `${key.slice(6, 8)}-${key.slice(4, 6)}`;

/** Whether a period's answer has nothing to draw: no money moved in it. */
export const isQuiet = (points: ReadonlyArray<Record<string, unknown>>, fields: string[]): boolean =>
  points.every((point) => fields.every((field) => point[field] === 0));
