// Each language's texts (react-admin's own plus the console's locale file), loaded on demand: a merchant downloads
// the language they read, and the other one only when they switch to it or search pages by name (issue #12: the
// Chinese texts were ≈ 18 kB gzip of every English user's first download). A hand-written flow's texts
// (FLOW_TEXT_KEYS) are not part of it: they load with the flow (flowTexts.ts).
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { FlowTextKey } from './flowTextKeys';
import type { Locale } from './locales';

export type Messages = Record<string, unknown>;
type Parts = Record<string, () => Promise<Messages>>;

// One glob per part, so each language's part is its own chunk (scripts/lib/vitePluginLocaleTexts.ts cuts it out).
// The globs' patterns must be written out: Vite reads them at build time.
const coreTexts: Parts = import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=core', import: 'default' });
const flowParts: Record<FlowTextKey, Parts> = {
  loan: import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=loan', import: 'default' }),
  overdraft: import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=overdraft', import: 'default' }),
  money: import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=money', import: 'default' }),
  checkout: import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=checkout', import: 'default' }),
  transfer: import.meta.glob<Messages>(['../../locales/*.json', '!**/react-admin.*'], { query: '?texts=transfer', import: 'default' }),
};

const localeFile = (locale: Locale): string => `../../locales/${locale}.json`;

const partOf = (parts: Parts, locale: Locale): Promise<Messages> => {
  const load = parts[localeFile(locale)];
  if (!load) throw new Error(`no texts for ${locale}`);
  return load();
};

const reactAdminTexts: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => (await import('ra-language-english')).default as Messages,
  'zh-CN': async () => (await import('../../locales/react-admin.zh-CN.json')).default,
};

const languageTexts = async (locale: Locale): Promise<Messages> => {
  const [ra, own] = await Promise.all([reactAdminTexts[locale](), partOf(coreTexts, locale)]);
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
const loadFlow = cachedLoads<Messages>();

/** A language's texts (without the flows'), fetched once. */
export const loadMessages = (locale: Locale): Promise<Messages> => loadLanguage(locale, () => languageTexts(locale));

/** The texts of a language already loaded, or undefined. */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded.get(locale);

/** One flow's texts in a language ({ loan: {…} }), fetched once. */
export const loadFlowMessages = (locale: Locale, flow: FlowTextKey): Promise<Messages> =>
  loadFlow(`${locale}/${flow}`, () => partOf(flowParts[flow], locale));
