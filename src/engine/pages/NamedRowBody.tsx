// A list's rows as keyboard and screen-reader users need them: a selection box named after its record ("Select
// Mama Wanjiru Traders – Bungoma") instead of react-admin's unnamed box (its "Select this row" label sits on the
// box's wrapper, where ARIA does not allow it), and a row that opens its record reachable with Tab and Enter.
// The row is react-admin's own, told there is no box of its own to draw.
import { Checkbox, TableCell } from '@mui/material';
import { useCallback, useMemo, type KeyboardEvent, type MouseEvent } from 'react';
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

/** A row that opens its record can be reached with Tab and opened with Enter, as a click would. */
const openOnEnter = (event: KeyboardEvent<HTMLTableRowElement>) => {
  if (event.key !== 'Enter' || event.target !== event.currentTarget) return;
  event.preventDefault();
  event.currentTarget.click();
};

const NamedRow = ({ children, ...props }: DataTableRowProps) => {
  const config = useDataTableConfigContext();
  const { handleToggleItem, rowClick } = useDataTableCallbacksContext();
  const withoutOwnBox = useMemo(() => ({ ...config, hasBulkActions: false }), [config]);
  const keyboard = rowClick ? { tabIndex: 0, onKeyDown: openOnEnter } : {};
  if (!config.hasBulkActions || !handleToggleItem) {
    return (
      <DataTableRow {...props} {...keyboard}>
        {children}
      </DataTableRow>
    );
  }
  return (
    <DataTableConfigContext.Provider value={withoutOwnBox}>
      <DataTableRow {...props} {...keyboard}>
        <TableCell padding="checkbox">
          <NamedRowCheckbox />
        </TableCell>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};

export const NamedRowBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={NamedRow} />;
