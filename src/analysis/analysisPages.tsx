// Analysis → Dashboard for the console's frame: one lazy module (its charts with it), so the chart library costs only
// the merchants who open it.
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../i18n/textParts';
import { DASHBOARD_ROOT } from './analysisRoutes';

const DashboardPages = lazy(withFlowTexts('analysis', () => import('./DashboardPages').then((module) => ({ default: module.DashboardPages }))));

export const analysisPages: Array<{ path: string; element: ReactElement }> = [{ path: `${DASHBOARD_ROOT}/*`, element: <DashboardPages /> }];
