// Vite plugin: one language's texts load as several chunks. A locale file imported with `?texts=<part>` becomes only
// that part of it:
//   core               everything loaded at start: all but the flows' keys and the declared screens' texts (a
//                      screen keeps its names, resources.<name>.name*, which menus, titles and searches read)
//   <flow>             one hand-written flow's key (FLOW_TEXT_KEYS), loaded with the flow's pages
//   resources.<name>   one declared screen's texts but its names, loaded with the screen's resource file
// The virtual module `virtual:text-parts` lists, per language, a loader of each part but the core (which the app
// imports itself), so a new screen's texts get their chunk without a line of code. The locale files stay whole for the developer editing
// them, the locale tests and the embedded backend.
//
//   plugins: [react(), localeTextsPlugin(FLOW_TEXT_KEYS)],
//   import { textParts } from 'virtual:text-parts';   textParts['en-US']['resources.stores']()
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

type Texts = Record<string, unknown>;

const LOCALE_FILE = /[\\/]locales[\\/]([^\\/]+)\.json$/;
const TABLE_ID = 'virtual:text-parts';
const RESOLVED_TABLE_ID = `\0${TABLE_ID}`;
export const CORE_PART = 'core';
const SCREEN_PREFIX = 'resources.';
/** A screen's names (resources.<name>.name, name_one, name_other) stay in the core. */
const isNameKey = (key: string) => key === 'name' || key.startsWith('name_');

const screensOf = (texts: Texts): Record<string, Texts> => (texts.resources ?? {}) as Record<string, Texts>;

const split = (screen: Texts, names: boolean): Texts => Object.fromEntries(Object.entries(screen).filter(([key]) => isNameKey(key) === names));

/** The parts loaded after start a locale file holds: each flow's key it has, each screen with texts beyond its names. */
export const partsOf = (texts: Texts, flowKeys: readonly string[]): string[] => [
  ...flowKeys.filter((key) => key in texts),
  ...Object.entries(screensOf(texts))
    .filter(([, screen]) => Object.keys(split(screen, false)).length > 0)
    .map(([name]) => `${SCREEN_PREFIX}${name}`),
];

/** The part of a locale file's texts a query names. */
export const textsPart = (texts: Texts, part: string, flowKeys: readonly string[]): Texts => {
  if (part === CORE_PART) {
    const core = Object.fromEntries(Object.entries(texts).filter(([key]) => !flowKeys.includes(key)));
    if (texts.resources) core.resources = Object.fromEntries(Object.entries(screensOf(texts)).map(([name, screen]) => [name, split(screen, true)]));
    return core;
  }
  if (part.startsWith(SCREEN_PREFIX)) {
    const name = part.slice(SCREEN_PREFIX.length);
    return { resources: { [name]: split(screensOf(texts)[name] ?? {}, false) } };
  }
  if (!flowKeys.includes(part)) throw new Error(`?texts=${part}: not ${CORE_PART}, a flow's key (${flowKeys.join(', ')}) nor ${SCREEN_PREFIX}<name>`);
  return { [part]: texts[part] ?? {} };
};

/** The console's locale files (react-admin's own dictionaries are loaded whole, apart). */
const localeFiles = (folder: string): Array<{ locale: string; path: string }> =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.json') && !file.startsWith('react-admin.'))
    .map((file) => ({ locale: file.slice(0, -'.json'.length), path: join(folder, file) }));

export const localeTextsPlugin = (flowKeys: readonly string[], folder = join(process.cwd(), 'locales')): Plugin => ({
  name: 'locale-texts',
  // Before Vite's own JSON plugin turns the file into a module.
  enforce: 'pre',
  resolveId: (id) => (id === TABLE_ID ? RESOLVED_TABLE_ID : undefined),
  load(id) {
    if (id !== RESOLVED_TABLE_ID) return undefined;
    const table = localeFiles(folder).map(({ locale, path }) => {
      this.addWatchFile(path);
      const parts = partsOf(JSON.parse(readFileSync(path, 'utf8')) as Texts, flowKeys);
      const loaders = parts.map((part) => `${JSON.stringify(part)}: () => import(${JSON.stringify(`${path}?texts=${part}`)}).then((m) => m.default)`);
      return `${JSON.stringify(locale)}: {\n${loaders.join(',\n')}\n}`;
    });
    return `export const textParts = {\n${table.join(',\n')}\n};\n`;
  },
  transform(code, id) {
    const [file, query = ''] = id.split('?');
    if (!LOCALE_FILE.test(file!)) return undefined;
    const part = new URLSearchParams(query).get('texts');
    if (part === null) return undefined;
    return { code: JSON.stringify(textsPart(JSON.parse(code) as Texts, part, flowKeys)), map: null };
  },
});
