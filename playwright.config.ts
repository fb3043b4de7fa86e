// End-to-end tests: the built console (vite preview) in Debian's Chromium, against the standalone mock backend.
// Every worker has its own pair of servers (tests/e2e/backends.ts), so tests run in parallel without sharing state.
import { existsSync } from 'node:fs';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { backendFor, E2E_WORKERS, EMBEDDED_DIST, EMBEDDED_PREVIEW_PORT, EMBEDDED_URL, thisWorkersBackend } from './tests/e2e/backends';

const slots = Array.from({ length: E2E_WORKERS }, (_, slot) => backendFor(slot));

// `npm test` builds the embedded console before this runs, and in CI its absence fails; a side run of a few specs
// without that build runs the proxy project alone.
const withEmbedded = Boolean(process.env.CI) || existsSync(EMBEDDED_DIST);
const DEMO_DATA_SPEC = /demoData\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  workers: E2E_WORKERS,
  // Every test resets its worker's backend first, so any test may run in any worker, in any order.
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A whole flow (a four-step form, a second person signing in) on a 2-core machine running two workers, each with
  // its own browser, preview and mock server, has been seen to take 33 s; the limit only bounds a stuck test, and
  // every wait inside a test has its own (expect: 7 s).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The failure reporter comes last: its account of each failed test's page ends the log, where CI shows it.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }], ['./tests/e2e/failureReporter.ts']],
  outputDir: 'test-results/e2e',
  use: {
    // This file is loaded again inside each worker, where TEST_PARALLEL_INDEX names the worker's own servers.
    baseURL: thisWorkersBackend().previewUrl,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    // The console honours a wish for less motion (src/layout/theme.ts): menus, dialogs and drawers then appear at
    // once, and a test need not wait for each to grow or slide into place (about a tenth of the suite's time).
    // motion.spec and keyboard.spec keep the transitions most people see.
    reducedMotion: 'reduce',
    // Recording a trace (a DOM snapshot and a screenshot per action) costs a test about a third more time, and the
    // suite runs mostly to pass: a failure is re-run with `--trace retain-on-failure` to study it. The failure's
    // screenshot and page snapshot (error-context.md) are kept either way.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'proxy' }, ...(withEmbedded ? [{ name: 'embedded', testMatch: DEMO_DATA_SPEC, use: { baseURL: EMBEDDED_URL } }] : [])],
  webServer: [
    ...slots.flatMap((backend): NonNullable<PlaywrightTestConfig['webServer']> => [
      {
        command: 'node --import tsx mocks/server/main.ts',
        url: `${backend.mockUrl}/__mock__/health`,
        env: { MOCK_PORT: String(backend.mockPort) },
        reuseExistingServer: !process.env.CI,
        stdout: 'ignore',
      },
      {
        command: `npx vite preview --outDir ${process.env.E2E_DIST ?? 'dist-e2e'} --port ${backend.previewPort}`,
        url: backend.previewUrl,
        env: { MOCK_SERVER_URL: backend.mockUrl },
        reuseExistingServer: !process.env.CI,
      },
    ]),
    ...(withEmbedded
      ? [
          {
            // No MOCK_SERVER_URL: no proxy, so every request the service worker does not answer fails as it would.
            command: `npx vite preview --outDir ${EMBEDDED_DIST} --port ${EMBEDDED_PREVIEW_PORT}`,
            url: EMBEDDED_URL,
            env: { MOCK_SERVER_URL: '' },
            reuseExistingServer: !process.env.CI,
          },
        ]
      : []),
  ],
});
