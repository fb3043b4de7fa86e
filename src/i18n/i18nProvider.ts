// i18next through ra-i18n-i18next: react-admin's own messages plus the console's locale files. Only the user's
// language is loaded at start; another one is fetched when the user switches to it (react-admin waits for
// changeLocale's promise before re-rendering in the new language).
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setLanguageSource } from '../transport/language';
import { isLocale, LOCALES, readSavedLocale, saveLocale, type Locale } from './locales';
import { loadMessages } from './messages';

export const createI18nProvider = async (locale: Locale = readSavedLocale()): Promise<I18nProvider> => {
  const instance = createInstance();
  const messages = await loadMessages(locale);
  const provider = await getI18nProvider(
    instance,
    {
      lng: locale,
      fallbackLng: 'en-US',
      supportedLngs: LOCALES.map((entry) => entry.locale),
      // Both languages have every key (tests/unit/i18n/locales.test.ts), so nothing falls back to a language
      // that is not loaded.
      resources: { [locale]: { translation: messages } },
      interpolation: { escapeValue: false },
    },
    [...LOCALES],
  );
  setLanguageSource(() => instance.language || locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return {
    ...provider,
    changeLocale: async (next: string) => {
      if (isLocale(next) && !instance.hasResourceBundle(next, 'translation')) {
        instance.addResourceBundle(next, 'translation', await loadMessages(next));
      }
      await provider.changeLocale(next);
      if (isLocale(next)) saveLocale(next);
    },
  };
};
