// An array of objects on a detail page: a small table, a column per item field, each cell shown by its own kind
// (amounts and numbers right-aligned on one line, so their digits line up; dates and times on one line too). On a
// phone a table of four columns is wider than the card, and the merchant scrolled sideways to read an order's
// amounts: there each row is a line as in a phone list, its first words on top and the rest named below.
import { Box, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { UNBROKEN_WIDGETS } from '../widgets';

interface ObjectRowsProps {
  field: FieldDescriptor;
  rows: unknown[];
  /** Names the box a table scrolls in where it is wider than its card; without it the table is not wrapped. */
  label?: string;
  itemLabel: (itemField: string) => string;
  renderCell: (item: FieldDescriptor) => React.ReactNode;
}

const numeric = (item: FieldDescriptor) => item.widget === 'money' || item.type === 'integer' || item.type === 'number';
const unbroken = (item: FieldDescriptor) => numeric(item) || UNBROKEN_WIDGETS.has(item.widget ?? '');
const recordOf = (row: unknown) => (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;

export const ObjectRowsValue = (props: ObjectRowsProps) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? <ObjectRowLines {...props} /> : <ObjectRowsTable {...props} />;
};

const ObjectRowsTable = ({ label, ...table }: ObjectRowsProps) =>
  label === undefined ? (
    <RowsTable {...table} />
  ) : (
    // A table scrolls sideways where it is wider than its card: a keyboard reaches the scrolling box too (a tab stop
    // named by the field), as WCAG's scrollable-region rule asks. Lines on a phone do not scroll, and are no tab stop.
    <Box tabIndex={0} role="group" aria-label={label} sx={{ overflowX: 'auto' }}>
      <RowsTable {...table} />
    </Box>
  );

const RowsTable = ({ field, rows, itemLabel, renderCell }: Omit<ObjectRowsProps, 'label'>) => {
  const items = Object.values(field.items?.fields ?? {});
  return (
    <Table size="small" sx={{ width: 'auto', '& td, & th': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          {items.map((item) => (
            <TableCell key={item.name} align={numeric(item) ? 'right' : 'left'} sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
              {itemLabel(item.name)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <RecordContextProvider key={index} value={recordOf(row)}>
            <TableRow>
              {items.map((item) => (
                <TableCell key={item.name} align={numeric(item) ? 'right' : 'left'} sx={unbroken(item) ? { whiteSpace: 'nowrap' } : undefined}>
                  {renderCell(item)}
                </TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};

// A named value stays whole on its line (its name with it); the separator binds to the value before it, so no line
// starts with one.
const namedValueSx = { display: 'inline-block', mr: 0.5 } as const;

/** A row as a phone list's line: the first item field of words on top ("Eggs (tray of 30)"), the others named below. */
const ObjectRowLines = ({ field, rows, label, itemLabel, renderCell }: ObjectRowsProps) => {
  const items = Object.values(field.items?.fields ?? {});
  const title = items.find((item) => !unbroken(item));
  const named = items.filter((item) => item !== title);
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <RecordContextProvider key={index} value={recordOf(row)}>
          <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            {title && <Box sx={{ typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' }}>{renderCell(title)}</Box>}
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
              {named.map((item, position) => (
                <Box key={item.name} component="span" sx={unbroken(item) ? namedValueSx : { mr: 0.5 }}>
                  {itemLabel(item.name)} <Box component="span" sx={{ color: 'text.primary' }}>{renderCell(item)}</Box>
                  {position < named.length - 1 && '\u00a0·'}
                </Box>
              ))}
            </Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
};
