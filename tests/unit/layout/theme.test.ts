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
