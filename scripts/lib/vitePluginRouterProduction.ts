// Build plugin: react-router 7's package names only its development build in its exports (remix-run/react-router
// #12532, #14102: "temporary" since 7.0.2), so every production bundle carried its development warnings and their
// checks. The build takes the production build shipped beside it in the same package; the dev server and the unit
// tests keep the development one and its warnings. issue #12: −0.5 kB of initial JS and −14 ms to the first rows
// (bench/RESULTS.md, lever 63).
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { packageDir } from './installedPackages';

const production = (file: string) => join(packageDir('react-router'), 'dist', 'production', file);

export const reactRouterProductionPlugin = (): Plugin => ({
  name: 'merchant-console:react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: production('index.mjs') },
        { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
      ],
    },
  }),
});
