// Unit tests run in Node: give them the Web Storage the console keeps its session in. A file that reads declared
// screens or entities at once imports tests/declaredScreensProvided.ts first; the others skip loading them all.
import { installMemoryStorage } from '../scripts/lib/memoryStorage';

installMemoryStorage();
