// One data provider for the console: declared resources go to the generic /mmc/ provider; the deal-discovery
// resources (resource files with "service": "deals", and the service's undeclared lists) to the REST provider.
// combineDataProviders routes by resource name.
import { combineDataProviders, type DataProvider } from 'react-admin';
import { hasPermission, requiredCode } from '../auth/permissions';
import type { ResourceDefinition } from '../engine/definitions';
import { getTransportConfig } from '../transport/client';
import { createDealDataProvider } from './dealProvider';
import { getDealAccessToken, renewDealToken } from './dealToken';
import { createResourceDataProvider } from './resourceDataProvider';

/** Deal-service lists no resource file declares yet (spec 002 §7.5 deal-products). */
const UNDECLARED_DEAL_RESOURCES: readonly string[] = ['deal-products'];

/** The resources the deal-discovery service answers: those its resource files declare, and the undeclared lists. */
export const dealResourceNames = (definitions: readonly ResourceDefinition[]): ReadonlySet<string> =>
  new Set([...definitions.filter((definition) => definition.service === 'deals').map((definition) => definition.name), ...UNDECLARED_DEAL_RESOURCES]);

export const createDataProvider = (definitions: readonly ResourceDefinition[], readOnlyFields: (entity: string) => ReadonlySet<string>): DataProvider => {
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
  return combineDataProviders((resource) => (dealResources.has(resource) ? deals : resources));
};
