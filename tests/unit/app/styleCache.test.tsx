// @vitest-environment jsdom
// The console's style cache writes what the browsers the build targets read, and nothing for those it does not.
import { CacheProvider } from '@emotion/react';
import { Box, ButtonBase } from '@mui/material';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStyleCache } from '../../../src/app/styleCache';

const insertedCss = () => [...document.head.querySelectorAll('style[data-emotion^="css"]')].map((style) => style.textContent).join('\n');

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('style[data-emotion]').forEach((style) => style.remove());
});

describe("the console's style cache", () => {
  it('keeps -webkit-user-select beside user-select, for Safari: a long press on a button does not select its label', () => {
    render(
      <CacheProvider value={createStyleCache()}>
        <ButtonBase>Save</ButtonBase>
      </CacheProvider>,
    );
    const css = insertedCss();
    expect(css).toMatch(/[;{]-webkit-user-select:none;/);
    expect(css).toMatch(/[;{]user-select:none;/);
  });

  it('writes no prefixes for browsers the build does not target: no old flexbox, no -ms- or -moz- copies', () => {
    render(
      <CacheProvider value={createStyleCache()}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flex: 1, '&::placeholder': { color: 'red' } }}>Row</Box>
      </CacheProvider>,
    );
    const css = insertedCss();
    expect(css).toContain('align-items:center;');
    expect(css).not.toMatch(/-webkit-box|-ms-|-moz-/);
  });
});
