// The store on the deal marketplace, a singleton over the deal service (resources/dealStoreSetup.json and
// resources/dealStoreCustomization.json over GET/POST merchant; spec 002 §7.5): the mock answers the caller's one
// record or none, a POST sets it up and later ones change it, both files share the record (the route served once),
// the till comes from GET merchant/neo_merchant_tills/{id} (another merchant's refused), and the console's provider
// reads "none yet" as the empty record the page shows as not set up.
import '../../declaredScreensProvided';
import { describe, expect, it } from 'vitest';
import { singletonExists, SINGLETON_ID } from '../../../src/data/singleton';
import { ensureDealToken } from '../../../src/data/dealToken';
import { getResourceDefinition, readOnlyFields } from '../../../src/engine/registry';
import { uploadFile } from '../../../src/transport/client';
import { createDealServiceHandlers } from '../../../mocks/dealService';
import { tillsOf } from '../../../mocks/dealRules';
import { loginAs, useTestBackend } from '../helpers/backend';
import { dealProviderFor, sendToDealService as send } from '../helpers/dealService';
import { rejectionOf } from '../helpers/events';
import { pngOf } from '../../pictures';

useTestBackend({ fileServiceUrl: 'http://mmc.test/mmc/file/' });

const provider = () => dealProviderFor(['dealStoreSetup', 'dealStoreCustomization', 'dealTills'], { readOnlyFields });

const picture = async (width: number, height: number, name = 'logo.png') =>
  (await uploadFile(new File([new Uint8Array(pngOf(width, height))], name, { type: 'image/png' }), { hideErrMsg: true })).fileId;

const CONTACT = {
  storeName: 'Mama Mboga Deals',
  contactPerson: 'Amina Otieno',
  mobileNumber: '712000111',
  email: 'deals@example.co.ke',
  category: 'GROCERY',
};

describe('the store on the deal marketplace (a singleton over the deal service)', () => {
  it('answers no record before the first save, lists only the caller’s own tills, and sets the record up once then changes it', async () => {
    await loginAs();
    const token = await ensureDealToken();
    expect(await send('GET', 'merchant', token)).toEqual({ status: 200, json: { status: 200, message: 'Success', data: null } });

    const tills = await send('GET', 'merchant/neo_merchant_tills/M100001?page=0&size=100', token);
    expect(tills.status).toBe(200);
    expect(tills.json.data.length).toBeGreaterThan(0);
    expect(tills.json.data[0]).toEqual({
      merchantId: 'M100001',
      tillName: expect.any(String),
      tillNumber: expect.stringMatching(/^\d{6}$/),
      accountNumber: expect.any(String),
      neoShopId: expect.any(String),
    });
    expect(tills.json.data).toEqual(tillsOf('M100001'));
    expect((await send('GET', 'merchant/neo_merchant_tills/M100003?page=0&size=100', token)).status).toBe(403);
    const till = tills.json.data[0].tillNumber as string;

    // Refusals name their fields in the spec's words; nothing is kept.
    const badEmail = await send('POST', 'merchant', token, { ...CONTACT, email: 'deals@', tillNumber: till });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.fieldErrors).toEqual({ email: 'Enter an e-mail address, e.g. name@example.com' });
    const otherTill = await send('POST', 'merchant', token, { ...CONTACT, tillNumber: tillsOf('M100003')[0]!.tillNumber });
    expect(otherTill.json.fieldErrors).toEqual({ tillNumber: 'This choice is not among yours. Choose again from the list.' });
    const wideLogo = await send('POST', 'merchant', token, { ...CONTACT, tillNumber: till, logo: await picture(300, 100) });
    expect(Object.keys(wideLogo.json.fieldErrors)).toEqual(['logo']);
    expect((await send('GET', 'merchant', token)).json.data).toBeNull();

    const logo = await picture(200, 200);
    const made = await send('POST', 'merchant', token, { ...CONTACT, tillNumber: till, logo, merchantId: 'M100003' });
    expect(made.status).toBe(201);
    expect(made.json.data).toEqual({ ...CONTACT, tillNumber: till, logo, merchantId: 'M100001' });

    // A second POST changes the one record (the look, from Customization), keeping what it does not send.
    const changed = await send('POST', 'merchant', token, { themeColour: 'BLUE', tagline: 'Fresh every morning' });
    expect(changed.status).toBe(200);
    expect((await send('GET', 'merchant', token)).json.data).toEqual({
      ...CONTACT,
      tillNumber: till,
      logo,
      merchantId: 'M100001',
      themeColour: 'BLUE',
      tagline: 'Fresh every morning',
    });
  });

  it('serves a verb and path two resource files declare once, from the first file', () => {
    const routes = createDealServiceHandlers().map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    expect(new Set(routes).size).toBe(routes.length);
    expect(routes.filter((route) => route.endsWith('/merchant'))).toEqual([expect.stringMatching(/^GET /), expect.stringMatching(/^POST /)]);
  });

  it('reads "none yet" as the empty record, saves through either page, and finds a referenced till in the whole list', async () => {
    await loginAs();
    const deals = provider();
    const setup = getResourceDefinition('dealStoreSetup');
    const empty = (await deals.getOne('dealStoreSetup', { id: SINGLETON_ID })).data;
    expect(empty).toEqual({ id: SINGLETON_ID });
    expect(singletonExists(setup, empty)).toBe(false);

    const { data: tills } = await deals.getList('dealTills', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'tillName', order: 'ASC' },
      filter: {},
    });
    const till = tills[1]!;
    expect(till.id).toBe(till.tillNumber);
    expect((await deals.getMany('dealTills', { ids: [till.id] })).data).toEqual([till]);

    const created = await deals.create('dealStoreSetup', { data: { ...CONTACT, tillNumber: till.id, offersDelivery: 'Y' } });
    expect(created.data).toMatchObject({ id: SINGLETON_ID, merchantId: 'M100001', offersDelivery: 'Y' });
    const look = (await deals.getOne('dealStoreCustomization', { id: SINGLETON_ID })).data;
    expect(singletonExists(getResourceDefinition('dealStoreCustomization'), look)).toBe(true);
    await deals.update('dealStoreCustomization', {
      id: SINGLETON_ID,
      data: { ...look, themeColour: 'PURPLE', about: 'Family shop since 1998.' },
      previousData: look,
    });
    expect((await deals.getOne('dealStoreSetup', { id: SINGLETON_ID })).data).toMatchObject({
      ...CONTACT,
      themeColour: 'PURPLE',
      about: 'Family shop since 1998.',
      id: SINGLETON_ID,
    });

    // A refused save: the field's message under the field, as the form shows it.
    const refused = await rejectionOf(
      deals.update('dealStoreSetup', { id: SINGLETON_ID, data: { ...look, mobileNumber: '0812' }, previousData: look }),
    );
    expect(refused).toMatchObject({ status: 400, body: { errors: { mobileNumber: 'Enter a Kenyan mobile number, e.g. 0712 345 678' } } });
  });
});
