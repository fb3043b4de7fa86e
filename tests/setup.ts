// Unit tests run in Node: give them the Web Storage the console keeps its session in. A file that reads declared
// screens or entities at once imports tests/declaredScreensProvided.ts first; the others skip loading them all.
import { installMemoryStorage } from '../scripts/lib/memoryStorage';

installMemoryStorage();

// Test files share their worker's modules (vite.config.ts): each starts with the tab's storage empty, as a new tab, not
// with the session the file before it signed in.
sessionStorage.clear();
localStorage.clear();
