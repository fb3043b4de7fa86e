// Vite plugin: resources/*.json and menus/*.json reach the browser without their notes ("$comment", "$schema").
// Those are for the developer reading the file and for the editor's schema check; every declared screen is in the
// first screen's JS (the menu and routes are built from them), so a note would cost every user on every visit.
//
//   import { configNotesPlugin } from './scripts/lib/vitePluginConfigNotes';
//   plugins: [react(), configNotesPlugin()],
import type { Plugin } from 'vite';

const CONFIG_FILE = /[\\/](resources|menus)[\\/][^\\/]+\.json$/;
const NOTE_KEYS = new Set(['$comment', '$schema']);

/** The value with every note key removed, at any depth. */
export const withoutNotes = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutNotes);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !NOTE_KEYS.has(key))
      .map(([key, inner]) => [key, withoutNotes(inner)]),
  );
};

export const configNotesPlugin = (): Plugin => ({
  name: 'config-notes',
  // Before Vite's own JSON plugin turns the file into a module.
  enforce: 'pre',
  transform(code, id) {
    if (!CONFIG_FILE.test(id.split('?')[0]!)) return undefined;
    return { code: JSON.stringify(withoutNotes(JSON.parse(code))), map: null };
  },
});
