// `npm run -s budget -- [--dist dist-e2e] [--screen] [--update]`: the bundle budget, checked by `npm test` after the
// end-to-end build. Deterministic (byte counts, never timings):
//
//   (default)  the initial JS (entry + what it imports statically, gzip) and the largest lazy chunk (gzip) of the
//              build in --dist stay under the limits in bundle-budget.json; over a limit, it names the chunks and
//              how many bytes each has grown since the limits were set.
//   --screen   adding a screen does not add to the initial JS: copies the sources to a temporary folder, scaffolds a
//              scratch resource there (npm run new:resource: resource file, entity schema, catalogue entries, locale
//              keys in both languages, a menu entry), regenerates and builds it, and compares its initial JS with
//              --dist's (which must be a build of this same tree). The temporary folder is always removed.
//   --update   rewrites bundle-budget.json: the limits at today's sizes plus the margin, and today's chunk sizes.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWhenExecuted } from './lib/cli';
import { measureBuild, type BuildSizes } from './lib/bundleSize';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUDGET_FILE = join(ROOT, 'bundle-budget.json');

export interface Budget {
  $comment: string;
  /** Fraction added to today's size when the limits are rewritten (--update). */
  margin: number;
  initialJsGzip: number;
  largestLazyChunkGzip: number;
  /**
   * Lazy chunks with a limit of their own, by name: a page that must bring a large library (the Analysis dashboards'
   * charts) loads it alone, and only there; every other lazy chunk stays under largestLazyChunkGzip.
   */
  ownLazyChunkGzip?: Record<string, number>;
  /** How many gzip bytes of initial JS one more declared screen may add (the goal is a few bytes: none). */
  screenAddsInitialJsGzip: number;
  /** Gzip bytes of each initial chunk and of the largest lazy chunk when the limits were set: the reference for "what grew". */
  measured: { initial: Record<string, number>; largestLazy: Record<string, number> };
}

export const readBudget = (): Budget => JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${Math.abs(bytes).toLocaleString('en-US')} B`;

/** The lines explaining an overrun: every chunk of the group, now against when the limits were set. */
const whatGrew = (chunks: Array<{ name: string; gzip: number }>, reference: Record<string, number>): string[] => {
  const lines = chunks.map((chunk) => {
    const before = reference[chunk.name];
    return `    ${chunk.name.padEnd(44)} ${kB(chunk.gzip).padStart(10)}  ${before === undefined ? 'new chunk' : signed(chunk.gzip - before)}`;
  });
  for (const [name, before] of Object.entries(reference)) {
    if (!chunks.some((chunk) => chunk.name === name)) lines.push(`    ${name.padEnd(44)} ${'gone'.padStart(10)}  ${signed(-before)}`);
  }
  return lines;
};

export const checkBudget = (sizes: BuildSizes, budget: Budget): { ok: boolean; lines: string[] } => {
  const lines: string[] = [];
  let ok = true;
  const initial = sizes.initial.gzip;
  const own = budget.ownLazyChunkGzip ?? {};
  const largest = sizes.lazy.find((chunk) => own[chunk.name] === undefined);
  if (initial > budget.initialJsGzip) {
    ok = false;
    lines.push(`✖ initial JS is ${initial.toLocaleString('en-US')} B gzip, ${signed(initial - budget.initialJsGzip)} over its limit of ${budget.initialJsGzip.toLocaleString('en-US')} B. Initial chunks (now, change since the limit was set):`);
    lines.push(...whatGrew(sizes.initial.chunks, budget.measured.initial));
  } else {
    lines.push(`✔ initial JS ${kB(initial)} gzip (limit ${kB(budget.initialJsGzip)}): ${sizes.initial.chunks.map((chunk) => `${chunk.name} ${kB(chunk.gzip)}`).join(', ')}`);
  }
  if (largest && largest.gzip > budget.largestLazyChunkGzip) {
    ok = false;
    lines.push(`✖ the largest lazy chunk, ${largest.name} (${largest.file}), is ${largest.gzip.toLocaleString('en-US')} B gzip, ${signed(largest.gzip - budget.largestLazyChunkGzip)} over its limit of ${budget.largestLazyChunkGzip.toLocaleString('en-US')} B. Lazy chunks over the limit:`);
    lines.push(...whatGrew(sizes.lazy.filter((chunk) => own[chunk.name] === undefined && chunk.gzip > budget.largestLazyChunkGzip), budget.measured.largestLazy));
  } else if (largest) {
    lines.push(`✔ largest lazy chunk ${largest.name} ${kB(largest.gzip)} gzip (limit ${kB(budget.largestLazyChunkGzip)})`);
  }
  for (const [name, limit] of Object.entries(own)) {
    const chunk = sizes.lazy.find((candidate) => candidate.name === name);
    if (!chunk) continue;
    if (chunk.gzip > limit) {
      ok = false;
      lines.push(`✖ the lazy chunk ${name} (${chunk.file}) is ${chunk.gzip.toLocaleString('en-US')} B gzip, ${signed(chunk.gzip - limit)} over its own limit of ${limit.toLocaleString('en-US')} B`);
    } else lines.push(`✔ lazy chunk ${name} ${kB(chunk.gzip)} gzip (its own limit ${kB(limit)})`);
  }
  return { ok, lines };
};

const withMargin = (bytes: number, margin: number) => Math.ceil(bytes * (1 + margin));

export const updatedBudget = (sizes: BuildSizes, budget: Budget): Budget => {
  const own = budget.ownLazyChunkGzip;
  const general = sizes.lazy.filter((chunk) => own?.[chunk.name] === undefined);
  return {
    ...budget,
    initialJsGzip: withMargin(sizes.initial.gzip, budget.margin),
    largestLazyChunkGzip: withMargin(general[0]?.gzip ?? 0, budget.margin),
    ...(own && {
      ownLazyChunkGzip: Object.fromEntries(
        Object.entries(own).map(([name, limit]) => {
          const chunk = sizes.lazy.find((candidate) => candidate.name === name);
          return [name, chunk ? withMargin(chunk.gzip, budget.margin) : limit];
        }),
      ),
    }),
    measured: {
      initial: Object.fromEntries(sizes.initial.chunks.map((chunk) => [chunk.name, chunk.gzip])),
      largestLazy: general[0] ? { [general[0].name]: general[0].gzip } : {},
    },
  };
};

// ---------------------------------------------------------------------------------------------------------------
// --screen: a scratch screen, built in a temporary copy

/** What the build reads; everything else (tests, build output, the bench, git) stays behind. */
const SKIPPED = new Set(['node_modules', '.git', 'tests', 'test-results', 'playwright-report', 'bench', '.e2e', '.ci']);
export const SCRATCH_RESOURCE = 'scratchScreens';

/** Builds a copy of the sources with one more declared screen; returns its sizes. The copy is removed. */
export const buildWithScratchScreen = async (log: (line: string) => void): Promise<BuildSizes> => {
  const copy = mkdtempSync(join(tmpdir(), 'mc-budget-screen-'));
  try {
    for (const entry of readdirSync(ROOT)) {
      if (SKIPPED.has(entry) || entry.startsWith('dist')) continue;
      cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    // Loaded here, not at the top: they pull in json-schema-to-typescript and Prettier, which the default check never needs.
    const { scaffoldResource } = await import('./lib/newResource/scaffold');
    const { generate, writeGenerated } = await import('./gen');
    const scaffold = scaffoldResource({ name: SCRATCH_RESOURCE, root: copy });
    log(`  scratch screen "${SCRATCH_RESOURCE}": ${scaffold.written.map((file) => file.path).join(', ')} (${scaffold.localeKeys} locale texts)`);
    writeGenerated(copy, await generate(copy));
    const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: copy,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, VITE_BACKEND: 'proxy' },
    });
    if (build.status !== 0) throw new Error(`the build with the scratch screen failed (exit ${build.status})`);
    return measureBuild(join(copy, 'dist'));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
};

export const checkScreen = (reference: BuildSizes, withScreen: BuildSizes, budget: Budget): { ok: boolean; lines: string[] } => {
  const growth = withScreen.initial.gzip - reference.initial.gzip;
  const before = Object.fromEntries(reference.initial.chunks.map((chunk) => [chunk.name, chunk.gzip]));
  const detail = whatGrew(withScreen.initial.chunks, before);
  if (growth > budget.screenAddsInitialJsGzip) {
    return {
      ok: false,
      lines: [
        `✖ one more declared screen adds ${signed(growth)} gzip to the initial JS (allowed: ${budget.screenAddsInitialJsGzip} B). Initial chunks with the scratch screen, change against the build without it:`,
        ...detail,
      ],
    };
  }
  return { ok: true, lines: [`✔ one more declared screen adds ${signed(growth)} gzip to the initial JS (allowed: ${budget.screenAddsInitialJsGzip} B)`, ...detail] };
};

// ---------------------------------------------------------------------------------------------------------------

const main = async (argv: string[]): Promise<number> => {
  let dist = 'dist-e2e';
  let screen = false;
  let update = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--dist' && argv[index + 1]) dist = argv[++index]!;
    else if (arg === '--screen') screen = true;
    else if (arg === '--update') update = true;
    else {
      console.error('usage: node --import tsx scripts/bundle-budget.ts [--dist dist-e2e] [--screen] [--update]');
      return 2;
    }
  }
  const budget = readBudget();
  // The scratch copy is built before the reference is read: `npm test` runs this beside the build of `dist`.
  const withScreen = screen ? await buildWithScratchScreen(console.log) : undefined;
  const sizes = measureBuild(resolve(ROOT, dist));
  if (update) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify(updatedBudget(sizes, budget), null, 2)}\n`);
    console.log(`bundle-budget.json: initial JS limit ${kB(withMargin(sizes.initial.gzip, budget.margin))}, largest lazy chunk limit ${kB(withMargin(sizes.lazy[0]?.gzip ?? 0, budget.margin))}`);
    return 0;
  }
  const result = withScreen ? checkScreen(sizes, withScreen, budget) : checkBudget(sizes, budget);
  for (const line of result.lines) console.log(line);
  if (!result.ok) console.log(`  (limits: bundle-budget.json; ${dist} was built from this tree)`);
  return result.ok ? 0 : 1;
};

runWhenExecuted(import.meta.url, main);
