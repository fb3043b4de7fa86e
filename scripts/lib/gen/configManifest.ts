// src/generated/configFiles.ts: every resources/ and menus/ file at once, for the embedded backend, scripts and
// tests, so adding a file needs no TypeScript.
import { configFileNames } from '../configFiles';
import { header, toTypeName } from './conventions';

const CONFIG_DIRECTORIES = [
  { directory: 'resources', exportName: 'resourceFiles', prefix: 'resource', what: 'resources/*.json (format: schemas/config/resource.schema.json)' },
  { directory: 'menus', exportName: 'menuFiles', prefix: 'menu', what: 'menus/*.json (format: schemas/config/menu.schema.json)' },
] as const;

/**
 * The manifest of declared screens: every resources/*.json and menus/*.json imported by name, so adding a file
 * needs no TypeScript. Typed loosely on purpose: `npm run check:config` validates the files, not the compiler.
 */
export const generateConfigManifest = (root: string): string => {
  const imports: string[] = [];
  const exports: string[] = [];
  for (const { directory, exportName, prefix, what } of CONFIG_DIRECTORIES) {
    const names = configFileNames(root, directory);
    const entries: string[] = [];
    for (const name of names) {
      if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`${directory}/${name}.json: a config file name must be letters and digits`);
      const local = prefix + toTypeName(name);
      imports.push(`import ${local} from '../../${directory}/${name}.json';`);
      entries.push(`  ${name}: ${local},`);
    }
    exports.push(`/** ${what}, by file name. */`, `export const ${exportName}: Readonly<Record<string, unknown>> = {`, ...entries, '};', '');
  }
  return [header('resources/ and menus/'), ...imports, '', ...exports].join('\n');
};
