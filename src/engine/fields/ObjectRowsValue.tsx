// An array of objects on a detail page: a small table, a column per item field, each cell shown by its own kind.
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { FieldDescriptor } from '../../validation/entityTypes';

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
  return (
    <Table size="small" sx={{ width: 'auto', '& td, & th': { px: 1.5 } }}>
      <TableHead>
        <TableRow>
          {items.map((item) => (
            <TableCell key={item.name} sx={{ fontWeight: 600, color: 'text.secondary' }}>
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
                <TableCell key={item.name}>{renderCell(item)}</TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};
