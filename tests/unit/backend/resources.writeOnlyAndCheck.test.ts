// Two engine capabilities end to end through the console's data provider and the generic backend: a write-only
// field (a store's settlement card number) is answered masked in every read and never wiped by a save that leaves
// it alone; and a create in check-only mode (checkUnique, when a wizard leaves a step) finds a duplicate store name
// without creating anything.
import type { DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createResourceDataProvider } from '../../../src/data/resourceDataProvider';
import type { ResourceDefinition } from '../../../src/config/definitions';
import { resourceFiles } from '../../../src/generated/configFiles';

import { callAction, callNamedAction } from '../../../src/transport/client';
import { db } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { entities } from '../../declaredScreens';

type Row = Record<string, unknown>;

const definitions = Object.values(resourceFiles) as ResourceDefinition[];
const readOnlyFields = (entity: string) => new Set(Object.values(entities[entity]!.fields).filter((field) => field.readOnly).map((field) => field.name));
const sent: Array<{ action: string; body: Row }> = [];
// The real transport, with each request body noted on the way.
const provider = createResourceDataProvider({
  definitions,
  readOnlyFields,
  call: (action, body, options) => {
    sent.push({ action, body });
    return callNamedAction(action, body, options);
  },
}) as DataProvider & { checkUnique: (resource: string, params: { data: Row }) => Promise<unknown> };

const CARD = '4111111111111234';
const MASKED = '••••••••1234';
const storeOf = (storeId: string) => db().stores.find((store) => store.storeId === storeId) as unknown as Row;

describe('write-only fields', () => {
  useTestBackend();

  it('the card number is kept in full but answered masked by update, getOne and getList', async () => {
    await loginAs();
    const before = await provider.getOne('stores', { id: 'S100003' });
    const updated = await provider.update('stores', { id: 'S100003', data: { ...before.data, stlMethod: '4', stlCardNo: CARD }, previousData: before.data });
    expect(updated.data.stlCardNo).toBe(MASKED);
    expect(storeOf('S100003').stlCardNo).toBe(CARD);
    expect((await provider.getOne('stores', { id: 'S100003' })).data.stlCardNo).toBe(MASKED);
    const list = await provider.getList('stores', { pagination: { page: 1, perPage: 10 }, sort: { field: 'storeName', order: 'ASC' }, filter: {} });
    expect(list.data.find((store) => store.storeId === 'S100003')!.stlCardNo).toBe(MASKED);
    expect(JSON.stringify(list.data)).not.toContain(CARD);
  });

  it('saving the form without replacing it sends no card number and keeps the stored one', async () => {
    await loginAs();
    await callAction('EditStore', { storeId: 'S100003', stlCardNo: CARD });
    const shown = await provider.getOne('stores', { id: 'S100003' });
    sent.length = 0;
    const saved = await provider.update('stores', { id: 'S100003', data: { ...shown.data, city: 'Kisumu West' }, previousData: shown.data });
    expect(sent[0]!.body).not.toHaveProperty('stlCardNo');
    expect(saved.data).toMatchObject({ city: 'Kisumu West', stlCardNo: MASKED });
    expect(storeOf('S100003').stlCardNo).toBe(CARD);
  });

  it('the backend too takes the mask sent back as "unchanged", and a new number as the new one', async () => {
    await loginAs();
    await callAction('EditStore', { storeId: 'S100003', stlCardNo: CARD });
    expect(await callNamedAction<Row>('EditStore', { storeId: 'S100003', stlCardNo: MASKED, city: 'Kisumu' })).toMatchObject({ stlCardNo: MASKED });
    expect(storeOf('S100003').stlCardNo).toBe(CARD);
    expect(await callNamedAction<Row>('EditStore', { storeId: 'S100003', stlCardNo: '5500000000009876' })).toMatchObject({ stlCardNo: '••••••••9876' });
    expect(storeOf('S100003').stlCardNo).toBe('5500000000009876');
  });
});

describe('checkUnique: the create action in check-only mode', () => {
  useTestBackend();

  it('a name in use is refused with the spec text under the field; nothing is created either way', async () => {
    await loginAs();
    const count = db().stores.length;
    sent.length = 0;
    const refused = (await rejectionOf(provider.checkUnique('stores', { data: { storeName: 'mama wanjiru traders – nyali, mombasa' } }))) as {
      body: { code: string; errors: Row };
    };
    expect(sent[0]).toMatchObject({ action: 'AddStore', body: { storeName: 'mama wanjiru traders – nyali, mombasa', checkOnly: 'Y' } });
    expect(refused.body.code).toBe('MMCP3001');
    expect(refused.body.errors).toEqual({ storeName: 'A store/outlet already exists with the same store name. Please check and resubmit.' });
    // The other required fields are not there yet, and are not asked for.
    await expect(provider.checkUnique('stores', { data: { storeName: 'Mama Wanjiru Traders – Kitengela' } })).resolves.toEqual({ data: true });
    expect(db().stores).toHaveLength(count);
  });
});
