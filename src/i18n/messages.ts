// Each language's texts (react-admin's own plus the console's locale file), loaded on demand: a merchant downloads
// the language they read, and the other one only when they switch to it or search pages by name (issue #12: the
// Chinese texts were ≈ 18 kB gzip of every English user's first download).
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Locale } from './locales';

export type Messages = Record<string, unknown>;

const loaders: Record<Locale, () => Promise<Messages>> = {
  'en-US': async () => {
    const [ra, own] = await Promise.all([import('ra-language-english'), import('../../locales/en-US.json')]);
    return { ...convertRaTranslationsToI18next(ra.default), ...own.default };
  },
  'zh-CN': async () => {
    const [ra, own] = await Promise.all([import('../../locales/react-admin.zh-CN.json'), import('../../locales/zh-CN.json')]);
    return { ...convertRaTranslationsToI18next(ra.default), ...own.default };
  },
};

const loading = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** A language's texts, fetched once; a failed fetch is forgotten so the next call tries again. */
export const loadMessages = (locale: Locale): Promise<Messages> => {
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (messages) => {
        loaded.set(locale, messages);
        return messages;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
};

/** The texts of a language already loaded, or undefined. */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded.get(locale);
