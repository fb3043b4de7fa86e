// Each Playwright worker drives its own copy of the console against its own mock backend, so workers never see
// each other's data, faults or clock: worker N (TEST_PARALLEL_INDEX) uses MOCK_PORT + N and PREVIEW_PORT + N.
// Read by playwright.config.ts (to start the servers) and by support.ts (to reach the worker's backend).
import { availableParallelism } from 'node:os';

/**
 * How many workers run, and so how many backend pairs are started (`--workers` must not ask for more). By default
 * one per two cores and never fewer than two: on this project's 2-core machines two workers take the suite from
 * about 25 to about 13 minutes, because most of a test's time is spent waiting on the other processes (a worker's
 * Chromium, preview server and mock backend), not on the CPU.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2))));

const BASE_MOCK_PORT = Number(process.env.MOCK_PORT ?? 8787);
const BASE_PREVIEW_PORT = Number(process.env.PREVIEW_PORT ?? 4173);

export interface Backend {
  mockUrl: string;
  previewUrl: string;
  mockPort: number;
  previewPort: number;
}

export const backendFor = (slot: number): Backend => {
  const mockPort = BASE_MOCK_PORT + slot;
  const previewPort = BASE_PREVIEW_PORT + slot;
  return { mockPort, previewPort, mockUrl: `http://127.0.0.1:${mockPort}`, previewUrl: `http://127.0.0.1:${previewPort}/Merchant/` };
};

/**
 * The console built on its embedded backend (`npm start`'s: a service worker, no server behind it), served once for
 * every worker by `vite preview` without a proxy; only demoData.spec runs against it (project `embedded`).
 */
export const EMBEDDED_DIST = process.env.E2E_EMBEDDED_DIST ?? 'dist-embedded';
export const EMBEDDED_PREVIEW_PORT = BASE_PREVIEW_PORT + 50;
export const EMBEDDED_URL = `http://127.0.0.1:${EMBEDDED_PREVIEW_PORT}/Merchant/`;

/** The backend of the worker this code runs in (slot 0 outside a worker, e.g. while the config loads). */
export const thisWorkersBackend = (): Backend => backendFor(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
