// The intelligence report's first page: the period, the filters of its kind (transactions: direction and status;
// revenue: by day or month) and the file format; Generate starts the report and opens the page that waits for it.
import {
  Button,
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
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toWireDate } from '../../format/dates';
import { formatTypedDate, maskDisplayDate, parseDisplayDate } from '../../format/typedDates';
import { useTypedDateHint } from '../../i18n/useTypedDateHint';
import { isMmcError } from '../../transport/errors';
import { REPORT_ROUTES, reportTaskPath } from '../analysisRoutes';
import { startReport, type ReportRequest } from '../reportCalls';
import { REPORT_MAX_DAYS, reportPeriodProblem, type ReportType } from '../reportPeriod';

const ORDER_STATUSES = ['00', '01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
type Field = 'beginDt' | 'endDt';
type Direction = '' | 'c' | 'd';

const today = () => toWireDate(new Date());

export const ReportFilter = ({ kind }: { kind: ReportType }) => {
  const translate = useTranslate();
  const dateHint = useTypedDateHint();
  const notify = useNotify();
  const navigate = useNavigate();
  const [begin, setBegin] = useState(() => formatTypedDate(`${today().slice(0, 6)}01`));
  const [end, setEnd] = useState(() => formatTypedDate(today()));
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
    setErrors(problem ? { [problem.field]: translate(problem.key, { max: REPORT_MAX_DAYS, ...dateHint }) } : {});
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
      helperText={errors[field] ?? dateHint.layout}
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
