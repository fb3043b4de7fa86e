// A list's rows with selection boxes a screen reader can name: "Select Mama Wanjiru Traders – Bungoma" instead of
// react-admin's unnamed box (its "Select this row" label sits on the box's wrapper, where ARIA does not allow it,
// and the input itself has no name). The row is react-admin's own, told there is no box of its own to draw.
import { Checkbox, TableCell } from '@mui/material';
import { useCallback, useMemo, type MouseEvent } from 'react';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';

const NamedRowCheckbox = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(useResourceContext());
  const { handleToggleItem, isRowSelectable } = useDataTableCallbacksContext();
  const selectedIds = useDataTableSelectedIdsContext();
  const selectable = record !== undefined && (!isRowSelectable || isRowSelectable(record));
  const toggle = useCallback(
    (event: MouseEvent) => {
      if (!selectable || !handleToggleItem || !record) return;
      handleToggleItem(record.id, event);
      event.stopPropagation();
    },
    [record, handleToggleItem, selectable],
  );
  if (!record) return null;
  const name = representation(record);
  return (
    <Checkbox
      color="primary"
      className="select-item"
      checked={selectable && (selectedIds?.includes(record.id) ?? false)}
      onClick={toggle}
      disabled={!selectable}
      slotProps={{ input: { 'aria-label': translate('engine.selectRow', { name: typeof name === 'string' ? name : String(record.id) }) } }}
    />
  );
};

const NamedRow = ({ children, ...props }: DataTableRowProps) => {
  const config = useDataTableConfigContext();
  const { handleToggleItem } = useDataTableCallbacksContext();
  const withoutOwnBox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  if (!config.hasBulkActions || !handleToggleItem) return <DataTableRow {...props}>{children}</DataTableRow>;
  return (
    <DataTableConfigContext.Provider value={withoutOwnBox}>
      <DataTableRow {...props}>
        <TableCell padding="checkbox">
          <NamedRowCheckbox />
        </TableCell>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};

export const NamedRowBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedRow} />;
