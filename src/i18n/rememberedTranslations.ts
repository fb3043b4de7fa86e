// A console page asks for the same texts many times over (each row's enum labels and command names, each menu
// entry, the frame's tools on every render), and i18next works each one out afresh: it rebuilds the language's
// fallback chain and searches the namespaces per call (issue #12: ≈ 60 ms of a cold load to the first list). A text
// without values to put in reads the same until the language changes or texts join the instance, so it is kept
// until then.
import type { i18n as I18nInstance } from 'i18next';
import type { TranslateFunction } from 'react-admin';

type Options = Parameters<TranslateFunction>[1];

/** Only a text's key and its fallback (`_`) decide what it reads; other options put values in and are asked each time. */
const cacheKey = (key: string, options: Options): string | undefined => {
  if (options === undefined || options === null) return key;
  const names = Object.keys(options);
  if (names.length === 0) return key;
  if (names.length === 1 && names[0] === '_' && typeof options._ === 'string') return `${key}\u0000${options._}`;
  return undefined;
};

export const rememberTranslations = (translate: TranslateFunction, instance: I18nInstance): TranslateFunction => {
  const remembered = new Map<string, string>();
  const forget = () => remembered.clear();
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  return (key, options) => {
    const cached = cacheKey(key, options);
    if (cached === undefined) return translate(key, options);
    let text = remembered.get(cached);
    if (text === undefined) {
      text = translate(key, options);
      remembered.set(cached, text);
    }
    return text;
  };
};
