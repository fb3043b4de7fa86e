// The report being made: asks the server how it is doing every second until it is ready (then offers its file)
// or has failed.
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { REPORT_ROUTES } from '../analysisRoutes';
import { fetchReportTask, REPORT_POLL_MS } from '../reportCalls';
import { ReadyReport } from './ReadyReport';

export const ReportTaskView = ({ taskNo }: { taskNo: string }) => {
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
