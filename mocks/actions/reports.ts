// Analysis → Intelligence report (spec 000 §2 /analysis/intelligenceReport; 002 §7.4 names QueryReportTask and
// DownloadReport, not their fields: these are the console's). A report is a task made in the background from the
// wallet history; the embedded backend makes it at once and tells it ready REPORT_MAKING_MS later (its clock).
//
// POST QueryReportTask { rptTyp, beginDt, endDt, fileType, dcFlg?, orderSts?, groupBy?, tillNo? } → a new task, taskSts 0.
// POST QueryReportTask { taskNo } → the task: taskSts 0 while made, 1 ready with rowCount and totalAmt.
// GET DownloadReport ?taskNo → the file (a download action, spec 002 §7.1); a refusal is the usual JSON envelope.
//   TX: the period's orders the filters keep, newest first, with a closing total (completed money in less out).
//   RV: revenue (completed money in; with tillNo, the till's pay-to-till takings) per day or month of the period,
//   every day or month listed, with a closing total.
import { http, HttpResponse } from 'msw';
import { holdsFunction, requireFunction } from '../access';
import { optionalText, text } from '../body';
import { now } from '../clock';
import type { Transaction, UserAccount } from '../db/types';
import { sessionUser, TOKEN_HEADER } from '../dispatch';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { sheetXls } from '../money/statementFile';
import { defineAction } from '../registry';
import { collectionOf, wireDateNow, type Row } from '../resources/collections';
import { recordMissing } from '../resources/errors';
import { db } from '../state';
import { REPORT_MAX_DAYS, reportFileName, reportPeriodProblem, type ReportType } from '../../src/analysis/reportPeriod';

/** Spec 001 §6: 24 reports. */
export const REPORT_CODE = '24';
export const REPORT_RANGE = 'MMCP6106';
/** How long the embedded backend takes to make a report. */
export const REPORT_MAKING_MS = 1500;
const PAY_TO_TILL = '42';
const SUCCESS = '02';

interface ReportTask extends Row {
  taskNo: string;
  mercId: string;
  rptTyp: ReportType;
  beginDt: string;
  endDt: string;
  fileType: 'csv' | 'xls';
  fileName: string;
  createdAt: number;
  rowCount: number;
  totalAmt: number;
  lines: string[][];
}

const tasks = () => collectionOf('reportTask') as ReportTask[];

const shownDate = (wire: string) => `${wire.slice(6, 8)}-${wire.slice(4, 6)}-${wire.slice(0, 4)}`;
const shownTime = (wire: string) => `${wire.slice(0, 2)}:${wire.slice(2, 4)}`;
/** Amounts as plain figures with two decimals (no thousands separator), as a spreadsheet reads them. */
const figure = (minor: number) => (minor / 100).toFixed(2);
const oneOf = <T extends string>(body: Record<string, unknown>, field: string, values: readonly T[]): T => {
  const value = text(body, field);
  if (!values.includes(value as T)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
  return value as T;
};

const addDay = (wire: string): string => {
  const day = new Date(Date.UTC(Number(wire.slice(0, 4)), Number(wire.slice(4, 6)) - 1, Number(wire.slice(6, 8)) + 1));
  return day.toISOString().slice(0, 10).replace(/-/g, '');
};

interface Made {
  lines: string[][];
  rowCount: number;
  totalAmt: number;
}

const transactionsReport = (history: Transaction[], body: Record<string, unknown>): Made => {
  const dcFlg = optionalText(body, 'dcFlg');
  const orderSts = optionalText(body, 'orderSts');
  const rows = history.filter((order) => (!dcFlg || order.dcFlg === dcFlg) && (!orderSts || order.orderSts === orderSts));
  const completed = rows.filter((order) => order.orderSts === SUCCESS);
  const totalAmt = completed.reduce((sum, order) => sum + (order.dcFlg === 'c' ? order.txAmt : -order.txAmt), 0);
  const lines = [
    ['Date', 'Time', 'Reference', 'Type', 'Status', 'Counterparty', 'Money in', 'Money out', 'Fee'],
    ...rows.map((order) => [
      shownDate(order.txDt),
      shownTime(order.txTm),
      order.orderNo,
      renderMessage('en-US', `enums.orderType.${order.orderTyp}`),
      renderMessage('en-US', `enums.orderStatus.${order.orderSts}`),
      order.oppNm || (order.oppMblNo ? `0${order.oppMblNo}` : order.oppAcNo),
      order.dcFlg === 'c' ? figure(order.txAmt) : '',
      order.dcFlg === 'd' ? figure(order.txAmt) : '',
      figure(order.fee),
    ]),
    ['Total (completed, money in less money out)', '', '', '', '', '', '', '', figure(totalAmt)],
  ];
  return { lines, rowCount: rows.length, totalAmt };
};

const revenueReport = (user: UserAccount, history: Transaction[], body: Record<string, unknown>, beginDt: string, endDt: string): Made => {
  const groupBy = oneOf(body, 'groupBy', ['D', 'M'] as const);
  const tillNo = optionalText(body, 'tillNo');
  if (tillNo && !db().tills.some((till) => till.tillNo === tillNo && till.mercId === user.mercId)) throw recordMissing();
  const income = history.filter(
    (order) => order.dcFlg === 'c' && order.orderSts === SUCCESS && (!tillNo || (order.orderTyp === PAY_TO_TILL && order.oppAcNo === tillNo)),
  );
  const keyOf = (wire: string) => (groupBy === 'D' ? wire : wire.slice(0, 6));
  const buckets = new Map<string, { orders: number; amount: number; fee: number }>();
  for (let day = beginDt; day <= endDt; day = addDay(day)) if (!buckets.has(keyOf(day))) buckets.set(keyOf(day), { orders: 0, amount: 0, fee: 0 });
  for (const order of income) {
    const bucket = buckets.get(keyOf(order.txDt))!;
    bucket.orders += 1;
    bucket.amount += order.txAmt;
    bucket.fee += order.fee;
  }
  const shownKey = (key: string) => (key.length === 8 ? shownDate(key) : `${key.slice(4, 6)}-${key.slice(0, 4)}`);
  const totalAmt = income.reduce((sum, order) => sum + order.txAmt, 0);
  const fees = income.reduce((sum, order) => sum + order.fee, 0);
  const lines = [
    [groupBy === 'D' ? 'Day' : 'Month', 'Orders', 'Revenue', 'Fees', 'Net'],
    ...[...buckets].map(([key, bucket]) => [
      shownKey(key),
      String(bucket.orders),
      figure(bucket.amount),
      figure(bucket.fee),
      figure(bucket.amount - bucket.fee),
    ]),
    ['Total', String(income.length), figure(totalAmt), figure(fees), figure(totalAmt - fees)],
  ];
  return { lines, rowCount: buckets.size, totalAmt };
};

const startTask = (user: UserAccount, body: Record<string, unknown>, language: string): ReportTask => {
  const rptTyp = oneOf(body, 'rptTyp', ['TX', 'RV'] as const);
  const fileType = oneOf(body, 'fileType', ['csv', 'xls'] as const);
  const beginDt = text(body, 'beginDt');
  const endDt = text(body, 'endDt');
  const problem = reportPeriodProblem(beginDt, endDt, wireDateNow());
  if (problem?.key === 'validation.dateFormat')
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: problem.field } });
  if (problem) {
    const message = renderMessage(language, problem.key, { max: REPORT_MAX_DAYS });
    throw new MockFailure(REPORT_RANGE, problem.key, { values: { max: REPORT_MAX_DAYS }, body: { fieldErrors: { [problem.field]: message } } });
  }
  const history = db().transactions.filter((order) => order.mercId === user.mercId && order.txDt >= beginDt && order.txDt <= endDt);
  const made = rptTyp === 'TX' ? transactionsReport(history, body) : revenueReport(user, history, body, beginDt, endDt);
  const all = tasks();
  const task: ReportTask = {
    taskNo: `RPT${now()}${String(all.length + 1).padStart(3, '0')}`,
    mercId: user.mercId,
    rptTyp,
    beginDt,
    endDt,
    fileType,
    fileName: reportFileName({ rptTyp, beginDt, endDt, fileType }),
    createdAt: now(),
    ...made,
  };
  all.push(task);
  return task;
};

const isReady = (task: ReportTask) => now() - task.createdAt >= REPORT_MAKING_MS;

const ownTask = (user: UserAccount, taskNo: string): ReportTask => {
  const task = tasks().find((candidate) => candidate.taskNo === taskNo && candidate.mercId === user.mercId);
  if (!task) throw recordMissing();
  return task;
};

const answerOf = (task: ReportTask) => {
  const { taskNo, rptTyp, beginDt, endDt, fileType, fileName, rowCount, totalAmt } = task;
  const shared = { taskNo, rptTyp, beginDt, endDt, fileType, fileName };
  return isReady(task) ? { ...shared, taskSts: '1', rowCount, totalAmt } : { ...shared, taskSts: '0' };
};

defineAction('QueryReportTask', ({ user, body, request }) => {
  requireFunction(user, REPORT_CODE);
  const taskNo = optionalText(body, 'taskNo');
  const task = taskNo ? ownTask(user, taskNo) : startTask(user, body, languageOf(request.headers.get('Accept-Language')));
  return { body: answerOf(task) };
});

const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

const refusal = (code: string, message: string) => HttpResponse.json({ gda: { msg_cd: code, msg_inf: message } });

export const reportDownloads = [
  http.get('*/mmc/mrpay/DownloadReport', ({ request }) => {
    const language = languageOf(request.headers.get('Accept-Language'));
    const user = sessionUser(request.headers.get(TOKEN_HEADER));
    if (!user) return refusal(CODES.sessionInvalid, renderMessage(language, 'messages.sessionInvalid'));
    if (!holdsFunction(user, REPORT_CODE)) return refusal(CODES.noPermission, renderMessage(language, 'messages.noPermission'));
    try {
      const task = ownTask(user, new URL(request.url).searchParams.get('taskNo') ?? '');
      if (!isReady(task)) throw recordMissing();
      const content =
        task.fileType === 'csv' ? `${task.lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n` : sheetXls('Report', task.lines);
      const contentType = task.fileType === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.ms-excel';
      return new HttpResponse(content, {
        headers: { 'Content-Type': contentType, 'Content-Disposition': `attachment; filename="${task.fileName}"` },
      });
    } catch (error) {
      if (!(error instanceof MockFailure)) throw error;
      return refusal(error.code, renderMessage(language, error.messageKey, error.values));
    }
  }),
];
