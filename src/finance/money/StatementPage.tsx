// /finance/money/accountStatement and /tillStatement: a statement of the account, or of one till's takings, for
// a period typed in the merchant's date style (at most 31 days, none after today: statementPeriod.ts), downloaded
// as PDF or Excel (GenerateTransactionFile, a download) or sent by e-mail (SendTransactionFile). Statement, 1301.
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import { Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toWireDate } from '../../format/dates';
import { formatTypedDate, maskDisplayDate, parseDisplayDate } from '../../format/typedDates';
import { useTypedDateHint } from '../../i18n/useTypedDateHint';
import { isMmcError } from '../../transport/errors';
import { saveFile } from '../../flows/common/saveFile';
import { downloadStatement, fetchTills, MONEY_KEYS, type StatementRequest } from './moneyCalls';
import { MONEY_CODES, MoneyFrame } from './MoneyFrame';
import { MONEY_ROUTES } from './moneyRoutes';
import { SendStatementDialog } from './SendStatementDialog';
import { periodProblem, STATEMENT_MAX_DAYS, statementFileName } from './statementPeriod';

export const AccountStatementPage = () => (
  <MoneyFrame code={MONEY_CODES.statement} title="money.accountStatementTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <StatementForm till={false} />
  </MoneyFrame>
);

export const TillStatementPage = () => (
  <MoneyFrame code={MONEY_CODES.statement} title="money.tillStatementTitle" back={{ to: MONEY_ROUTES.account, label: 'money.backToAccount' }}>
    <StatementForm till />
  </MoneyFrame>
);

type Field = 'beginDt' | 'endDt' | 'tillNo';

const today = () => toWireDate(new Date());
const firstOfMonth = () => `${today().slice(0, 6)}01`;

const StatementForm = ({ till }: { till: boolean }) => {
  const translate = useTranslate();
  const dateHint = useTypedDateHint();
  const notify = useNotify();
  const tills = useQuery({ queryKey: MONEY_KEYS.tills, queryFn: fetchTills, enabled: till });
  const [begin, setBegin] = useState(() => formatTypedDate(firstOfMonth()));
  const [end, setEnd] = useState(() => formatTypedDate(today()));
  const [tillNo, setTillNo] = useState('');
  const [fileType, setFileType] = useState<StatementRequest['fileType']>('pdf');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<StatementRequest | null>(null);

  /** The request, or null after showing what is wrong under the fields. */
  const request = (): StatementRequest | null => {
    const beginDt = parseDisplayDate(begin) ?? '';
    const endDt = parseDisplayDate(end) ?? '';
    const found: Partial<Record<Field, string>> = {};
    const problem = periodProblem(beginDt, endDt, today());
    if (problem) found[problem.field] = translate(problem.key, { max: STATEMENT_MAX_DAYS, ...dateHint });
    if (till && !tillNo) found.tillNo = translate('validation.required');
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return { beginDt, endDt, fileType, ...(till ? { tillNo } : {}) };
  };

  const serverProblems = (error: unknown) => {
    const fieldErrors = isMmcError(error) ? (error.body?.fieldErrors as Partial<Record<Field, string>> | undefined) : undefined;
    if (fieldErrors) setErrors(fieldErrors);
  };

  const download = async () => {
    const wanted = request();
    if (!wanted) return;
    setBusy(true);
    try {
      saveFile(await downloadStatement(wanted), statementFileName(wanted));
      notify('money.statementDownloaded', { type: 'success' });
    } catch (error) {
      serverProblems(error);
      notify('money.statementFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const dateField = (field: 'beginDt' | 'endDt', label: string, value: string, set: (text: string) => void) => (
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

  return (
    <Stack spacing={2.5}>
      {till && (
        <TextField
          select
          label={translate('money.till')}
          value={tillNo}
          onChange={(event) => setTillNo(event.target.value)}
          error={Boolean(errors.tillNo)}
          helperText={errors.tillNo ?? (tills.isError ? translate('money.tillsFailed') : ' ')}
          required
        >
          {(tills.data ?? []).map((entry) => (
            <MenuItem key={entry.tillNo} value={entry.tillNo}>
              {`${entry.tillNo} · ${entry.tillName}`}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {dateField('beginDt', 'money.from', begin, setBegin)}
        {dateField('endDt', 'money.to', end, setEnd)}
      </Stack>
      <FormControl>
        <FormLabel id="statement-format">{translate('money.format')}</FormLabel>
        <RadioGroup row aria-labelledby="statement-format" value={fileType} onChange={(event) => setFileType(event.target.value as StatementRequest['fileType'])}>
          <FormControlLabel value="pdf" control={<Radio />} label={translate('money.pdf')} />
          <FormControlLabel value="xls" control={<Radio />} label={translate('money.xls')} />
        </RadioGroup>
      </FormControl>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download()}>
          {translate('money.download')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EmailIcon />}
          onClick={() => {
            const wanted = request();
            if (wanted) setSending(wanted);
          }}
        >
          {translate('money.sendByEmail')}
        </Button>
      </Stack>
      <SendStatementDialog request={sending} onClose={() => setSending(null)} onRefused={serverProblems} />
    </Stack>
  );
};
