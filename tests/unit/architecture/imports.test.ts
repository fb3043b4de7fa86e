// Which way imports go (DESIGN.md, "Which way imports go"): the embedded backend and the console share only the
// declared model (src/config) and the pure layers, so the backend can be swapped for a real one and the engine can
// be pointed at another backend by swapping the data provider. Every .ts/.tsx file's import and export-from
// specifiers are read with a regular expression, relative ones resolved, and checked against the rules below.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

interface Rule {
  /** Folders (from the repository root) whose files the rule applies to. */
  from: readonly string[];
  /** A folder those files must not import from. */
  forbidden: string;
  why: string;
}

// One line per rule.
const RULES: readonly Rule[] = [
  { from: ['src/engine', 'src/layout', 'src/flows', 'src/data'], forbidden: 'mocks', why: 'the console must not depend on the embedded backend' },
  { from: ['mocks'], forbidden: 'src/engine', why: 'the backend reads the declared model from src/config, not the engine' },
  { from: ['mocks'], forbidden: 'src/layout', why: 'the backend knows nothing of the console shell' },
  { from: ['mocks'], forbidden: 'src/flows', why: 'the backend takes its types from src/generated, not from the flows' },
  { from: ['mocks'], forbidden: 'src/data', why: 'the backend answers the data provider; it does not use it' },
  { from: ['src/data'], forbidden: 'src/engine', why: 'the data provider sits below the engine' },
  { from: ['src/engine'], forbidden: 'src/transport', why: 'the engine reaches the network only through the data provider' },
  { from: ['src/config'], forbidden: 'src/engine', why: 'the declared model imports nothing of the UI' },
  { from: ['src/config'], forbidden: 'src/data', why: 'the declared model is shared by the console and the backend' },
  { from: ['src/config'], forbidden: 'src/transport', why: 'the declared model is pure' },
];

const SCANNED = ['src', 'mocks', 'scripts', 'tests'];
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** A file's import specifiers: import … from, export … from, side-effect imports and dynamic import(). */
const STATIC_FROM = /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])(.+?)\1/gm;
const SIDE_EFFECT = /^\s*import\s*(['"])(.+?)\1/gm;
const DYNAMIC = /\bimport\(\s*(['"])(.+?)\1\s*\)/g;

const specifiersOf = (source: string): string[] =>
  [STATIC_FROM, SIDE_EFFECT, DYNAMIC].flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[2]!));

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

interface Violation {
  file: string;
  specifier: string;
  rule: Rule;
}

/** The rule-breaking imports of a set of files (paths from the repository root, with '/'), in file order. */
const violationsOf = (files: ReadonlyMap<string, string>, rules: readonly Rule[] = RULES): Violation[] =>
  [...files].flatMap(([file, source]) =>
    specifiersOf(source).flatMap((specifier) => {
      if (!specifier.startsWith('.')) return []; // packages
      const target = posix.normalize(posix.join(posix.dirname(file), specifier));
      return rules
        .filter((rule) => rule.from.some((folder) => inside(file, folder)) && inside(target, rule.forbidden))
        .map((rule) => ({ file, specifier, rule }));
    }),
  );

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const describeViolation = ({ file, specifier, rule }: Violation) => `${file} imports '${specifier}' (${rule.forbidden}): ${rule.why}`;

describe('import direction', () => {
  it('no file imports across the layers the rules forbid', () => {
    const files = new Map(SCANNED.flatMap(sourceFiles).map((file) => [file, readFileSync(join(ROOT, file), 'utf8')] as const));
    expect(files.size).toBeGreaterThan(100); // the walk found the code base, not an empty folder
    expect(violationsOf(files).map(describeViolation)).toEqual([]);
  });

  it('names the file and the import of every kind of import that breaks a rule', () => {
    const files = new Map([
      ['mocks/actions/home.ts', "import { pageEntries } from '../../src/engine/menuEntries';\nimport { x } from '../../src/config/menuEntries';"],
      ['src/data/dataProvider.ts', "export type {\n  ResourceDefinition,\n} from '../engine/definitions';"],
      ['src/engine/inputs/UploadInput.tsx', "import '../../transport/client';\nconst later = () => import('../../transport/session');"],
      ['src/engine/pages/List.tsx', "import { useDataProvider } from 'react-admin';\nimport { toDataError } from '../../data/errors';"],
      ['src/flows/checkout/Checkout.tsx', "import { seed } from '../../../mocks/db/seed';"],
    ]);
    expect(violationsOf(files).map(({ file, specifier }) => `${file} → ${specifier}`)).toEqual([
      'mocks/actions/home.ts → ../../src/engine/menuEntries',
      'src/data/dataProvider.ts → ../engine/definitions',
      'src/engine/inputs/UploadInput.tsx → ../../transport/client',
      'src/engine/inputs/UploadInput.tsx → ../../transport/session',
      'src/flows/checkout/Checkout.tsx → ../../../mocks/db/seed',
    ]);
  });
});
