// The build's lodash (scripts/lib/vitePluginLodashModules.ts): every lodash function react-admin imports is taken
// from lodash-es of the same version, so a react-admin update that imports one lodash-es lacks, or a lockfile that
// lets the two versions part, fails here rather than in a built console.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { packageVersion } from '../../../scripts/lib/installedPackages';
import { lodashModulesPlugin } from '../../../scripts/lib/vitePluginLodashModules';

// Not require.resolve: react-admin's packages do not export their package.json.
const packageDir = (name: string) => fileURLToPath(new URL(`../../../node_modules/${name}`, import.meta.url));

const filesUnder = (directory: string): string[] =>
  readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.js') ? [path] : [];
  });

/** Every 'lodash/…' module react-admin's packages import in their ES-module builds. */
const lodashImports = (): string[] => {
  const found = new Set<string>();
  for (const name of ['ra-core', 'ra-ui-materialui', 'react-admin']) {
    for (const file of filesUnder(join(packageDir(name), 'dist'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/from ['"](lodash(?:\/[^'"]*)?)['"]/g)) found.add(match[1]!);
    }
  }
  return [...found].sort();
};

const aliasOf = (): Alias => {
  const config = (lodashModulesPlugin().config as () => UserConfig)();
  const [alias] = config.resolve!.alias as Alias[];
  return alias!;
};

const resolved = (alias: Alias, specifier: string): string | undefined =>
  alias.find instanceof RegExp && alias.find.test(specifier) ? specifier.replace(alias.find, alias.replacement) : undefined;

describe('lodash as ES modules in the build', () => {
  it("takes lodash-es at the version of the lodash react-admin asks for (the plugin's check passes)", () => {
    expect(packageVersion('lodash-es')).toBe(packageVersion('lodash'));
    expect(() => aliasOf()).not.toThrow();
  });

  it('finds every lodash function react-admin imports in lodash-es', () => {
    const imports = lodashImports();
    expect(imports).toContain('lodash/get.js');
    expect(imports).toContain('lodash/isEqual.js');
    const alias = aliasOf();
    for (const specifier of imports) {
      const target = resolved(alias, specifier);
      expect(target, `${specifier} is taken from lodash-es`).toBeDefined();
      expect(statSync(target!).isFile(), `${target} exists`).toBe(true);
    }
  });
});
