// The console's languages and how the choice is remembered. The choice lives in a cookie: logout must empty
// local and session storage (spec 001 §4), and a merchant who reads Chinese should not get English after logout.

export const LOCALES = [
  { locale: 'en-US', name: 'English (US)' },
  { locale: 'zh-CN', name: '中文 (简体)' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: Locale = 'en-US';

const COOKIE = 'mc_lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.some((entry) => entry.locale === value);

/** The language this browser's person chose (the header's switch), if they ever did. */
export const chosenLocale = (): Locale | undefined => {
  if (typeof document === 'undefined') return undefined;
  const saved = document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  return isLocale(saved) ? saved : undefined;
};

export const readSavedLocale = (): Locale => chosenLocale() ?? DEFAULT_LOCALE;

/**
 * Remembers a person's choice the moment they make it, before its texts have loaded: the merchant's globalization
 * setting, answering in between, gives way only to a choice it can see (GlobalizationSync).
 */
export const rememberChosenLocale = (locale: Locale): void => {
  document.cookie = `${COOKIE}=${locale}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`;
};

export const saveLocale = (locale: Locale): void => {
  rememberChosenLocale(locale);
  document.documentElement.lang = locale;
};
