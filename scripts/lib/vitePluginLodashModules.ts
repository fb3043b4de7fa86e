// Build plugin: react-admin imports lodash function by function ('lodash/get.js', 'lodash/isEqual.js'…), and lodash's
// files are CommonJS, so each of the ≈ 200 modules they pull in was wrapped to be required at run time and none could
// be merged or trimmed. The build takes the same functions from lodash-es, lodash's own ES-module build of the same
// version: issue #12, −5.4 kB of initial JS (bench/RESULTS.md, lever 65). The dev server and the unit tests keep
// lodash as react-admin names it. The two builds must be of one version, or react-admin would run other code in the
// built console than in the tests: the build stops when they differ.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { packageDir, packageVersion } from './installedPackages';

export const lodashModulesPlugin = (): Plugin => ({
  name: 'merchant-console:lodash-modules',
  apply: 'build',
  config: () => {
    const [lodash, lodashEs] = [packageVersion('lodash'), packageVersion('lodash-es')];
    if (lodash !== lodashEs) {
      throw new Error(
        `lodash ${lodash} and lodash-es ${lodashEs} differ: install lodash-es@${lodash} (package.json), or the build runs other code than the tests`,
      );
    }
    return { resolve: { alias: [{ find: /^lodash\/([A-Za-z]+)(\.js)?$/, replacement: join(packageDir('lodash-es'), '$1.js') }] } };
  },
});
