// An array of objects on a detail page: a small table, a column per item field, each cell shown by its own kind
// (amounts and numbers right-aligned on one line, so their digits line up; dates and times on one line too).
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { UNBROKEN_WIDGETS } from '../widgets';

export const ObjectRowsValue = ({
  field,
  rows,
  itemLabel,
  renderCell,
}: {
  field: FieldDescriptor;
  rows: unknown[];
  itemLabel: (itemField: string) => string;
  renderCell: (item: FieldDescriptor) => React.ReactNode;
}) => {
  const items = Object.values(field.items?.fields ?? {});
  const numeric = (item: FieldDescriptor) => item.widget === 'money' || item.type === 'integer' || item.type === 'number';
  const unbroken = (item: FieldDescriptor) => numeric(item) || UNBROKEN_WIDGETS.has(item.widget ?? '');
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
          <RecordContextProvider key={index} value={(row && typeof row === 'object' ? row : {}) as Record<string, unknown>}>
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
