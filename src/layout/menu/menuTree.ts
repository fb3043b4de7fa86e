// The menu tree as the shell reads it (menus/*.json through the engine's registry): which entries a user sees,
// where each one leads, and which entry a page belongs to. The side menu, the breadcrumbs, the open-page tabs,
// the page search and the access check on a direct address all answer from here, so they cannot disagree.
import { hasPermission } from '../../auth/permissions';
import { iconFor } from '../../engine/icons';
import { entryAccessCode, entryTarget, type MenuEntry } from '../../config/menuEntries';
import { findResourceSummary, menuDefinitions } from '../../engine/registry';

export type { MenuEntry };

export type Allowed = (code: string | undefined) => boolean;

/** The console's index page: always the first open tab (spec 001 §2). */
export const INDEX_ROUTE = '/home';

/** Where an entry with an external target is shown: an embedded frame page. */
export const FRAME_ROUTE = '/frame';

const byOrder = (a: MenuEntry, b: MenuEntry) => (a.order ?? 0) - (b.order ?? 0);

/** Every top-level entry of every menu file, in order. */
export const menuEntries: readonly MenuEntry[] = menuDefinitions.flatMap((menu) => menu.items).sort(byOrder);

/** The code an entry needs: its own, or its resource's list code. */
export const requiredCodeOf = (entry: MenuEntry): string | undefined => entryAccessCode(entry, findResourceSummary);

/** The entries this user may see, in order; a parent keeps only its visible children and goes when it has none. */
export const visibleEntries = (entries: readonly MenuEntry[], allowed: Allowed = hasPermission): MenuEntry[] =>
  [...entries].sort(byOrder).flatMap((entry) => {
    if (entry.hidden || !allowed(requiredCodeOf(entry))) return [];
    if (!entry.children) return [entry];
    const children = visibleEntries(entry.children, allowed);
    return children.length ? [{ ...entry, children }] : [];
  });

/** Where the menu link of an entry goes; undefined for a section (it only groups). */
export const targetOf = (entry: MenuEntry): string | undefined => (entry.external && !entry.resource ? `${FRAME_ROUTE}/${entry.key}` : entryTarget(entry));

/** An entry with the sections above it, outermost first. */
export interface PlacedEntry {
  entry: MenuEntry;
  sections: MenuEntry[];
}

/** Every entry that leads somewhere, hidden ones included (a hidden page reached by a link still has a place). */
export const placeEntries = (entries: readonly MenuEntry[], sections: MenuEntry[] = []): PlacedEntry[] =>
  [...entries].sort(byOrder).flatMap((entry) =>
    entry.children ? placeEntries(entry.children, [...sections, entry]) : targetOf(entry) ? [{ entry, sections }] : [],
  );

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `address` is `pathname` or one of its ancestors, segment by segment (/stores is not under /store). */
export const isUnder = (pathname: string, address: string): boolean => {
  const path = trimSlash(pathname);
  const base = trimSlash(address);
  return path === base || path.startsWith(base === '/' ? '/' : `${base}/`);
};

/** The page a path shows, as the menu knows it: its entry, the address matched and the segments after it. */
export interface PageMatch extends PlacedEntry {
  address: string;
  rest: string[];
}

/** The entry whose address (menu target or alias route) is the longest ancestor of the path. */
export const matchPage = (pathname: string, placed: readonly PlacedEntry[]): PageMatch | undefined => {
  let best: PageMatch | undefined;
  for (const candidate of placed) {
    const addresses = [targetOf(candidate.entry), candidate.entry.resource ? candidate.entry.route : undefined];
    for (const address of addresses) {
      if (!address || !isUnder(pathname, address)) continue;
      if (best && trimSlash(best.address).length >= trimSlash(address).length) continue;
      const rest = trimSlash(pathname).slice(trimSlash(address).length).split('/').filter(Boolean).map(decodeURIComponent);
      best = { ...candidate, address: trimSlash(address), rest };
    }
  }
  return best;
};

// The hand-written pages inside the frame (home, account, transfer, quick sale…): the app registers their addresses
// at start, since it owns their components and the menu may not import them.
const handWrittenRoutes = new Set<string>();

export const registerPageRoutes = (routes: readonly string[]) => {
  for (const route of routes) handWrittenRoutes.add(trimSlash(route));
};

/**
 * Whether an entry leads to a screen the console has: a declared resource, an external page (shown in a frame) or a
 * registered hand-written page. Any other entry is still to be built: its address ends on the 404 page, which is no
 * page to keep a tab for.
 */
export const hasScreen = (entry: MenuEntry): boolean =>
  Boolean(entry.resource || entry.external || (entry.route && handWrittenRoutes.has(trimSlash(entry.route))));

/** Whether the user may open the entry: its code and the codes of the sections above it. */
export const mayOpen = ({ entry, sections }: PlacedEntry, allowed: Allowed = hasPermission): boolean =>
  [...sections, entry].every((item) => allowed(requiredCodeOf(item)));

/** Where an entry's spec addresses lead: its resource's list, else its own route. */
const screenOf = (entry: MenuEntry): string | undefined => (entry.resource ? `/${entry.resource}` : entry.route);

/**
 * Spec addresses that lead to an entry's screen: a declared resource's route (/setting/storeManagement → /stores)
 * and every entry's aliases (/discover/deals → /deals, /discover/dashboard → /discoverDeals/dashboard).
 */
export const aliasesOf = (placed: readonly PlacedEntry[]): Array<{ route: string; target: string }> =>
  placed.flatMap(({ entry }) => {
    const target = screenOf(entry);
    if (!target) return [];
    const routes = [...(entry.resource && entry.route ? [entry.route] : []), ...(entry.aliases ?? [])];
    return routes.map((route) => ({ route: trimSlash(route), target }));
  });

type SubAddress = NonNullable<MenuEntry['subAddresses']>[string];

/**
 * Where a spec sub-address leads: the list with its filter values (a tab), the create form with values chosen, or
 * a record's page or form (its :id stays a route parameter, filled from the address).
 */
const subAddressTarget = (resource: string, { list, create = {}, show, edit }: SubAddress) => {
  if (show) return `/${resource}/:id/show`;
  if (edit) return `/${resource}/:id`;
  if (list) return `/${resource}?filter=${encodeURIComponent(JSON.stringify(list))}`;
  return Object.keys(create).length ? `/${resource}/create?source=${encodeURIComponent(JSON.stringify(create))}` : `/${resource}/create`;
};

/**
 * The spec's sub-addresses of declared screens, below each of the entry's addresses: /order/newOrders → the New
 * orders tab, /staff/addStaff → /staff/create, /discover/deals/viewDeal/:id → /deals/:id/show.
 */
export const subAddressesOf = (placed: readonly PlacedEntry[]): Array<{ route: string; target: string }> =>
  placed.flatMap(({ entry }) => {
    const { resource, subAddresses } = entry;
    if (!resource || !subAddresses) return [];
    const bases = [entry.route ?? `/${resource}`, ...(entry.aliases ?? [])].map(trimSlash);
    return bases.flatMap((base) =>
      Object.entries(subAddresses).map(([path, destination]) => ({ route: `${base}/${path}`, target: subAddressTarget(resource, destination) })),
    );
  });

/** The console's own menu, placed once. */
export const placedEntries: readonly PlacedEntry[] = placeEntries(menuEntries);

const placedByKey = new Map(placedEntries.map((placed) => [placed.entry.key, placed]));

/** The entry with this key, with its sections. */
export const findPlaced = (key: string): PlacedEntry | undefined => placedByKey.get(key);

/** An entry's icon: its own, or its resource's. */
export const entryIcon = (entry: MenuEntry) => iconFor(entry.icon ?? (entry.resource ? findResourceSummary(entry.resource)?.icon : undefined));
