// i18next through ra-i18n-i18next: react-admin's own messages plus the console's locale files.
import { createInstance } from 'i18next';
import { convertRaTranslationsToI18next, getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import englishMessages from 'ra-language-english';
import enUS from '../../locales/en-US.json';
import raChinese from '../../locales/react-admin.zh-CN.json';
import zhCN from '../../locales/zh-CN.json';
import { setLanguageSource } from '../transport/language';
import { isLocale, LOCALES, readSavedLocale, saveLocale, type Locale } from './locales';

export const translations: Record<Locale, Record<string, unknown>> = {
  'en-US': { ...convertRaTranslationsToI18next(englishMessages), ...enUS },
  'zh-CN': { ...convertRaTranslationsToI18next(raChinese), ...zhCN },
};

export const createI18nProvider = async (locale: Locale = readSavedLocale()): Promise<I18nProvider> => {
  const instance = createInstance();
  const provider = await getI18nProvider(
    instance,
    {
      lng: locale,
      fallbackLng: 'en-US',
      supportedLngs: LOCALES.map((entry) => entry.locale),
      resources: {
        'en-US': { translation: translations['en-US'] },
        'zh-CN': { translation: translations['zh-CN'] },
      },
      interpolation: { escapeValue: false },
    },
    [...LOCALES],
  );
  setLanguageSource(() => instance.language || locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return {
    ...provider,
    changeLocale: async (next: string) => {
      await provider.changeLocale(next);
      if (isLocale(next)) saveLocale(next);
    },
  };
};
