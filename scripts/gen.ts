// `npm run gen` turns schemas/ into src/generated/: TypeScript types (json-schema-to-typescript), one module per
// entity with its resolved field descriptors and precompiled ajv validators (standalone ES modules: no ajv compiler
// and no `new Function` in the browser), loaded by the console with the first screen that shows the entity, the
// screen index (menus, a summary and a loader per resource file) and the manifest of every resources/ and menus/
// file for the backend; and openapi.json at the root, the
// action catalogue as OpenAPI 3.1 (scripts/lib/openapi.ts). `npm run gen:check` regenerates in memory and fails when what is on disk differs,
// so CI catches a schema edited without regenerating. Output is deterministic: sorted inputs, no timestamps, one
// Prettier configuration for every file.
//
//   node --import tsx scripts/gen.ts [--check] [--root <dir>]
//
// --root runs on another checkout (its schemas/, resources/, menus/, locales/ and package.json in, its src/generated/
// and openapi.json out); the tests use
// it on a temporary copy.
//
// Each output has its generator in scripts/lib/gen/; this file runs them all, then writes the result or compares it.
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format as prettierFormat } from 'prettier';
import { createAjv, defaultRoot, loadSchemaFiles } from './lib/ajv';
import { loadCatalogue } from './lib/actionCatalogue';
import { generateActionFacts, generateActionTypes, generateActionValidators } from './lib/gen/actionModules';
import { generateConfigManifest } from './lib/gen/configManifest';
import { PRETTIER } from './lib/gen/conventions';
import { allEntities, describeEntities, entityLoaders, entityModule } from './lib/gen/entityModules';
import { generateValidators } from './lib/gen/entityValidators';
import { findEntities, makeResolver } from './lib/gen/schemaGraph';
import { assignTypeNames, generateTypes } from './lib/gen/schemaTypes';
import { generateScreenIndex } from './lib/gen/screenIndex';
import { generateOpenApi, OPENAPI_PATH } from './lib/openapi';

const OUTPUT_DIR = 'src/generated';

export interface GeneratedFile {
  /** From the repository root, forward slashes: 'src/generated/types.ts'. */
  path: string;
  content: string;
}

/** Everything src/generated/ should hold for the schemas under root, then openapi.json. Throws on a bad schema. */
export const generate = async (root: string = defaultRoot): Promise<GeneratedFile[]> => {
  const files = loadSchemaFiles(root);
  // Compiling every schema once up front reports a broken schema (strict mode, unknown keyword, bad $ref) with
  // ajv's own message before anything else runs.
  const checker = createAjv({ root, loadSchemas: false });
  for (const file of files) checker.addSchema(file.schema, file.id);
  for (const file of files) {
    try {
      checker.getSchema(file.id);
    } catch (error) {
      throw new Error(`${file.path}: ${(error as Error).message}`);
    }
  }
  const resolveRef = makeResolver(files);
  const entities = findEntities(files);
  const types = await generateTypes(files, entities, resolveRef);
  const validators = await generateValidators(root, files, entities);
  const descriptors = describeEntities(entities, resolveRef);
  const entityNames = Object.keys(descriptors).sort();
  const catalogue = loadCatalogue(root, checker);
  const requestValidators = generateActionValidators(root, catalogue, 'request');
  const answerValidators = generateActionValidators(root, catalogue, 'answer');
  const outputs: [string, string, string | null][] = [
    ['actionFacts.ts', generateActionFacts(catalogue), 'typescript'],
    ['actionTypes.ts', await generateActionTypes(files, catalogue, resolveRef), 'typescript'],
    ['answerValidators.d.ts', answerValidators.declarations, 'typescript'],
    // Not run through Prettier: ajv's own line breaks are readable, and formatting a megabyte of validators would
    // make every gen and gen:check seconds slower.
    ['answerValidators.js', answerValidators.javascript, null],
    ['requestValidators.d.ts', requestValidators.declarations, 'typescript'],
    ['requestValidators.js', requestValidators.javascript, null],
    ['allEntities.ts', allEntities(entityNames), 'typescript'],
    ['configFiles.ts', generateConfigManifest(root), 'typescript'],
    ['entityLoaders.ts', entityLoaders(entityNames), 'typescript'],
    ['screenIndex.ts', generateScreenIndex(root, descriptors), 'typescript'],
    ['types.ts', types, 'typescript'],
    ...entityNames.flatMap((name): [string, string, string | null][] => [
      [`entities/${name}.ts`, entityModule(descriptors[name]!), 'typescript'],
      [`entities/${name}.validators.d.ts`, validators.get(name)!.declarations, 'typescript'],
      [`entities/${name}.validators.js`, validators.get(name)!.javascript, 'babel'],
    ]),
  ];
  const generated = await Promise.all(
    outputs.map(async ([name, content, parser]) => ({
      path: `${OUTPUT_DIR}/${name}`,
      content: parser ? await prettierFormat(content, { ...PRETTIER, parser }) : content,
    })),
  );
  // At the root, where the backend team and OpenAPI tools look for it.
  const openapi = { path: OPENAPI_PATH, content: generateOpenApi({ root, files, entries: catalogue, names: assignTypeNames(files) }) };
  return [...generated, openapi];
};

const toPosix = (path: string): string => path.split(sep).join('/');

const listOutputDirectory = (root: string): string[] => {
  const directory = join(root, OUTPUT_DIR);
  if (!existsSync(directory)) return [];
  const walk = (current: string): string[] =>
    readdirSync(current, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .flatMap((entry) => (entry.isDirectory() ? walk(join(current, entry.name)) : [toPosix(relative(root, join(current, entry.name)))]));
  return walk(directory).sort();
};

export interface Drift {
  /** On disk with other content. */
  stale: string[];
  /** Generated, not on disk. */
  missing: string[];
  /** On disk in src/generated/, not generated (dotfiles are left alone). */
  extra: string[];
}

const compareGenerated = (root: string, files: GeneratedFile[]): Drift => {
  const onDisk = new Set(listOutputDirectory(root));
  const drift: Drift = { stale: [], missing: [], extra: [] };
  for (const file of files) {
    if (!existsSync(join(root, file.path))) drift.missing.push(file.path);
    else if (readFileSync(join(root, file.path), 'utf8') !== file.content) drift.stale.push(file.path);
  }
  const generated = new Set(files.map((file) => file.path));
  drift.extra = [...onDisk].filter((path) => !generated.has(path));
  return drift;
};

/**
 * Writes what changed, and only that, so watchers see no needless change. Files gen does not make are never
 * deleted (someone may be working on them); they are reported, and gen:check fails on them.
 */
export const writeGenerated = (root: string, files: GeneratedFile[]): Drift => {
  const drift = compareGenerated(root, files);
  const changed = new Set([...drift.stale, ...drift.missing]);
  for (const file of files) {
    if (!changed.has(file.path)) continue;
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.content);
  }
  return drift;
};

const USAGE = 'usage: node --import tsx scripts/gen.ts [--check] [--root <dir>]';

const parseArguments = (argv: string[]): { check: boolean; root: string } => {
  let check = false;
  let root = defaultRoot;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--check') check = true;
    else if (argument === '--root' && argv[index + 1] !== undefined) root = resolve(argv[++index]!);
    else if (argument.startsWith('--root=')) root = resolve(argument.slice('--root='.length));
    else throw new Error(`unknown argument "${argument}"\n${USAGE}`);
  }
  return { check, root };
};

const main = async (argv: string[]): Promise<number> => {
  const command = argv.includes('--check') ? 'gen:check' : 'gen';
  try {
    const { check, root } = parseArguments(argv);
    const files = await generate(root);
    if (check) {
      const drift = compareGenerated(root, files);
      const problems = [
        ...drift.stale.map((path) => `  stale:   ${path}`),
        ...drift.missing.map((path) => `  missing: ${path}`),
        ...drift.extra.map((path) => `  extra:   ${path}`),
      ];
      if (problems.length === 0) {
        console.log(`gen:check: ${OUTPUT_DIR}/ and ${OPENAPI_PATH} are up to date with schemas/ (${files.length} files).`);
        return 0;
      }
      console.error(`gen:check: ${OUTPUT_DIR}/ or ${OPENAPI_PATH} does not match schemas/:\n${problems.join('\n')}\nFix: run npm run gen`);
      return 1;
    }
    const drift = writeGenerated(root, files);
    const changed = drift.stale.length + drift.missing.length;
    console.log(`gen: ${changed} of ${files.length} files (${OUTPUT_DIR}/, ${OPENAPI_PATH}) written${changed === 0 ? ' (already up to date)' : ''}.`);
    if (drift.extra.length > 0) {
      console.warn(`gen: not made by gen, left in place (gen:check fails on them): ${drift.extra.join(', ')}`);
    }
    return 0;
  } catch (error) {
    console.error(`${command}: ${(error as Error).message}`);
    return 1;
  }
};

const isEntryPoint = (): boolean => {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
};

if (isEntryPoint()) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
