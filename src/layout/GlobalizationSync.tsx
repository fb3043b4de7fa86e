// The merchant's globalization setting (Settings → Globalization, resources/globalization.json) takes effect in
// the console: dates and times show in its formats from the first render that has it, and the console opens in its
// language unless this browser's person chose one with the header's switch; saving a new language switches at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useGetOne, useLocaleState } from 'react-admin';
import { SINGLETON_ID } from '../data/singleton';
import { DEFAULT_CLOCK_STYLE, DEFAULT_DATE_STYLE, setDisplayStyle } from '../format/dates';
import { chosenLocale, isLocale } from '../i18n/locales';
import { rememberedGlobalization, rememberGlobalization, type GlobalizationRecord } from './rememberedGlobalization';

interface Styles {
  dateFmt?: string;
  timeFmt?: string;
}

// A merchant with no setting gets the console's own, not the styles of whoever signed in before on this tab.
const applyStyles = (setting: Styles | undefined) =>
  setDisplayStyle({ date: setting?.dateFmt ?? DEFAULT_DATE_STYLE, clock: setting?.timeFmt ?? DEFAULT_CLOCK_STYLE });

export const GlobalizationSync = () => {
  // What this tab read last stands in until it is ten minutes old, so a page loaded again asks nothing at boot.
  const [remembered] = useState(rememberedGlobalization);
  const { data, dataUpdatedAt } = useGetOne<GlobalizationRecord>(
    'globalization',
    { id: SINGLETON_ID },
    { staleTime: 10 * 60_000, retry: false, initialData: remembered?.record, initialDataUpdatedAt: remembered?.at },
  );
  const [locale, setLocale] = useLocaleState();
  const seenLanguage = useRef<string | undefined>(undefined);
  // During render, not after: the page rendered in the same pass shows the setting's style.
  applyStyles(data);
  // And the moment a new setting enters the cache, before anything renders with it: the setting's own page, just
  // saved, mounts its view with the answer at once, while this component hears of it a moment later, and that
  // view's dates stayed in the old style.
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [resource, method] = event.query.queryKey as unknown[];
        if (event.type === 'updated' && resource === 'globalization' && method === 'getOne')
          applyStyles(event.query.state.data as Styles | undefined);
      }),
    [queryClient],
  );
  useEffect(() => rememberGlobalization(data, dataUpdatedAt), [data, dataUpdatedAt]);
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
