// The mock deal-discovery service (spec 002 §7.5) as the deal tests reach it: straight over HTTP with the owner's
// bearer token, or through the console's deal data provider for the resources a test names.
import { createDealDataProvider } from '../../../src/data/dealProvider';
import { ensureDealToken, getDealAccessToken, renewDealToken } from '../../../src/data/dealToken';
import { getResourceDefinition } from '../../../src/engine/registry';
import { loginAs } from './backend';

export const DEAL_SERVICE = 'http://mmc.test/deals-api/';

export interface DealAnswer {
  status: number;
  json: Record<string, any>;
}

/** A request to the service: a JSON body as given (a string is sent as it is, to send malformed JSON). */
export const sendToDealService = async (
  method: string,
  path: string,
  token: string | null | undefined,
  body?: unknown,
  language = 'en-US',
): Promise<DealAnswer> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${DEAL_SERVICE}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, any> };
};

export const getFromDealService = (path: string, token?: string | null, language = 'en-US') =>
  sendToDealService('GET', path, token, undefined, language);

/** The demo owner signed in, with the service's bearer token SetDiscoverAuth gave. */
export const ownerDealToken = async () => {
  await loginAs();
  return ensureDealToken();
};

type ProviderOptions = Omit<Parameters<typeof createDealDataProvider>[0], 'baseUrl' | 'getAccessToken' | 'renewAccessToken' | 'definitions'>;

/** The console's deal data provider over the mock service, for the named resources. */
export const dealProviderFor = (resources: readonly string[], options: ProviderOptions = {}) =>
  createDealDataProvider({
    baseUrl: DEAL_SERVICE,
    getAccessToken: getDealAccessToken,
    renewAccessToken: () => renewDealToken(),
    definitions: resources.map((name) => getResourceDefinition(name)),
    ...options,
  });
