// Which unit and contract test files need a module graph of their own. The rest share one per worker
// (vitest's `isolate: false`): most of a file's time was loading react-admin, MUI and the engine again, and a
// shared graph took the unit stage from 198 s to 144 s on two cores (the two, back to back on one machine).
//
// A file that replaces a module (`vi.mock`, `vi.doMock`), starts the graph again (`vi.resetModules`) or replaces a
// global (`vi.stubGlobal`) would change what the files after it import, or see what the files before it left, so
// it keeps the default: a fresh graph. So does a file that checks what a fresh page holds in a module's memory (no
// screen's texts loaded yet, …): it says so in a line of its own, `// Own module graph: <why>`. Read from the files
// themselves, so a new test that mocks is isolated without anyone listing it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const TEST_FOLDERS = ['tests/unit', 'tests/contract'];
const TEST_FILE = /\.test\.tsx?$/;

/** The unit and contract test files, as vitest's `include` globs. */
export const TEST_FILES = TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);
const NEEDS_ITS_OWN_GRAPH = /\bvi\.(mock|doMock|resetModules|stubGlobal)\(|^\/\/ Own module graph: /m;

export const testFilesNeedingIsolation = (root: string): string[] =>
  TEST_FOLDERS.filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => TEST_FILE.test(name))
        .map((name) => join(folder, name).split('\\').join('/'))
        .filter((path) => NEEDS_ITS_OWN_GRAPH.test(readFileSync(join(root, path), 'utf8'))),
    )
    .sort();
