// The console's theme (src/layout/theme.ts): Chinese text has a CJK face on every platform before the generic family.
import { describe, expect, it } from 'vitest';
import { theme } from '../../../src/layout/theme';

describe('theme font stack', () => {
  it('names a Chinese face for macOS/iOS, Windows and Linux/Android before falling back to sans-serif', () => {
    const families = String(theme.typography && 'fontFamily' in theme.typography ? theme.typography.fontFamily : '')
      .split(',')
      .map((family) => family.trim().replace(/"/g, ''));
    expect(families.at(-1)).toBe('sans-serif');
    for (const face of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC']) expect(families).toContain(face);
  });
});

describe('theme colours', () => {
  it('gives every chip tone text a reader can read: at least 4.5:1 against its fill (WCAG 1.4.3)', async () => {
    const { createTheme, getContrastRatio } = await import('@mui/material/styles');
    const palette = createTheme(theme).palette;
    for (const tone of ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const) {
      const { main, contrastText } = palette[tone];
      expect(getContrastRatio(main, contrastText), `${tone}: ${contrastText} on ${main}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
