// `npm run bench:ui`: this console against a plain one-screen react-admin app (bench/baseline/), side by side in
// one run, as a signed-in user with a cold browser cache. See bench/README.md for what is measured and how.
//
//   BENCH_RUNS=3            runs per app (the table shows medians)
//   BENCH_SKIP_BUILD=1      reuse bench/.out/ from the previous run
//   MOCK_PORT=8797 PREVIEW_PORT=4190 BASELINE_PORT=4191   the bench's own servers
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { measureBuild } from '../../scripts/lib/bundleSize';
import { BASELINE_SIGNED_IN, build, CHROMIUM_PATH, LAUNCH_ARGS, loadAverage, log, median, OUT, runLine, RUNS, startApps, writeResults, type Apps, type SignedIn } from '../shared/apps';
import { atDocumentStart, requestsBefore, watch, watchKeys, type Visible } from './probes';

const KEYSTROKES = 30;
/** A brisk typist; longer than a frame, so one key's paint is not held up by the next key. */
const KEY_GAP_MS = 60;
const WAIT_MS = 30_000;

// ---------------------------------------------------------------------------------------------------------------
// The two apps, as the bench drives them

interface App {
  name: 'baseline' | 'console' | 'shell';
  origin: string;
  /** The customers list, create form and the largest declared form. */
  list: string;
  largestForm?: { path: string; input: string; label: string };
  signedIn: SignedIn;
  /** The shell has no forms: it is measured on the scenarios of the issue's load targets only. */
  loadsOnly?: boolean;
}

const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing shown within ${WAIT_MS / 1000} s`)), WAIT_MS))]);

/** A cold context (new profile: empty cache), signed in, counting the gzip JS bytes each scenario downloads. */
const coldPage = async (browser: Browser, app: App, rows: number) => {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  await context.addCookies(app.signedIn.cookies);
  // tsx (esbuild) wraps named functions in __name(…) calls; the probes run in the page, where it must exist too.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(atDocumentStart, { origin: app.origin, local: app.signedIn.local, session: app.signedIn.session, rows });
  const page = await context.newPage();
  const bytes = { current: 0 };
  page.on('response', (response) => {
    if (/\.m?js(\?|$)/.test(response.url())) bytes.current += Number(response.headers()['content-length'] ?? 0);
  });
  return { context, page, bytes };
};

/** Watches for `visible`, does the action, returns ms from the action's click to the paint. */
const timed = async (page: Page, visible: Visible, action: () => Promise<void>, what: string): Promise<number> => {
  await page.evaluate(watch, visible);
  await action();
  const done = await within(page.evaluate(() => window.__benchDone!), what);
  const clickAt = await page.evaluate(() => window.__benchClickAt);
  if (clickAt === undefined) throw new Error(`${what}: the click was not seen`);
  return done - clickAt;
};

interface Sample {
  ms: Record<string, number>;
  js: Record<string, number>;
  requests?: string[];
}

const listRows = (count: number): Visible => ({ kind: 'rows', count });

/** Cold load → 100 rows, into `sample`; the tab stays open. */
const hundredRows = async (browser: Browser, app: App, sample: Sample) => {
  const { context, page, bytes } = await coldPage(browser, app, 100);
  await page.goto(`${app.origin}${app.list}?perPage=100&page=1`, { waitUntil: 'commit' });
  sample.ms['cold load → 100 rows'] = await within(page.evaluate(() => window.__benchDone!), `${app.name}: 100 rows`);
  sample.js['cold load → 100 rows'] = bytes.current;
  return { context, page };
};

const measureHundredRows = async (browser: Browser, app: App, sample: Sample): Promise<Sample> => {
  const { context } = await hundredRows(browser, app, sample);
  await context.close();
  return sample;
};

const measure = async (browser: Browser, app: App, run: number): Promise<Sample> => {
  const sample: Sample = { ms: {}, js: {} };
  const letters = (n: number) => [...String(n)].map((digit) => 'abcdefghij'[Number(digit)]).join('');

  // Cold load → 25 rows, then row click → record, then create → saved → list, in the same tab.
  {
    const { context, page, bytes } = await coldPage(browser, app, 25);
    await page.goto(`${app.origin}${app.list}?perPage=25&page=1`, { waitUntil: 'commit' });
    const painted = await within(page.evaluate(() => window.__benchDone!), `${app.name}: 25 rows`);
    sample.ms['cold load → 25 rows'] = painted;
    sample.js['cold load → 25 rows'] = bytes.current;
    sample.requests = (await page.evaluate(requestsBefore, painted)).map((entry) => `${entry.path.endsWith('.js') ? 'js' : entry.type} ${entry.path}`);

    bytes.current = 0;
    const name = (await page.locator('table tbody tr').first().locator('td').nth(1).innerText()).trim();
    sample.ms['row click → record shown'] = await timed(page, { kind: 'text', path: '/show', selector: '.RaShow-main', text: name }, () => page.locator('table tbody tr').first().locator('td').nth(1).click(), `${app.name}: record`);
    sample.js['row click → record shown'] = bytes.current;
    if (app.loadsOnly) {
      await context.close();
      return measureHundredRows(browser, app, sample);
    }

    // Back to the list (not timed), then: Create → form shown, Save → record shown, list link → rows: summed.
    await timed(page, listRows(10), () => page.locator(`a[href="${new URL(app.list, app.origin).pathname}"]`).last().click(), `${app.name}: list`);
    bytes.current = 0;
    const surname = `Bench${letters(run)}${app.name === 'console' ? 'c' : 'b'}${letters(Date.now() % 100000)}`;
    let total = await timed(page, { kind: 'text', path: '/create', selector: 'form', text: '' }, () => page.locator(`a[href$="${app.list}/create"]`).first().click(), `${app.name}: create form`);
    await page.locator('input[name="firstName"]').fill('Amani');
    await page.locator('input[name="surname"]').fill(surname);
    await page.locator('input[name="mblNo"]').fill(`7${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`);
    await page.locator('input[name="email"]').fill(`${surname.toLowerCase()}@example.com`);
    await page.locator('input[name="email"]').blur();
    total += await timed(page, { kind: 'text', path: '/show', selector: '.RaShow-main', text: surname }, () => page.getByRole('button', { name: 'Save', exact: true }).click(), `${app.name}: saved`);
    total += await timed(page, listRows(10), () => page.locator(`a[href="${new URL(app.list, app.origin).pathname}"]`).last().click(), `${app.name}: back on the list`);
    sample.ms['create form → saved → list'] = total;
    sample.js['create form → saved → list'] = bytes.current;
    await context.close();
  }

  // Cold load → 100 rows; then, in the same tab (its cache warm: the loads are not timed), the keystrokes.
  const { context, page } = await hundredRows(browser, app, sample);

  // A keystroke: p95 of key → next paint over 30 keys, in the customers form and in the largest declared form.
  const forms = [{ key: 'customers form', path: `${app.list}/create`, input: 'input[name="note"], textarea[name="note"]' }];
  if (app.largestForm) forms.push({ key: `largest form (${app.largestForm.label})`, path: app.largestForm.path, input: app.largestForm.input });
  for (const form of forms) {
    await page.goto(`${app.origin}${form.path}`);
    await page.locator(form.input).first().click();
    await page.evaluate(watchKeys);
    await page.keyboard.type('Karibu sana wateja wetu wapya'.padEnd(KEYSTROKES, '.').slice(0, KEYSTROKES), { delay: KEY_GAP_MS });
    await within(page.waitForFunction((count) => (window.__benchKeys?.length ?? 0) >= count, KEYSTROKES).then(() => undefined), `${app.name}: keys`);
    const times = (await page.evaluate(() => window.__benchKeys!)).sort((a, b) => a - b);
    sample.ms[`keystroke p95, ${form.key}`] = times[Math.ceil(0.95 * times.length) - 1]!;
    sample.ms[`keystroke median, ${form.key}`] = median(times);
  }
  await context.close();
  return sample;
};

// ---------------------------------------------------------------------------------------------------------------
// Report

const ratio = (baseline: number | undefined, value: number | undefined) => (baseline && value !== undefined ? (value / baseline).toFixed(2) : '—');
const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
const kB = (value: number | undefined) => (value === undefined ? '—' : `${(value / 1024).toFixed(1)} kB`);

const actionList = (requests: string[] = []) => {
  const api = requests.filter((request) => !request.startsWith('js '));
  const js = requests.length - api.length;
  return `${requests.length} (${js} JS files, ${api.length} other: ${api.map((request) => request.replace(/^\S+ /, '').replace(/^.*\/mmc\/mrpay\//, '')).join(', ') || 'none'})`;
};

/** The issue's load targets (console / baseline), which the shell is measured against. */
const SHELL_TARGETS: Array<[string, string]> = [
  ['cold load → 25 rows', '0.9'],
  ['cold load → 100 rows', '1.0'],
  ['row click → record shown', '1.0'],
];

const main = async () => {
  const loadBefore = loadAverage();
  await build();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  let stage: Apps | undefined;
  try {
    stage = await startApps(browser);
    const apps: App[] = [
      { name: 'baseline', origin: stage.baselineOrigin, list: '/customers', signedIn: BASELINE_SIGNED_IN },
      {
        name: 'console',
        origin: stage.consoleOrigin,
        list: '/Merchant/customers',
        largestForm: { path: '/Merchant/stores/create', input: 'input[name="storeName"]', label: 'stores, 19 fields' },
        signedIn: stage.signedIn,
      },
      { name: 'shell', origin: stage.shellOrigin, list: '/customers', signedIn: BASELINE_SIGNED_IN, loadsOnly: true },
    ];
    const samples: Record<string, Sample[]> = { baseline: [], console: [], shell: [] };
    for (let run = 1; run <= RUNS; run++) {
      // Rotate which app goes first, so a slow moment of the machine does not always fall on the same one.
      for (const app of [...apps.slice(run % apps.length), ...apps.slice(0, run % apps.length)]) {
        samples[app.name]!.push(await measure(browser, app, run));
        log(`run ${run}/${RUNS} ${app.name}: ${Object.entries(samples[app.name]!.at(-1)!.ms).map(([key, value]) => `${key.replace(/ .*/, '')}… ${value.toFixed(0)}`).join(', ')}`);
      }
    }
    const scenarios = [...new Set([...Object.keys(samples.console![0]!.ms), ...Object.keys(samples.baseline![0]!.ms)])];
    const med = (app: string, key: string, field: 'ms' | 'js') => {
      const values = samples[app]!.map((sample) => sample[field][key]).filter((value): value is number => value !== undefined);
      return values.length ? median(values) : undefined;
    };
    const builds = { baseline: measureBuild(join(OUT, 'baseline')), console: measureBuild(join(OUT, 'console')), shell: measureBuild(join(OUT, 'shell')) };
    // The largest-form row compares with the baseline's only form.
    const baselineKey = (key: string) => key.replace(/largest form .*$/, 'customers form');
    const lines = [
      runLine({ runs: `N = ${RUNS} runs per app (medians)`, chromium: browser.version(), loadBefore }),
      '',
      '| scenario | plain react-admin (ms) | this console (ms) | ratio | JS loaded, baseline (gzip) | JS loaded, console (gzip) | ratio |',
      '|---|---|---|---|---|---|---|',
      ...scenarios.map((key) => {
        const b = med('baseline', baselineKey(key), 'ms');
        const c = med('console', key, 'ms');
        const bj = med('baseline', baselineKey(key), 'js');
        const cj = med('console', key, 'js');
        return `| ${key}${baselineKey(key) !== key ? ' (baseline: its only form)' : ''} | ${ms(b)} | ${ms(c)} | ${ratio(b, c)} | ${key.startsWith('keystroke') ? '—' : kB(bj)} | ${key.startsWith('keystroke') ? '—' : kB(cj)} | ${key.startsWith('keystroke') ? '—' : ratio(bj, cj)} |`;
      }),
      `| initial JS (entry + its static imports, from the builds' manifests) | | | | ${kB(builds.baseline.initial.gzip)} | ${kB(builds.console.initial.gzip)} (${builds.console.initial.chunks.map((chunk) => `${chunk.name} ${kB(chunk.gzip)}`).join(' + ')}) | ${ratio(builds.baseline.initial.gzip, builds.console.initial.gzip)} |`,
      '',
      `Requests started before the first list painted (first run): baseline ${actionList(samples.baseline![0]!.requests)}; console ${actionList(samples.console![0]!.requests)}.`,
      '',
      "react-admin's shell alone (`bench/shell/`: the baseline's `<Admin>`, layout, list and show controllers, its rows as bare HTML), against the same baseline in the same run: the lowest ratio a react-admin app can reach here.",
      '',
      "| scenario | plain react-admin (ms) | react-admin's shell alone (ms) | shell / baseline | console / baseline | the issue's target |",
      '|---|---|---|---|---|---|',
      ...SHELL_TARGETS.map(([key, target]) => {
        const b = med('baseline', key, 'ms');
        return `| ${key} | ${ms(b)} | ${ms(med('shell', key, 'ms'))} | ${ratio(b, med('shell', key, 'ms'))} | ${ratio(b, med('console', key, 'ms'))} | ≤ ${target} |`;
      }),
      `| initial JS (gzip) | ${kB(builds.baseline.initial.gzip)} | ${kB(builds.shell.initial.gzip)} | ${ratio(builds.baseline.initial.gzip, builds.shell.initial.gzip)} | ${ratio(builds.baseline.initial.gzip, builds.console.initial.gzip)} | ≤ 0.8 |`,
    ];
    console.log(`\n${lines.join('\n')}\n`);
    writeResults('bench:ui', '`npm run bench:ui`: this console against a plain one-screen react-admin app', lines);
  } finally {
    await browser.close();
    stage?.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
