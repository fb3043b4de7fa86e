// One data provider for the console: declared resources go to the generic /mmc/ provider; the deal-discovery
// resources (resource files with "service": "deals", and the service's undeclared lists) to the REST provider.
// combineDataProviders routes by resource name; the file service's methods (upload, storedFile) belong to no
// resource and are answered beside it. This is the one seam between the engine and a backend.
import { combineDataProviders, type DataProvider } from 'react-admin';
import { hasPermission, requiredCode } from '../auth/permissions';
import type { ResourceDefinition } from '../config/definitions';
import { getTransportConfig } from '../transport/client';
import type { ConsoleDataProvider, FileMethods } from './consoleMethods';
import { createDealDataProvider } from './dealProvider';
import { getDealAccessToken, renewDealToken } from './dealToken';
import { createFileMethods } from './fileMethods';
import { createResourceDataProvider } from './resourceDataProvider';

/** Deal-service lists no resource file declares yet (spec 002 §7.5 deal-products). */
const UNDECLARED_DEAL_RESOURCES: readonly string[] = ['deal-products'];

/** The resources the deal-discovery service answers: those its resource files declare, and the undeclared lists. */
export const dealResourceNames = (definitions: readonly ResourceDefinition[]): ReadonlySet<string> =>
  new Set([...definitions.filter((definition) => definition.service === 'deals').map((definition) => definition.name), ...UNDECLARED_DEAL_RESOURCES]);

/** A resource-routed provider with methods that take no resource answered before the routing sees them. */
const withFileMethods = (routed: DataProvider, files: FileMethods): ConsoleDataProvider =>
  new Proxy(routed, {
    get: (target, name, receiver) => (typeof name === 'string' && Object.hasOwn(files, name) ? files[name as keyof FileMethods] : Reflect.get(target, name, receiver)),
  }) as ConsoleDataProvider;

export const createDataProvider = (
  definitions: readonly ResourceDefinition[],
  readOnlyFields: (entity: string) => ReadonlySet<string>,
): ConsoleDataProvider => {
  const serviceDefinitions = definitions.filter((definition) => definition.service === 'deals');
  const resources = createResourceDataProvider({ definitions: definitions.filter((definition) => !definition.service), readOnlyFields });
  const deals = createDealDataProvider({
    baseUrl: getTransportConfig().dealServiceUrl,
    getAccessToken: getDealAccessToken,
    renewAccessToken: () => renewDealToken(),
    definitions: serviceDefinitions,
    allowed: (resource, action) => hasPermission(requiredCode(resource, action)),
  });
  const dealResources = dealResourceNames(definitions);
  return withFileMethods(
    combineDataProviders((resource) => (dealResources.has(resource) ? deals : resources)),
    createFileMethods(),
  );
};
