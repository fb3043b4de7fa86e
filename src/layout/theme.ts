// The console's look: react-admin's default theme in the provider's colours (a deep mobile-money green with a
// warm amber accent) and the spec's widths.
import { defaultTheme, type RaThemeOptions } from 'react-admin';

export const SIDEBAR_WIDTH = 200;
export const SIDEBAR_COLLAPSED_WIDTH = 65;
export const DIALOG_WIDTH = 500;
export const PIN_DIALOG_WIDTH = 736;

export const BRAND_GREEN = '#0b6b3a';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN, light: '#3d8f5f', dark: '#074a28', contrastText: '#ffffff' },
    secondary: { main: '#f2a900', contrastText: '#1d1d1d' },
    background: { default: '#f4f6f5' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultTheme.typography,
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans CJK SC", "Microsoft YaHei", sans-serif',
  },
  sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_COLLAPSED_WIDTH },
  components: {
    ...defaultTheme.components,
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: BRAND_GREEN, color: '#ffffff' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
  },
};
