// Writes over the deal-discovery REST service, declared in resources/deals.json (POST deals, PUT deals/{id},
// DELETE deals/{id}): the mock serves them from the file, checks the body against schemas/deal.schema.json and the
// deal's own rules, and answers a refusal with its HTTP status and message; the console's provider sends them.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { ensureDealToken } from '../../../src/data/dealToken';
import { readOnlyFields } from '../../../src/engine/registry';
import { buyDeal, dealOrders } from '../../../mocks/dealOrders';
import { loginAs, useTestBackend } from '../helpers/backend';
import { dealProviderFor, sendToDealService as send } from '../helpers/dealService';
import { rejectionOf } from '../helpers/events';

useTestBackend();

const provider = () => dealProviderFor(['deals'], { readOnlyFields });

const SUGAR = {
  name: 'Sugar 2kg',
  dealType: 'ONE_TIME',
  amount: 25_000,
  originalAmount: 32_000,
  usageTimes: 1,
  startDate: '20261201',
  endDate: '20261231',
};

describe('the mock deal service: writes declared in the resource file', () => {
  it('creates a draft deal of the caller, refusing a body the schema or the rules refuse with 400 and the field', async () => {
    await loginAs();
    const token = await ensureDealToken();
    expect((await send('POST', 'deals', null, SUGAR)).status).toBe(401);
    const dear = await send('POST', 'deals', token, { ...SUGAR, amount: 32_000 });
    expect(dear).toEqual({
      status: 400,
      json: {
        status: 400,
        error: 'Bad Request',
        message: 'The deal price must be below the original price.',
        fieldErrors: { amount: 'The deal price must be below the original price.' },
      },
    });
    const twice = await send('POST', 'deals', token, { ...SUGAR, usageTimes: 2 });
    expect(twice.json.fieldErrors).toEqual({ usageTimes: 'A one-time deal can be used once per customer.' });
    expect((await send('POST', 'deals', token, { ...SUGAR, dealType: 'LIMITED_TIME', usageTimes: 3 })).json.fieldErrors).toHaveProperty('duration');
    expect((await send('POST', 'deals', token, { ...SUGAR, endDate: '20261101' })).json.fieldErrors).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
    expect((await send('POST', 'deals', token, '[1, 2]')).status).toBe(400);

    // Server-owned fields sent along are not taken: the deal waits as a draft, the caller's, with a new id.
    const made = await send('POST', 'deals', token, { ...SUGAR, status: 'ACTIVE', merchantId: 'M100003', id: 'DL300001' });
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ ...SUGAR, status: 'DRAFT', merchantId: 'M100001' });
    expect(made.json.data.id).toMatch(/^DL1\d{5}$/);
    expect((await send('GET', `deals/${made.json.data.id}`, token)).json.data).toEqual(made.json.data);
    const list = await send('GET', 'deals?page=0&size=10&admin=true&merchantId=M100001', token);
    expect(list.json.data.deals.totalElements).toBe(28);
  });

  it("changes and deletes only the caller's own deals, with the same rules as a new one", async () => {
    await loginAs();
    const token = await ensureDealToken();
    const { data } = (await send('POST', 'deals', token, SUGAR)).json;
    expect((await send('PUT', `deals/${data.id}`, token, { amount: 40_000 })).json.message).toBe('The deal price must be below the original price.');
    const changed = await send('PUT', `deals/${data.id}`, token, { amount: 24_000, name: 'Sugar 2kg pack' });
    expect(changed.json.data).toMatchObject({ amount: 24_000, name: 'Sugar 2kg pack', originalAmount: 32_000 });
    expect((await send('PUT', 'deals/DL300001', token, { amount: 100 })).status).toBe(404);
    expect((await send('DELETE', 'deals/DL300001', token)).status).toBe(404);
    expect(await send('DELETE', `deals/${data.id}`, token)).toMatchObject({ status: 200, json: { data: { id: data.id } } });
    expect((await send('GET', `deals/${data.id}`, token)).status).toBe(404);
  });
});

describe('the mock deal service: deal products in variants', () => {
  it("adds a product in its variants under the caller's own deal only, and lists a deal's products", async () => {
    await loginAs();
    const token = await ensureDealToken();
    const { data: deal } = (await send('POST', 'deals', token, SUGAR)).json;
    const product = {
      dealId: deal.id,
      name: 'Mumias sugar',
      variants: [
        { name: '1 kg', price: 15_000, stock: 20 },
        { name: '2 kg', price: 28_000, stock: 10 },
      ],
    };
    expect((await send('POST', 'deal-products', token, { ...product, dealId: 'DL300001' })).json.fieldErrors).toEqual({ dealId: expect.any(String) });
    expect((await send('POST', 'deal-products', token, { ...product, variants: [] })).json.fieldErrors).toHaveProperty('variants');
    expect((await send('POST', 'deal-products', token, { ...product, variants: [{ name: '1 kg' }] })).status).toBe(400);
    const made = await send('POST', 'deal-products', token, product);
    expect(made.status).toBe(201);
    expect(made.json.data).toMatchObject({ ...product, status: 'ON_SHELF', merchantId: 'M100001' });
    const listed = await send('GET', `deal-products?page=0&size=10&admin=true&merchantId=M100001&dealId=${deal.id}`, token);
    expect(listed.json.data).toMatchObject({ totalElements: 1, content: [{ id: made.json.data.id, variants: product.variants }] });
    const other = await send('GET', 'deal-products?page=0&size=10&admin=true&merchantId=M100001&dealId=DL100001', token);
    expect(other.json.data.totalElements).toBe(0);
  });
});

describe('the mock deal service: redeeming a deal order by its code', () => {
  it("redeems the caller's paid order once: an unknown code is 404, the same code again 409, each with its message", async () => {
    await loginAs();
    const token = await ensureDealToken();
    // The owner's active deals start with paid orders; a customer buys a new deal too.
    expect(dealOrders().some((order) => order.merchantId === 'M100001' && order.status === 'PAID')).toBe(true);
    const { data: deal } = (await send('POST', 'deals', token, SUGAR)).json;
    const order = buyDeal(deal.id, 'Achieng Otieno')!;
    expect(order).toMatchObject({ dealId: deal.id, amount: 25_000, status: 'PAID' });
    expect(order.code).toMatch(/^\d{8}$/);
    expect((await send('POST', 'redeem-payment', token, { code: '12' })).json.fieldErrors).toEqual({ code: 'Enter the 8-digit redemption code.' });
    const unknown = await send('POST', 'redeem-payment', token, { code: '00000000' });
    expect(unknown).toMatchObject({ status: 404, json: { message: 'No order of yours has this redemption code.' } });
    const first = await send('POST', 'redeem-payment', token, { code: order.code });
    expect(first).toMatchObject({
      status: 200,
      json: { data: { code: order.code, dealName: 'Sugar 2kg', customerName: 'Achieng Otieno', amount: 25_000, status: 'REDEEMED' } },
    });
    expect(order.status).toBe('REDEEMED');
    const again = await send('POST', 'redeem-payment', token, { code: order.code });
    expect(again).toMatchObject({ status: 409, json: { message: 'This redemption code has already been redeemed.' } });
  });

  it('rejects a paid order with a reason, after which its code is neither redeemed nor rejected again; a reason is required', async () => {
    await loginAs();
    const token = await ensureDealToken();
    const { data: deal } = (await send('POST', 'deals', token, SUGAR)).json;
    const order = buyDeal(deal.id, 'Mwangi Njoroge')!;
    const redeemed = buyDeal(deal.id, 'Achieng Otieno')!;
    expect((await send('POST', 'reject_redeem', token, { code: order.code })).json.fieldErrors).toEqual({ reason: 'This field is required.' });
    expect(order.status).toBe('PAID');
    const rejected = await send('POST', 'reject_redeem', token, { code: order.code, reason: 'Out of stock' });
    expect(rejected).toMatchObject({
      status: 200,
      json: { data: { code: order.code, dealName: 'Sugar 2kg', customerName: 'Mwangi Njoroge', amount: 25_000, status: 'REJECTED' } },
    });
    expect(rejected.json.data.rejectedDate).toMatch(/^\d{8}$/);
    expect(order).toMatchObject({ status: 'REJECTED', rejectReason: 'Out of stock' });
    const message = 'This redemption code was rejected and cannot be redeemed.';
    expect(await send('POST', 'redeem-payment', token, { code: order.code })).toMatchObject({ status: 409, json: { message } });
    expect(await send('POST', 'reject_redeem', token, { code: order.code, reason: 'Again' })).toMatchObject({ status: 409, json: { message } });
    // A redeemed order is handed over: it can no longer be rejected.
    await send('POST', 'redeem-payment', token, { code: redeemed.code });
    expect(await send('POST', 'reject_redeem', token, { code: redeemed.code, reason: 'Late' })).toMatchObject({
      status: 409,
      json: { message: 'This redemption code has already been redeemed.' },
    });
    expect(redeemed.status).toBe('REDEEMED');
  });
});

describe('the deal provider: declared writes', () => {
  it('creates, updates and deletes through the mock, and carries field refusals to the form', async () => {
    await loginAs();
    const { data: made } = await provider().create('deals', { data: { ...SUGAR, status: 'ACTIVE', id: 'x' } });
    expect(made).toMatchObject({ ...SUGAR, status: 'DRAFT' });
    expect(made.id).toMatch(/^DL1/);
    const refused = await rejectionOf(provider().update('deals', { id: made.id, data: { ...made, amount: 99_000 }, previousData: made }));
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The deal price must be below the original price.',
      body: { errors: { amount: 'The deal price must be below the original price.' } },
    });
    const { data: changed } = await provider().update('deals', { id: made.id, data: { ...made, name: 'Sugar 2kg pack' }, previousData: made });
    expect(changed).toMatchObject({ id: made.id, name: 'Sugar 2kg pack' });
    const { data: gone } = await provider().delete('deals', { id: made.id, previousData: changed });
    expect(gone).toEqual(changed);
    expect(await rejectionOf(provider().getOne('deals', { id: made.id }))).toMatchObject({ status: 404 });
  });
});
