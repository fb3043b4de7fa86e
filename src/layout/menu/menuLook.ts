// What the side menu's entries share: the spec's tooltip delay (001 §9) and the look of the entry shown.
import { alpha, type Theme } from '@mui/material/styles';

export const MENU_TOOLTIP_DELAY = 1500;

/** An entry's full label, beside it, after the spec's delay. */
export const MENU_HINT = { delay: MENU_TOOLTIP_DELAY, placement: 'right' as const };

/** Indent of a row at this depth: sections and their pages line up their icons, pages a step in. */
export const rowIndent = (depth: number, sidebarOpen: boolean) => (sidebarOpen ? 1.5 + depth : 2.5);

/** Icon column and text size that let "Stakeholder Management"-long labels fit the spec's 200 px. */
export const rowSx = {
  py: 0.75,
  minHeight: 36,
  fontSize: 14,
  '& .MuiListItemIcon-root': { minWidth: 30 },
};

/** Collapsed to icons: the label goes (the hint and the item's accessible name keep it). */
export const collapsedSx = (sidebarOpen: boolean) => (sidebarOpen ? {} : { '& .MuiTypography-root': { display: 'none' } });

export const activeEntrySx = {
  '&.Mui-selected': {
    bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.12),
    color: 'primary.main',
    fontWeight: 600,
    '& .MuiListItemIcon-root': { color: 'primary.main' },
  },
};
