// Discover Deals → Deals Dashboard (/discoverDeals/dashboard, code 2301): the merchant's deals, orders and revenue
// (GET dashboard/{id}, resources/dealDashboard.json) as stat cards, revenue by day as a chart (MUI X Charts, loaded
// with this page only) with the same points as a table on request, and the period's top deals, each opening its
// deal. The period (7, 30 or 90 days) is the address's ?days. No deals yet: a way to add the first.
import {
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { BarChart } from '@mui/x-charts/BarChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { axisKes, Chart, CHART_HEIGHT, PointsTable, Total, Totals, tooltipKes } from '../analysis/DashboardViews';
import { pointLabel } from '../analysis/dashboardCalls';
import { formatDisplayDate } from '../format/dates';
import { formatKes } from '../format/money';
import { CodeGuardedPage } from '../layout/CodeGuardedPage';
import { DEAL_PERIODS, dealPeriodOf, FiguresFailed, FiguresLoading, useDealDashboard, type DealFigures, type DealPeriod } from './dealDashboardData';
import { DEAL_LINKS, dealShowPath, DISCOVER_MERCHANT_CODE } from './discoverRoutes';
import { DiscoverHeading } from './DiscoverHeading';

const REVENUE_COLOR = '#2e7d32';

/** A stat card: its label names it for assistive technology (and tests) as a group. */
export const StatCard = ({ label, value }: { label: string; value: string }) => (
  <Card variant="outlined" role="group" aria-label={label} sx={{ minWidth: 0 }}>
    <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
      <Total label={label} value={value} />
    </CardContent>
  </Card>
);

/** About seven labels under the bars, whatever the period. */
const everyNth = (days: number) => Math.max(1, Math.round(days / 7));

const NoDeals = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{translate('discover.emptyTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('discover.emptyText')}
      </Typography>
      <Button component={RouterLink} to={DEAL_LINKS.addDeal} variant="contained" startIcon={<AddIcon />}>
        {translate('discover.addDeal')}
      </Button>
    </Box>
  );
};

const TopDeals = ({ deals }: { deals: DealFigures['topDeals'] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('discover.topDeals')}
        </Typography>
        {deals.length === 0 ? (
          <Typography color="text.secondary">{translate('discover.topDealsEmpty')}</Typography>
        ) : (
          <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={translate('discover.topDeals')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('discover.deal')}</TableCell>
                  <TableCell align="right">{translate('discover.orders')}</TableCell>
                  <TableCell align="right">{translate('discover.revenue')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {deals.map((deal) => (
                  <TableRow key={deal.dealId}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      <Link component={RouterLink} to={dealShowPath(deal.dealId)}>
                        {deal.name}
                      </Link>
                    </TableCell>
                    <TableCell align="right">{deal.orders}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatKes(deal.revenue)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
};

const Figures = ({ data }: { data: DealFigures }) => {
  const translate = useTranslate();
  // The answer's own period: while the next one loads, the last one's figures keep their own labels.
  const { days } = data;
  const [asTable, setAsTable] = useState(false);
  const { totals, series } = data;
  if (totals.deals === 0) return <NoDeals />;
  const step = everyNth(series.length);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('discover.asOf', { date: formatDisplayDate(data.asOfDate ?? '') })}
      </Typography>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {translate('discover.now')}
      </Typography>
      <Totals>
        <StatCard label={translate('discover.totals.deals')} value={String(totals.deals)} />
        <StatCard label={translate('discover.totals.activeDeals')} value={String(totals.activeDeals)} />
        <StatCard label={translate('discover.totals.awaitingRedemption')} value={String(totals.awaitingRedemption)} />
      </Totals>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {translate('discover.lastDays', { days })}
      </Typography>
      <Totals>
        <StatCard label={translate('discover.totals.ordersSold')} value={String(totals.ordersSold)} />
        <StatCard label={translate('discover.totals.redeemed')} value={String(totals.redeemed)} />
        <StatCard label={translate('discover.totals.revenue')} value={formatKes(totals.revenue)} />
      </Totals>
      <Chart label={translate('discover.chartLabel', { days })}>
        <BarChart
          height={CHART_HEIGHT}
          xAxis={[
            {
              scaleType: 'band',
              data: series.map((point) => pointLabel(point.date)),
              tickLabelInterval: (_value: unknown, index: number) => (series.length - 1 - index) % step === 0,
            },
          ]}
          yAxis={[{ valueFormatter: axisKes, width: 72 }]}
          series={[
            { data: series.map((point) => point.revenue), label: translate('discover.revenue'), color: REVENUE_COLOR, valueFormatter: tooltipKes },
          ]}
          margin={{ left: 8, right: 16 }}
        />
      </Chart>
      <FormControlLabel
        control={<Switch checked={asTable} onChange={(event) => setAsTable(event.target.checked)} />}
        label={translate('discover.showTable')}
      />
      {asTable && (
        <PointsTable
          caption={translate('discover.tableCaption', { days })}
          points={series.map((point) => ({ ...point, key: point.date }))}
          columns={[
            { header: translate('discover.date'), cell: (point) => formatDisplayDate(point.date) },
            { header: translate('discover.orders'), cell: (point) => String(point.orders) },
            { header: translate('discover.revenue'), cell: (point) => formatKes(point.revenue) },
          ]}
        />
      )}
      <TopDeals deals={data.topDeals} />
    </Stack>
  );
};

const Dashboard = () => {
  const translate = useTranslate();
  const [search, setSearch] = useSearchParams();
  const days = dealPeriodOf(search.get('days'));
  const { data, error, isPending, refetch } = useDealDashboard(days);
  const title = translate('discover.dashboardTitle');
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, minWidth: 0 }}>
      <DiscoverHeading title={title} intro={translate('discover.dashboardIntro')} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        aria-label={translate('discover.period')}
        onChange={(_, next: DealPeriod | null) => next && setSearch({ days: String(next) }, { replace: true })}
        sx={{ mb: 2 }}
      >
        {DEAL_PERIODS.map((candidate) => (
          <ToggleButton key={candidate} value={candidate}>
            {translate(`discover.periods.${candidate}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error ? <FiguresFailed error={error} retry={() => void refetch()} /> : isPending || !data ? <FiguresLoading /> : <Figures data={data} />}
    </Box>
  );
};

export const DealDashboardPage = () => (
  <CodeGuardedPage code={DISCOVER_MERCHANT_CODE}>
    <Dashboard />
  </CodeGuardedPage>
);
