// A list's rows as keyboard and screen-reader users need them: a selection box named after its record ("Select
// Mama Wanjiru Traders – Bungoma") instead of react-admin's unnamed box (its "Select this row" label sits on the
// box's wrapper, where ARIA does not allow it), and a row that opens its record reachable with Tab and Enter.
// The row is react-admin's own, told there is no box of its own to draw.
// Its cells are plain <td>s, styled once by the table's theme (CELL_CLASSES): react-admin's DataTableCell wraps a
// MUI TableCell in a styled TableCell, and each of the two works out its styles again on every render (issue #12:
// a 25-row page drew some 230 cells that way, the largest part of its first paint after the frame).
import { Checkbox } from '@mui/material';
import { Children, isValidElement, useCallback, useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import {
  DataTableBody,
  DataTableConfigContext,
  DataTableRow,
  useDataTableCallbacksContext,
  useDataTableConfigContext,
  useDataTableSelectedIdsContext,
  useDataTableStoreContext,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  useStore,
  useTranslate,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type DataTableRowProps,
} from 'react-admin';
import { CELL_CLASSES } from '../fields/cellClasses';
import { releaseFocusOnClick } from './releaseFocus';

// The class names MUI and react-admin give their cells, kept for what selects on them (the table's own styles, tests).
const BODY_CELL = `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall RaDataTable-rowCell ${CELL_CLASSES.cell}`;
const RIGHT_CELL = `MuiTableCell-alignRight ${CELL_CLASSES.right}`;
const CHECKBOX_CELL = `MuiTableCell-root MuiTableCell-body MuiTableCell-paddingCheckbox MuiTableCell-sizeSmall ${CELL_CLASSES.cell} ${CELL_CLASSES.checkbox}`;

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
  const keyboard = rowClick ? { tabIndex: 0, onKeyDown: openOnEnter, onClickCapture: releaseFocusOnClick } : {};
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
        <td className={CHECKBOX_CELL}>
          <NamedRowCheckbox />
        </td>
        {children}
      </DataTableRow>
    </DataTableConfigContext.Provider>
  );
};

/**
 * A column's cell, the same element for every row (each row's record reaches the value through its context). A
 * column that draws itself another way (`render`, `field`) or styles its cells per record (`cellSx`, `sx`) keeps
 * react-admin's cell.
 */
const bodyCell = (column: ReactNode, hidden: readonly string[]): ReactNode => {
  if (!isValidElement<DataTableColumnProps>(column)) return column;
  if (column.props.children === undefined || column.props.cellSx || column.props.sx) return column;
  const { source, label, children, cellClassName, align } = column.props;
  if (hidden.includes(source ?? String(label))) return null;
  const className = [BODY_CELL, cellClassName, `column-${source}`, align === 'right' ? RIGHT_CELL : undefined].filter(Boolean).join(' ');
  return (
    <td key={column.key} className={className}>
      {children}
    </td>
  );
};

export const NamedRowBody = ({ children, ...props }: DataTableBodyProps) => {
  const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
  const [hidden] = useStore<string[]>(storeKey, defaultHiddenColumns);
  const cells = useMemo(() => Children.map(children, (column) => bodyCell(column, hidden)), [children, hidden]);
  return (
    <DataTableBody {...props} row={NamedRow}>
      {cells}
    </DataTableBody>
  );
};
