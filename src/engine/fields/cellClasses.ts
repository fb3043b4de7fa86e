// The two looks a list's cell values need (FieldValue with `cell`), styled once by the table's theme (theme.ts,
// RaDataTable) instead of per value. Its own module, so the theme, in the first screen's code, does not pull in
// FieldValue.
export const CELL_CLASSES = { muted: 'mc-cell-muted', figures: 'mc-cell-figures' } as const;
