// How two names are compared for an x-unique field: as a person reads them, not byte by byte. A name that only
// looks the same (a zero-width space inside, a Cyrillic "а" for a Latin "a", fullwidth letters, other case, extra
// spaces) is the same name, so it cannot slip past the duplicate check and confuse staff and customers.

/** Characters that take no room on screen: zero-width space, joiners, word joiner, soft hyphen, byte-order mark. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060-\u2064\uFEFF]/g;

/** Cyrillic and Greek letters drawn like Latin ones (Unicode TR39 confusables, the ones a keyboard reaches). */
const LATIN_LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ӏ: 'l', ԛ: 'q', ԝ: 'w',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LATIN_LOOKALIKES).join('')}]`, 'g');

/** The form of a name two look-alike spellings share. */
export const comparableName = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .replace(LOOKALIKE, (letter) => LATIN_LOOKALIKES[letter]!)
    .replace(/\s+/g, ' ')
    .trim();
