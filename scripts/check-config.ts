// `npm run check:config [-- --root <dir>]`: checks the declared configuration (schemas/, resources/, menus/,
// locales/) before the app starts, and prints every problem as `<file> <JSON pointer>: <plain sentence>`.
// Exit status 1 when there is an error, 0 otherwise (warnings are printed but do not fail).
//
// What is checked, in order:
//   1. every file is JSON (line and column of a syntax error; a key written twice in one object);
//   2. resources/*.json and menus/*.json against schemas/config/*.schema.json (ajv, errors as sentences);
//   3. entity schemas: JSON Schema 2020-12 under ajv strict mode with the console's vocabulary (x-enum, x-widget,
//      x-unique, tsType, format wire-date), $id equal to the file name, every $ref resolving;
//   4. resource ↔ entity: every field a resource names exists in its entity schema (did-you-mean by edit distance),
//      name = file name, unique command names and section keys, request templates, singletons (one record: getOne
//      and show, no list, no id, their own texts) and lockedWhen states;
//   5. permission codes against spec 001 §6's table (src/auth/permissionCodes.ts);
//   5b. resources against the action catalogue (schemas/actions/): every action has an entry (in its format), the
//      request fields mappings send are fields it takes, of an agreeing type, and answer paths exist in its answer;
//   6. menus: unique keys and routes, existing resources, one destination per entry (a route beside a resource is its
//      alias), shipped frame pages under public/, icons from src/engine/icons.ts;
//   7. locale keys in every language, the same key set in each, the same placeholders;
//   8. warnings: a readOnly field in a form section.
//
// Each concept lives in scripts/lib/checkConfig/: ajvSetup.ts and ajvErrors.ts (ajv and its errors as sentences),
// syntax.ts (1), metaSchemas.ts (2), actions.ts (5b), entitySchemas.ts with schemaModel.ts and schemaWalk.ts (3), resources.ts with
// templates.ts, services.ts and singletons.ts (4), permissions.ts (5), menus.ts and icons.ts (6), locales.ts (7),
// report.ts (output order and summary line), checker.ts (the order the checks run in).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChecks } from './lib/checkConfig/checker';
import type { CheckResult } from './lib/checkConfig/context';
import { renderReport } from './lib/checkConfig/report';
import { runWhenExecuted } from './lib/cli';

export { createOwnAjv } from './lib/checkConfig/ajvSetup';
export { translateAjvErrors } from './lib/checkConfig/ajvErrors';
export { describeEntity } from './lib/checkConfig/checker';
export type { CheckCounts, CheckResult } from './lib/checkConfig/context';
export { parseIconNames } from './lib/checkConfig/icons';
export { renderReport } from './lib/checkConfig/report';
export type { EntityField } from './lib/checkConfig/schemaModel';

/** The repository this script belongs to. */
export const REPO_ROOT: string = fileURLToPath(new URL('..', import.meta.url));

export const checkConfig = async (root: string = REPO_ROOT): Promise<CheckResult> => runChecks(resolve(root));

const USAGE = 'usage: npm run check:config [-- --root <dir>]';

const main = async (argv: string[]): Promise<number> => {
  let root = REPO_ROOT;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--root' && argv[index + 1] !== undefined) root = resolve(argv[++index]!);
    else if (arg.startsWith('--root=')) root = resolve(arg.slice('--root='.length));
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    } else {
      console.error(`check:config: unknown argument "${arg}"\n${USAGE}`);
      return 2;
    }
  }
  if (!existsSync(root)) {
    console.error(`check:config: ${root} does not exist`);
    return 2;
  }
  const { lines, exitCode } = renderReport(await checkConfig(root));
  for (const line of lines) console.log(line);
  return exitCode;
};

runWhenExecuted(import.meta.url, main);
