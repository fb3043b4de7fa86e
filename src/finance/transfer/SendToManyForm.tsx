// The "Send to many" form: rows of recipients (mobile number, name, channel, amount), typed in or taken from a
// beneficiary group, with the count and the sum as they are typed and the server's fee and total once complete;
// one PIN pays them all (ApprovalTransferManyPay, order type 26). Each cell is checked with the row rules of
// schemas/multiTransfer.schema.json; a row the server refuses gets its message under the cell it names
// (rows.<i>.<field>). Up to fifty rows stay quick to type in: each row is its own memoised part, so a keystroke
// re-renders its row and the totals, not every row's four fields, and the rows' checks are worked out once per change.
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { MOBILE_CHANNELS } from '../../config/transferChannels';
import { KesAmountField } from '../../flows/common/KesAmountField';
import { MobileNumberField } from '../../flows/common/MobileNumberField';
import { formatKes, typedMinorUnits } from '../../format/money';
import { fetchGroups, TRANSFER_KEYS, type ManyTransfer } from './transferCalls';
import { ChannelSelect, QuoteLine, SourceOfFundsSelect, type FieldMessages } from './transferParts';
import { amountValue, useRowProblem, type Errors } from './useTransferForm';

const CELLS = ['rcvMblNo', 'rcvNm', 'rcvCnl', 'amount'] as const;
type Cell = (typeof CELLS)[number];
type Row = Record<Cell, string> & { key: number };

let rowKey = 0;
const newRow = (values: Partial<Record<Cell, string>> = {}): Row => ({
  rcvMblNo: '',
  rcvNm: '',
  rcvCnl: '44',
  amount: '',
  ...values,
  key: (rowKey += 1),
});

interface RecipientRowProps {
  row: Row;
  index: number;
  /** The messages under the row's four cells (blank when right). */
  messages: Record<Cell, string | undefined>;
  removable: boolean;
  onCell: (index: number, cell: Cell, value: string) => void;
  onCheck: (index: number, cell: Cell, value: string) => void;
  onRemove: (index: number) => void;
}

/** One recipient's cells; re-rendered only when its own values or messages change. */
const RecipientRow = memo(({ row, index, messages, removable, onCell, onCheck, onRemove }: RecipientRowProps) => {
  const translate = useTranslate();
  const cellProps = (cell: Cell) => ({
    label: translate(`transfer.row.${cell}`, { row: index + 1 }),
    value: row[cell],
    error: Boolean(messages[cell]),
    helperText: messages[cell] ?? ' ',
    sx: { gridArea: cell },
    required: true,
    size: 'small' as const,
  });
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'start',
        // On a phone the cells stand one under another: each recipient opens with its number and its bin, and a
        // line closes it, where the bin alone on a row under the amount read as part of the next recipient.
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', md: 'minmax(180px, 1.2fr) minmax(160px, 1.2fr) minmax(190px, 1.2fr) minmax(150px, 1fr) auto' },
        gridTemplateAreas: {
          xs: '"title remove" "rcvMblNo rcvMblNo" "rcvNm rcvNm" "rcvCnl rcvCnl" "amount amount"',
          md: '"rcvMblNo rcvNm rcvCnl amount remove"',
        },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
        pb: { xs: 1, md: 0 },
      }}
    >
      <Typography variant="subtitle2" component="h3" sx={{ gridArea: 'title', alignSelf: 'center', display: { md: 'none' } }}>
        {translate('transfer.recipientNumber', { row: index + 1 })}
      </Typography>
      <MobileNumberField
        {...cellProps('rcvMblNo')}
        onChange={(value) => onCell(index, 'rcvMblNo', value)}
        onBlur={() => onCheck(index, 'rcvMblNo', row.rcvMblNo)}
      />
      <TextField
        {...cellProps('rcvNm')}
        onChange={(event) => onCell(index, 'rcvNm', event.target.value)}
        onBlur={() => onCheck(index, 'rcvNm', row.rcvNm)}
      />
      <ChannelSelect channels={MOBILE_CHANNELS} {...cellProps('rcvCnl')} onChange={(value) => onCell(index, 'rcvCnl', value)} />
      <KesAmountField
        {...cellProps('amount')}
        onChange={(value) => onCell(index, 'amount', value)}
        onBlur={(value) => onCheck(index, 'amount', value)}
      />
      <IconButton
        aria-label={translate('transfer.removeRow', { row: index + 1 })}
        disabled={!removable}
        onClick={() => onRemove(index)}
        sx={{ gridArea: 'remove', justifySelf: { xs: 'end', md: 'auto' } }}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
});
RecipientRow.displayName = 'RecipientRow';

/** The messages of one row's cells, kept the same object while they do not change (so its row is not redrawn). */
const messagesOf = (errors: Errors, index: number): Record<Cell, string | undefined> =>
  Object.fromEntries(CELLS.map((cell) => [cell, errors[`rows.${index}.${cell}`]])) as Record<Cell, string | undefined>;

export const SendToManyForm = ({ onSend }: { onSend: (transfer: ManyTransfer, amount: number) => Promise<FieldMessages | void> }) => {
  const translate = useTranslate();
  const problemOf = useRowProblem();
  const [rows, setRows] = useState<Row[]>(() => [newRow(), newRow()]);
  const [errors, setErrors] = useState<Errors>({});
  const [srcFund, setSrcFund] = useState('1');
  const [grpId, setGrpId] = useState('');
  const [sending, setSending] = useState(false);
  const groups = useQuery({ queryKey: TRANSFER_KEYS.groups, queryFn: fetchGroups });

  const cellName = (index: number, cell: Cell) => `rows.${index}.${cell}`;
  const setCell = useCallback(
    (index: number, cell: Cell, value: string) => setRows((current) => current.map((row, at) => (at === index ? { ...row, [cell]: value } : row))),
    [],
  );
  // The check reads the current language's texts through a ref, so the callback (and each memoised row) stays the same.
  const problemRef = useRef(problemOf);
  problemRef.current = problemOf;
  const check = useCallback(
    (index: number, cell: Cell, value: string) => setErrors((shown) => ({ ...shown, [`rows.${index}.${cell}`]: problemRef.current(cell, value) })),
    [],
  );
  const removeRow = useCallback((index: number) => {
    setRows((current) => current.filter((_row, at) => at !== index));
    setErrors({});
  }, []);
  const allProblems = (): Errors =>
    Object.fromEntries(rows.flatMap((row, index) => CELLS.map((cell) => [cellName(index, cell), problemOf(cell, row[cell])] as const)));
  // Worked out once per change of the rows, not on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const complete = useMemo(() => rows.length > 0 && !Object.values(allProblems()).some(Boolean), [rows]);
  // Each row's messages as one object that stays the same while they do (a memoised row is not redrawn for others).
  const shownMessages = useRef(new Map<string, Record<Cell, string | undefined>>());
  const rowMessages = (index: number) => {
    const messages = messagesOf(errors, index);
    const key = `${index}:${CELLS.map((cell) => messages[cell] ?? '').join('\u0000')}`;
    const cache = shownMessages.current;
    if (cache.size > 1_000) cache.clear();
    if (!cache.has(key)) cache.set(key, messages);
    return cache.get(key)!;
  };

  const transfer = (): ManyTransfer => ({
    srcFund: srcFund as ManyTransfer['srcFund'],
    ...(grpId ? { grpId } : {}),
    rows: rows.map((row) => ({
      rcvMblNo: row.rcvMblNo,
      rcvNm: row.rcvNm.trim(),
      rcvCnl: row.rcvCnl as '44',
      amount: amountValue(row.amount) as number,
    })),
  });
  const sum = rows.reduce((total, row) => total + (typedMinorUnits(row.amount) ?? 0), 0);

  const takeGroup = (id: string) => {
    setGrpId(id);
    const group = groups.data?.find((candidate) => candidate.groupId === id);
    if (!group) return;
    setRows(
      group.members.map((member) =>
        newRow({ rcvMblNo: member.bnfMblNo, rcvNm: member.bnfName, rcvCnl: MOBILE_CHANNELS.includes(member.rcvCnl as '44') ? member.rcvCnl : '44' }),
      ),
    );
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = allProblems();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSending(true);
    try {
      const refused = await onSend(transfer(), sum);
      if (refused) setErrors(refused);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={translate('transfer.group')}
          value={grpId}
          onChange={(event) => takeGroup(event.target.value)}
          helperText={translate('transfer.groupHint')}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{translate('transfer.noGroup')}</MenuItem>
          {(groups.data ?? []).map((group) => (
            <MenuItem key={group.groupId} value={group.groupId}>
              {translate('transfer.groupOption', { name: group.groupNm, count: group.members.length })}
            </MenuItem>
          ))}
        </TextField>
        <SourceOfFundsSelect value={srcFund} onChange={setSrcFund} />
      </Stack>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={translate('transfer.recipients')}>
        {rows.map((row, index) => (
          <RecipientRow
            key={row.key}
            row={row}
            index={index}
            messages={rowMessages(index)}
            removable={rows.length > 1}
            onCell={setCell}
            onCheck={check}
            onRemove={removeRow}
          />
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        onClick={() => setRows((current) => [...current, newRow()])}
        disabled={rows.length >= 50}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('transfer.addRow')}
      </Button>
      <Typography aria-live="polite">{translate('transfer.manySummary', { count: rows.length, amount: formatKes(sum) })}</Typography>
      <QuoteLine request={complete ? { kind: 'many', transfer: transfer() } : null} />
      <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {translate('transfer.sendAll')}
      </Button>
    </Stack>
  );
};
