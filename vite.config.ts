/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import packageJson from './package.json' with { type: 'json' };
import { configNotesPlugin } from './scripts/lib/vitePluginConfigNotes';
import { contentSecurityPolicyPlugin } from './scripts/lib/vitePluginCsp';
import { schemaGenPlugin } from './scripts/lib/vitePluginGen';
import { localeTextsPlugin } from './scripts/lib/vitePluginLocaleTexts';
import { FLOW_TEXT_KEYS } from './src/i18n/flowTextKeys';

// When MOCK_SERVER_URL is set (end-to-end tests, or a developer pointing at the standalone mock or a real
// backend), /mmc/ and the deal service (/deals-api/) are proxied there instead of being answered by the in-browser
// service worker.
const backend = process.env.MOCK_SERVER_URL;
const proxy = backend
  ? { '/mmc': { target: backend, changeOrigin: true }, '/deals-api': { target: backend, changeOrigin: true }, '/__mock__': { target: backend } }
  : undefined;

const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.{ts,tsx}'];
// Test files that mock a module, stub a global or fake the timers: sharing modules with the files before them, the
// mock could miss a module already loaded, or the stub outlive the file.
const SWAPS_A_MODULE_OR_GLOBAL = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;
const ownModuleGraph = ['tests/unit', 'tests/contract'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .filter((file) => SWAPS_A_MODULE_OR_GLOBAL.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  base: '/Merchant/',
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  // Editing schemas/, resources/ or menus/ while `npm start` runs regenerates src/generated and hot-reloads.
  plugins: [react(), schemaGenPlugin(), configNotesPlugin(), localeTextsPlugin(FLOW_TEXT_KEYS), contentSecurityPolicyPlugin()],
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
    // A worker keeps the modules it has loaded from one test file to the next (import time 297 → 95 s, the unit
    // stage 341 → 173 s): each file's backend, session and clock are reset by its own helpers, not by a fresh
    // module graph. A file that swaps a module or a global for its own still gets a fresh one (ownModuleGraph).
    projects: [
      // Each project names its own files (a project's include and exclude are added to the root's, not put in their
      // place), and the benchmarks run in one, so that `npm run bench` runs them once.
      { extends: true, test: { name: 'shared', isolate: false, include: TEST_FILES, exclude: ownModuleGraph } },
      { extends: true, test: { name: 'own', include: ownModuleGraph, benchmark: { exclude: ['bench/**'] } } },
    ],
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
