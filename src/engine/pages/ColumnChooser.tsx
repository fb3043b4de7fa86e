// react-admin's column chooser keeps its popover in the page while closed, and draws into it every column's entry
// (a switch, a drag handle, a label) and its search box, which asks for focus and so for a layout: about 220
// components on every list's first screen (issue #12: ≈ 50 ms of main-thread work before the first rows; the search
// box, which the chooser draws itself, is still there). The list's columns join the chooser once it is first
// opened; it then works as react-admin's does, drag to reorder included.
import { createContext, useContext, useState, type ReactNode } from 'react';
import { ColumnsButton, DataTable, useDataTableRenderContext, type DataTableColumnProps } from 'react-admin';

const OPENED = { opened: true };
const ChooserContext = createContext<{ opened: boolean; open?: () => void }>(OPENED);

/**
 * Holds, for one list, whether its chooser has been opened. Its children are the same elements when that changes,
 * so only the columns (which read it) draw again.
 */
export const ColumnChooserScope = ({ children }: { children: ReactNode }) => {
  const [opened, setOpened] = useState(false);
  const [open] = useState(() => () => setOpened(true));
  return <ChooserContext.Provider value={opened ? OPENED : { opened, open }}>{children}</ChooserContext.Provider>;
};

/** A column of the list: a DataTable column that leaves the chooser empty until the chooser is first opened. */
export const ListColumn = (props: DataTableColumnProps) => {
  const { opened } = useContext(ChooserContext);
  return useDataTableRenderContext() === 'columnsSelector' && !opened ? null : <DataTable.Col {...props} />;
};

/** react-admin's Columns button, which marks the chooser opened as it opens (a click, or Enter or Space on it). */
export const ColumnChooserButton = () => {
  const { open } = useContext(ChooserContext);
  return (
    <span onClickCapture={open} style={{ display: 'contents' }}>
      <ColumnsButton />
    </span>
  );
};
