// Vite plugin: a locale file imported with `?texts=<part>` becomes only that part of it, so one language's texts
// load as several chunks. `?texts=core` is the file without the flows' keys (loaded at start), `?texts=loan` only
// its `loan` key (loaded with the loan pages). The locale files stay whole for the developer editing them, the
// locale tests and the embedded backend.
//
//   plugins: [react(), localeTextsPlugin(FLOW_TEXT_KEYS)],
//   import.meta.glob('../../locales/*.json', { query: '?texts=loan', import: 'default' })
import type { Plugin } from 'vite';

const LOCALE_FILE = /[\\/]locales[\\/][^\\/]+\.json$/;
export const CORE_PART = 'core';

/** The part of a locale file's texts a query names: the core (all but the flows' keys) or one flow's key. */
export const textsPart = (texts: Record<string, unknown>, part: string, flowKeys: readonly string[]): Record<string, unknown> => {
  if (part === CORE_PART) return Object.fromEntries(Object.entries(texts).filter(([key]) => !flowKeys.includes(key)));
  if (!flowKeys.includes(part)) throw new Error(`?texts=${part}: not a flow's key (${flowKeys.join(', ')}) nor ${CORE_PART}`);
  return { [part]: texts[part] ?? {} };
};

export const localeTextsPlugin = (flowKeys: readonly string[]): Plugin => ({
  name: 'locale-texts',
  // Before Vite's own JSON plugin turns the file into a module.
  enforce: 'pre',
  transform(code, id) {
    const [file, query = ''] = id.split('?');
    if (!LOCALE_FILE.test(file!)) return undefined;
    const part = new URLSearchParams(query).get('texts');
    if (part === null) return undefined;
    return { code: JSON.stringify(textsPart(JSON.parse(code) as Record<string, unknown>, part, flowKeys)), map: null };
  },
});
