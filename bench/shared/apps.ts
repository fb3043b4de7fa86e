// What the browser benches (bench:ui, bench:lighthouse) share: the two apps they measure, built, served and signed
// in the same way, and how they write their table into bench/RESULTS.md. See bench/README.md.
//
//   BENCH_SKIP_BUILD=1      reuse bench/.out/ from the previous run
//   MOCK_PORT=8797 PREVIEW_PORT=4190 BASELINE_PORT=4191 SHELL_PORT=4192   the bench's own servers
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Cookie } from 'playwright';
import { proxyTo, serveStatic, simpleRest } from '../ui/servers';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT = join(ROOT, 'bench', '.out');
const RESULTS = join(ROOT, 'bench', 'RESULTS.md');
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8797);
const CONSOLE_PORT = Number(process.env.PREVIEW_PORT ?? 4190);
const BASELINE_PORT = Number(process.env.BASELINE_PORT ?? 4191);
const SHELL_PORT = Number(process.env.SHELL_PORT ?? 4192);
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
const OWNER = { login: '0712345678', password: 'Owner@2026' };
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium in this sandbox (headless is added by whoever launches it). */
export const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const started = Date.now();
export const elapsed = () => (Date.now() - started) / 1000;
export const log = (line: string) => console.log(`[${elapsed().toFixed(0).padStart(3)} s] ${line}`);

// ---------------------------------------------------------------------------------------------------------------
// Builds and servers

const exec = (command: string, args: string[], env: Record<string, string> = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });

/** A small app of bench/ (the baseline, the shell), built only when its folder, its auth provider or the installed libraries changed. */
const benchApp = (name: 'baseline' | 'shell') => {
  const built = join(OUT, name, 'index.html');
  const inputs = [
    ...readdirSync(join(ROOT, 'bench', name)).map((file) => join(ROOT, 'bench', name, file)),
    join(ROOT, 'bench', 'shared', 'benchAuth.ts'),
    join(ROOT, 'package-lock.json'),
  ];
  const fresh = existsSync(built) && inputs.every((file) => statSync(file).mtimeMs < statSync(built).mtimeMs);
  return { name, fresh, build: () => exec('npx', ['vite', 'build', '-c', `bench/${name}/vite.config.ts`, '--outDir', join(OUT, name), '--emptyOutDir', '--logLevel', 'warn']) };
};

/** The console (VITE_BACKEND=proxy) into bench/.out/console, the baseline and the shell into bench/.out/<name>. */
export const build = async () => {
  const small = [benchApp('baseline'), benchApp('shell')];
  if (process.env.BENCH_SKIP_BUILD && existsSync(join(OUT, 'console', 'index.html')) && small.every((app) => existsSync(join(OUT, app.name, 'index.html')))) {
    log('reusing bench/.out (BENCH_SKIP_BUILD)');
    return;
  }
  const stale = small.filter((app) => !app.fresh);
  log(`building the console (VITE_BACKEND=proxy)${stale.map((app) => ` and the ${app.name}`).join('')}`);
  await Promise.all([
    exec('npx', ['vite', 'build', '--outDir', join(OUT, 'console'), '--emptyOutDir', '--logLevel', 'warn'], { VITE_BACKEND: 'proxy' }),
    ...stale.map((app) => app.build()),
  ]);
};

/** The standalone mock backend with MOCK_SIZE=large (10 000 customers) on `port`. */
export const startMock = async (port = MOCK_PORT) => {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['--import', 'tsx', 'mocks/server/main.ts'], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, MOCK_SIZE: 'large', MOCK_PORT: String(port) },
  });
  for (let waited = 0; waited < 60_000; waited += 250) {
    try {
      if ((await fetch(`${url}/__mock__/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the mock backend did not start on ${url}`);
};

/** The mock backend's customers, for the baseline's endpoint: the same rows, the same record size. */
const fetchCustomers = async (token: string) => {
  const rows: Array<Record<string, unknown> & { id: string }> = [];
  for (let offset = 0; ; offset += 500) {
    const answer = (await (
      await fetch(`${MOCK_URL}/mmc/mrpay/QueryCustomers`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'auth-token': token },
        body: JSON.stringify({ limit: 500, offset }),
      })
    ).json()) as { body: { data: Array<Record<string, unknown>>; total: number } };
    rows.push(...answer.body.data.map((row) => ({ ...row, id: String(row.custId) })));
    if (answer.body.data.length === 0 || rows.length >= answer.body.total) return rows;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Signed in

/** What the browser holds once signed in; a bench writes it into a fresh context before the app's first script. */
export interface SignedIn {
  cookies: Cookie[];
  local: Record<string, string>;
  session: Record<string, string>;
}

/** The baseline's and the shell's authProvider check this session-storage key (bench/shared/benchAuth.ts). */
export const BASELINE_SIGNED_IN: SignedIn = { cookies: [], local: {}, session: { 'bench.token': 'owner' } };

/** Signs in to the console served at `origin` through its login page; what the browser then holds. */
export const signInConsole = async (browser: Browser, origin: string): Promise<SignedIn> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${origin}/Merchant/login`);
  await page.getByLabel('Mobile number or staff username').fill(OWNER.login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(OWNER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/Merchant\/home$/);
  // Settled as a person's tab is before they open the next page: what the first page read is kept for the session.
  await page.waitForLoadState('networkidle');
  // The globalization setting comes last at boot: an idle gap before it once let the copy miss it, and every cold load
  // of that run asked for the setting and its three chunks before the rows (src/layout/rememberedGlobalization.ts).
  await page.waitForFunction(() => sessionStorage.getItem('mc.globalization') !== null);
  const storage = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  const signedIn = { cookies: await context.cookies(), ...storage };
  await context.close();
  return signedIn;
};

export interface Apps {
  consoleOrigin: string;
  baselineOrigin: string;
  shellOrigin: string;
  /** The console's owner, signed in once through its login page. */
  signedIn: SignedIn;
  close: () => void;
}

/**
 * Starts the mock backend (MOCK_SIZE=large) and the three static servers, signs in to the console once with `browser`
 * and gives the baseline's and the shell's endpoint the mock backend's own customers.
 */
export const startApps = async (browser: Browser): Promise<Apps> => {
  const consoleOrigin = `http://127.0.0.1:${CONSOLE_PORT}`;
  const baselineOrigin = `http://127.0.0.1:${BASELINE_PORT}`;
  const shellOrigin = `http://127.0.0.1:${SHELL_PORT}`;
  let mock: ChildProcess | undefined;
  const servers: Server[] = [];
  const close = () => {
    for (const server of servers) server.close();
    mock?.kill();
  };
  try {
    mock = await startMock();
    servers.push(await serveStatic({ dir: join(OUT, 'console'), base: '/Merchant/', port: CONSOLE_PORT, api: proxyTo(MOCK_URL) }));
    log('signing in to the console once (its session is reused by every cold context)');
    const signedIn = await signInConsole(browser, consoleOrigin);
    const customers = await fetchCustomers(signedIn.session['mc.token']!);
    servers.push(await serveStatic({ dir: join(OUT, 'baseline'), base: '/', port: BASELINE_PORT, api: simpleRest('customers', customers) }));
    servers.push(await serveStatic({ dir: join(OUT, 'shell'), base: '/', port: SHELL_PORT, api: simpleRest('customers', customers) }));
    log(`baseline and shell serve the mock backend's ${customers.length} customers (${(JSON.stringify(customers).length / customers.length).toFixed(0)} B of JSON each)`);
    return { consoleOrigin, baselineOrigin, shellOrigin, signedIn, close };
  } catch (error) {
    close();
    throw error;
  }
};

// ---------------------------------------------------------------------------------------------------------------
// Report

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const loadAverage = () => loadavg()[0]!.toFixed(2);

/** The first line of a table in RESULTS.md: when, N, the machine, the browser, the load at the start and the end. */
export const runLine = (what: { runs: string; chromium: string; loadBefore: string }) =>
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${what.runs}, ${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Chromium ${what.chromium}, load average ${what.loadBefore} at the start and ${loadAverage()} at the end, ${elapsed().toFixed(0)} s in all.`;

/** Writes `lines` between `<!-- name start … -->` and `<!-- name end -->` in bench/RESULTS.md (appended if absent). */
export const writeResults = (name: string, heading: string, lines: string[]) => {
  const section = `<!-- ${name} start (written by npm run ${name}) -->\n${lines.join('\n')}\n<!-- ${name} end -->`;
  const markers = new RegExp(`<!-- ${name} start[\\s\\S]*?<!-- ${name} end -->`);
  const previous = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Performance results\n';
  writeFileSync(RESULTS, markers.test(previous) ? previous.replace(markers, () => section) : `${previous.trimEnd()}\n\n## ${heading}\n\n${section}\n`);
  log(`table written to bench/RESULTS.md`);
};
