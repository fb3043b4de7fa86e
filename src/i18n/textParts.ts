// The texts that are not loaded at start join the console's i18next instance when their pages load: a hand-written
// flow's (withFlowTexts on its lazy import) and a declared screen's (the engine's registry, with the resource file).
// They come in the language on screen, and again in any language the merchant switches to after opening them
// (i18nProvider's changeLocale calls textsInUse), so no key is ever shown untranslated.
import type { FlowTextKey } from './flowTextKeys';
import { readSavedLocale, type Locale } from './locales';
import { hasTextsPart, loadTextsPart, type Messages } from './messages';

type TextsTarget = { language: () => Locale; add: (locale: Locale, messages: Messages) => void };

const opened = new Set<string>();
let target: TextsTarget | undefined;

// How many parts have joined the instance: what is drawn outside a screen (the breadcrumbs, above the page) reads its
// texts before they load, and draws again when this changes.
let joined = 0;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: a number that changes each time a part's texts join the instance. */
export const textsJoined = (): number => joined;

export const onTextsJoined = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where opened texts go: the i18next instance the console renders with. */
export const setTextsTarget = (next: TextsTarget): void => {
  target = next;
};

/** The texts of every part opened so far, in a language (for a switch to it). */
export const textsInUse = async (locale: Locale): Promise<Messages[]> => Promise.all([...opened].map((part) => loadTextsPart(locale, part)));

const openTexts = async (part: string): Promise<void> => {
  if (!(await hasTextsPart(part))) return;
  opened.add(part);
  // A screen opened before the console's i18n exists (the first list, fetched at boot) loads in the language the
  // console starts in; createI18nProvider adds it once the instance is there (textsInUse).
  const locale = target?.language() ?? readSavedLocale();
  const texts = await loadTextsPart(locale, part);
  target?.add(locale, texts);
  joined += 1;
  listeners.forEach((listener) => listener());
};

/** A page's loader that resolves once both the page's code and its flow's texts are there (fetched side by side). */
export const withFlowTexts =
  <Module>(flow: FlowTextKey, load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const [module] = await Promise.all([load(), openTexts(flow)]);
    return module;
  };

/** A declared screen's texts (its fields, sections, commands, empty list…), loaded with its resource file. */
export const openScreenTexts = (resource: string): Promise<void> => openTexts(`resources.${resource}`);
