// The hand-written Discover Deals pages for the console's frame, each loaded when first opened: Redeem Deals (the
// provider side), the overview (small) and the dashboard (with the chart library).
import { lazy, type ReactElement } from 'react';
import { withFlowTexts } from '../i18n/textParts';
import { DISCOVER_ROUTES } from './discoverRoutes';

const RedeemPage = lazy(withFlowTexts('discover', () => import('./RedeemPage').then((module) => ({ default: module.RedeemPage }))));
const DealsOverviewPage = lazy(
  withFlowTexts('discover', () => import('./DealsOverviewPage').then((module) => ({ default: module.DealsOverviewPage }))),
);
const DealDashboardPage = lazy(
  withFlowTexts('discover', () => import('./DealDashboardPage').then((module) => ({ default: module.DealDashboardPage }))),
);

export const discoverPages: Array<{ path: string; element: ReactElement }> = [
  { path: DISCOVER_ROUTES.redeem, element: <RedeemPage /> },
  { path: DISCOVER_ROUTES.overview, element: <DealsOverviewPage /> },
  { path: DISCOVER_ROUTES.dashboard, element: <DealDashboardPage /> },
];
