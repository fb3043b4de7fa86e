// The merchant's globalization setting (Settings → Globalization, resources/globalization.json) takes effect in
// the console: dates and times show in its formats from the first render that has it, and the console opens in its
// language unless this browser's person chose one with the header's switch; saving a new language switches at once.
import { useEffect, useRef } from 'react';
import { useGetOne, useLocaleState } from 'react-admin';
import { SINGLETON_ID } from '../data/singleton';
import { DEFAULT_CLOCK_STYLE, DEFAULT_DATE_STYLE, setDisplayStyle } from '../format/dates';
import { chosenLocale, isLocale } from '../i18n/locales';

export const GlobalizationSync = () => {
  const { data } = useGetOne('globalization', { id: SINGLETON_ID }, { staleTime: 10 * 60_000, retry: false });
  const [locale, setLocale] = useLocaleState();
  const seenLanguage = useRef<string | undefined>(undefined);
  // During render, not after: the page rendered in the same pass (the setting's own, just saved) shows the new style.
  // A merchant with no setting gets the console's own, not the styles of whoever signed in before on this tab.
  setDisplayStyle({ date: data?.dateFmt ?? DEFAULT_DATE_STYLE, clock: data?.timeFmt ?? DEFAULT_CLOCK_STYLE });
  const language: unknown = data?.lang;
  useEffect(() => {
    if (!isLocale(language)) return;
    const first = seenLanguage.current === undefined;
    if (language === seenLanguage.current) return;
    seenLanguage.current = language;
    if ((first && chosenLocale() !== undefined) || language === locale) return;
    setLocale(language);
  }, [language, locale, setLocale]);
  return null;
};
