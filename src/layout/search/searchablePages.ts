// The pages the search dialog offers: the user's visible menu entries, named in every language of the console that
// is loaded (the dialog loads the others when it opens: loadAllLanguages).
import { LOCALES } from '../../i18n/locales';
import { loadedMessages, loadMessages } from '../../i18n/messages';
import { menuEntries, placeEntries, targetOf, visibleEntries, type Allowed } from '../menu/menuTree';
import type { SearchablePage } from './pageSearch';

const textAt = (tree: Record<string, unknown>, key: string): string | undefined => {
  const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

/** A locale key's text in each language loaded. */
export const namesOf = (key: string): string[] => LOCALES.flatMap(({ locale }) => textAt(loadedMessages(locale) ?? {}, key) ?? []);

/** Every language's texts, so a page can be found by its name in either language. */
export const loadAllLanguages = (): Promise<unknown> => Promise.all(LOCALES.map(({ locale }) => loadMessages(locale)));

export const searchablePages = (allowed?: Allowed): SearchablePage[] =>
  placeEntries(visibleEntries(menuEntries, allowed)).map(({ entry, sections }) => {
    const section = sections.at(-1);
    return {
      key: entry.key,
      to: targetOf(entry)!,
      label: entry.label,
      section: section?.label,
      names: namesOf(entry.label),
      sectionNames: section ? namesOf(section.label) : [],
    };
  });
