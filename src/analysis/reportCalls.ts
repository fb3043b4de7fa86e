// Intelligence report's calls (spec 002 §7.4 "Wallet, reports, settlement": QueryReportTask, DownloadReport).
// Shapes: the catalogue's entries.
import type { AnswerOf, RequestOf } from '../generated/actionTypes';
import { callAction, downloadAction } from '../transport/client';

export type ReportTask = AnswerOf<'QueryReportTask'>;
export type ReportRequest = Omit<RequestOf<'QueryReportTask'>, 'taskNo'>;

/** How often the waiting page asks how the report is doing. */
export const REPORT_POLL_MS = 1000;

export const startReport = (request: ReportRequest): Promise<ReportTask> => callAction('QueryReportTask', request);
export const fetchReportTask = (taskNo: string): Promise<ReportTask> => callAction('QueryReportTask', { taskNo });
export const downloadReport = (taskNo: string): Promise<Blob> => downloadAction('DownloadReport', { taskNo });
