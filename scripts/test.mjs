// `npm test`: every check CI runs, in order, stopping at the first failure. Ends with one line
// "tests: N passed, N failed" counting unit, contract and end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

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

run('Type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('Config check (schemas, resources, menus, locales)', 'npm', ['run', '-s', 'check:config']);
run('Generated files are fresh (src/generated)', 'npm', ['run', '-s', 'gen:check']);
run('Unit and contract tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);

if (!existsSync(CHROMIUM)) {
  console.error(`\n✖ Chromium is missing at ${CHROMIUM}. Install it with:  apt-get update && apt-get install -y chromium`);
  summary();
  process.exit(1);
}
const e2eDist = process.env.E2E_DIST ?? 'dist-e2e';
run('Build for end-to-end tests', 'npx', ['vite', 'build', '--outDir', e2eDist, '--emptyOutDir', '--logLevel', 'warn'], { VITE_BACKEND: 'proxy' });
run('Bundle budget (initial JS and largest lazy chunk, gzip; bundle-budget.json)', 'node', ['--import', 'tsx', 'scripts/bundle-budget.ts', '--dist', e2eDist]);
run('Adding a screen adds no initial JS (scratch resource, built in a temporary copy)', 'node', ['--import', 'tsx', 'scripts/bundle-budget.ts', '--dist', e2eDist, '--screen']);
run('End-to-end tests (Chromium)', 'npx', ['playwright', 'test'], { CI: process.env.CI ?? '1' });

summary();
