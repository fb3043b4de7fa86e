// Analysis for the console's frame: the dashboard (its charts with it) and the intelligence report, each one lazy
// module, so the chart library and the report pages cost only the merchants who open them.
import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { withFlowTexts } from '../i18n/textParts';
import { DASHBOARD_ROOT, REPORT_ROOT, SERVICE_PORTAL_REPORTS } from './analysisRoutes';

const DashboardPages = lazy(withFlowTexts('analysis', () => import('./DashboardPages').then((module) => ({ default: module.DashboardPages }))));
const ReportPages = lazy(withFlowTexts('analysis', () => import('./ReportPages').then((module) => ({ default: module.ReportPages }))));

export const analysisPages: Array<{ path: string; element: ReactElement }> = [
  { path: `${DASHBOARD_ROOT}/*`, element: <DashboardPages /> },
  { path: `${REPORT_ROOT}/*`, element: <ReportPages /> },
  // The service portal's reports are the same reports (code 24, QueryReportTask and DownloadReport): one page for both.
  { path: SERVICE_PORTAL_REPORTS, element: <Navigate to={REPORT_ROOT} replace /> },
];
