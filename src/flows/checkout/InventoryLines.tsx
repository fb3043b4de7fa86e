// The inventory sale's lines: items found by name or by their barcode (typed, read by a USB scanner anywhere on the
// page, or seen by the camera where the browser can), each with its stock, unit price, quantity (at most the
// stock) and the promotion the server applied to it.
import { Alert, Autocomplete, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CameraReader, cameraReadingSupported } from '../../engine/scan/CameraReader';
import { useScannerWedge } from '../../engine/scan/useScannerWedge';
import { formatKes, fromMinorUnits } from '../../format/money';
import { findSaleItems, type PricedLine, type SaleItem } from './checkoutCalls';
import { lineProblems, MAX_QUANTITY_DIGITS, minorUnitsOf, nextLineId, type SaleLineDraft } from './saleDraft';

const SEARCH_SETTLE_MS = 250;
const MAX_LINES = 50;

export interface InventoryLinesProps {
  lines: SaleLineDraft[];
  onChange: (lines: SaleLineDraft[]) => void;
  /** The server's pricing of the lines, in the same order (for each line's promotion). */
  priced?: PricedLine[];
  showAllProblems: boolean;
}

/** One more of an item: a new line, or one more on its line while the stock allows. */
const withItem = (lines: SaleLineDraft[], item: SaleItem): SaleLineDraft[] => {
  const existing = lines.find((line) => line.goodsId === item.goodsId);
  if (existing) {
    const quantity = Math.min(Number(existing.quantity) + 1 || 1, item.stock);
    return lines.map((line) => (line === existing ? { ...line, quantity: String(quantity), stock: item.stock } : line));
  }
  return [...lines, { id: nextLineId(lines), goodsName: item.goodsNm, price: fromMinorUnits(item.sellPrice), quantity: '1', goodsId: item.goodsId, stock: item.stock }];
};

export const InventoryLines = ({ lines, onChange, priced, showAllProblems }: InventoryLinesProps) => {
  const translate = useTranslate();
  const [scanning, setScanning] = useState<{ code: string } | undefined>();
  const [notice, setNotice] = useState('');
  const add = (item: SaleItem) => {
    if (item.stock <= 0) {
      setNotice(translate('checkout.outOfStock', { name: item.goodsNm }));
      return;
    }
    setNotice('');
    onChange(withItem(lines, item));
  };
  // A scanner used on the page (not in a field) finds the item at once, as the dialog would.
  useScannerWedge((code) => setScanning({ code }), !scanning);

  return (
    <Stack spacing={2} sx={{ containerType: 'inline-size' }}>
      {/* The button stands level with the search box beside it: a small field's height, below its dense top margin. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { sm: 'flex-start' } }}>
        <ItemSearch onPick={add} disabled={lines.length >= MAX_LINES} />
        <Button
          variant="outlined"
          startIcon={<QrCodeScannerIcon />}
          onClick={() => setScanning({ code: '' })}
          sx={{ height: 48, mt: { sm: 1 }, flexShrink: 0 }}
        >
          {translate('checkout.scanBarcode')}
        </Button>
      </Stack>
      {notice && (
        <Alert severity="warning" onClose={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {lines.length === 0 ? (
        <Typography color={showAllProblems ? 'error' : 'text.secondary'} role={showAllProblems ? 'alert' : undefined}>
          {translate('checkout.noItemsYet')}
        </Typography>
      ) : (
        lines.map((line, index) => (
          <InventoryLine
            key={line.id}
            line={line}
            n={index + 1}
            priced={priced?.[index]}
            showProblem={showAllProblems}
            onQuantity={(quantity) => onChange(lines.map((other) => (other.id === line.id ? { ...other, quantity } : other)))}
            onRemove={() => onChange(lines.filter((other) => other.id !== line.id))}
          />
        ))
      )}
      {scanning && (
        <ScanItemDialog
          initialCode={scanning.code}
          onFound={(item) => {
            add(item);
            setScanning(undefined);
          }}
          onClose={() => setScanning(undefined)}
        />
      )}
    </Stack>
  );
};

const ItemSearch = ({ onPick, disabled }: { onPick: (item: SaleItem) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: ['checkout', 'items', settled],
    queryFn: ({ signal }) => findSaleItems(settled ? { searchKey: settled } : {}, signal),
    // Stock changes with every sale: nothing is kept once the search is gone (a paid sale's next search asks again).
    gcTime: 0,
  });
  return (
    <Autocomplete<SaleItem, false, false, false>
      options={found.data ?? []}
      value={null}
      inputValue={text}
      onInputChange={(_, value, reason) => setText(reason === 'reset' ? '' : value)}
      onChange={(_, item) => item && onPick(item)}
      filterOptions={(options) => options}
      getOptionLabel={(item) => item.goodsNm}
      getOptionDisabled={(item) => item.stock <= 0}
      isOptionEqualToValue={(option, value) => option.goodsId === value.goodsId}
      loading={found.isFetching}
      disabled={disabled}
      blurOnSelect
      noOptionsText={translate('checkout.noItemFound')}
      loadingText={translate('checkout.searching')}
      sx={{ flex: 1, minWidth: 0 }}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ display: 'grid !important', gridTemplateColumns: '1fr auto', columnGap: 2, width: '100%' }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{item.goodsNm}</Typography>
          <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{formatKes(item.sellPrice)}</Typography>
          <Typography variant="body2" color={item.stock > 0 ? 'text.secondary' : 'error'}>
            {item.stock > 0 ? translate('checkout.inStock', { stock: item.stock }) : translate('checkout.noStock')}
          </Typography>
          {item.proNm && <Typography variant="body2" color="success.main" sx={{ textAlign: 'right' }}>{item.proNm}</Typography>}
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={translate('checkout.findItem')} placeholder={translate('checkout.findItemHint')} />}
    />
  );
};

// Name and amount on the first row; price, stock and promotion under the name; the quantity and the way to remove
// the line at the end (below the name on a narrow card).
const LINE_LAYOUT = {
  display: 'grid',
  columnGap: 1.5,
  rowGap: 0.5,
  alignItems: 'start',
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
  gridTemplateColumns: '24px minmax(0, 1fr) 96px 40px',
  gridTemplateAreas: '"number name name name" "number details details details" ". quantity amount remove"',
  '@container (min-width: 560px)': {
    gridTemplateColumns: '28px minmax(0, 1fr) 110px 120px 40px',
    gridTemplateAreas: '"number name quantity amount remove" "number details quantity amount remove"',
  },
} as const;

interface InventoryLineProps {
  line: SaleLineDraft;
  n: number;
  priced?: PricedLine;
  showProblem: boolean;
  onQuantity: (quantity: string) => void;
  onRemove: () => void;
}

const InventoryLine = ({ line, n, priced, showProblem, onQuantity, onRemove }: InventoryLineProps) => {
  const translate = useTranslate();
  const [touched, setTouched] = useState(false);
  const problem = lineProblems(line).goodsNum;
  const message = problem && (showProblem || touched) ? translate(problem.key, problem.values) : undefined;
  const item = translate('checkout.item', { n });
  const quantity = Number(line.quantity) || 0;
  const price = minorUnitsOf(line.price) ?? 0;
  const promotion = priced && priced.goodsId === line.goodsId && priced.proNm && priced.offerAmount ? priced : undefined;
  return (
    <Box role="group" aria-label={item} sx={LINE_LAYOUT}>
      <Typography color="text.secondary" sx={{ gridArea: 'number', textAlign: 'right', pt: 0.25 }} aria-hidden>
        {n}.
      </Typography>
      <Typography sx={{ gridArea: 'name', fontWeight: 600, overflowWrap: 'anywhere', pt: 0.25 }}>{line.goodsName}</Typography>
      <Stack direction="row" sx={{ gridArea: 'details', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('checkout.eachPrice', { price: formatKes(price) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('checkout.inStock', { stock: line.stock ?? 0 })}
        </Typography>
        {promotion && <Chip size="small" color="success" variant="outlined" label={`${promotion.proNm} − ${formatKes(promotion.offerAmount ?? 0)}`} />}
      </Stack>
      <TextField
        label={translate('checkout.quantity')}
        value={line.quantity}
        onChange={(event) => onQuantity(event.target.value.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_QUANTITY_DIGITS))}
        onBlur={() => setTouched(true)}
        error={Boolean(message)}
        helperText={message ?? ' '}
        required
        size="small"
        sx={{ gridArea: 'quantity' }}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-label': translate('checkout.quantityOf', { item: line.goodsName }) } }}
      />
      <Typography sx={{ gridArea: 'amount', textAlign: 'right', pt: 1, fontVariantNumeric: 'tabular-nums' }} aria-label={translate('checkout.lineAmountOf', { item })}>
        {formatKes(quantity > 0 ? price * quantity : 0)}
      </Typography>
      <Tooltip title={translate('checkout.removeItem', { item })}>
        <IconButton aria-label={translate('checkout.removeItem', { item })} onClick={onRemove} sx={{ gridArea: 'remove' }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
};

/** Finds an item by its barcode: typed, read by a scanner into the field, or seen by the camera. */
const ScanItemDialog = ({ initialCode, onFound, onClose }: { initialCode: string; onFound: (item: SaleItem) => void; onClose: () => void }) => {
  const translate = useTranslate();
  const [code, setCode] = useState(initialCode);
  const [problem, setProblem] = useState('');
  const [looking, setLooking] = useState(false);
  const [camera, setCamera] = useState(false);
  const find = async (scanned: string) => {
    const wanted = scanned.trim();
    setCode(wanted);
    if (!/^\d{8,14}$/.test(wanted)) {
      setProblem(translate('checkout.barcodeForm'));
      return;
    }
    setLooking(true);
    try {
      const [item] = await findSaleItems({ barcode: wanted });
      if (item) onFound(item);
      else setProblem(translate('engine.scan.notFound', { code: wanted }));
    } catch {
      // The transport has already said why.
    } finally {
      setLooking(false);
    }
  };
  useEffect(() => {
    if (initialCode) void find(initialCode);
    // Once, for the code a scanner read on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is a portal, yet React passes its submit up to the items' form, which would continue to payment.
    event.stopPropagation();
    void find(code);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="scan-item-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="scan-item-title">{translate('checkout.scanBarcode')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={translate('resources.inventory.fields.barcode')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setProblem('');
              }}
              error={Boolean(problem)}
              helperText={problem || translate('engine.scan.hint')}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              fullWidth
            />
            {camera && <CameraReader onCode={(seen) => void find(seen)} onUnavailable={() => setCamera(false)} />}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {cameraReadingSupported() && !camera && (
            <Button startIcon={<PhotoCameraIcon />} onClick={() => setCamera(true)} sx={{ mr: 'auto' }}>
              {translate('engine.scan.camera')}
            </Button>
          )}
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={looking}>
            {translate('checkout.addToSale')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
