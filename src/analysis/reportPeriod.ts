// The period an intelligence report may cover (QueryReportTask): the statement's rule (start not after the end, no
// day after today) with a longer limit, a quarter, since a report adds up more than a month's statement does. The
// console and the embedded backend share it.
import { periodProblem } from '../finance/money/statementPeriod';

export const REPORT_MAX_DAYS = 92;

export interface ReportPeriodProblem {
  field: 'beginDt' | 'endDt';
  /** Locale key of the message; it takes {{max}}. */
  key: string;
}

const REPORT_KEYS: Record<string, string> = {
  'messages.statementRange': 'messages.reportRange',
  'messages.statementFuture': 'messages.reportFuture',
};

/** The first thing wrong with a report's period of wire dates (yyyyMMdd), or null. */
export const reportPeriodProblem = (beginDt: string, endDt: string, today: string): ReportPeriodProblem | null => {
  const problem = periodProblem(beginDt, endDt, today, REPORT_MAX_DAYS);
  return problem && { field: problem.field, key: REPORT_KEYS[problem.key] ?? problem.key };
};

export type ReportType = 'TX' | 'RV';

/** The report's file name, as the server names it too. */
export const reportFileName = (request: { rptTyp: ReportType; beginDt: string; endDt: string; fileType: string }): string =>
  `${request.rptTyp === 'TX' ? 'transactions' : 'revenue'}-report-${request.beginDt}-${request.endDt}.${request.fileType}`;
