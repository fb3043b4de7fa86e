// i18next through ra-i18n-i18next: react-admin's own messages plus the console's locale files. Only the user's
// language is loaded at start; another one is fetched when the user switches to it (react-admin waits for
// changeLocale's promise before re-rendering in the new language). A hand-written flow's texts load with the flow
// (textParts.ts), in the language on screen and in any the merchant switches to after opening it.
import { createInstance, type i18n } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { setLanguageSource } from '../transport/language';
import { isLocale, LOCALES, readSavedLocale, saveLocale, type Locale } from './locales';
import { setTextsTarget, textsInUse } from './textParts';
import { loadMessages, preloadTextsParts, type Messages } from './messages';
import { rememberTranslations } from './rememberedTranslations';

// i18next puts a language code such as en-US through Intl.getCanonicalLocales, slow, each time it looks a text up
// (issue #12: about 9 ms of a cold load's first screen); a code formats the same every time.
const rememberLanguageCodes = (instance: i18n) => {
  const utils = instance.services.languageUtils;
  const format = utils.formatLanguageCode.bind(utils);
  const formatted = new Map<string, ReturnType<typeof format>>();
  utils.formatLanguageCode = (code: string) => {
    if (!formatted.has(code)) formatted.set(code, format(code));
    return formatted.get(code);
  };
};

export const createI18nProvider = async (locale: Locale = readSavedLocale()): Promise<I18nProvider> => {
  const instance = createInstance();
  preloadTextsParts();
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
  rememberLanguageCodes(instance);
  const currentLocale = (): Locale => (isLocale(instance.language) ? instance.language : locale);
  setLanguageSource(currentLocale);
  // Deep-merged, so a flow's texts add to the language's and a language's texts never remove a flow's.
  const addTexts = (language: Locale, texts: Messages) => instance.addResourceBundle(language, 'translation', texts, true, true);
  setTextsTarget({ language: currentLocale, add: addTexts });
  // Texts opened before the instance was there (the first screen's, fetched at boot) join it now.
  (await textsInUse(locale)).forEach((texts) => addTexts(locale, texts));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return {
    ...provider,
    translate: rememberTranslations(provider.translate, instance),
    changeLocale: async (next: string) => {
      if (isLocale(next)) {
        const [language, flows] = await Promise.all([loadMessages(next), textsInUse(next)]);
        [language, ...flows].forEach((texts) => addTexts(next, texts));
      }
      await provider.changeLocale(next);
      if (isLocale(next)) saveLocale(next);
    },
  };
};
