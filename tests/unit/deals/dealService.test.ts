// The mock deal-discovery service, as any HTTP client meets it, and the console's deal provider against it:
// bearer token or 401, pages from 0, the merchant's own deals only, filters, the record by id, and the spec's
// failure text under fault injection.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { addFault } from '../../../mocks/faults';
import { advanceClock } from '../../../mocks/clock';
import { DEAL_TOKEN_TTL_MS } from '../../../mocks/actions/discover';
import { ensureDealToken, getDealAccessToken } from '../../../src/data/dealToken';
import { callAction } from '../../../src/transport/client';
import { loginAs, useTestBackend } from '../helpers/backend';
import { dealProviderFor, getFromDealService as get, ownerDealToken as ownerToken } from '../helpers/dealService';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const provider = () => dealProviderFor(['deals']);

const listParams = (page: number, filter: Record<string, unknown> = {}) => ({ pagination: { page, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter });

describe('the mock deal service', () => {
  it('answers 401 without a bearer token, or with one it never issued', async () => {
    expect(await get('deals?page=0&size=10&admin=true&merchantId=M100001')).toEqual({
      status: 401,
      json: { status: 401, error: 'Unauthorized', message: 'The access token is missing or has expired.' },
    });
    expect((await get('deals/DL100001', 'dsa_made_up')).status).toBe(401);
  });

  it('pages from 0 with the size asked, newest first, with the total next to the content', async () => {
    const token = await ownerToken();
    const first = await get('deals?page=0&size=10&admin=true&merchantId=M100001', token);
    expect(first.status).toBe(200);
    expect(first.json.data.deals.totalElements).toBe(27);
    expect(first.json.data.deals.content).toHaveLength(10);
    const last = await get('deals?page=2&size=10&admin=true&merchantId=M100001', token);
    expect(last.json.data.deals.content).toHaveLength(7);
    const everything = await get('deals?page=0&size=100&admin=true&merchantId=M100001', token);
    const ids = everything.json.data.deals.content.map((deal: { id: string }) => deal.id);
    expect([...first.json.data.deals.content, ...last.json.data.deals.content].map((deal: { id: string }) => deal.id)).toEqual([
      ...ids.slice(0, 10),
      ...ids.slice(20),
    ]);
    expect(new Set(everything.json.data.deals.content.map((deal: { merchantId: string }) => deal.merchantId))).toEqual(new Set(['M100001']));
  });

  it("refuses bad paging and another merchant's deals", async () => {
    const token = await ownerToken();
    expect((await get('deals?page=-1&size=10&merchantId=M100001', token)).json.message).toBe('Parameter page is invalid.');
    expect((await get('deals?page=0&size=500&merchantId=M100001', token)).status).toBe(400);
    expect((await get('deals?page=0&size=10', token)).json.message).toBe('Parameter merchantId is required.');
    expect((await get('deals?page=0&size=10&merchantId=M100003', token)).status).toBe(403);
    expect((await get('deals/DL300001', token)).status).toBe(404);
  });

  it("answers the spec's text, in the caller's language, when the service fails", async () => {
    const token = await ownerToken();
    addFault({ action: 'deals', mode: 'http500' });
    expect(await get('deals?page=0&size=10&merchantId=M100001', token)).toMatchObject({
      status: 500,
      json: { message: 'Failed to load deals data. Please try again.' },
    });
    addFault({ action: 'deals', mode: 'http500' });
    expect((await get('deals?page=0&size=10&merchantId=M100001', token, 'zh-CN')).json.message).toBe('加载优惠数据失败，请重试。');
  });
});

describe('the deal provider against it', () => {
  it('gets its own token, reads pages from 0 under data.deals.content, and filters by status and text', async () => {
    await loginAs();
    const page2 = await provider().getList('deals', listParams(2));
    expect(page2.total).toBe(27);
    expect(page2.data).toHaveLength(10);
    expect(page2.data[0]).toMatchObject({ id: expect.stringMatching(/^DL1\d{5}$/), merchantId: 'M100001' });

    const paused = await provider().getList('deals', listParams(1, { status: 'PAUSED' }));
    expect(paused.total).toBe(4);
    expect(new Set(paused.data.map((deal) => deal.status))).toEqual(new Set(['PAUSED']));

    const oil = await provider().getList('deals', listParams(1, { q: 'cooking OIL' }));
    expect(oil.data.map((deal) => deal.name)).toEqual(['Cooking oil 3L']);
  });

  it('sorts by a column through the declared sort params, and refuses a field deals do not have', async () => {
    await loginAs();
    const { data } = await provider().getList('deals', { pagination: { page: 1, perPage: 27 }, sort: { field: 'amount', order: 'DESC' }, filter: {} });
    const amounts = data.map((deal) => deal.amount as number);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBeGreaterThan(amounts[26]!);
    const token = getDealAccessToken();
    expect((await get('deals?page=0&size=10&merchantId=M100001&sortBy=password&sortDir=ASC', token)).json.message).toBe('Parameter sortBy is invalid.');
  });

  it('opens one deal by id, with its amounts in minor units', async () => {
    await loginAs();
    const { data: list } = await provider().getList('deals', listParams(1));
    const { data: deal } = await provider().getOne('deals', { id: list[0]!.id });
    expect(deal).toEqual(list[0]);
    expect(Number.isInteger(deal.amount) && deal.amount < deal.originalAmount).toBe(true);
  });

  it('asks for a new token once when the service refuses an expired one', async () => {
    await loginAs();
    const first = await ensureDealToken();
    advanceClock(DEAL_TOKEN_TTL_MS + 1000);
    await expect(provider().getList('deals', listParams(1))).resolves.toMatchObject({ total: 27 });
    expect(getDealAccessToken()).not.toBe(first);
  });

  it('refuses a deal token once the console session it was issued for has logged out', async () => {
    await loginAs();
    const token = await ensureDealToken();
    expect((await get('deals?page=0&size=10&merchantId=M100001', token)).status).toBe(200);
    await callAction('LoginOut');
    expect((await get('deals?page=0&size=10&merchantId=M100001', token)).status).toBe(401);
  });

  it("shows the service's failure text, and the spec's when no answer came", async () => {
    await loginAs();
    addFault({ action: 'deals', mode: 'http500' });
    const failed = await rejectionOf(provider().getList('deals', listParams(1)));
    expect(failed).toBeInstanceOf(HttpError);
    expect(failed).toMatchObject({ message: 'Failed to load deals data. Please try again.', status: 500 });
    addFault({ action: 'deals', mode: 'no-response' });
    expect(await rejectionOf(provider().getList('deals', listParams(1)))).toMatchObject({ message: 'resources.deals.loadFailed' });
  });
});
