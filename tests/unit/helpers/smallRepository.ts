// A small repository for the tests of gen itself (drift, repair, strict mode, openapi.json): three entity schemas
// and one action, with the files gen reads, generated once. gen's behaviour does not depend on how many schemas
// there are, and a run here takes a fifth of a run over the whole catalogue; the real repository's freshness is
// `npm test`'s own step (gen:check) and the generated-code tests.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../../..');

const COPIED = [
  'schemas/common.schema.json',
  'schemas/store.schema.json',
  'schemas/ticket.schema.json',
  'schemas/config',
  'schemas/actions/responseCodes.schema.json',
  'schemas/actions/wire.schema.json',
  'schemas/actions/MerchantLogin.json',
  'locales',
  'src/validation',
  'package.json',
];

export const runGen = (...args: string[]) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

/** A fresh small repository in a temporary folder, its src/generated and openapi.json up to date. */
export const makeSmallRepository = (): string => {
  const copy = mkdtempSync(join(tmpdir(), 'console-gen-'));
  for (const path of COPIED) cpSync(join(ROOT, path), join(copy, path), { recursive: true });
  mkdirSync(join(copy, 'menus'));
  writeFileSync(join(copy, 'menus/main.json'), JSON.stringify({ $schema: '../schemas/config/menu.schema.json', items: [] }));
  const made = runGen('--root', copy);
  if (made.status !== 0) throw new Error(`gen on the small repository failed:\n${made.output}`);
  return copy;
};
