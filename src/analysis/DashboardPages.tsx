// Analysis → Dashboard (spec 000 §2): /analysis/dashBoard opens net worth; /netWorth, /cashFlow and
// /dailyIncomeAnalysis are its tabs. The history pages under them open the transaction history list
// (resources/transactions.json) narrowed to the days asked, and a transaction's own page, instead of repeating them:
//   cashFlow/historyDetail?beginDt&endDt → the orders of those days;
//   dailyIncomeAnalysis/transactionHistory?beginDt&endDt → the money received on them;
//   dailyIncomeAnalysis/historyDetail?orderNo → that order.
import { Navigate, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { DASHBOARD_TABS, dashboardTabPath, transactionsOf, type DashboardTab } from './analysisRoutes';
import { DashboardPage } from './DashboardPage';

const WIRE_DATE = /^\d{8}$/;

const HistoryRedirect = ({ moneyIn }: { moneyIn: boolean }) => {
  const [search] = useSearchParams();
  const beginDt = search.get('beginDt') ?? '';
  const endDt = search.get('endDt') ?? beginDt;
  if (!WIRE_DATE.test(beginDt) || !WIRE_DATE.test(endDt))
    return <Navigate to={dashboardTabPath(moneyIn ? 'dailyIncomeAnalysis' : 'cashFlow')} replace />;
  return <Navigate to={transactionsOf(beginDt, endDt, moneyIn)} replace />;
};

const DetailRedirect = () => {
  const orderNo = useSearchParams()[0].get('orderNo');
  return <Navigate to={orderNo ? `/transactions/${encodeURIComponent(orderNo)}/show` : dashboardTabPath('dailyIncomeAnalysis')} replace />;
};

const Tab = () => {
  const { tab } = useParams();
  if (!DASHBOARD_TABS.includes(tab as DashboardTab)) return <Navigate to="/404" replace />;
  return <DashboardPage tab={tab as DashboardTab} />;
};

export const DashboardPages = () => (
  <Routes>
    <Route index element={<Navigate to={dashboardTabPath('netWorth')} replace />} />
    <Route path="cashFlow/historyDetail" element={<HistoryRedirect moneyIn={false} />} />
    <Route path="dailyIncomeAnalysis/transactionHistory" element={<HistoryRedirect moneyIn />} />
    <Route path="dailyIncomeAnalysis/historyDetail" element={<DetailRedirect />} />
    <Route path=":tab" element={<Tab />} />
  </Routes>
);
