// A report the server has made: what it holds (kind, period, rows, total), its file, and Download.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDisplayDate } from '../../format/dates';
import { formatKes } from '../../format/money';
import { saveFile } from '../../flows/common/saveFile';
import { REPORT_ROUTES } from '../analysisRoutes';
import { downloadReport, type ReportTask } from '../reportCalls';

const Figure = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
  </Box>
);

export const ReadyReport = ({ task }: { task: ReportTask }) => {
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
