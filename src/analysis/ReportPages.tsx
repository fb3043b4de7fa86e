// Analysis → Intelligence report (spec 000 §2: filter, revenueFilter, success; code 24, reports). The merchant asks
// for a report of a period, the transactions one (money in or out, a status) or the revenue one (a row per day or
// month), as CSV or Excel; the server makes it in the background (QueryReportTask), the success page asks how it is
// doing every second until it is ready, then offers its file (DownloadReport, the download mechanism of statements).
import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { MoneyFrame } from '../finance/money/MoneyFrame';
import { REPORT_ROUTES } from './analysisRoutes';
import { ReportFilter } from './report/ReportFilter';
import { ReportTaskView } from './report/ReportTaskView';

/** Spec 001 §6 code 24, reports (it gates Intelligence Report). */
export const REPORT_CODE = '24';

const Frame = ({ children }: { children: ReactNode }) => (
  <MoneyFrame code={REPORT_CODE} title="analysis.report.title" maxWidth={720}>
    {children}
  </MoneyFrame>
);

const ReportTaskPage = () => {
  const taskNo = useSearchParams()[0].get('taskNo');
  if (!taskNo) return <Navigate to={REPORT_ROUTES.filter} replace />;
  return (
    <Frame>
      <ReportTaskView taskNo={taskNo} />
    </Frame>
  );
};

export const ReportPages = () => (
  <Routes>
    <Route
      index
      element={
        <Frame>
          <ReportFilter kind="TX" />
        </Frame>
      }
    />
    <Route
      path="revenueFilter"
      element={
        <Frame>
          <ReportFilter kind="RV" />
        </Frame>
      }
    />
    <Route path="success" element={<ReportTaskPage />} />
    <Route path="*" element={<Navigate to="/404" replace />} />
  </Routes>
);
