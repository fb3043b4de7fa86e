// The deal-discovery REST service (spec 002 §7.5) joins as a second provider: ra-data-simple-rest's conventions
// through react-admin's fetchUtils, with a bearer token and the service's `page` (from 0) / `size` paging and
// its answers under data.content (deals under data.deals.content).
import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

export interface DealServiceOptions {
  baseUrl: string;
  /** The access token from SetDiscoverAuth (data.token.accessToken). */
  getAccessToken: () => string | null;
  fetchJson?: typeof fetchUtils.fetchJson;
}

/** Where each deal-service list keeps its items: deals under data.deals.content, the others under data.content. */
const CONTENT_PATH: Record<string, string[]> = { deals: ['data', 'deals', 'content'] };

export const createDealDataProvider = ({ baseUrl, getAccessToken, fetchJson = fetchUtils.fetchJson }: DealServiceOptions): DataProvider => {
  const authorisedFetch = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchJson(url, { ...options, headers });
  };
  const rest = simpleRestProvider(baseUrl.replace(/\/$/, ''), authorisedFetch);
  return {
    ...rest,
    getList: async (resource, params) => {
      const { page = 1, perPage = 10 } = params.pagination ?? {};
      const query = new URLSearchParams({ page: String(page - 1), size: String(perPage), admin: 'true' });
      for (const [key, value] of Object.entries(params.filter ?? {})) if (value !== '' && value != null) query.set(key, String(value));
      const { json } = await authorisedFetch(`${baseUrl.replace(/\/$/, '')}/${resource}?${query}`);
      let node: unknown = json;
      for (const part of CONTENT_PATH[resource] ?? ['data', 'content']) node = (node as Record<string, unknown> | undefined)?.[part];
      const items = Array.isArray(node) ? (node as Array<{ id: string | number }>) : [];
      const totalElements = Number((json?.data?.deals ?? json?.data)?.totalElements);
      return { data: items as never[], total: Number.isFinite(totalElements) ? totalElements : items.length };
    },
  };
};
