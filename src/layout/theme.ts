// The console's look: react-admin's default theme in the provider's colours (a deep mobile-money green with a
// warm amber accent) and the spec's widths.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { alpha, duration, lighten, type Theme } from '@mui/material/styles';
import { CELL_CLASSES, chipTone } from '../engine/fields/cellClasses';
import type { Tone } from '../validation/entityTypes';
import { PROGRESS_NAME_ID } from './ProgressName';

// The tones a schema's x-tone may give an enum value (validation/entityTypes Tone), each a palette colour.
const TONES = ['success', 'error', 'warning', 'info', 'primary', 'secondary'] as const satisfies readonly Tone[];

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 65;
export const DIALOG_WIDTH = 500;
export const PIN_DIALOG_WIDTH = 736;

export const BRAND_GREEN = '#0b6b3a';

// On a touch screen a tap leaves a "hover" behind, and a tooltip it opened stayed over the page (the menu button's
// "Open menu" over the tabs) until the next tap. There, tooltips open on a long press only.
const mediaMatches = (query: string) => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
const hoverless = mediaMatches('(hover: none)');

// A person who asked their system for less motion (WCAG 2.3.3) gets menus, dialogs, drawers and the side menu that
// appear and fold at once instead of growing, sliding and fading: every MUI and react-admin transition takes its time
// from these durations (Grow and Collapse from getAutoHeightDuration). Read at start, like the hover rule above.
const ZERO_DURATIONS = Object.fromEntries(Object.keys(duration).map((name) => [name, 0]));
const lessMotion = mediaMatches('(prefers-reduced-motion: reduce)');

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN, light: '#3d8f5f', dark: '#074a28', contrastText: '#ffffff' },
    secondary: { main: '#f2a900', contrastText: '#1d1d1d' },
    background: { default: '#f4f6f5' },
    // White chip text on MUI's default warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) misses WCAG's 4.5:1.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    // Latin faces first; then a Chinese face on each platform (macOS/iOS, Windows, Linux/Android), so Chinese text
    // is set in a CJK font rather than whatever the browser picks glyph by glyph.
    fontFamily:
      '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif',
  },
  ...(lessMotion ? { transitions: { duration: ZERO_DURATIONS, getAutoHeightDuration: () => 0 } } : {}),
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: BRAND_GREEN, color: '#ffffff' } } },
    // A sentence's last line keeps more than its last word or figure ("20.00%" alone on a phone, in Chinese).
    MuiCssBaseline: { styleOverrides: { p: { textWrap: 'pretty' } } },
    MuiTooltip: { defaultProps: hoverless ? { disableHoverListener: true } : {} },
    // react-admin draws its "Skip to content" link in white on the page's near-white background.
    RaSkipNavigationButton: { styleOverrides: { root: { backgroundColor: BRAND_GREEN, '&:hover': { backgroundColor: BRAND_GREEN } } } },
    MuiCircularProgress: { defaultProps: { 'aria-labelledby': PROGRESS_NAME_ID } },
    MuiLinearProgress: { defaultProps: { 'aria-labelledby': PROGRESS_NAME_ID } },
    // react-admin's "Loading… Please wait" is drawn in the disabled text colour (2.6:1); it is text to read.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    // react-admin draws its error page (a page's code that could not be fetched) at half opacity: 1.6:1 text.
    RaError: { styleOverrides: { root: { opacity: 1 } } },
    // MUI 7 focuses the dialog itself (its paper) on opening, and drew the browser's focus ring around the whole
    // dialog; MUI meant none there (its container has outline 0), and the dialog's title is announced instead.
    MuiDialog: { styleOverrides: { paper: { outline: 0 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // Tabs wider than the page scroll, and MUI hides the arrow at the end already reached but keeps its room: on a
    // phone the first tab stood 40 px in from the list for no visible reason. Dimmed, the arrow says where the end is.
    MuiTabScrollButton: { styleOverrides: { root: { '&.Mui-disabled': { opacity: 0.3 } } } },
    // Below md some of a page's commands are icons (Edit, Delete, Export, the filter), taller than the labelled ones
    // beside them, which react-admin set on the icons' bottom edge: there the toolbar centres them on their line.
    // Wider, every command is labelled and stays on the bottom edge, level with the list's filter fields.
    // On a phone a list's Create floats over the page: a toolbar holding nothing else is an empty band above the
    // filters, so it folds to no height (the floating button stays where it is).
    RaTopToolbar: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('md')]: { alignItems: 'center' },
          '&:not(:has(> :not(.RaCreateButton-floating)))': { minHeight: 0, padding: 0 },
          // react-admin paints a phone's toolbar white to join the list below it; above a record's or a form's card
          // it was a white band across the grey page, apart from the card.
          '.show-page > &, .edit-page > &': { backgroundColor: 'transparent' },
        }),
      },
    },
    // With nothing selected react-admin folds the bulk toolbar to no height, but its buttons stay in the tab order and
    // their boxes lie over the table's column titles (axe: a 24 px target partly covered). Folded, it is hidden.
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    // Small buttons at react-admin's line height, so the console's own (Import, list commands) line up with
    // react-admin's in a list's toolbar instead of standing 3 px taller.
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 }, sizeSmall: { lineHeight: 1.5 } } },
    // The frame is the window's width (Layout.tsx): a table with more columns than fit scrolls sideways in its card.
    // A column title that sorts is a 24 px target (WCAG 2.5.8), not a line of text's height.
    // A list's body cells are plain <td>s (engine NamedRowBody), drawn here as MUI's small TableCell draws its own,
    // with react-admin's narrower selection box; their values are plain spans (engine FieldValue): an empty value's
    // dash muted, amounts in figures of one width.
    RaDataTable: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .MuiTableSortLabel-root': { minHeight: 24 },
          // A narrow column's Chinese title (状态) breaks between words, not between its two characters.
          '& .MuiTableCell-head': { wordBreak: 'keep-all' },
          [`& td.${CELL_CLASSES.cell}`]: {
            ...theme.typography.body2,
            display: 'table-cell',
            verticalAlign: 'inherit',
            borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
            textAlign: 'left',
            padding: '6px 16px',
            color: theme.palette.text.primary,
          },
          [`& td.${CELL_CLASSES.checkbox}`]: { width: 24, padding: '0 8px', '& > *': { padding: 0 } },
          [`& td.${CELL_CLASSES.right}`]: { textAlign: 'right' },
          [`& td.${CELL_CLASSES.unbroken}`]: { whiteSpace: 'nowrap' },
          [`& .${CELL_CLASSES.muted}`]: { color: theme.palette.text.secondary },
          [`& .${CELL_CLASSES.chip}`]: {
            maxWidth: '100%',
            fontFamily: theme.typography.fontFamily,
            fontSize: theme.typography.pxToRem(13),
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            height: 24,
            lineHeight: 1.5,
            color: theme.palette.text.primary,
            backgroundColor: 'transparent',
            border: `1px solid ${theme.palette.grey[400]}`,
            borderRadius: 16,
            whiteSpace: 'nowrap',
            verticalAlign: 'middle',
            boxSizing: 'border-box',
          },
          [`& .${CELL_CLASSES.chipLabel}`]: { overflow: 'hidden', textOverflow: 'ellipsis', paddingLeft: 7, paddingRight: 7, whiteSpace: 'nowrap' },
          ...Object.fromEntries(
            TONES.map((tone) => [
              `& .${chipTone(tone)}`,
              { border: 0, backgroundColor: theme.palette[tone].main, color: theme.palette[tone].contrastText, [`& .${CELL_CLASSES.chipLabel}`]: { paddingLeft: 8, paddingRight: 8 } },
            ]),
          ),
          [`& .${CELL_CLASSES.figures}`]: { fontVariantNumeric: 'tabular-nums' },
        }),
      },
    },
    // A list's main column is a flex child: without a zero minimum it takes its table's width and widens the page.
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  },
};
