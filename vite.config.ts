/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { configNotesPlugin } from './scripts/lib/vitePluginConfigNotes';
import { contentSecurityPolicyPlugin } from './scripts/lib/vitePluginCsp';
import { schemaGenPlugin } from './scripts/lib/vitePluginGen';
import { localeTextsPlugin } from './scripts/lib/vitePluginLocaleTexts';
import { reactRouterProductionPlugin } from './scripts/lib/vitePluginRouterProduction';
import { lodashModulesPlugin } from './scripts/lib/vitePluginLodashModules';
import { TEST_FILES, testFilesNeedingIsolation } from './scripts/lib/testIsolation';
import { FLOW_TEXT_KEYS } from './src/i18n/flowTextKeys';

const BASE = '/Merchant/';

// When MOCK_SERVER_URL is set (end-to-end tests, or a developer pointing at the standalone mock or a real
// backend), /mmc/ and the deal service (/deals-api/) are proxied there instead of being answered by the in-browser
// service worker. The console asks for the mock's controls under its own base (the user menu's Reset demo data, as
// the service worker answers them there); the standalone mock serves them at its root.
const backend = process.env.MOCK_SERVER_URL;
const proxy = backend
  ? {
      '/mmc': { target: backend, changeOrigin: true },
      '/deals-api': { target: backend, changeOrigin: true },
      '/__mock__': { target: backend },
      [`${BASE}__mock__`]: { target: backend, rewrite: (path: string) => path.slice(BASE.length - 1) },
    }
  : undefined;

// Read only when vitest loads this file: a build has no use for it (and the bundle budget's scratch copy has no tests/).
const ISOLATED_TEST_FILES = process.env.VITEST ? testFilesNeedingIsolation(fileURLToPath(new URL('.', import.meta.url))) : [];

export default defineConfig({
  base: BASE,
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  // Editing schemas/, resources/ or menus/ while `npm start` runs regenerates src/generated and hot-reloads.
  plugins: [
    react(),
    schemaGenPlugin(),
    configNotesPlugin(),
    localeTextsPlugin(FLOW_TEXT_KEYS),
    contentSecurityPolicyPlugin(),
    reactRouterProductionPlugin(),
    lodashModulesPlugin(),
  ],
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1', proxy },
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks the entry loads up front and which load later, read by the bundle
    // budget (scripts/bundle-budget.ts) and the UI bench.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // ra-core's modules re-export each other in cycles (util/index.js ↔ util/FieldTitle.js, …): split across
        // chunks they could run out of order (Rollup warns), so ra-core stays whole in one chunk. Everything else,
        // ra-ui-materialui included, follows Rollup's split: a component loads with the first screen that uses it,
        // so the login page and the first list do not carry every react-admin input, the export machinery and the
        // filters of screens not yet opened.
        manualChunks: (id) => (/node_modules\/ra-core\//.test(id) ? 'ra-core' : undefined),
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    // Vitest's default leaves a core free (one worker on a 2-core machine), and most of a file's time here is loading
    // its modules, not waiting: two workers take the unit stage from about 450 s to about 300 s on CI's two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share a worker's module graph, unless they replace a module or a global or need a fresh page's memory
    // (scripts/lib/testIsolation.ts); tests/setup.ts gives each file the empty storage a graph of its own had.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: ISOLATED_TEST_FILES } },
      ...(ISOLATED_TEST_FILES.length ? [{ extends: true as const, test: { name: 'isolated', include: ISOLATED_TEST_FILES } }] : []),
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
