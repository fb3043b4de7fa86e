// `npm run new:resource -- <name> [--entity <entity>] [--root <dir>]`: scaffolds a declared screen.
//
//   schemas/<entity>.schema.json   an id and a name field (kept as it is when the schema already exists)
//   resources/<name>.json          getList/getOne/create/update/delete over placeholder action names, a list, a form
//                                  section and a show section; no access codes (every signed-in user)
//   schemas/actions/<Action>.json  a catalogue entry per placeholder action: request and answer over the entity
//                                  (an entry that already exists is kept as it is)
//   menus/main.json                an entry under "settings" (or at the top level), hidden until the screen is ready
//   locales/en-US.json, zh-CN.json the labels the check asks for, in English and in generic Chinese
//
// It never overwrites: an existing resource file, a menu key already taken or an unreadable file stops it before
// anything is written. Afterwards it runs check:config and prints what to edit next.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkConfig, renderReport, REPO_ROOT } from './check-config';
import { runWhenExecuted } from './lib/cli';
import { ScaffoldRefused, scaffoldResource, type ScaffoldResult } from './lib/newResource/scaffold';

const USAGE = 'usage: npm run new:resource -- <name> [--entity <entity>] [--root <dir>]\n  e.g. npm run new:resource -- devices   (entity "device")';

const nextSteps = (name: string, result: ScaffoldResult, hasGen: boolean): string[] => {
  const lines = ['', `Scaffolded resource "${name}" (entity "${result.entity}"):`];
  for (const { path, action } of result.written) lines.push(`  ${action.padEnd(8)}${path}`);
  if (result.reusedSchema) lines.push(`  kept    schemas/${result.entity}.schema.json (it already existed)`);
  for (const action of result.keptActions) lines.push(`  kept    schemas/actions/${action}.json (it already existed)`);
  lines.push('', 'Next:');
  let step = 1;
  const add = (text: string) => lines.push(`  ${step++}. ${text}`);
  if (!result.reusedSchema) add(`schemas/${result.entity}.schema.json: add the entity's fields (types and rules; common.schema.json#/$defs/… for shared ones; x-enum, readOnly).`);
  add(`resources/${name}.json and schemas/actions/: the action names ${result.actions.join(', ')} are placeholders: put the backend's (renaming each catalogue file with its action), with the fields each takes and answers and its spec section; choose columns, filters, form and show sections; add access codes (spec 001 §6) — without them every signed-in user may use the screen.`);
  add(`menus/main.json: the entry "${name}"${result.menuParent ? ` under "${result.menuParent}"` : ''} is hidden: set its icon and order, and remove "hidden" when the screen is ready.`);
  add(`locales/en-US.json and zh-CN.json: check the texts under resources.${name}, menu.${name}${result.untranslated.length > 0 ? '; these Chinese texts are still the field names:' : '.'}`);
  for (const entry of result.untranslated) lines.push(`       ${entry}`);
  if (hasGen) add('npm run gen: regenerates src/generated/ (the resource and menu manifest, entity types and validators).');
  add(`The embedded backend (mocks/) serves the actions from the resource file with an empty collection; add demo rows to mocks/db if you want some.`);
  add('npm run check:config after every edit.');
  return lines;
};

const main = async (argv: string[]): Promise<number> => {
  let root = REPO_ROOT;
  let entity: string | undefined;
  const positional: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--root' && argv[index + 1] !== undefined) root = resolve(argv[++index]!);
    else if (arg.startsWith('--root=')) root = resolve(arg.slice('--root='.length));
    else if (arg === '--entity' && argv[index + 1] !== undefined) entity = argv[++index];
    else if (arg.startsWith('--entity=')) entity = arg.slice('--entity='.length);
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    } else if (arg.startsWith('-')) {
      console.error(`new:resource: unknown option "${arg}"\n${USAGE}`);
      return 2;
    } else positional.push(arg);
  }
  if (positional.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const name = positional[0]!;
  let result: ScaffoldResult;
  try {
    result = scaffoldResource({ name, entity, root });
  } catch (error) {
    if (error instanceof ScaffoldRefused) {
      console.error(`new:resource: ${error.message}. Nothing was written.`);
      return 1;
    }
    throw error;
  }
  let hasGen = false;
  try {
    const packageJson = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
    hasGen = Boolean(packageJson.scripts?.gen);
  } catch {
    hasGen = false;
  }
  console.log(nextSteps(name, result, hasGen).join('\n'));
  console.log('\nnpm run check:config:');
  const { lines, exitCode } = renderReport(await checkConfig(root));
  for (const line of lines) console.log(line);
  return exitCode;
};

runWhenExecuted(import.meta.url, main);
