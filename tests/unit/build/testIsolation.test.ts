// Which test files get a module graph of their own (scripts/lib/testIsolation.ts): read from the files, so a test
// that mocks a module, or says it needs a fresh page's memory, is isolated without anyone listing it, and a test
// that does neither shares its worker's modules.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { testFilesNeedingIsolation } from '../../../scripts/lib/testIsolation';

const root = mkdtempSync(join(tmpdir(), 'test-isolation-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `vi.<name>(`, written so that this file does not say it itself. */
const vitestCall = (name: string) => `vi.${name}(`;

const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

it('isolates a file that mocks a module, resets the modules, stubs a global or says it needs its own graph; shares the rest', () => {
  write('tests/unit/engine/mocksAModule.test.tsx', `${vitestCall('mock')}'../../../src/flows/pin/PinProvider', () => ({}));\n`);
  write('tests/unit/engine/resetsModules.test.ts', `beforeEach(() => {\n  ${vitestCall('resetModules')});\n});\n`);
  write('tests/contract/stubsAGlobal.test.ts', `${vitestCall('stubGlobal')}'requestIdleCallback', () => 0);\n`);
  write('tests/unit/i18n/freshPage.test.ts', '// A header.\n// Own module graph: no screen opened yet.\nit("…", () => {});\n');
  write(
    'tests/unit/format/plain.test.ts',
    `import { vi } from 'vitest';\nconst spy = ${vitestCall('fn')});\n// It mentions own module graph: in passing.\n`,
  );
  write('tests/unit/format/notATest.ts', `${vitestCall('mock')}'x');\n`);

  expect(testFilesNeedingIsolation(root)).toEqual([
    'tests/contract/stubsAGlobal.test.ts',
    'tests/unit/engine/mocksAModule.test.tsx',
    'tests/unit/engine/resetsModules.test.ts',
    'tests/unit/i18n/freshPage.test.ts',
  ]);
});

it('finds this repository’s own: the PIN command test mocks the PIN provider, the texts test needs a fresh page', () => {
  const isolated = testFilesNeedingIsolation(join(import.meta.dirname, '../../..'));
  expect(isolated).toContain('tests/unit/engine/commandPin.test.tsx');
  expect(isolated).toContain('tests/unit/i18n/textParts.test.ts');
  expect(isolated).not.toContain('tests/unit/build/testIsolation.test.ts');
});

it('reads a tree without tests as needing none (a build from a copy of the sources)', () => {
  const bare = mkdtempSync(join(tmpdir(), 'test-isolation-bare-'));
  try {
    expect(testFilesNeedingIsolation(bare)).toEqual([]);
  } finally {
    rmSync(bare, { recursive: true, force: true });
  }
});
