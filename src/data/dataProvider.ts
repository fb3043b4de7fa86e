// One data provider for the console: declared resources go to the generic /mmc/ provider; the deal-discovery
// resources (when they arrive) to the REST provider. combineDataProviders routes by resource name.
import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ResourceDefinition } from '../engine/definitions';
import { getTransportConfig } from '../transport/client';
import { createDealDataProvider } from './dealProvider';
import { createResourceDataProvider } from './resourceDataProvider';

/** Resources served by the deal-discovery service instead of named actions. */
export const DEAL_RESOURCES: ReadonlySet<string> = new Set(['deals', 'deal-products']);

const DEAL_TOKEN_KEY = 'mc.dealToken';

export const createDataProvider = (definitions: readonly ResourceDefinition[], readOnlyFields: (entity: string) => ReadonlySet<string>): DataProvider => {
  const resources = createResourceDataProvider({ definitions, readOnlyFields });
  const deals = createDealDataProvider({
    baseUrl: getTransportConfig().dealServiceUrl,
    getAccessToken: () => sessionStorage.getItem(DEAL_TOKEN_KEY),
  });
  return combineDataProviders((resource) => (DEAL_RESOURCES.has(resource) ? deals : resources));
};
