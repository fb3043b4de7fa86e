// The console's data provider, store and query client, made once: <App> mounts them, and the boot (main.tsx) uses
// them before it does, to ask for the first list's rows while the frame renders (issue #12).
import { localStorageStore } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';
import { createDataProvider } from '../data/dataProvider';
import { withEarlyLists } from '../data/earlyLists';
import { firstPageParams } from '../engine/firstPage';
import { holdFrameForFirstList } from '../engine/frameAfterFirstList';
import { isListAddress } from '../engine/resources';
import { loadResource, readOnlyFields, registerResourceAccess, resourceSummaries } from '../engine/registry';
import { aliasesOf, matchPage, mayOpen, placedEntries } from '../layout/menu/menuTree';
import { gatesOf } from '../navigation/entryGates';
import { blockingDialogFor } from '../navigation/gates';
import { currentStanding } from '../navigation/standing';
import { isLoggedIn } from '../transport/session';
import { createQueryClient } from './queryClient';

registerResourceAccess();

const earlyLists = withEarlyLists(createDataProvider({ resources: resourceSummaries, load: loadResource }, readOnlyFields));
export const dataProvider = earlyLists.provider;
export const store = localStorageStore(__APP_VERSION__, 'MerchantConsole');
export const queryClient = createQueryClient();

const aliases = new Map(aliasesOf(placedEntries).map(({ route, target }) => [route, target]));

/** The screen's own address for one of the spec's addresses (/customer is the customers list, /customers). */
export const screenAddress = (pathname: string): string => aliases.get(pathname) ?? pathname;

/**
 * Whether the page at an address shows at once: a signed-in user who holds its code, on a page no blocking dialog
 * stops (a page whose KYC gate needs the server's matrix is left to itself).
 */
const showsAtOnce = (pathname: string): boolean => {
  const page = matchPage(pathname, placedEntries);
  if (!isLoggedIn() || !page || !mayOpen(page)) return false;
  const gates = gatesOf(page);
  return !gates.kycTxType && !blockingDialogFor(gates, currentStanding(), []);
};

/** At boot: opened on a list that shows at once, the console paints its rows before the frame's tools. */
export const holdFrameForListAt = (pathname: string): void => {
  if (isListAddress(pathname) && showsAtOnce(pathname)) holdFrameForFirstList();
};

/** Asks for the rows of the list the console opens on, when the page would show them. */
export const prefetchFirstPage = (definition: ResourceDefinition, pathname: string, search: string): void => {
  if (showsAtOnce(pathname)) earlyLists.prefetchList(definition.name, firstPageParams(definition, search, store));
};
