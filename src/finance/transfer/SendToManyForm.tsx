// The "Send to many" form: rows of recipients (mobile number, name, channel, amount), typed in or taken from a
// beneficiary group, with the count and the sum as they are typed and the server's fee and total once complete;
// one PIN pays them all (ApprovalTransferManyPay, order type 26). Each cell is checked with the row rules of
// schemas/multiTransfer.schema.json; a row the server refuses gets its message under the cell it names
// (rows.<i>.<field>).
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import SendIcon from '@mui/icons-material/Send';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
  const setCell = (index: number, cell: Cell, value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [cell]: value } : row)));
  const check = (index: number, cell: Cell, value: string) => setErrors((shown) => ({ ...shown, [cellName(index, cell)]: problemOf(cell, value) }));
  const allProblems = (): Errors =>
    Object.fromEntries(rows.flatMap((row, index) => CELLS.map((cell) => [cellName(index, cell), problemOf(cell, row[cell])] as const)));
  const complete = rows.length > 0 && !Object.values(allProblems()).some(Boolean);

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

  const cellProps = (index: number, cell: Cell) => ({
    label: translate(`transfer.row.${cell}`, { row: index + 1 }),
    value: rows[index]![cell],
    error: Boolean(errors[cellName(index, cell)]),
    helperText: errors[cellName(index, cell)] ?? ' ',
    required: true,
    size: 'small' as const,
  });

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
          <Box
            component="li"
            key={row.key}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', md: 'minmax(180px, 1.2fr) minmax(160px, 1.2fr) minmax(150px, 1fr) minmax(150px, 1fr) auto' },
              borderBottom: { xs: 1, md: 0 },
              borderColor: 'divider',
              pb: { xs: 1, md: 0 },
            }}
          >
            <MobileNumberField
              {...cellProps(index, 'rcvMblNo')}
              onChange={(value) => setCell(index, 'rcvMblNo', value)}
              onBlur={() => check(index, 'rcvMblNo', row.rcvMblNo)}
            />
            <TextField
              {...cellProps(index, 'rcvNm')}
              onChange={(event) => setCell(index, 'rcvNm', event.target.value)}
              onBlur={() => check(index, 'rcvNm', row.rcvNm)}
            />
            <ChannelSelect channels={MOBILE_CHANNELS} {...cellProps(index, 'rcvCnl')} onChange={(value) => setCell(index, 'rcvCnl', value)} />
            <KesAmountField
              {...cellProps(index, 'amount')}
              onChange={(value) => setCell(index, 'amount', value)}
              onBlur={(value) => check(index, 'amount', value)}
            />
            <IconButton
              aria-label={translate('transfer.removeRow', { row: index + 1 })}
              disabled={rows.length === 1}
              onClick={() => {
                setRows((current) => current.filter((_row, at) => at !== index));
                setErrors({});
              }}
              sx={{ justifySelf: { xs: 'end', md: 'auto' } }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
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
