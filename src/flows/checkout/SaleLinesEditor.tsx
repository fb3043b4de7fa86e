// Step 1's lines: items without inventory, each a description, a unit price in KES and a quantity. A cell's
// message appears once the cashier has left it (or tried to continue), in the spec's words.
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { KesAmountField } from '../common/KesAmountField';
import { formatKes } from '../../format/money';
import { emptyLine, lineProblems, MAX_QUANTITY_DIGITS, minorUnitsOf, nextLineId, type SaleLineDraft } from './saleDraft';

const MAX_LINES = 50;

export interface SaleLinesEditorProps {
  lines: SaleLineDraft[];
  onChange: (lines: SaleLineDraft[]) => void;
  /** Show every cell's message, touched or not (after an attempt to continue). */
  showAllProblems: boolean;
}

// A line is one row where the card is wide enough; on a phone (a narrow card) its description takes a row of its
// own, price and quantity the next, its amount the last, so no field runs out of the card. Measured on the card
// (a container query), not the window: beside the summary at a desk the card is narrower than the window says.
const LINE_LAYOUT = {
  display: 'grid',
  columnGap: 1.5,
  // Each field keeps a line under it for its message, which already spaces the rows apart.
  rowGap: 0.5,
  alignItems: 'start',
  gridTemplateColumns: '24px minmax(0, 1fr) 84px 40px',
  gridTemplateAreas: '"number description description remove" "number price quantity quantity" ". amount amount amount"',
  '@container (min-width: 640px)': {
    gridTemplateColumns: '28px minmax(200px, 1fr) 170px 84px 130px 40px',
    gridTemplateAreas: '"number description price quantity amount remove"',
  },
} as const;

const DESCRIPTION_MAX = 40;

// The box stops taking letters at its limit: near it, the count says so, rather than letters that silently do not
// appear ('Delivery charge for the order to Westlan').
const letterCount = (text: string): string => (text.length >= DESCRIPTION_MAX - 10 ? `${text.length}/${DESCRIPTION_MAX}` : ' ');

// A line not yet priced is worth KES. 0.00: a lone dash there read as a minus button beside the bin, and stood alone on
// its row on a phone.
const lineAmountOf = (line: SaleLineDraft): string => {
  const price = minorUnitsOf(line.price);
  const quantity = /^\d+$/.test(line.quantity) ? Number(line.quantity) : 0;
  return formatKes(price !== null && price > 0 && quantity > 0 ? price * quantity : 0);
};

export const SaleLinesEditor = ({ lines, onChange, showAllProblems }: SaleLinesEditorProps) => {
  const translate = useTranslate();
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const touch = (id: number, field: string) => setTouched((current) => new Set(current).add(`${id}.${field}`));
  const change = (id: number, patch: Partial<SaleLineDraft>) => onChange(lines.map((line) => (line.id === id ? { ...line, ...patch } : line)));
  const add = () => onChange([...lines, emptyLine(nextLineId(lines))]);
  const remove = (id: number) => onChange(lines.filter((line) => line.id !== id));

  return (
    <Stack spacing={1.5} sx={{ containerType: 'inline-size' }}>
      {lines.map((line, index) => {
        const problems = lineProblems(line);
        const say = (field: keyof typeof problems) => {
          const problem = problems[field];
          const shown = problem && (showAllProblems || touched.has(`${line.id}.${field}`));
          return shown ? translate(problem.key, problem.values) : undefined;
        };
        const item = translate('checkout.item', { n: index + 1 });
        return (
          <Box key={line.id} role="group" aria-label={item} sx={LINE_LAYOUT}>
            <Typography color="text.secondary" sx={{ gridArea: 'number', pt: 2, textAlign: 'right' }} aria-hidden>
              {index + 1}.
            </Typography>
            <TextField
              label={translate('checkout.description')}
              value={line.goodsName}
              onChange={(event) => change(line.id, { goodsName: event.target.value })}
              onBlur={() => touch(line.id, 'goodsName')}
              error={Boolean(say('goodsName'))}
              helperText={say('goodsName') ?? letterCount(line.goodsName)}
              required
              sx={{ gridArea: 'description' }}
              autoFocus={index === lines.length - 1 && index > 0}
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX, autoComplete: 'off' } }}
            />
            <KesAmountField
              label={translate('checkout.unitPrice')}
              value={line.price}
              onChange={(price) => change(line.id, { price })}
              onBlur={() => touch(line.id, 'goodsPrice')}
              error={Boolean(say('goodsPrice'))}
              helperText={say('goodsPrice') ?? ' '}
              required
              sx={{ gridArea: 'price' }}
            />
            <TextField
              label={translate('checkout.quantity')}
              value={line.quantity}
              onChange={(event) => change(line.id, { quantity: event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_QUANTITY_DIGITS) })}
              onBlur={() => touch(line.id, 'goodsNum')}
              error={Boolean(say('goodsNum'))}
              helperText={say('goodsNum') ?? ' '}
              required
              sx={{ gridArea: 'quantity' }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <Box sx={{ gridArea: 'amount', textAlign: 'right', '@container (min-width: 640px)': { pt: 2 } }}>
              <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} aria-label={translate('checkout.lineAmountOf', { item })}>
                {lineAmountOf(line)}
              </Typography>
            </Box>
            <Tooltip title={translate('checkout.removeItem', { item })}>
              {/* A span, so the tooltip still explains a button that is disabled for the only line. */}
              <Box component="span" sx={{ gridArea: 'remove' }}>
                <IconButton aria-label={translate('checkout.removeItem', { item })} onClick={() => remove(line.id)} disabled={lines.length === 1} sx={{ mt: 1 }}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
            </Tooltip>
          </Box>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={add} disabled={lines.length >= MAX_LINES} sx={{ alignSelf: 'flex-start' }}>
        {translate('checkout.addItem')}
      </Button>
    </Stack>
  );
};
