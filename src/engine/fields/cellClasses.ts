// The looks a list's cells need, styled once by the table's theme (theme.ts, RaDataTable) instead of per cell: the
// cells themselves (NamedRowBody draws them as plain <td>s) and their values (FieldValue with `cell`). Its own
// module, so the theme, in the first screen's code, does not pull in FieldValue or the list.
export const CELL_CLASSES = {
  /** A body cell as MUI's small TableCell draws it. */
  cell: 'mc-cell',
  /** The row's selection box, as MUI's TableCell with padding="checkbox". */
  checkbox: 'mc-cell-checkbox',
  /** Amounts, lined up on the right as their column title is. */
  right: 'mc-cell-right',
  /** Kept on one line: an amount, a date or a phone number broken over two reads as two values. */
  unbroken: 'mc-cell-unbroken',
  muted: 'mc-cell-muted',
  figures: 'mc-cell-figures',
  /** An enum value as MUI's small Chip draws it: outlined, or filled in its tone (`chipTone`). */
  chip: 'mc-cell-chip',
  chipLabel: 'mc-cell-chip-label',
} as const;

/** The class of a cell chip filled in `tone` (theme.ts styles one per tone of the palette). */
export const chipTone = (tone: string): string => `mc-cell-chip-${tone}`;
