// src/generated/screenIndex.ts: what the console's first page must know of the declared screens (menus, a summary
// and a loader per resource file), so one more screen adds a summary line to it, not its whole file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { alsoReadBy } from '../../../src/config/screenReads';
import type { EntityDescriptor } from '../../../src/validation/entityTypes';
import { configFileNames } from '../configFiles';
import { header, toTypeName } from './conventions';
import { isObject, type Json, type Schema } from './schemaGraph';

/**
 * What a resource's screens read besides its own file, entity and texts: its commands' input entities and the
 * resources its fields refer to (x-reference) or take presets from. The registry fetches them beside the file: read
 * from the file, each was one more round trip before the first rows could be asked for (issue #12).
 */
const alsoLoads = (file: Record<string, unknown>, descriptors: Record<string, EntityDescriptor>): Record<string, string[]> | undefined => {
  const read = alsoReadBy(file, (entity) => descriptors[entity]);
  const named = Object.fromEntries(Object.entries(read).filter(([, names]) => names.length > 0));
  return Object.keys(named).length > 0 ? named : undefined;
};

/**
 * What the console must know of a resource before its screen is opened: its routes and pages, its icon, and every
 * permission code it declares (so an access check never meets a code that has not arrived yet). The rest of the
 * file (columns, sections, commands' texts…) is fetched with the screen. Read leniently: check:config judges files.
 */
const summarise = (file: Record<string, unknown>, descriptors: Record<string, EntityDescriptor>): Record<string, unknown> => {
  const methods = (isObject(file.methods as Json) ? file.methods : {}) as Record<string, unknown>;
  const pages = {
    list: Boolean(methods.getList && file.list) || undefined,
    show: Boolean(methods.getOne && file.show) || undefined,
    create: Boolean(methods.create && file.form) || undefined,
    edit: Boolean(methods.getOne && methods.update && file.form) || undefined,
  };
  const commands = (Array.isArray(file.commands) ? file.commands : [])
    .filter((command): command is { name: string; access: string } => isObject(command as Json) && typeof (command as Schema).access === 'string')
    .map(({ name, access }) => ({ name, access }));
  const importAccess = isObject(file.import as Json) ? (file.import as Schema).access : undefined;
  const summary: Record<string, unknown> = {
    name: file.name,
    entity: file.entity,
    icon: file.icon,
    service: file.service,
    singleton: file.singleton,
    recordRepresentation: file.recordRepresentation ?? file.idField,
    pages: Object.fromEntries(Object.entries(pages).filter(([, value]) => value)),
    access: file.access,
    commands: commands.length > 0 ? commands : undefined,
    import: typeof importAccess === 'string' ? { access: importAccess } : undefined,
    alsoLoads: alsoLoads(file, descriptors),
  };
  return Object.fromEntries(Object.entries(summary).filter(([, value]) => value !== undefined));
};

/**
 * What the console's first page imports about the declared screens: the menus (drawn at once), a summary of each
 * resource, and a loader per resource file. One more screen adds one summary line, not its whole file.
 */
export const generateScreenIndex = (root: string, descriptors: Record<string, EntityDescriptor>): string => {
  const menus = configFileNames(root, 'menus');
  const resources = configFileNames(root, 'resources').map((file) => ({
    file,
    content: JSON.parse(readFileSync(join(root, 'resources', `${file}.json`), 'utf8')) as Record<string, unknown>,
  }));
  const summaries = resources.map(({ content }) => summarise(content, descriptors)).sort((a, b) => String(a.name).localeCompare(String(b.name)));
  return [
    header('resources/ and menus/'),
    "import type { ResourceSummary } from '../config/resourceSummary';",
    ...menus.map((name) => `import menu${toTypeName(name)} from '../../menus/${name}.json';`),
    '',
    '/** menus/*.json, by file name (format: schemas/config/menu.schema.json). */',
    'export const menuFiles: Readonly<Record<string, unknown>> = {',
    ...menus.map((name) => `  ${name}: menu${toTypeName(name)},`),
    '};',
    '',
    '/** Each resources/*.json in brief, by resource name: what the menu, the routes and the access checks need at once. */',
    `export const resourceSummaries: readonly ResourceSummary[] = ${JSON.stringify(summaries, null, 2)};`,
    '',
    '/** Each resource file, by resource name, fetched when its screen (or a screen that refers to it) first opens. */',
    'export const resourceLoaders: Readonly<Record<string, () => Promise<unknown>>> = {',
    ...resources
      .map(({ file, content }) => ({ file, name: String(content.name) }))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(({ file, name }) => `  ${name}: () => import('../../resources/${file}.json').then((module) => module.default),`),
    '};',
    '',
  ].join('\n');
};
