// End-to-end tests: the built console (vite preview) in Debian's Chromium, against the standalone mock backend.
import { defineConfig } from '@playwright/test';

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 8787);
const PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);
const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // One mock backend holds the state (faults, locks), so tests run one after another.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}/Merchant/`,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: 'node --import tsx mocks/server/main.ts',
      url: `${MOCK_URL}/__mock__/health`,
      env: { MOCK_PORT: String(MOCK_PORT) },
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `npx vite preview --outDir ${process.env.E2E_DIST ?? 'dist-e2e'} --port ${PREVIEW_PORT}`,
      url: `http://127.0.0.1:${PREVIEW_PORT}/Merchant/`,
      env: { MOCK_SERVER_URL: MOCK_URL },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
