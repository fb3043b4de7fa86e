// Bulk add from a CSV file (spec: CSV only, at most 100 rows): download the template, choose a file, see each
// row's problems in the spec's words, then add the valid rows; rows the server refuses are listed with its reason.
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useState, type ChangeEvent } from 'react';
import { downloadCSV, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, ImportResult } from '../../data/consoleMethods';
import type { ResourceDefinition } from '../../config/definitions';
import { getEntity } from '../registry';
import { fieldLabel } from '../pages/labels';
import { parseImportCsv, templateCsv, type ImportRow } from './csvRows';

const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
};

export const ImportDialog = ({ definition, onClose }: { definition: ResourceDefinition; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const declared = definition.import!;
  const entity = getEntity(definition.entity);
  const maxRows = declared.maxRows ?? 100;
  const minRows = declared.minRows ?? 1;
  const label = (field: string) => translate(fieldLabel(definition.name, field));
  const [fileName, setFileName] = useState('');
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [problem, setProblem] = useState('');
  const [serverFailures, setServerFailures] = useState<NonNullable<ImportResult['failed']>>([]);
  const [sending, setSending] = useState(false);

  const validRows = rows.filter((row) => row.problems.length === 0);
  const invalidRows = rows.filter((row) => row.problems.length > 0);

  const downloadTemplate = async () => {
    if (!declared.templateAction) {
      downloadCSV(templateCsv(declared.columns), `${definition.name}-template`);
      return;
    }
    try {
      const { data } = await dataProvider.importTemplate(definition.name);
      if (data instanceof Blob) saveBlob(data, `${definition.name}-template.csv`);
    } catch {
      // the transport has already told the person why
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again after fixing it must read it again
    if (!file) return;
    setServerFailures([]);
    setFileName(file.name);
    if (!/\.csv$/i.test(file.name)) {
      setRows([]);
      setProblem(translate('engine.import.csvOnly'));
      return;
    }
    const parsed = parseImportCsv(await file.text(), entity, declared.columns, label);
    if (parsed.rows.length === 0) setProblem(translate('engine.import.noRows'));
    else if (parsed.rows.length > maxRows) setProblem(translate('engine.import.tooMany', { max: maxRows, count: parsed.rows.length }));
    else if (parsed.rows.length < minRows) setProblem(translate('engine.import.tooFew', { min: minRows, count: parsed.rows.length }));
    else if (parsed.unknownColumns.length) setProblem(translate('engine.import.unknownColumns', { columns: parsed.unknownColumns.join(', ') }));
    else setProblem('');
    setRows(parsed.rows.length > maxRows ? [] : parsed.rows);
  };

  const send = async () => {
    setSending(true);
    try {
      const { data: result } = await dataProvider.importRows(definition.name, { rows: validRows.map((row) => row.record) });
      notify('engine.import.done', { type: 'success', messageArgs: { count: result.added ?? validRows.length } });
      refresh();
      if (result.failed?.length) {
        setServerFailures(result.failed);
        setRows([]);
      } else {
        onClose();
      }
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  };

  const aboutField = (field: string, text: string) => translate('engine.labelledValue', { label: label(field), value: text });
  const problemRows = [
    ...invalidRows.map((row) => ({ line: row.line, messages: row.problems.map((item) => aboutField(item.field, translate(item.key, item.values ?? {}))) })),
    ...serverFailures.map((failure) => ({ line: failure.row, messages: Object.entries(failure.errors).map(([field, text]) => aboutField(field, text)) })),
  ];

  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby="import-title" maxWidth="md" fullWidth>
      <DialogTitle id="import-title">{translate('engine.import.title', { name: translate(`resources.${definition.name}.name`, { smart_count: 2 }) })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {translate(minRows > 1 ? 'engine.import.stepsFromTo' : 'engine.import.steps', { min: minRows, max: maxRows })}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button startIcon={<DownloadIcon />} variant="outlined" onClick={() => void downloadTemplate()}>
              {translate('engine.import.template')}
            </Button>
            <Button startIcon={<UploadFileIcon />} variant="outlined" component="label">
              {translate('engine.import.choose')}
              <input hidden type="file" accept=".csv,text/csv" aria-label={translate('engine.import.choose')} onChange={(event) => void choose(event)} />
            </Button>
            {fileName && (
              <Typography variant="body2" sx={{ alignSelf: 'center' }}>
                {fileName}
              </Typography>
            )}
          </Stack>
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
          {rows.length > 0 && (
            <Alert severity={invalidRows.length ? 'warning' : 'success'} role="status">
              {translate('engine.import.summary', { valid: validRows.length, invalid: invalidRows.length })}
              {validRows.length < minRows && !problem && ` ${translate('engine.import.tooFewReady', { min: minRows })}`}
            </Alert>
          )}
          {problemRows.length > 0 && (
            <Box sx={{ maxHeight: 280, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader aria-label={translate('engine.import.problems')}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: 80 }}>{translate('engine.import.row')}</TableCell>
                    <TableCell>{translate('engine.import.problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {problemRows.map((row) => (
                    <TableRow key={row.line}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{row.messages.join(' · ')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" disabled={sending || validRows.length < minRows || Boolean(problem)} onClick={() => void send()}>
          {translate('engine.import.add', { count: validRows.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
