// Run before each test file. Unit tests run in Node: give them the Web Storage the console keeps its session in. A
// file that reads declared screens or entities at once imports tests/declaredScreensProvided.ts first; the others
// skip loading them all.
//
// Most files share their worker's globals and modules with the files before them (vite.config.ts, `isolate:
// false`), so each starts as a fresh tab would: no session or settings left in storage, and nothing a file drew
// left mounted (MUI keeps its open modals in a module of its own, and a dialog left open would hide the next
// file's page from its queries).
import { afterAll } from 'vitest';
import { installMemoryStorage } from '../scripts/lib/memoryStorage';

installMemoryStorage();
sessionStorage.clear();
localStorage.clear();

if (typeof document !== 'undefined') {
  afterAll(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
  });
}
