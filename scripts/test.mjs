// `npm test`: every check CI runs, in order (two of them beside others), stopping at the first failure. Ends with one
// line "tests: N passed, N failed" counting unit, contract and end-to-end tests.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const run = (title, command, args, env = {}) => {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (${seconds} s)`);
    summary();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
};

/**
 * Starts a check that runs beside the next ones (each of these keeps mostly one core busy; the machine has two). Its
 * output is kept in a file and printed, under its own title, when it is waited for.
 */
const startBeside = (title, command, args) => {
  const started = Date.now();
  const log = join(mkdtempSync(join(tmpdir(), 'npm-test-')), 'output.txt');
  const output = openSync(log, 'w');
  // A group of its own, so that a check failing before it is waited for stops it with everything it started.
  const child = spawn(command, args, { stdio: ['ignore', output, output], detached: true });
  // Ctrl+C reaches only the foreground group: this process then exits, and its exit stops the check.
  const stop = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // Already ended.
    }
  };
  const interrupted = () => process.exit(130);
  process.on('exit', stop);
  process.on('SIGINT', interrupted);
  const ended = new Promise((resolve) => child.on('close', (status) => resolve(status)));
  return async () => {
    const status = await ended;
    process.off('exit', stop);
    process.off('SIGINT', interrupted);
    closeSync(output);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\n▶ ${title} (beside the checks above)`);
    process.stdout.write(readFileSync(log, 'utf8'));
    rmSync(dirname(log), { recursive: true, force: true });
    if (status !== 0) {
      console.error(`✖ ${title} failed (${seconds} s)`);
      summary();
      process.exit(status ?? 1);
    }
    console.log(`✔ ${title} (${seconds} s)`);
  };
};

const count = () => {
  let passed = 0;
  let failed = 0;
  if (existsSync('test-results/unit.json')) {
    const unit = JSON.parse(readFileSync('test-results/unit.json', 'utf8'));
    passed += unit.numPassedTests ?? 0;
    failed += unit.numFailedTests ?? 0;
  }
  if (existsSync('test-results/e2e.json')) {
    const stats = JSON.parse(readFileSync('test-results/e2e.json', 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  }
  return { passed, failed };
};

const summary = () => {
  const { passed, failed } = count();
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
};

rmSync('test-results', { recursive: true, force: true });

const typeCheck = startBeside('Type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('Config check (schemas, resources, menus, locales)', 'npm', ['run', '-s', 'check:config']);
run('Generated files are fresh (src/generated)', 'npm', ['run', '-s', 'gen:check']);
await typeCheck();
run('Unit and contract tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);

if (!existsSync(CHROMIUM)) {
  console.error(`\n✖ Chromium is missing at ${CHROMIUM}. Install it with:  apt-get update && apt-get install -y chromium`);
  summary();
  process.exit(1);
}
const e2eDist = process.env.E2E_DIST ?? 'dist-e2e';
// Rollup builds on one core: the scratch screen's build takes the other.
const screenCheck = startBeside('Adding a screen adds no initial JS (scratch resource, built in a temporary copy)', 'node', [
  '--import',
  'tsx',
  'scripts/bundle-budget.ts',
  '--dist',
  e2eDist,
  '--screen',
]);
run('Build for end-to-end tests', 'npx', ['vite', 'build', '--outDir', e2eDist, '--emptyOutDir', '--logLevel', 'warn'], { VITE_BACKEND: 'proxy' });
run('Bundle budget (initial JS and largest lazy chunk, gzip; bundle-budget.json)', 'node', ['--import', 'tsx', 'scripts/bundle-budget.ts', '--dist', e2eDist]);
await screenCheck();
// `npm start`'s backend in the browser (a service worker, IndexedDB): no other build takes that path.
run('Build on the embedded backend (for its end-to-end test)', 'npx', ['vite', 'build', '--outDir', 'dist-embedded', '--emptyOutDir', '--logLevel', 'error'], {
  VITE_BACKEND: '',
});
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { CI: process.env.CI ?? '1' });

summary();
