// The addresses of Analysis → Dashboard (spec 000 §2 /analysis/dashBoard with netWorth, cashFlow and
// dailyIncomeAnalysis, and the history pages under them).
export const DASHBOARD_ROOT = '/analysis/dashBoard';

export const DASHBOARD_TABS = ['netWorth', 'cashFlow', 'dailyIncomeAnalysis'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_ROUTES = {
  cashFlowHistory: `${DASHBOARD_ROOT}/cashFlow/historyDetail`,
  incomeHistory: `${DASHBOARD_ROOT}/dailyIncomeAnalysis/transactionHistory`,
  incomeDetail: `${DASHBOARD_ROOT}/dailyIncomeAnalysis/historyDetail`,
} as const;

export const dashboardTabPath = (tab: DashboardTab): string => `${DASHBOARD_ROOT}/${tab}`;

/**
 * The transaction history list (resources/transactions.json) narrowed to the completed orders (status 02, the ones
 * the figures count) of some days, and to money in when asked.
 */
export const transactionsOf = (beginDt: string, endDt: string, moneyIn = false): string =>
  `/transactions?${new URLSearchParams({ filter: JSON.stringify({ txDt_gte: beginDt, txDt_lte: endDt, orderSts: '02', ...(moneyIn ? { dcFlg: 'c' } : {}) }) })}`;

/** A history page of the dashboard for some days: where the list opens narrowed to them. */
export const historyPath = (page: string, beginDt: string, endDt: string): string => `${page}?${new URLSearchParams({ beginDt, endDt })}`;

// Analysis → Intelligence report (spec 000 §2 /analysis/intelligenceReport with filter, revenueFilter and success):
// the transactions report's filters, the revenue report's, and the page that waits for a report and downloads it.
export const REPORT_ROOT = '/analysis/intelligenceReport';

/** Service Portal → Reports (hidden by the spec, reached by its address): the same reports as the intelligence report. */
export const SERVICE_PORTAL_REPORTS = '/servicePortal/reports';

export const REPORT_ROUTES = {
  filter: REPORT_ROOT,
  revenueFilter: `${REPORT_ROOT}/revenueFilter`,
  success: `${REPORT_ROOT}/success`,
} as const;

/** The page that waits for a report task and offers its file. */
export const reportTaskPath = (taskNo: string): string => `${REPORT_ROUTES.success}?${new URLSearchParams({ taskNo })}`;
