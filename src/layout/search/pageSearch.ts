// Finding a page by name: every page of the user's menu, matched against its label in each of the console's
// languages (a merchant may type "store" or "门店" whichever language the console shows) and its section's.

export interface SearchablePage {
  key: string;
  to: string;
  /** Locale keys, shown in the console's language. */
  label: string;
  section?: string;
  /** The texts to match: the page's label in every language. */
  names: string[];
  /** The section's name in every language (a weaker match). */
  sectionNames: string[];
}

const normalize = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

const wordsOf = (name: string) => name.split(/[\s\-–&/,.()]+/).filter(Boolean);

/**
 * Pages whose name matches, best first: the name starts with the text, one of its words does, the name contains it
 * (how Chinese names match, having no spaces), then the section's name contains it; menu order within each.
 */
export const findPages = (pages: readonly SearchablePage[], text: string): SearchablePage[] => {
  const wanted = normalize(text);
  if (!wanted) return [...pages];
  const rank = (page: SearchablePage): number => {
    const names = page.names.map(normalize);
    if (names.some((name) => name.startsWith(wanted))) return 0;
    if (names.some((name) => wordsOf(name).some((word) => word.startsWith(wanted)))) return 1;
    if (names.some((name) => name.includes(wanted))) return 2;
    if (page.sectionNames.map(normalize).some((name) => name.includes(wanted))) return 3;
    return -1;
  };
  return pages
    .map((page, order) => ({ page, order, rank: rank(page) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.page);
};
