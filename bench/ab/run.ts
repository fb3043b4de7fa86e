// `npm run bench:ab -- <a> <b>`: two builds of the console, cold load → 25 rows, alternated load by load against one
// mock backend, so that a lever's gain can be told from the machine's drift (see bench/README.md).
//
//   <a>, <b>           a built console directory (its index.html), or a git revision (HEAD~1, a branch, a commit),
//                      built once per commit with VITE_BACKEND=proxy and source maps into bench/.out/ab/<commit>
//   --pairs N          loads of each build (default 15), in alternating order
//   --profile          a CPU profile of every load: self time by package (or src/ folder), A against B
//   --latency MS       the list's call (QueryCustomers) answered MS later, as over a slow network: the page then
//                      waits for its rows with nothing else to do, as a phone on mobile data does
//   --click            times the row click instead: once the list is painted and the page quiet (its record page's
//                      code fetched at idle), the first row clicked → the record shown, as bench:ui times it
//   MOCK_PORT=8798 AB_PORT=4193   the tool's own servers (the next port serves B)
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_PATH, LAUNCH_ARGS, log, median, OUT, ROOT, signInConsole, startMock, type SignedIn } from '../shared/apps';
import { atDocumentStart, watch } from '../ui/probes';
import { proxyTo, serveStatic } from '../ui/servers';

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8798);
const PORT = Number(process.env.AB_PORT ?? 4193);
const ROWS = 25;

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const PAIRS = Number(option('--pairs') ?? 15);
const PROFILE = args.includes('--profile');
const LATENCY_MS = Number(option('--latency') ?? 0);
const CLICK = args.includes('--click');
const [first, second] = args.filter((arg) => !arg.startsWith('--'));
if (!first || !second) {
  console.error('usage: npm run bench:ab -- <build dir | git revision> <build dir | git revision> [--pairs N] [--profile] [--latency MS] [--click]');
  process.exit(2);
}

const run = (command: string, commandArgs: string[], cwd: string, env: Record<string, string> = {}) =>
  new Promise<void>((done, fail) => {
    const child = spawn(command, commandArgs, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });

/** A directory as given, or a revision built in a worktree of its own (the installed node_modules shared). */
const buildOf = async (given: string): Promise<{ label: string; dir: string }> => {
  if (existsSync(join(given, 'index.html'))) return { label: given, dir: resolve(given) };
  const commit = execFileSync('git', ['rev-parse', '--verify', `${given}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const label = `${given} (${commit.slice(0, 7)})`;
  const dir = join(OUT, 'ab', commit.slice(0, 12));
  if (existsSync(join(dir, 'index.html'))) return { label, dir };
  const tree = mkdtempSync(join(tmpdir(), 'bench-ab-'));
  log(`building ${label}`);
  await run('git', ['worktree', 'add', '--detach', '--quiet', tree, commit], ROOT);
  try {
    symlinkSync(join(ROOT, 'node_modules'), join(tree, 'node_modules'));
    await run('npx', ['vite', 'build', '--sourcemap', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], tree, { VITE_BACKEND: 'proxy' });
  } finally {
    await run('git', ['worktree', 'remove', '--force', tree], ROOT);
  }
  return { label, dir };
};

// ---------------------------------------------------------------------------------------------------------------
// CPU profiles: each sample's function, through the build's source maps, to its package or src/ folder

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number } }>;
  samples: number[];
  timeDeltas: number[];
}

const bucketer = (dir: string) => {
  const maps = new Map<string, TraceMap | undefined>();
  return ({ url, functionName, lineNumber, columnNumber }: CpuProfile['nodes'][number]['callFrame']): string => {
    // (program), (idle), (garbage collector), and the browser's own functions (appendChild, fetch…)
    if (!url) return `(${functionName.replace(/[()]/g, '') || 'native'})`;
    const file = new URL(url).pathname.replace(/^.*\/assets\//, 'assets/');
    if (!maps.has(file))
      maps.set(file, existsSync(join(dir, `${file}.map`)) ? new TraceMap(readFileSync(join(dir, `${file}.map`), 'utf8')) : undefined);
    const map = maps.get(file);
    if (!map) return file;
    const source = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }).source ?? file;
    const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    return inPackage ? inPackage[1]! : source.replace(/^.*?\/(src|mocks|locales|resources)\//, '$1/').replace(/^(src\/[^/]+)\/.*$/, '$1');
  };
};

/** ms of samples per bucket. */
const selfTimes = (profile: CpuProfile, bucketOf: ReturnType<typeof bucketer>) => {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times: Record<string, number> = {};
  profile.samples.forEach((id, index) => {
    const bucket = bucketOf(nodes.get(id)!.callFrame);
    times[bucket] = (times[bucket] ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000;
  });
  return times;
};

// ---------------------------------------------------------------------------------------------------------------

interface Side {
  label: string;
  dir: string;
  origin: string;
  painted: number[];
  self: Array<Record<string, number>>;
}

const coldLoad = async (browser: Browser, side: Side, signedIn: SignedIn) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
  try {
    await context.addCookies(signedIn.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1' })));
    // tsx (esbuild) wraps named functions in __name(…) calls; the probe runs in the page, where it must exist too.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(atDocumentStart, { origin: side.origin, local: signedIn.local, session: signedIn.session, rows: ROWS });
    const page = await context.newPage();
    const cdp = PROFILE ? await context.newCDPSession(page) : undefined;
    const startProfile = async () => {
      if (!cdp) return;
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    };
    if (!CLICK) await startProfile();
    await page.goto(`${side.origin}/Merchant/customers?perPage=${ROWS}&page=1`, { waitUntil: 'commit' });
    let painted = await page.evaluate(() => window.__benchDone!);
    if (CLICK) {
      await page.waitForLoadState('networkidle');
      const firstName = page.locator('table tbody tr').first().locator('td').nth(1);
      const name = (await firstName.innerText()).trim();
      await page.evaluate(watch, { kind: 'text' as const, path: '/show', selector: '.RaShow-main', text: name });
      await startProfile();
      await firstName.click();
      const shown = await page.evaluate(() => window.__benchDone!);
      const clickAt = await page.evaluate(() => window.__benchClickAt);
      if (clickAt === undefined) throw new Error('the row click was not seen');
      painted = shown - clickAt;
    }
    const profile = cdp ? ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile : undefined;
    return { painted, profile };
  } finally {
    await context.close();
  }
};

const fixed = (value: number) => value.toFixed(0);

const main = async () => {
  const builds = [await buildOf(first), await buildOf(second)];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: LAUNCH_ARGS });
  const sides: Side[] = builds.map((build, index) => ({ ...build, origin: `http://127.0.0.1:${PORT + index}`, painted: [], self: [] }));
  const servers: Server[] = [];
  let mock: ChildProcess | undefined;
  try {
    mock = await startMock(MOCK_PORT);
    for (const [index, side] of sides.entries()) {
      servers.push(await serveStatic({ dir: side.dir, base: '/Merchant/', port: PORT + index, api: proxyTo(`http://127.0.0.1:${MOCK_PORT}`) }));
    }
    const signedIn = await signInConsole(browser, sides[0]!.origin);
    if (LATENCY_MS > 0) {
      const fault = { mode: 'latency', action: 'QueryCustomers', latencyMs: LATENCY_MS, times: 0 };
      const answer = await fetch(`http://127.0.0.1:${MOCK_PORT}/__mock__/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fault),
      });
      if (!answer.ok) throw new Error(`the mock refused the latency: ${await answer.text()}`);
    }
    const bucketers = sides.map((side) => bucketer(side.dir));
    // One load each first, not counted: the servers compress each file on its first request.
    for (const side of sides) await coldLoad(browser, side, signedIn);
    for (let pair = 0; pair < PAIRS; pair++) {
      for (const index of pair % 2 ? [1, 0] : [0, 1]) {
        const side = sides[index]!;
        const { painted, profile } = await coldLoad(browser, side, signedIn);
        side.painted.push(painted);
        if (profile) side.self.push(selfTimes(profile, bucketers[index]!));
      }
      log(`pair ${pair + 1}/${PAIRS}: A ${fixed(sides[0]!.painted.at(-1)!)} ms, B ${fixed(sides[1]!.painted.at(-1)!)} ms`);
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
    mock?.kill();
  }
  const [a, b] = sides as [Side, Side];
  const differences = a.painted.map((value, index) => b.painted[index]! - value);
  const slowed = LATENCY_MS > 0 ? `, the list's call answered ${LATENCY_MS} ms later` : '';
  const measured = CLICK ? 'row click → record shown, ms from the click, the page quiet' : `cold load → ${ROWS} rows painted, ms from navigation`;
  console.log(`\n${measured} (medians of ${PAIRS}, loads alternated${slowed}):`);
  console.log(`  A ${a.label}: ${fixed(median(a.painted))}  [${a.painted.map(fixed).join(' ')}]`);
  console.log(`  B ${b.label}: ${fixed(median(b.painted))}  [${b.painted.map(fixed).join(' ')}]`);
  console.log(
    `  B − A, pair by pair: median ${fixed(median(differences))} ms; B sooner in ${differences.filter((value) => value < 0).length} of ${PAIRS}`,
  );
  if (PROFILE) {
    const buckets = [...new Set([...a.self, ...b.self].flatMap((times) => Object.keys(times)))];
    const medianOf = (side: Side, bucket: string) => median(side.self.map((times) => times[bucket] ?? 0));
    const busy = (side: Side) =>
      median(side.self.map((times) => Object.entries(times).reduce((sum, [bucket, ms]) => (bucket === '(idle)' ? sum : sum + ms), 0)));
    console.log(`\nCPU self time, ms (medians; sampled every 0.2 ms, which slows both): busy A ${fixed(busy(a))}, B ${fixed(busy(b))}`);
    console.log('  A       B       B − A   where');
    buckets
      .map((bucket) => ({ bucket, a: medianOf(a, bucket), b: medianOf(b, bucket) }))
      .filter((row) => row.bucket !== '(idle)' && Math.max(row.a, row.b) >= 2)
      .sort((x, y) => Math.max(y.a, y.b) - Math.max(x.a, x.b))
      .slice(0, 30)
      .forEach((row) =>
        console.log(`  ${row.a.toFixed(1).padStart(6)}  ${row.b.toFixed(1).padStart(6)}  ${(row.b - row.a).toFixed(1).padStart(6)}   ${row.bucket}`),
      );
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
