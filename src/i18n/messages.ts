// Each language's texts, loaded on demand in parts (scripts/lib/vitePluginLocaleTexts.ts): a merchant downloads the
// language they read, and the other one only when they switch to it or search pages by name (issue #12: the
// Chinese texts were ≈ 18 kB gzip of every English user's first download). At start only the core: react-admin's
// own texts and the console's but for a hand-written flow's (they load with the flow) and a declared screen's
// (they load with the screen), so the first download does not grow with screens (textParts.ts).
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Locale } from './locales';

export type Messages = Record<string, unknown>;

// The core is fetched at start, straight from the entry. The table of the other parts grows with screens, so it is
// a chunk of its own, fetched on first use (or ahead: preloadTextsParts), not a part of the initial JS.
const coreTexts = import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=core', import: 'default' });
let partsTable: Promise<typeof import('virtual:text-parts')> | undefined;
const textParts = async () => {
  partsTable ??= import('virtual:text-parts').catch((error: unknown) => {
    partsTable = undefined;
    throw error;
  });
  return (await partsTable).textParts;
};

/** Fetches the table of the texts' parts ahead of the first screen that needs it. */
export const preloadTextsParts = (): void => {
  textParts().catch(() => undefined);
};

const reactAdminTexts: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => (await import('ra-language-english')).default as Messages,
  'zh-CN': async () => (await import('../../locales/react-admin.zh-CN.json')).default,
};

/** Whether the locale files hold a part of that name (a screen without texts beyond its name has none). */
export const hasTextsPart = async (part: string): Promise<boolean> => Object.values(await textParts()).some((parts) => Object.hasOwn(parts, part));

const loadPart = async (locale: Locale, part: string): Promise<Messages> => {
  const parts = (await textParts())[locale] ?? {};
  return Object.hasOwn(parts, part) ? parts[part]!() : {};
};

const languageTexts = async (locale: Locale): Promise<Messages> => {
  const loadCore = coreTexts[`../../locales/${locale}.json`];
  if (!loadCore) throw new Error(`No locale file for ${locale}`);
  const [ra, own] = await Promise.all([reactAdminTexts[locale](), loadCore()]);
  return { ...convertRaTranslationsToI18next(ra), ...own };
};

/** A loader run once per key; a failed load is forgotten so the next call tries again. */
const cachedLoads = <T>(onLoaded?: (key: string, value: T) => void) => {
  const loading = new Map<string, Promise<T>>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    let pending = loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => {
          onLoaded?.(key, value);
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, pending);
    }
    return pending;
  };
};

const loaded = new Map<string, Messages>();
const loadLanguage = cachedLoads<Messages>((locale, messages) => loaded.set(locale, messages));
const loadPartOnce = cachedLoads<Messages>();

/** A language's texts loaded at start (the core), fetched once. */
export const loadMessages = (locale: Locale): Promise<Messages> => loadLanguage(locale, () => languageTexts(locale));

/** The texts of a language already loaded, or undefined. */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded.get(locale);

/** One part of a language's texts ({ loan: {…} }, { resources: { stores: {…} } }), fetched once. */
export const loadTextsPart = (locale: Locale, part: string): Promise<Messages> => loadPartOnce(`${locale}/${part}`, () => loadPart(locale, part));
