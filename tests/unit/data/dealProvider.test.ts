// The seam where the deal-discovery REST service joins: bearer token, page/size paging from 0, answers under
// data.content (deals under data.deals.content), and routing by resource name through combineDataProviders.
import '../../declaredScreensProvided';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider, dealResourceNames } from '../../../src/data/dataProvider';
import { createDealDataProvider } from '../../../src/data/dealProvider';
import { UndeclaredMethodError } from '../../../src/data/undeclared';
import { readOnlyFields } from '../../../src/engine/registry';
import { allScreens, resourceDefinitions } from '../../declaredScreens';

const answering = (json: unknown) =>
  vi.fn(async (url: string, options?: { headers?: Headers }) => ({ status: 200, headers: new Headers(), body: JSON.stringify(json), json, url, options }));

describe('the deal-discovery provider', () => {
  it('asks for 0-based pages of the given size with the bearer token, and reads deals under data.deals.content', async () => {
    const fetchJson = answering({ data: { deals: { content: [{ id: 7, title: 'Two for one' }], totalElements: 31 } } });
    const provider = createDealDataProvider({ baseUrl: 'https://deals.test/api/', getAccessToken: () => 'token-1', fetchJson: fetchJson as never });
    const result = await provider.getList('deals', { pagination: { page: 3, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { merchantId: 'M100001' } });
    expect(result).toEqual({ data: [{ id: 7, title: 'Two for one' }], total: 31 });
    const [url, options] = fetchJson.mock.calls[0];
    expect(url).toBe('https://deals.test/api/deals?page=2&size=10&admin=true&merchantId=M100001');
    expect(options?.headers?.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads other lists under data.content and sends no Authorization header without a token', async () => {
    const fetchJson = answering({ data: { content: [{ id: 'p1' }, { id: 'p2' }] } });
    const provider = createDealDataProvider({ baseUrl: 'https://deals.test/api', getAccessToken: () => null, fetchJson: fetchJson as never });
    const result = await provider.getList('deal-products', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(result).toEqual({ data: [{ id: 'p1' }, { id: 'p2' }], total: 2 });
    expect(fetchJson.mock.calls[0][1]?.headers?.has('Authorization')).toBe(false);
  });
});

describe('the combined data provider', () => {
  it('sends deal resources to the deal service and declared resources to the named actions', async () => {
    const provider = createDataProvider(allScreens, readOnlyFields);
    expect(dealResourceNames(resourceDefinitions)).toEqual(
      new Set(['activeDeals', 'dealCustomers', 'deals', 'dealDashboard', 'dealProducts', 'dealRedemptions', 'dealRejections', 'dealStoreCustomization', 'dealStoreSetup', 'dealTills', 'deal-products']),
    );
    // A declared resource without a delete method fails as undeclared: proof it reached the /mmc/ provider.
    await expect(provider.delete('tickets', { id: 'TK1' })).rejects.toBeInstanceOf(UndeclaredMethodError);
  });
});

describe('the deal-discovery provider: writes a resource file declares', () => {
  const definition = resourceDefinitions.find((candidate) => candidate.name === 'deals')!;
  const deal = { id: 'DL100001', name: 'Sugar 2kg', dealType: 'ONE_TIME', amount: 25_000, originalAmount: 32_000, usageTimes: 1, startDate: '20261201', status: 'ACTIVE', createdDate: '20261101', merchantId: 'M100001' };

  it('sends each write at its declared path and verb, the writable fields as the JSON body, and reads the record back', async () => {
    const fetchJson = answering({ data: deal });
    const provider = createDealDataProvider({ baseUrl: 'https://deals.test/api/', getAccessToken: () => 't', definitions: [definition], readOnlyFields, fetchJson: fetchJson as never });
    await expect(provider.create('deals', { data: { ...deal, description: '' } })).resolves.toEqual({ data: deal });
    await provider.update('deals', { id: 'DL100001', data: deal, previousData: deal });
    await expect(provider.delete('deals', { id: 'DL100001', previousData: deal })).resolves.toEqual({ data: deal });
    const calls = fetchJson.mock.calls.map(([url, options]) => [url, (options as { method?: string }).method, (options as { body?: string }).body]);
    const body = JSON.stringify({ name: 'Sugar 2kg', dealType: 'ONE_TIME', amount: 25_000, originalAmount: 32_000, usageTimes: 1, startDate: '20261201' });
    expect(calls).toEqual([
      ['https://deals.test/api/deals', 'POST', body],
      ['https://deals.test/api/deals/DL100001', 'PUT', body],
      ['https://deals.test/api/deals/DL100001', 'DELETE', undefined],
    ]);
  });

  it('fails loudly on a write the file does not declare, and sends nothing the user may not do', async () => {
    const fetchJson = answering({});
    const readOnly = { ...definition, methods: { getList: definition.methods.getList, getOne: definition.methods.getOne } };
    const provider = createDealDataProvider({ baseUrl: 'https://deals.test/api/', getAccessToken: () => 't', definitions: [readOnly], fetchJson: fetchJson as never });
    await expect(provider.delete('deals', { id: 'DL100001' })).rejects.toBeInstanceOf(UndeclaredMethodError);
    const refusing = createDealDataProvider({ baseUrl: 'https://deals.test/api/', getAccessToken: () => 't', definitions: [definition], allowed: (_, action) => action !== 'create', fetchJson: fetchJson as never });
    await expect(refusing.create('deals', { data: deal })).rejects.toMatchObject({ status: 403 });
    expect(fetchJson).not.toHaveBeenCalled();
  });
});
