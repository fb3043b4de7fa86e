// The bundle budget's verdicts (scripts/bundle-budget.ts): what passes, and that an overrun names what grew.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudget, checkScreen, updatedBudget, type Budget } from '../../../scripts/bundle-budget';
import { measureBuild, type BuildSizes } from '../../../scripts/lib/bundleSize';

const sizes = (initial: Record<string, number>, lazy: Record<string, number>): BuildSizes => {
  const chunks = (group: Record<string, number>) => Object.entries(group).map(([name, gzip]) => ({ name, file: `assets/${name}.js`, bytes: gzip * 3, gzip }));
  const initialChunks = chunks(initial);
  return {
    initial: { gzip: initialChunks.reduce((sum, chunk) => sum + chunk.gzip, 0), bytes: 0, chunks: initialChunks },
    lazy: chunks(lazy).sort((a, b) => b.gzip - a.gzip),
  };
};

const budget: Budget = {
  $comment: '',
  margin: 0.02,
  initialJsGzip: 1000,
  largestLazyChunkGzip: 100,
  screenAddsInitialJsGzip: 0,
  measured: { initial: { 'react-admin': 600, 'index.html': 380 }, largestLazy: { validate: 90 } },
};

describe('bundle budget', () => {
  it('passes a build under both limits', () => {
    expect(checkBudget(sizes({ 'react-admin': 600, 'index.html': 390 }, { validate: 95, list: 20 }), budget).ok).toBe(true);
  });

  it('fails an initial JS over its limit, naming each chunk with its growth since the limits were set', () => {
    const result = checkBudget(sizes({ 'react-admin': 600, 'index.html': 450, locales: 30 }, { validate: 90 }), budget);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toContain('initial JS is 1,080 B gzip, +80 B over its limit of 1,000 B');
    expect(result.lines.find((line) => line.includes('index.html'))).toContain('+70 B');
    expect(result.lines.find((line) => line.includes('locales'))).toContain('new chunk');
    expect(result.lines.find((line) => line.includes('react-admin'))).toContain('+0 B');
  });

  it('fails a lazy chunk over its limit, by name', () => {
    const result = checkBudget(sizes({ 'react-admin': 600 }, { validate: 90, 'src/flows/checkout/QuickSalePage.tsx': 130 }), budget);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toContain('the largest lazy chunk, src/flows/checkout/QuickSalePage.tsx (assets/src/flows/checkout/QuickSalePage.tsx.js), is 130 B gzip, +30 B over');
  });

  it('holds a chunk with its own limit to that limit, and leaves it out of the largest lazy chunk', () => {
    const charts = { ...budget, ownLazyChunkGzip: { 'src/analysis/DashboardPages.tsx': 400 } };
    const passing = checkBudget(sizes({ 'react-admin': 600 }, { 'src/analysis/DashboardPages.tsx': 390, validate: 95 }), charts);
    expect(passing.ok).toBe(true);
    expect(passing.lines.join('\n')).toContain('largest lazy chunk validate');
    const over = checkBudget(sizes({ 'react-admin': 600 }, { 'src/analysis/DashboardPages.tsx': 410, validate: 95 }), charts);
    expect(over.ok).toBe(false);
    expect(over.lines.join('\n')).toContain('src/analysis/DashboardPages.tsx (assets/src/analysis/DashboardPages.tsx.js) is 410 B gzip, +10 B over its own limit of 400 B');
    expect(updatedBudget(sizes({}, { 'src/analysis/DashboardPages.tsx': 300, validate: 50 }), charts)).toMatchObject({
      largestLazyChunkGzip: 51,
      ownLazyChunkGzip: { 'src/analysis/DashboardPages.tsx': 306 },
      measured: { largestLazy: { validate: 50 } },
    });
  });

  it('--update sets the limits at today plus the margin', () => {
    const updated = updatedBudget(sizes({ 'react-admin': 500, 'index.html': 300 }, { validate: 50 }), budget);
    expect(updated).toMatchObject({ initialJsGzip: 816, largestLazyChunkGzip: 51, measured: { initial: { 'react-admin': 500, 'index.html': 300 }, largestLazy: { validate: 50 } } });
  });

  it('a screen that adds initial bytes fails the screen check, with the chunk that grew', () => {
    const result = checkScreen(sizes({ 'react-admin': 600, 'index.html': 380 }, {}), sizes({ 'react-admin': 600, 'index.html': 852 }, {}), budget);
    expect(result.ok).toBe(false);
    expect(result.lines.join('\n')).toMatch(/index\.html .* \+472 B/);
    expect(checkScreen(sizes({ a: 10 }, {}), sizes({ a: 10 }, {}), budget).ok).toBe(true);
  });
});

describe('measureBuild', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('counts the entry and its static imports as initial, and dynamic imports as lazy', () => {
    dist = mkdtempSync(join(tmpdir(), 'mc-measure-'));
    mkdirSync(join(dist, '.vite'));
    mkdirSync(join(dist, 'assets'));
    const files = { 'index-a1b2c3d4.js': 'entry '.repeat(50), 'react-admin-AbCdEf12.js': 'ra '.repeat(80), 'List-x1y2z3w4.js': 'list', 'shared-q1w2e3r4.js': 'shared' };
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, 'assets', file), content);
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a1b2c3d4.js', isEntry: true, imports: ['_react-admin-AbCdEf12.js'], dynamicImports: ['src/List.tsx'] },
        '_react-admin-AbCdEf12.js': { file: 'assets/react-admin-AbCdEf12.js' },
        'src/List.tsx': { file: 'assets/List-x1y2z3w4.js', isDynamicEntry: true, imports: ['_react-admin-AbCdEf12.js', '_shared-q1w2e3r4.js'] },
        '_shared-q1w2e3r4.js': { file: 'assets/shared-q1w2e3r4.js' },
      }),
    );
    const measured = measureBuild(dist);
    expect(measured.initial.chunks.map((chunk) => chunk.name).sort()).toEqual(['index.html', 'react-admin']);
    expect(measured.initial.bytes).toBe(300 + 240);
    expect(measured.lazy.map((chunk) => chunk.name).sort()).toEqual(['shared', 'src/List.tsx']);
  });
});
