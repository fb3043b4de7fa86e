// What the settlement and IPN commands do beyond their resource files (resources/settlements.json,
// resources/ipnFailures.json): the statement is "sent" and the notification posted again.
import { wireDateNow, wireTimeNow, type Row } from './collections';
import type { CommandEffect } from './effects';

export const ANALYSIS_EFFECTS: Record<string, CommandEffect> = {
  /** The provider e-mails the statement (spec 001: the settlement mini statement is sent by email); nothing is kept. */
  SendStlStatement: ({ records, input }) => ({ stlNo: records[0]?.stlNo, email: input.email }),

  /**
   * The mock's merchant server is up, so the notification posted again is acknowledged: it becomes a delivered one
   * (QueryIPNTransactionPage lists it, QueryIPNFailedTransPage no longer does), stamped now, one attempt more.
   */
  ResendFailedTransIPN: ({ records }) => {
    for (const record of records) deliver(record);
  },
};

const deliver = (record: Row): void => {
  record.ntfSts = 'S';
  record.httpSts = '200';
  record.failRsn = '';
  record.attemptCnt = Number(record.attemptCnt ?? 0) + 1;
  record.sndDt = wireDateNow();
  record.sndTm = wireTimeNow();
};
