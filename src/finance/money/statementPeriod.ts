// The period a statement may cover (GenerateTransactionFile, SendTransactionFile): the start not after the end, no
// day after today, at most 31 days. The spec sets no limit; a month is what a merchant asks for, and longer ones
// are the certified statements of permission 1302. The console and the embedded backend share this rule.
export const STATEMENT_MAX_DAYS = 31;

const DAY_MS = 86_400_000;
const WIRE_DATE = /^\d{8}$/;

const dayOf = (wire: string) => Date.UTC(Number(wire.slice(0, 4)), Number(wire.slice(4, 6)) - 1, Number(wire.slice(6, 8)));

export interface PeriodProblem {
  field: 'beginDt' | 'endDt';
  /** Locale key of the message; it takes {{max}}. */
  key: 'messages.statementFuture' | 'messages.statementOrder' | 'messages.statementRange' | 'validation.dateFormat';
}

/** The first thing wrong with a period of wire dates (yyyyMMdd), or null; maxDays for periods other than a statement's. */
export const periodProblem = (beginDt: string, endDt: string, today: string, maxDays = STATEMENT_MAX_DAYS): PeriodProblem | null => {
  if (!WIRE_DATE.test(beginDt)) return { field: 'beginDt', key: 'validation.dateFormat' };
  if (!WIRE_DATE.test(endDt)) return { field: 'endDt', key: 'validation.dateFormat' };
  if (endDt > today) return { field: 'endDt', key: 'messages.statementFuture' };
  if (beginDt > endDt) return { field: 'beginDt', key: 'messages.statementOrder' };
  if ((dayOf(endDt) - dayOf(beginDt)) / DAY_MS + 1 > maxDays) return { field: 'beginDt', key: 'messages.statementRange' };
  return null;
};

/** The statement's file name, as the server names it too. */
export const statementFileName = (request: { beginDt: string; endDt: string; fileType: string; tillNo?: string }): string =>
  `${request.tillNo ? `till-statement-${request.tillNo}` : 'account-statement'}-${request.beginDt}-${request.endDt}.${request.fileType}`;
