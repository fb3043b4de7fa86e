// Service Portal → Reports (issue #18; spec 000 §2 /servicePortal/reports; 002 §7.4 DownloadReport, QueryReportTask;
// permission 24). A report is asked for (DownloadReport: its kind and period) and made in the background: a task
// asked for more than REPORT_MS ago is made when the tasks are next asked for, its CSV stored in the file service
// (so the detail page's file link downloads it as any stored file) and the task ready.
//   DownloadReport {reportTyp, beginDt, endDt} → the task, generating (09)
//   QueryReportTask {taskId?, taskSts?, limit, offset} → {data, total}, newest first
import { requireFunction } from '../access';
import { optionalText, paging } from '../body';
import { now } from '../clock';
import { isValidYyyyMMdd } from '../db/random';
import { formatKesNumber } from '../../src/format/money';
import { languageOf } from '../messages';
import { defineAction } from '../registry';
import { wireDateNow, wireTimeNow } from '../resources/collections';
import type { ReportTaskRecord } from '../db/types';
import { invalidFields, recordMissing } from '../resources/errors';
import { db } from '../state';

const REPORTS_CODE = '24';
/** How long a report takes to make (mock clock). */
export const REPORT_MS = 3_000;
/** The longest period one report covers. */
const MAX_DAYS = 92;

type ReportTask = ReportTaskRecord;

const tasks = () => db().reportTasks;

const within = (date: string, task: ReportTask) => date >= task.beginDt && date <= task.endDt;
const csvCell = (value: unknown) => {
  const cell = String(value ?? '');
  return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
};

/** The report's lines: a heading, then one line per record of the period. */
const linesOf = (task: ReportTask): unknown[][] => {
  const mercId = task.mercId;
  if (task.reportTyp === '01')
    return [
      ['Order number', 'Date', 'Store', 'Status', 'Total (KES)'],
      ...db()
        .salesOrders.filter((order) => order.mercId === mercId && within(order.orderDt, task))
        .map((order) => [order.orderNo, order.orderDt, order.storeId, order.orderSts, formatKesNumber(order.totalAmount)]),
    ];
  if (task.reportTyp === '02')
    return [
      ['Order number', 'Date', 'Type', 'In/out', 'Amount (KES)', 'Fee (KES)', 'Description'],
      ...db()
        .transactions.filter((row) => row.mercId === mercId && within(row.txDt, task))
        .map((row) => [
          row.orderNo,
          row.txDt,
          row.orderTyp,
          row.dcFlg === 'c' ? 'in' : 'out',
          formatKesNumber(row.txAmt),
          formatKesNumber(row.fee),
          row.remark,
        ]),
    ];
  return [
    ['Settlement number', 'Date', 'Till', 'Amount (KES)', 'Fee (KES)', 'Net (KES)', 'Status'],
    ...db()
      .settlements.filter((row) => row.mercId === mercId && within(row.stlDt, task))
      .map((row) => [
        row.stlNo,
        row.stlDt,
        row.tillNo,
        formatKesNumber(row.stlAmt),
        formatKesNumber(row.feeAmt),
        formatKesNumber(row.netAmt),
        row.stlSts,
      ]),
  ];
};

/** Makes the reports whose time has come: the CSV goes to the file service and the task is ready. */
const makeDue = (mercId: string) => {
  for (const task of tasks()) {
    if (task.mercId !== mercId || task.taskSts !== '09' || now() - task.askedAt < REPORT_MS) continue;
    const lines = linesOf(task);
    const csv = `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
    const fileId = `FR${task.taskId}`;
    db().files[fileId] = {
      fileId,
      fileName: `report-${task.taskId}.csv`,
      contentType: 'text/csv',
      size: csv.length,
      base64: btoa(unescape(encodeURIComponent(csv))),
      usrNo: '',
      mercId,
      uploadedAt: now(),
    };
    Object.assign(task, { taskSts: '02', fileId, rowCount: lines.length - 1 });
  }
};

const answerOf = ({ mercId: _owner, askedAt: _asked, ...task }: ReportTask) => task;

const daysBetween = (from: string, to: string) =>
  (Date.UTC(+to.slice(0, 4), +to.slice(4, 6) - 1, +to.slice(6, 8)) - Date.UTC(+from.slice(0, 4), +from.slice(4, 6) - 1, +from.slice(6, 8))) /
  86_400_000;

defineAction('DownloadReport', ({ user, body, request }) => {
  requireFunction(user, REPORTS_CODE);
  const language = languageOf(request.headers.get('Accept-Language'));
  const reportTyp = optionalText(body, 'reportTyp') ?? '';
  const beginDt = optionalText(body, 'beginDt') ?? '';
  const endDt = optionalText(body, 'endDt') ?? '';
  const problems = [
    ...(!['01', '02', '03'].includes(reportTyp) ? [{ field: 'reportTyp', key: 'validation.required' }] : []),
    ...(!isValidYyyyMMdd(beginDt) ? [{ field: 'beginDt', key: 'validation.required' }] : []),
    ...(!isValidYyyyMMdd(endDt) ? [{ field: 'endDt', key: 'validation.required' }] : []),
  ];
  if (problems.length === 0 && beginDt > endDt) problems.push({ field: 'endDt', key: 'messages.reportPeriodOrder' });
  if (problems.length === 0 && daysBetween(beginDt, endDt) >= MAX_DAYS) problems.push({ field: 'endDt', key: 'messages.reportPeriodTooLong' });
  if (problems.length > 0) throw invalidFields(language, problems);
  const taskId = `RT${wireDateNow().slice(2)}${String(tasks().length + 1).padStart(5, '0')}`;
  const task: ReportTask = {
    taskId,
    mercId: user.mercId,
    reportTyp: reportTyp as ReportTask['reportTyp'],
    beginDt,
    endDt,
    taskSts: '09',
    createDt: wireDateNow(),
    createTm: wireTimeNow(),
    askedAt: now(),
  };
  tasks().unshift(task);
  return { body: answerOf(task) };
});

defineAction('QueryReportTask', ({ user, body }) => {
  requireFunction(user, REPORTS_CODE);
  makeDue(user.mercId);
  const taskId = optionalText(body, 'taskId') ?? '';
  const status = optionalText(body, 'taskSts') ?? '';
  const mine = tasks().filter((task) => task.mercId === user.mercId && (!taskId || task.taskId === taskId) && (!status || task.taskSts === status));
  if (taskId && mine.length === 0) throw recordMissing();
  const { limit, offset } = paging(body);
  return { body: { data: mine.slice(offset, offset + limit).map(answerOf), total: mine.length } };
});
