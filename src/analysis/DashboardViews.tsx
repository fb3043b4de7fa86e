// The three dashboards' bodies: totals, a chart and the same points as a table. Amounts arrive in minor units; the
// axis shows short KES figures, tooltips and the table the full formatKes ones. A day or month opens its orders.
// Its pieces (totals, chart frame, points table, KES axis) also serve the Discover Deals dashboard.
import { Box, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formatKes } from '../format/money';
import { DASHBOARD_ROUTES, historyPath } from './analysisRoutes';
import { isQuiet, pointLabel, type CashFlow, type DailyIncome, type NetWorth } from './dashboardCalls';

export interface ViewProps<Data> {
  data: Data;
  asTable: boolean;
  tableSwitch: ReactNode;
}

export const CHART_HEIGHT = 300;
const COLORS = { in: '#2e7d32', out: '#c62828', worth: '#1565c0' };

/** An axis tick: whole shillings, shortened (KES 12.5K). */
export const axisKes = (minor: number | null): string =>
  minor === null ? '' : `KES ${new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100)}`;
export const tooltipKes = (minor: number | null): string => (minor === null ? '' : formatKes(minor));

export const Total = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, overflowWrap: 'anywhere' }}>
      {value}
    </Typography>
  </Box>
);

export const Totals = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>{children}</Box>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ py: 6, px: 2, textAlign: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{translate('analysis.emptyTitle')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('analysis.emptyText')}
      </Typography>
    </Box>
  );
};

export const Chart = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box role="figure" aria-label={label} sx={{ width: '100%', minWidth: 0, height: CHART_HEIGHT }}>
    {children}
  </Box>
);

export interface Column<Point> {
  header: string;
  cell: (point: Point) => ReactNode;
}

export const PointsTable = <Point extends { key: string }>({ caption, columns, points }: { caption: string; columns: Column<Point>[]; points: Point[] }) => (
  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.header}>{column.header}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {points.map((point) => (
          <TableRow key={point.key}>
            {columns.map((column) => (
              <TableCell key={column.header} sx={{ whiteSpace: 'nowrap' }}>
                {column.cell(point)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

const useDateHeader = (points: Array<{ key: string }>) => {
  const translate = useTranslate();
  return translate(points[0]?.key.length === 6 ? 'analysis.month' : 'analysis.date');
};

interface BodyProps<Point extends { key: string }> extends Omit<ViewProps<unknown>, 'data'> {
  totals: ReactNode;
  /** Nothing moved in the period: an empty state instead of a flat chart. */
  quiet: boolean;
  chartLabel: string;
  chart: ReactNode;
  tableCaption: string;
  points: Point[];
  columns: Column<Point>[];
}

/** Every dashboard reads alike: its totals, then its chart and, on request, the chart's points as a table. */
const DashboardBody = <Point extends { key: string }>({
  totals,
  quiet,
  chartLabel,
  chart,
  tableSwitch,
  asTable,
  tableCaption,
  points,
  columns,
}: BodyProps<Point>) => (
  <Stack spacing={2}>
    <Totals>{totals}</Totals>
    {quiet ? (
      <Empty />
    ) : (
      <>
        <Chart label={chartLabel}>{chart}</Chart>
        {tableSwitch}
        {asTable && <PointsTable caption={tableCaption} points={points} columns={columns} />}
      </>
    )}
  </Stack>
);

interface PeriodPoint {
  key: string;
  beginDt: string;
  endDt: string;
}

interface Bars<Point> {
  label: string;
  color: string;
  value: (point: Point) => number;
}

/** Bars per day or month; a bar opens the transactions of its day or month on the dashboard's history page. */
const PeriodBars = <Point extends PeriodPoint>({ points, bars, historyPage }: { points: Point[]; bars: Bars<Point>[]; historyPage: string }) => {
  const navigate = useNavigate();
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: points.map((point) => pointLabel(point.key)) }]}
      yAxis={[{ valueFormatter: axisKes, width: 72 }]}
      series={bars.map((bar) => ({ data: points.map(bar.value), label: bar.label, color: bar.color, valueFormatter: tooltipKes }))}
      onItemClick={(_, item) => {
        const point = points[item.dataIndex];
        if (point) navigate(historyPath(historyPage, point.beginDt, point.endDt));
      }}
      margin={{ left: 8, right: 16 }}
    />
  );
};

const HistoryLink = ({ page, point }: { page: string; point: PeriodPoint }) => {
  const translate = useTranslate();
  return (
    <Link component={RouterLink} to={historyPath(page, point.beginDt, point.endDt)}>
      {translate('analysis.viewTransactions')}
    </Link>
  );
};

export const NetWorthView = ({ data, ...shown }: ViewProps<NetWorth>) => {
  const translate = useTranslate();
  const dateHeader = useDateHeader(data.list);
  return (
    <DashboardBody
      {...shown}
      totals={<Total label={translate('analysis.netWorthNow')} value={formatKes(data.netWorth)} />}
      quiet={data.netWorth === 0 && isQuiet(data.list, ['netWorth'])}
      chartLabel={translate('analysis.netWorthChart')}
      chart={
        <LineChart
          height={CHART_HEIGHT}
          xAxis={[{ scaleType: 'point', data: data.list.map((point) => pointLabel(point.key)) }]}
          yAxis={[{ valueFormatter: axisKes, width: 72 }]}
          series={[
            {
              data: data.list.map((point) => point.netWorth),
              label: translate('analysis.netWorth'),
              color: COLORS.worth,
              valueFormatter: tooltipKes,
              area: true,
            },
          ]}
          margin={{ left: 8, right: 16 }}
        />
      }
      tableCaption={translate('analysis.netWorthTable')}
      points={data.list}
      columns={[
        { header: dateHeader, cell: (point) => pointLabel(point.key) },
        { header: translate('analysis.netWorth'), cell: (point) => formatKes(point.netWorth) },
      ]}
    />
  );
};

export const CashFlowView = ({ data, ...shown }: ViewProps<CashFlow>) => {
  const translate = useTranslate();
  const dateHeader = useDateHeader(data.list);
  const historyPage = DASHBOARD_ROUTES.cashFlowHistory;
  return (
    <DashboardBody
      {...shown}
      totals={
        <>
          <Total label={translate('analysis.moneyIn')} value={formatKes(data.inAmt)} />
          <Total label={translate('analysis.moneyOut')} value={formatKes(data.outAmt)} />
          <Total label={translate('analysis.net')} value={formatKes(data.netAmt)} />
        </>
      }
      quiet={isQuiet(data.list, ['inAmt', 'outAmt'])}
      chartLabel={translate('analysis.cashFlowChart')}
      chart={
        <PeriodBars
          points={data.list}
          historyPage={historyPage}
          bars={[
            { label: translate('analysis.moneyIn'), color: COLORS.in, value: (point) => point.inAmt },
            { label: translate('analysis.moneyOut'), color: COLORS.out, value: (point) => point.outAmt },
          ]}
        />
      }
      tableCaption={translate('analysis.cashFlowTable')}
      points={data.list}
      columns={[
        { header: dateHeader, cell: (point) => pointLabel(point.key) },
        { header: translate('analysis.moneyIn'), cell: (point) => formatKes(point.inAmt) },
        { header: translate('analysis.moneyOut'), cell: (point) => formatKes(point.outAmt) },
        { header: translate('analysis.net'), cell: (point) => formatKes(point.netAmt) },
        { header: translate('analysis.history'), cell: (point) => <HistoryLink page={historyPage} point={point} /> },
      ]}
    />
  );
};

export const DailyIncomeView = ({ data, ...shown }: ViewProps<DailyIncome>) => {
  const translate = useTranslate();
  const dateHeader = useDateHeader(data.list);
  const historyPage = DASHBOARD_ROUTES.incomeHistory;
  return (
    <DashboardBody
      {...shown}
      totals={
        <>
          <Total label={translate('analysis.income')} value={formatKes(data.incomeAmt)} />
          <Total label={translate('analysis.orders')} value={String(data.orderCount)} />
        </>
      }
      quiet={isQuiet(data.list, ['incomeAmt'])}
      chartLabel={translate('analysis.incomeChart')}
      chart={
        <PeriodBars
          points={data.list}
          historyPage={historyPage}
          bars={[{ label: translate('analysis.income'), color: COLORS.in, value: (point) => point.incomeAmt }]}
        />
      }
      tableCaption={translate('analysis.incomeTable')}
      points={data.list}
      columns={[
        { header: dateHeader, cell: (point) => pointLabel(point.key) },
        { header: translate('analysis.income'), cell: (point) => formatKes(point.incomeAmt) },
        { header: translate('analysis.orders'), cell: (point) => String(point.orderCount) },
        { header: translate('analysis.history'), cell: (point) => <HistoryLink page={historyPage} point={point} /> },
      ]}
    />
  );
};
