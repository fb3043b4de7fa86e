// One data provider for the console: declared resources go to the generic /mmc/ provider; the deal-discovery
// resources (resource files with "service": "deals", and the service's undeclared lists) to the REST provider.
// combineDataProviders routes by resource name; the file service's methods (upload, storedFile) belong to no
// resource and are answered beside it. This is the one seam between the engine and a backend.
import { combineDataProviders, type DataProvider } from 'react-admin';
import { mayAccess } from '../auth/permissions';
import type { ResourceDefinition } from '../config/definitions';
import { getTransportConfig } from '../transport/client';
import type { ConsoleDataProvider, FileMethods } from './consoleMethods';
import { createDealDataProvider } from './dealProvider';
import { getDealAccessToken, renewDealToken } from './dealToken';
import { createFileMethods } from './fileMethods';
import { createResourceDataProvider } from './resourceDataProvider';

/** Deal-service lists no resource file declares yet (spec 002 §7.5 deal-products). */
const UNDECLARED_DEAL_RESOURCES: readonly string[] = ['deal-products'];

/** The declared screens as the data provider needs them: which resources exist, and each one's file on demand. */
export interface DeclaredScreens {
  /** Every declared resource's name and service (its summary, or its whole file). */
  resources: readonly Pick<ResourceDefinition, 'name' | 'service'>[];
  /** The whole resource file (and its entities), fetched on first use. */
  load: (name: string) => Promise<ResourceDefinition>;
}

/** The resources the deal-discovery service answers: those its resource files declare, and the undeclared lists. */
export const dealResourceNames = (resources: DeclaredScreens['resources']): ReadonlySet<string> =>
  new Set([...resources.filter((resource) => resource.service === 'deals').map((resource) => resource.name), ...UNDECLARED_DEAL_RESOURCES]);

/** A resource-routed provider with methods that take no resource answered before the routing sees them. */
const withFileMethods = (routed: DataProvider, files: FileMethods): ConsoleDataProvider =>
  new Proxy(routed, {
    get: (target, name, receiver) => (typeof name === 'string' && Object.hasOwn(files, name) ? files[name as keyof FileMethods] : Reflect.get(target, name, receiver)),
  }) as ConsoleDataProvider;

export const createDataProvider = (screens: DeclaredScreens, readOnlyFields: (entity: string) => ReadonlySet<string>): ConsoleDataProvider => {
  const resources = createResourceDataProvider({ loadDefinition: screens.load, readOnlyFields });
  const deals = createDealDataProvider({
    baseUrl: getTransportConfig().dealServiceUrl,
    getAccessToken: getDealAccessToken,
    renewAccessToken: () => renewDealToken(),
    declared: new Set(screens.resources.filter((resource) => resource.service === 'deals').map((resource) => resource.name)),
    loadDefinition: screens.load,
    allowed: mayAccess,
    readOnlyFields,
  });
  const dealResources = dealResourceNames(screens.resources);
  return withFileMethods(
    combineDataProviders((resource) => (dealResources.has(resource) ? deals : resources)),
    createFileMethods(),
  );
};
