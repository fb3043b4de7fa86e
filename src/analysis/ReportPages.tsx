// Analysis → Intelligence report (spec 000 §2: filter, revenueFilter, success; code 24, reports). The merchant asks
// for a report of a period, the transactions one (money in or out, a status) or the revenue one (a row per day or
// month), as CSV or Excel; the server makes it in the background (QueryReportTask), the success page asks how it is
// doing every second until it is ready, then offers its file (DownloadReport, the download mechanism of statements).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, Navigate, Route, Routes, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDisplayDate, maskDisplayDate, parseDisplayDate, toWireDate } from '../format/dates';
import { formatKes } from '../format/money';
import { MoneyFrame } from '../finance/money/MoneyFrame';
import { saveFile } from '../flows/common/saveFile';
import { isMmcError } from '../transport/errors';
import { REPORT_ROUTES, reportTaskPath } from './analysisRoutes';
import { downloadReport, fetchReportTask, REPORT_POLL_MS, startReport, type ReportRequest, type ReportTask } from './reportCalls';
import { REPORT_MAX_DAYS, reportPeriodProblem, type ReportType } from './reportPeriod';

/** Spec 001 §6 code 24, reports (it gates Intelligence Report). */
export const REPORT_CODE = '24';

const ORDER_STATUSES = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
type Field = 'beginDt' | 'endDt';
type Direction = '' | 'c' | 'd';

const Frame = ({ children }: { children: ReactNode }) => (
  <MoneyFrame code={REPORT_CODE} title="analysis.report.title" maxWidth={720}>
    {children}
  </MoneyFrame>
);

const today = () => toWireDate(new Date());

const ReportFilter = ({ kind }: { kind: ReportType }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [begin, setBegin] = useState(() => formatDisplayDate(`${today().slice(0, 6)}01`));
  const [end, setEnd] = useState(() => formatDisplayDate(today()));
  const [direction, setDirection] = useState<Direction>('');
  const [orderSts, setOrderSts] = useState('');
  const [groupBy, setGroupBy] = useState<'D' | 'M'>('D');
  const [fileType, setFileType] = useState<'csv' | 'xls'>('csv');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);

  const request = (): ReportRequest | null => {
    const beginDt = parseDisplayDate(begin) ?? '';
    const endDt = parseDisplayDate(end) ?? '';
    const problem = reportPeriodProblem(beginDt, endDt, today());
    setErrors(problem ? { [problem.field]: translate(problem.key, { max: REPORT_MAX_DAYS }) } : {});
    if (problem) return null;
    const filters =
      kind === 'TX'
        ? { ...(direction ? { dcFlg: direction } : {}), ...(orderSts ? { orderSts: orderSts as ReportRequest['orderSts'] } : {}) }
        : { groupBy };
    return { rptTyp: kind, beginDt, endDt, fileType, ...filters };
  };

  const generate = async () => {
    const wanted = request();
    if (!wanted) return;
    setBusy(true);
    try {
      const task = await startReport(wanted);
      navigate(reportTaskPath(task.taskNo));
    } catch (error) {
      const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Partial<Record<Field, string>> | undefined) : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      else notify('analysis.report.requestFailed', { type: 'error' });
      setBusy(false);
    }
  };

  const dateField = (field: Field, label: string, value: string, set: (text: string) => void) => (
    <TextField
      label={translate(label)}
      value={value}
      onChange={(event) => set(maskDisplayDate(event.target.value))}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? translate('analysis.report.dateHint')}
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      sx={{ flex: 1 }}
    />
  );

  const choice = (label: string, value: string, set: (next: string) => void, options: ReadonlyArray<readonly [string, string]>) => (
    <TextField
      select
      label={translate(label)}
      value={value}
      onChange={(event) => set(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: 1 }}
    >
      {options.map(([option, text]) => (
        <MenuItem key={option || 'all'} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );

  const radios = (name: string, label: string, value: string, set: (next: string) => void, options: ReadonlyArray<readonly [string, string]>) => (
    <FormControl>
      <FormLabel id={`report-${name}`}>{translate(label)}</FormLabel>
      <RadioGroup row aria-labelledby={`report-${name}`} value={value} onChange={(event) => set(event.target.value)}>
        {options.map(([option, text]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={translate(text)} />
        ))}
      </RadioGroup>
    </FormControl>
  );

  return (
    <Stack spacing={2.5}>
      <Tabs value={kind} variant="fullWidth" aria-label={translate('analysis.report.kind')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="TX" label={translate('analysis.report.transactions')} component={RouterLink} to={REPORT_ROUTES.filter} replace />
        <Tab value="RV" label={translate('analysis.report.revenue')} component={RouterLink} to={REPORT_ROUTES.revenueFilter} replace />
      </Tabs>
      <Typography variant="body2" color="text.secondary">
        {translate(kind === 'TX' ? 'analysis.report.transactionsHint' : 'analysis.report.revenueHint', { max: REPORT_MAX_DAYS })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {dateField('beginDt', 'analysis.report.from', begin, setBegin)}
        {dateField('endDt', 'analysis.report.to', end, setEnd)}
      </Stack>
      {kind === 'TX' ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {choice('analysis.report.direction', direction, (next) => setDirection(next as Direction), [
            ['', translate('analysis.report.all')],
            ['c', translate('analysis.moneyIn')],
            ['d', translate('analysis.moneyOut')],
          ])}
          {choice('analysis.report.status', orderSts, setOrderSts, [
            ['', translate('analysis.report.all')],
            ...ORDER_STATUSES.map((status) => [status, translate(`enums.orderStatus.${status}`)] as const),
          ])}
        </Stack>
      ) : (
        radios('groupBy', 'analysis.report.groupBy', groupBy, (next) => setGroupBy(next as 'D' | 'M'), [
          ['D', 'analysis.report.day'],
          ['M', 'analysis.report.month'],
        ])
      )}
      {radios('format', 'analysis.report.format', fileType, (next) => setFileType(next as 'csv' | 'xls'), [
        ['csv', 'analysis.report.csv'],
        ['xls', 'analysis.report.xls'],
      ])}
      <Button variant="contained" disabled={busy} onClick={() => void generate()} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {translate('analysis.report.generate')}
      </Button>
    </Stack>
  );
};

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
  </Box>
);

const ReadyReport = ({ task }: { task: ReportTask }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await downloadReport(task.taskNo), task.fileName);
      notify('analysis.report.downloaded', { type: 'success' });
    } catch {
      notify('analysis.report.downloadFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" fontSize="large" />
        <Typography variant="h6" component="p" role="status">
          {translate('analysis.report.ready')}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2 }}>
        <Figure
          label={translate('analysis.report.type')}
          value={translate(task.rptTyp === 'TX' ? 'analysis.report.transactions' : 'analysis.report.revenue')}
        />
        <Figure label={translate('analysis.report.period')} value={`${formatDisplayDate(task.beginDt)} – ${formatDisplayDate(task.endDt)}`} />
        <Figure label={translate('analysis.report.rows')} value={String(task.rowCount ?? 0)} />
        <Figure
          label={translate(task.rptTyp === 'TX' ? 'analysis.report.netTotal' : 'analysis.report.revenueTotal')}
          value={formatKes(task.totalAmt ?? 0)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {task.fileName}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
          {translate('analysis.report.download')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={task.rptTyp === 'TX' ? REPORT_ROUTES.filter : REPORT_ROUTES.revenueFilter}>
          {translate('analysis.report.newReport')}
        </Button>
      </Stack>
    </Stack>
  );
};

const ReportTaskView = ({ taskNo }: { taskNo: string }) => {
  const translate = useTranslate();
  const task = useQuery({
    queryKey: ['analysis', 'reportTask', taskNo],
    queryFn: () => fetchReportTask(taskNo),
    refetchInterval: (current) => (current.state.data?.taskSts === '0' ? REPORT_POLL_MS : false),
  });
  if (task.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void task.refetch()}>
            {translate('analysis.retry')}
          </Button>
        }
      >
        {translate('analysis.report.taskMissing')}
      </Alert>
    );
  if (task.data?.taskSts === '1') return <ReadyReport task={task.data} />;
  if (task.data?.taskSts === '2')
    return (
      <Stack spacing={2}>
        <Alert severity="error">{translate('analysis.report.taskFailed')}</Alert>
        <Button variant="outlined" component={RouterLink} to={REPORT_ROUTES.filter} sx={{ alignSelf: 'flex-start' }}>
          {translate('analysis.report.newReport')}
        </Button>
      </Stack>
    );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', py: 2 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography role="status">{translate('analysis.report.making')}</Typography>
    </Stack>
  );
};

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
