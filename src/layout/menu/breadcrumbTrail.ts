// The breadcrumbs of a page, from the menu tree: section › entry › sub-page (spec 000 §1). Entries marked
// "breadcrumbs": false show none on their own page; their sub-pages keep them.
import { createLabel } from '../../engine/pages/labels';
import { isUnder, matchPage, targetOf, type PlacedEntry } from './menuTree';

export interface Crumb {
  /** Locale key. */
  label: string;
  /** Locale key of the words when the label's key has none (a resource without words of its own for adding). */
  fallback?: string;
  /** Where the crumb links to; the page itself and sections without a page have none. */
  to?: string;
}

/**
 * The sub-page of a declared resource's screens: /stores/create, /stores/<id>, /stores/<id>/show. Adding a record
 * is named as the form's title names it ("Add product", "Request a till"), else "Create".
 */
const resourceSubPage = (resource: string, rest: string[]): Crumb | undefined => {
  if (rest.length === 1) return rest[0] === 'create' ? { label: createLabel(resource), fallback: 'nav.subPage.create' } : { label: 'nav.subPage.edit' };
  if (rest.length === 2 && rest[1] === 'show') return { label: 'nav.subPage.show' };
  return undefined;
};

export const breadcrumbTrail = (pathname: string, placed: readonly PlacedEntry[]): Crumb[] => {
  const match = matchPage(pathname, placed);
  if (!match) return [];
  const { entry, sections, address, rest } = match;
  if (rest.length === 0 && entry.breadcrumbs === false) return [];
  // Pages that sit under another entry's page of their section (/finance/money/accountStatement under
  // /finance/money); Finance's /home/withdraw does not sit under Home.
  const section = sections[0]?.key;
  const parents = placed
    .map((other) => ({ other, to: targetOf(other.entry)! }))
    .filter(({ other, to }) => other.entry !== entry && other.sections[0]?.key === section && to !== address && isUnder(address, to))
    .sort((a, b) => a.to.length - b.to.length);
  const subPage = entry.resource && rest.length > 0 ? resourceSubPage(entry.resource, rest) : undefined;
  return [
    ...sections.map((section) => ({ label: section.label, to: targetOf(section) })),
    ...parents.map(({ other, to }) => ({ label: other.entry.label, to })),
    { label: entry.label, to: rest.length > 0 ? targetOf(entry) : undefined },
    ...(subPage ? [subPage] : []),
  ];
};
