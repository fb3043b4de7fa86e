// One dashboard tab: the period switcher, the period's totals, its chart (MUI X Charts, loaded with this page only)
// and the same figures as a table (shown on request; what a screen reader or a test reads), an empty state when no
// money moved in the period, and an error state with a retry. Code 12: the figures are the transaction history's.
import { Alert, Box, Button, FormControlLabel, Skeleton, Stack, Switch, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType, type ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDisplayDate } from '../format/dates';
import { CodeGuardedPage } from '../layout/CodeGuardedPage';
import { DASHBOARD_TABS, dashboardTabPath, type DashboardTab } from './analysisRoutes';
import { CashFlowView, DailyIncomeView, NetWorthView, type ViewProps } from './DashboardViews';
import { fetchCashFlow, fetchDailyIncome, fetchNetWorth, PERIODS, type Period } from './dashboardCalls';

/** Spec 001 §6 code 12, transaction history: the dashboards add up its orders. */
export const DASHBOARD_CODE = '12';

export const DashboardPage = ({ tab }: { tab: DashboardTab }) => (
  <CodeGuardedPage code={DASHBOARD_CODE}>
    <Dashboard tab={tab} />
  </CodeGuardedPage>
);

const Dashboard = ({ tab }: { tab: DashboardTab }) => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const period: Period = PERIODS.find((candidate) => candidate === search.get('period')) ?? '30D';
  // The table view stays on from tab to tab and period to period.
  const [asTable, setAsTable] = useState(false);
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, minWidth: 0 }}>
      <Title title={translate('analysis.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('analysis.title')}
      </Typography>
      <Tabs
        value={tab}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('analysis.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {DASHBOARD_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`analysis.${name}`)}
            component={RouterLink}
            to={`${dashboardTabPath(name)}?period=${period}`}
          />
        ))}
      </Tabs>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={period}
        aria-label={translate('analysis.period')}
        onChange={(_, next: Period | null) => next && setSearch({ period: next }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {PERIODS.map((candidate) => (
          <ToggleButton key={candidate} value={candidate}>
            {translate(`analysis.periods.${candidate}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {tab === 'netWorth' && (
        <Figures tab={tab} period={period} fetch={fetchNetWorth} View={NetWorthView} asTable={asTable} setAsTable={setAsTable} />
      )}
      {tab === 'cashFlow' && (
        <Figures tab={tab} period={period} fetch={fetchCashFlow} View={CashFlowView} asTable={asTable} setAsTable={setAsTable} />
      )}
      {tab === 'dailyIncomeAnalysis' && (
        <Figures tab={tab} period={period} fetch={fetchDailyIncome} View={DailyIncomeView} asTable={asTable} setAsTable={setAsTable} />
      )}
    </Box>
  );
};

interface FiguresProps<Data> {
  tab: DashboardTab;
  period: Period;
  fetch: (period: Period) => Promise<Data>;
  View: ComponentType<ViewProps<Data>>;
  asTable: boolean;
  setAsTable: (asTable: boolean) => void;
}

const Figures = <Data extends { asOfDt: string }>({ tab, period, fetch, View, asTable, setAsTable }: FiguresProps<Data>) => {
  const translate = useTranslate();
  // One retry: a failure then shows its retry button within a second or two instead of after three backed-off attempts.
  const query = useQuery({ queryKey: ['analysis', tab, period], queryFn: () => fetch(period), retry: 1 });
  if (query.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{translate('analysis.retry')}</Button>}>
        {translate('analysis.failed')}
      </Alert>
    );
  }
  if (!query.data) return <Skeleton variant="rectangular" height={320} aria-label={translate('analysis.loading')} />;
  const tableSwitch: ReactNode = (
    <FormControlLabel
      control={<Switch checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />}
      label={translate('analysis.showTable')}
    />
  );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('analysis.asOf', { date: formatDisplayDate(query.data.asOfDt) })}
      </Typography>
      <View data={query.data} asTable={asTable} tableSwitch={tableSwitch} />
    </Stack>
  );
};
