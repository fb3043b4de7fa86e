// Active Deals, Deal Customers and the deal service's commands (resources/activeDeals.json, dealCustomers.json, the
// path commands of deals.json and dealProducts.json): the mock serves one handler per verb and path whichever files
// declare it, lists only active deals when asked, lists the merchant's orders without their redemption codes and
// only for the merchant the path names, and moves a product on and off the shelf and a deal to review; the
// console's provider sends a command at its path, verb and query with the bearer token and shows the service's text.
import '../../declaredScreensProvided';
import { describe, expect, it, vi } from 'vitest';
import { fetchUtils, HttpError } from 'react-admin';
import { createDealServiceHandlers } from '../../../mocks/dealService';
import { db } from '../../../mocks/state';
import { getDealAccessToken } from '../../../src/data/dealToken';
import { useTestBackend } from '../helpers/backend';
import { DEAL_SERVICE, dealProviderFor, ownerDealToken as ownerToken, sendToDealService as send } from '../helpers/dealService';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const provider = (fetchJson?: typeof fetchUtils.fetchJson) =>
  dealProviderFor(['activeDeals', 'dealCustomers', 'deals', 'dealProducts'], fetchJson ? { fetchJson } : {});

const listParams = (filter: Record<string, unknown> = {}, perPage = 10) => ({
  pagination: { page: 1, perPage },
  sort: { field: '', order: 'ASC' as const },
  filter,
});

describe('the mock deal service: one handler per route', () => {
  it('serves GET deals and GET deals/{id} once although Active Deals and Deals both declare them', () => {
    const headers = createDealServiceHandlers().map((handler) => handler.info.header);
    expect(headers.filter((header) => /^GET \S*\/deals$/.test(header))).toHaveLength(1);
    expect(headers.filter((header) => /^GET \S*\/deals\/:id$/.test(header))).toHaveLength(1);
    expect(headers).toContainEqual(expect.stringMatching(/^PUT \S*\/deal-products\/status\/:id$/));
    expect(headers).toContainEqual(expect.stringMatching(/^POST \S*\/approval\/deal\/:id\/submit$/));
    expect(new Set(headers).size).toBe(headers.length);
  });
});

describe('Active Deals', () => {
  it('asks the deals list with status=ACTIVE and gets only the active deals', async () => {
    await ownerToken();
    const { data, total } = await provider().getList('activeDeals', listParams());
    expect(total).toBe(9);
    expect(new Set(data.map((deal) => deal.status))).toEqual(new Set(['ACTIVE']));
    const sent = vi.fn(fetchUtils.fetchJson);
    await provider(sent).getList('activeDeals', listParams({ q: 'a' }));
    const url = new URL(String(sent.mock.calls[0]![0]));
    expect(url.pathname).toBe('/deals-api/deals');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ status: 'ACTIVE', search: 'a', merchantId: 'M100001', page: '0', size: '10' });
  });
});

describe('Deal Customers: GET orders/merchant_orders/{merchantId}', () => {
  it("lists the caller's orders newest first without redemption codes, searches and filters by status", async () => {
    const token = await ownerToken();
    const all = await send('GET', 'orders/merchant_orders/M100001?page=0&size=100', token);
    expect(all.status).toBe(200);
    const orders = all.json.data.content as Array<Record<string, unknown>>;
    expect(all.json.data.totalElements).toBe(orders.length);
    expect(orders.length).toBeGreaterThan(20);
    expect(orders.every((order) => !('code' in order) && order.merchantId === 'M100001')).toBe(true);
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(['PAID', 'REDEEMED', 'REJECTED']));
    const dates = orders.map((order) => String(order.orderDate));
    expect(dates).toEqual([...dates].sort().reverse());

    const { data, total } = await provider().getList('dealCustomers', listParams({ q: 'Achieng', status: 'PAID' }));
    expect(total).toBeGreaterThan(0);
    expect(data.every((order) => order.customerName === 'Achieng Otieno' && order.status === 'PAID' && !('code' in order))).toBe(true);
  });

  it("refuses another merchant's orders with 403, and a caller without 2301", async () => {
    const token = await ownerToken();
    expect((await send('GET', 'orders/merchant_orders/M100002?page=0&size=10', token)).status).toBe(403);
    const owner =
      db().users.find((user) => user.mercId === 'M100001' && user.funcNos.length === 0) ?? db().users.find((user) => user.mercId === 'M100001')!;
    owner.funcNos = ['2302'];
    expect((await send('GET', 'orders/merchant_orders/M100001?page=0&size=10', token)).status).toBe(403);
  });
});

describe('commands over the deal service', () => {
  it('sends a path command at its verb with its query and the bearer token', async () => {
    await ownerToken();
    const sent = vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { data: { id: 'DE1', status: 'OFF_SHELF' } } }));
    const answer = await provider(sent).runCommand('dealProducts', {
      command: 'takeOffShelf',
      id: 'DE 1',
      record: { id: 'DE 1', status: 'ON_SHELF' },
    });
    expect(answer.data).toEqual({ data: { id: 'DE1', status: 'OFF_SHELF' } });
    const [url, options] = sent.mock.calls[0]! as unknown as [string, fetchUtils.Options];
    expect(url).toBe(`${DEAL_SERVICE}deal-products/status/DE%201?status=OFF_SHELF`);
    expect(options.method).toBe('PUT');
    expect(options.body).toBeUndefined();
    expect((options.headers as Headers).get('Authorization')).toBe(`Bearer ${getDealAccessToken()}`);
    await expect(provider(sent).runCommand('dealProducts', { command: 'nothing', id: 'DE1' })).rejects.toThrow(/declares no action/);
  });

  it('takes a product off the shelf and back; the same move twice is 409 with the service text, another merchant 404', async () => {
    const token = await ownerToken();
    const listed = await send('GET', 'deal-products?page=0&size=10&admin=true&merchantId=M100001', token);
    const product = (listed.json.data.content as Array<{ id: string; status: string }>).find((candidate) => candidate.status === 'ON_SHELF')!;
    const off = await provider().runCommand('dealProducts', { command: 'takeOffShelf', id: product.id });
    expect(off.data).toMatchObject({ data: { id: product.id, status: 'OFF_SHELF' } });
    const again = await rejectionOf(provider().runCommand('dealProducts', { command: 'takeOffShelf', id: product.id }));
    expect(again).toBeInstanceOf(HttpError);
    expect(again).toMatchObject({ status: 409, message: 'This cannot be done while the status is Off shelf.' });
    await provider().runCommand('dealProducts', { command: 'putOnShelf', id: product.id });
    expect((await send('GET', `deal-products/${product.id}`, token)).json.data.status).toBe('ON_SHELF');
    expect((await send('PUT', `deal-products/status/${product.id}?status=SOLD`, token)).status).toBe(400);
    const others = db().deals.find((deal) => deal.merchantId !== 'M100001')!;
    expect((await send('POST', `approval/deal/${others.id}/submit`, token)).status).toBe(404);
  });

  it('submits a draft deal for approval once: UNDER_REVIEW, then 409; an active deal cannot be submitted', async () => {
    const token = await ownerToken();
    const draft = db().deals.find((deal) => deal.merchantId === 'M100001' && deal.status === 'DRAFT')!;
    const submitted = await send('POST', `approval/deal/${draft.id}/submit`, token);
    expect(submitted).toMatchObject({ status: 200, json: { data: { id: draft.id, status: 'UNDER_REVIEW' } } });
    expect(draft.status).toBe('UNDER_REVIEW');
    expect(await send('POST', `approval/deal/${draft.id}/submit`, token)).toMatchObject({
      status: 409,
      json: { message: 'This cannot be done while the status is Under review.' },
    });
    const active = db().deals.find((deal) => deal.merchantId === 'M100001' && deal.status === 'ACTIVE')!;
    expect((await send('POST', `approval/deal/${active.id}/submit`, token)).status).toBe(409);
    expect((await send('POST', `approval/deal/${active.id}/submit`, null)).status).toBe(401);
  });
});
