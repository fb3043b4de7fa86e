// Reading menu files (menus/*.json) without React: where an entry leads, which permission code guards it, and
// the entries that open a page. The side menu, the home page's quick access and the embedded backend's
// MerQuickAccessPermission all read menus through these, so they agree on what an entry is.
import type { MenuDefinition } from './definitions';
import type { ResourceAccess } from './resourceSummary';

export type MenuEntry = MenuDefinition['items'][number];

/** The permission code guarding an entry: its own, else the list code of the resource it opens. */
export const entryAccessCode = (entry: MenuEntry, resourceOf: (name: string) => ResourceAccess | undefined): string | undefined =>
  entry.access ?? (entry.resource ? resourceOf(entry.resource)?.access?.list : undefined);

/** The locale key that names the entry's page out of its section: its title, else its label. */
export const pageTitleKey = (entry: MenuEntry): string => entry.title ?? entry.label;

/** Where an entry leads in the console: its resource's list, else its route (groups and external links lead nowhere here). */
export const entryTarget = (entry: MenuEntry): string | undefined => (entry.resource ? `/${entry.resource}` : entry.route);

/** The shown entries that open a page, depth first in file order; groups are walked, never returned. */
export const pageEntries = (entries: readonly MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => {
    if (entry.hidden) return [];
    if (entry.children) return pageEntries(entry.children);
    return entryTarget(entry) ? [entry] : [];
  });
