// Where an installed package lives and which version it is, for the build plugins that take one package's files in
// place of another's (react-router's production build, lodash-es for lodash).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an installed package (one whose package.json it exports, as these do). */
export const packageDir = (name: string): string => dirname(require.resolve(`${name}/package.json`));

export const packageVersion = (name: string): string =>
  (JSON.parse(readFileSync(join(packageDir(name), 'package.json'), 'utf8')) as { version: string }).version;
