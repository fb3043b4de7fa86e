// `npm run bench:lighthouse`: Lighthouse's mobile preset (its default config: a phone's screen, simulated slow 4G,
// 4× CPU slowdown) over the console's login page, its start page and, signed in, Home and the customers list, beside
// the plain react-admin baseline's login page and list (issue #20). See bench/README.md for how to read it.
//
//   BENCH_RUNS=3            Lighthouse runs per page (the table shows medians)
//   BENCH_SKIP_BUILD=1      reuse bench/.out/ from the previous run (bench:ui's builds are the same)
//   MOCK_PORT=8797 PREVIEW_PORT=4190 BASELINE_PORT=4191   the bench's own servers
//
// Each run is a fresh browser context (empty cache and storage); a signed-in page gets the session that one sign-in
// through the login page left (bench/shared/apps.ts) written into its storage before the app's first script, and
// Lighthouse keeps it (disableStorageReset). Every report is kept in bench/.out/lighthouse/ (HTML and the final
// screenshot): open the median run's to see what Lighthouse says.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { generateReport, type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright';
import puppeteer, { type Browser } from 'puppeteer-core';
import { BASELINE_SIGNED_IN, build, CHROMIUM_PATH, LAUNCH_ARGS, loadAverage, log, median, OUT, runLine, RUNS, startApps, writeResults, type Apps, type SignedIn } from '../shared/apps';

const REPORTS = join(OUT, 'lighthouse');
const TARGET = { performance: 90, accessibility: 100, loginLcpMs: 2500 };

const FLAGS: Flags = {
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  // Not scored, and the slowest gatherers: bf-cache navigates away and back, the others take extra screenshots.
  skipAudits: ['bf-cache', 'full-page-screenshot', 'screenshot-thumbnails'],
  // The storage a signed-in page needs is written before the navigation; each run has a fresh context, so the cache
  // is cold all the same.
  disableStorageReset: true,
};

interface Target {
  key: string;
  label: string;
  app: 'console' | 'baseline';
  path: string;
  signedIn?: SignedIn;
  /** The login page's LCP target (the issue's "LCP ≤ 2.5 s on the login page"). */
  lcpTarget?: boolean;
}

interface Sample {
  performance: number;
  accessibility: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  jsBytes: number;
  /** Lighthouse's CPU benchmark of this machine during the run: lower is slower (busy), and the score with it. */
  cpuIndex: number;
  failingA11y: string[];
  lhr: Result;
}

// ---------------------------------------------------------------------------------------------------------------
// One Lighthouse run

/** Written into every new document of the run's tab before its scripts: the signed-in app's storage. */
const storageScript = (origin: string, signedIn: SignedIn) =>
  `if (location.origin === ${JSON.stringify(origin)}) {
    for (const [key, value] of Object.entries(${JSON.stringify(signedIn.local)})) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(${JSON.stringify(signedIn.session)})) sessionStorage.setItem(key, value);
  }`;

const summary = (lhr: Result, type: string) =>
  ((lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []).find((item) => item.resourceType === type)?.transferSize ?? 0;

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

const runOnce = async (browser: Browser, origin: string, target: Target, run: number): Promise<Sample> => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.signedIn) {
      await context.setCookie(
        ...target.signedIn.cookies.map((cookie) => ({
          name: cookie.name,
          value: cookie.value,
          domain: cookie.domain,
          path: cookie.path,
          secure: cookie.secure,
          httpOnly: cookie.httpOnly,
          sameSite: cookie.sameSite,
          ...(cookie.expires > 0 ? { expires: cookie.expires } : {}),
        })),
      );
      await page.evaluateOnNewDocument(storageScript(origin, target.signedIn));
    }
    const url = `${origin}${target.path}`;
    const result = await lighthouse(url, FLAGS, undefined, page);
    if (!result) throw new Error(`${target.label}: Lighthouse returned nothing`);
    const { lhr } = result;
    const name = `${target.key}-${run}`;
    writeFileSync(join(REPORTS, `${name}.html`), generateReport(lhr, 'html'));
    const screenshot = (lhr.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
    if (screenshot) writeFileSync(join(REPORTS, `${name}.jpg`), Buffer.from(screenshot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
    if (lhr.runtimeError) throw new Error(`${target.label}: Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);

    // The page must be the one asked for: a signed-in page that fell back to the login page measures the wrong thing.
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    const passwordField = await page.evaluate(() => document.querySelector('input[type="password"]') !== null);
    if (finalPath !== target.path || (target.signedIn && passwordField)) {
      throw new Error(
        `${target.label}: Lighthouse ended on ${lhr.finalDisplayedUrl}${passwordField ? ' (a password field is shown)' : ''}, not on ${target.path}${target.signedIn ? ': the run was not signed in' : ''}; see bench/.out/lighthouse/${name}.jpg`,
      );
    }

    const a11y = lhr.categories.accessibility!;
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((a11y.score ?? 0) * 100),
      lcp: audit(lhr, 'largest-contentful-paint'),
      fcp: audit(lhr, 'first-contentful-paint'),
      tbt: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      bytes: summary(lhr, 'total'),
      jsBytes: summary(lhr, 'script'),
      cpuIndex: lhr.environment.benchmarkIndex,
      failingA11y: a11y.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      lhr,
    };
  } finally {
    await context.close();
  }
};

// ---------------------------------------------------------------------------------------------------------------
// What Lighthouse names as the cause, from the median run of a page that misses a target

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const kB = (value: number) => `${(value / 1024).toFixed(0)} kB`;

interface TableDetails {
  type: string;
  items?: Array<Record<string, unknown>>;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
}

type DomNode = { nodeLabel?: string; snippet?: string };
const oneLine = (text: string | undefined, length: number) => (text ?? '').replace(/\s+/g, ' ').slice(0, length);
const element = (node: DomNode | undefined) => `\`${oneLine(node?.snippet, 80)}\`${node?.nodeLabel ? ` ("${oneLine(node.nodeLabel, 40)}")` : ''}`;
const items = <T = Record<string, unknown>>(lhr: Result, id: string) => ((lhr.audits[id]?.details as TableDetails | undefined)?.items ?? []) as T[];

const causes = (lhr: Result, failingA11y: string[]): string => {
  const parts: string[] = [];
  const lcpTables = items<TableDetails>(lhr, 'largest-contentful-paint-element');
  const phases = lcpTables[1]?.items as Array<{ phase: string; timing: number }> | undefined;
  if (lcpTables[0]?.items?.[0]) {
    parts.push(`LCP element ${element(lcpTables[0].items[0].node as DomNode)}${phases ? ` (${phases.map((phase) => `${phase.phase} ${seconds(phase.timing)}`).join(', ')})` : ''}`);
  }
  const opportunities = Object.values(lhr.audits)
    .filter((entry) => (entry.details as TableDetails | undefined)?.type === 'opportunity' && (entry.score ?? 1) < 1)
    .map((entry) => ({ id: entry.id, details: entry.details as TableDetails, savings: Math.max(entry.metricSavings?.LCP ?? 0, entry.metricSavings?.FCP ?? 0) }))
    .filter((entry) => entry.savings >= 50 || (entry.details.overallSavingsBytes ?? 0) >= 1024)
    .sort((a, b) => b.savings - a.savings || (b.details.overallSavingsBytes ?? 0) - (a.details.overallSavingsBytes ?? 0))
    .slice(0, 4);
  if (opportunities.length) {
    parts.push(
      `opportunities: ${opportunities.map((entry) => `${entry.id} (${[entry.savings ? `LCP/FCP −${seconds(entry.savings)}` : '', entry.details.overallSavingsBytes ? `${kB(entry.details.overallSavingsBytes)}` : ''].filter(Boolean).join(', ')})`).join('; ')}`,
    );
  }
  const unused = items<{ url: string; totalBytes: number; wastedBytes: number }>(lhr, 'unused-javascript').slice(0, 3);
  if (unused.length) parts.push(`unused JS by file: ${unused.map((item) => `${item.url.replace(/^.*\//, '')} ${kB(item.wastedBytes)} of ${kB(item.totalBytes)}`).join(', ')}`);
  const bootup = lhr.audits['bootup-time'];
  const mainThread = lhr.audits['mainthread-work-breakdown'];
  if (bootup?.numericValue !== undefined && mainThread?.numericValue !== undefined) {
    parts.push(`main thread ${seconds(mainThread.numericValue)} (JS execution ${seconds(bootup.numericValue)}), under the 4× CPU slowdown`);
  }
  const shift = items<{ node?: DomNode; score?: number }>(lhr, 'layout-shifts')[0];
  if (shift?.score && shift.score >= 0.01) parts.push(`layout shift ${shift.score.toFixed(3)} by ${element(shift.node)}`);
  for (const id of failingA11y) parts.push(`${id}: ${items(lhr, id).map((item) => element(item.node as DomNode)).join(', ')}`);
  return parts.join('; ');
};

// ---------------------------------------------------------------------------------------------------------------

const main = async () => {
  const loadBefore = loadAverage();
  await build();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless', ...LAUNCH_ARGS], logLevel: 'error' });
  const browserURL = `http://127.0.0.1:${chrome.port}`;
  let stage: Apps | undefined;
  let browser: Browser | undefined;
  try {
    // Sign in once through the login page with bench:ui's own steps (Playwright, over the same Chromium).
    const signInBrowser = await chromium.connectOverCDP(browserURL);
    stage = await startApps(signInBrowser);
    await signInBrowser.close();
    browser = await puppeteer.connect({ browserURL, defaultViewport: null });
    const targets: Target[] = [
      { key: 'console-login', label: 'console: login page', app: 'console', path: '/Merchant/login', lcpTarget: true },
      { key: 'console-start', label: 'console: start page (signed out)', app: 'console', path: '/Merchant/growBusiness' },
      { key: 'console-home', label: 'console: Home (signed in)', app: 'console', path: '/Merchant/home', signedIn: stage.signedIn },
      { key: 'console-customers', label: 'console: customers list (signed in)', app: 'console', path: '/Merchant/customers', signedIn: stage.signedIn },
      { key: 'baseline-login', label: 'baseline: login page', app: 'baseline', path: '/login' },
      { key: 'baseline-customers', label: 'baseline: customers list (signed in)', app: 'baseline', path: '/customers', signedIn: BASELINE_SIGNED_IN },
    ];
    const samples = new Map<Target, Sample[]>(targets.map((target) => [target, []]));
    for (let run = 1; run <= RUNS; run++) {
      for (const target of targets) {
        const sample = await runOnce(browser, target.app === 'console' ? stage.consoleOrigin : stage.baselineOrigin, target, run);
        samples.get(target)!.push(sample);
        log(`run ${run}/${RUNS} ${target.label}: performance ${sample.performance}, accessibility ${sample.accessibility}, LCP ${seconds(sample.lcp)}, TBT ${sample.tbt.toFixed(0)} ms`);
      }
    }

    const lines = [
      runLine({
        runs: `N = ${RUNS} Lighthouse ${samples.get(targets[0]!)![0]!.lhr.lighthouseVersion} runs per page (medians), mobile preset (simulated slow 4G, 4× CPU slowdown)`,
        chromium: (await browser.version()).replace(/^.*\//, ''),
        loadBefore,
      }),
      '',
      '| page | performance | accessibility | LCP | FCP | TBT | CLS | transferred | of which JS | CPU benchmark index | targets (perf ≥ 90, a11y 100, login LCP ≤ 2.5 s) |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
    ];
    const missed: string[] = [];
    for (const target of targets) {
      const runs = samples.get(target)!;
      const med = (field: Exclude<keyof Sample, 'failingA11y' | 'lhr'>) => median(runs.map((sample) => sample[field]));
      const failing = [...new Set(runs.flatMap((sample) => sample.failingA11y))];
      const misses = [
        med('performance') < TARGET.performance ? `performance ${med('performance')}` : '',
        med('accessibility') < TARGET.accessibility ? `accessibility ${med('accessibility')} (${failing.join(', ')})` : '',
        target.lcpTarget && med('lcp') > TARGET.loginLcpMs ? `LCP ${seconds(med('lcp'))}` : '',
      ].filter(Boolean);
      const verdict = target.app === 'baseline' ? 'comparison' : misses.length ? `missed: ${misses.join('; ')}` : 'met';
      lines.push(
        `| ${target.label} | ${med('performance')} | ${med('accessibility')}${failing.length ? ` (failing: ${failing.join(', ')})` : ''} | ${seconds(med('lcp'))} | ${seconds(med('fcp'))} | ${med('tbt').toFixed(0)} ms | ${med('cls').toFixed(3)} | ${kB(med('bytes'))} | ${kB(med('jsBytes'))} | ${med('cpuIndex').toFixed(0)} | ${verdict} |`,
      );
      if (target.app === 'console' && misses.length) {
        // The run with the median performance score: its report is the one to open.
        const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
        missed.push(`- **${target.label}** (report \`bench/.out/lighthouse/${target.key}-${runs.indexOf(middle) + 1}.html\`): ${causes(middle.lhr, middle.failingA11y)}.`);
      }
    }
    if (missed.length) lines.push('', 'What Lighthouse names on the pages that miss a target (median run):', '', ...missed);
    console.log(`\n${lines.join('\n')}\n`);
    writeResults('bench:lighthouse', '`npm run bench:lighthouse`: a phone over mobile data', lines);
  } finally {
    await browser?.disconnect();
    chrome.kill();
    stage?.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
