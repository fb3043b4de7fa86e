// The generic resource backend end to end: the console's own resource data provider against it, and resource
// files the code has never seen (served from their JSON alone).
import type { DataProvider } from 'react-admin';
import { afterAll, describe, expect, it } from 'vitest';
import { createResourceDataProvider, runCommand } from '../../../src/data/resourceDataProvider';
import type { ResourceDefinition } from '../../../src/config/definitions';

import { resourceFiles } from '../../../src/generated/configFiles';
import { callNamedAction as callAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { getSession } from '../../../src/transport/session';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { registerResourceActions } from '../../../mocks/resources';
import { resourceUses } from '../../../mocks/resources/generic';
import { wireDateNow } from '../../../mocks/resources/collections';
import { db } from '../../../mocks/state';
import { loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';
import { entities } from '../../declaredScreens';

const definitions = Object.values(resourceFiles) as ResourceDefinition[];
const definition = (name: string) => definitions.find((entry) => entry.name === name)!;
const readOnlyFields = (entity: string) => new Set(Object.values(entities[entity]!.fields).filter((field) => field.readOnly).map((field) => field.name));
const provider: DataProvider = createResourceDataProvider({ definitions, readOnlyFields });

const page = (perPage = 100) => ({ page: 1, perPage });

describe('the console’s data provider against the generic backend', () => {
  useTestBackend();

  it('registers each action name once for all of its uses', () => {
    expect(resourceUses('QueryCustomers')).toEqual([
      { kind: 'list', resource: 'customerBlacklist' },
      { kind: 'one', resource: 'customerBlacklist' },
      { kind: 'list', resource: 'customers' },
      { kind: 'one', resource: 'customers' },
    ]);
    expect(resourceUses('EditStore').map((use) => use.kind)).toEqual(['update', 'command', 'command']);
  });

  it('customers: list within the current store (permanent filter blackFlg N), getOne by data.0', async () => {
    await loginAs();
    expect(getSession()?.storeId).toBe('S100001');
    const { data, total } = await provider.getList('customers', { pagination: page(10), sort: { field: 'surname', order: 'ASC' }, filter: {} });
    expect(total).toBe(42);
    expect(data).toHaveLength(10);
    expect(data.every((record) => record.storeId === 'S100001' && record.blackFlg === 'N' && record.id === record.custId)).toBe(true);

    const women = await provider.getList('customers', { pagination: page(), sort: { field: 'createDt', order: 'DESC' }, filter: { gender: 'F', q: 'a' } });
    expect(women.data.every((record) => record.gender === 'F')).toBe(true);

    const one = await provider.getOne('customers', { id: 'C1000072' });
    expect(one.data).toMatchObject({ id: 'C1000072', custId: 'C1000072', blackFlg: 'Y' });
    const blacklist = await provider.getList('customerBlacklist', { pagination: page(), sort: { field: 'surname', order: 'ASC' }, filter: {} });
    expect(blacklist.data.map((record) => record.id)).toEqual(['C1000066', 'C1000008', 'C1000012']);
  });

  it('customers: create, update, delete through the provider', async () => {
    await loginAs();
    const created = await provider.create('customers', {
      data: { firstName: 'Amina', middleName: '', surname: 'Hassan', mblNo: '798765432', email: '', gender: 'F', birthDt: '' },
    });
    expect(created.data).toMatchObject({ id: 'C1000121', storeId: 'S100001', blackFlg: 'N', mercId: OWNER_MERCHANT_ID });

    const updated = await provider.update('customers', {
      id: 'C1000121',
      data: { ...created.data, note: 'Met at the Nairobi show', email: 'amina@example.co.ke' },
      previousData: created.data,
    });
    expect(updated.data).toMatchObject({ id: 'C1000121', note: 'Met at the Nairobi show', email: 'amina@example.co.ke', mblNo: '798765432' });

    // The form's fieldErrors reach react-admin as body.errors.
    const error = (await rejectionOf(
      provider.update('customers', { id: 'C1000121', data: { ...updated.data, mblNo: '0798' }, previousData: updated.data }),
    )) as { message: string; body: { code: string; errors: Record<string, string> } };
    expect(error.message).toBe('Some fields are not valid. Please check and resubmit.');
    expect(error.body).toMatchObject({ code: 'MMCP0001', errors: { mblNo: 'Enter a Kenyan mobile number, e.g. 0712 345 678' } });

    await provider.delete('customers', { id: 'C1000121', previousData: updated.data });
    expect(db().customers.some((customer) => customer.custId === 'C1000121')).toBe(false);
  });

  it('stores: the edit form round-trips; the suspend and publish commands run as declared', async () => {
    await loginAs();
    const { data: store } = await provider.getOne('stores', { id: 'S100006' });
    const { data: saved } = await provider.update('stores', { id: 'S100006', data: { ...store, region: 'Makongeni Phase 2' }, previousData: store });
    expect(saved).toMatchObject({ id: 'S100006', region: 'Makongeni Phase 2', storeStatus: 'N' });

    const stores = definition('stores');
    const command = (name: string) => stores.commands!.find((entry) => entry.name === name)!;
    expect(await runCommand(stores, command('suspend'), { id: 'S100006' })).toMatchObject({ storeStatus: 'C' });
    expect(await runCommand(stores, command('publish'), { id: 'S100003' })).toMatchObject({ pushFlg: 'Y' });
    const refused = (await rejectionOf(runCommand(stores, command('suspend'), { id: 'S100001' }))) as { body: { code: string } };
    expect(refused.body.code).toBe('MMCP0002');
    expect(db().stores.find((entry) => entry.storeId === 'S100003')!.pushFlg).toBe('Y');

    const customers = definition('customers');
    const blacklist = customers.commands!.find((entry) => entry.name === 'blacklist')!;
    // The server keeps the dialog's reason and the day it was given (the blacklist's "Added on"); removal clears both.
    expect(await runCommand(customers, blacklist, { id: 'C1000001', data: { reason: 'Abusive to staff.' } })).toMatchObject({
      blackFlg: 'Y',
      mblNo: '700834766',
      blackRsn: 'Abusive to staff.',
      blackDt: wireDateNow(),
    });
    const restore = definition('customerBlacklist').commands!.find((entry) => entry.name === 'restore')!;
    expect(await runCommand(definition('customerBlacklist'), restore, { id: 'C1000001' })).toMatchObject({ blackFlg: 'N', blackRsn: '', blackDt: '' });
  });

  it('tickets: status tab and search; the request-call-back command adds one', async () => {
    await loginAs();
    const open = await provider.getList('tickets', { pagination: page(), sort: { field: 'requestDt', order: 'DESC' }, filter: { status: '0' } });
    expect(open.total).toBe(4);
    const tickets = definition('tickets');
    await runCommand(tickets, tickets.commands!.find((entry) => entry.name === 'requestCallBack')!, {
      data: { callBackMblNo: '712345678', callBackTopic: 'New till' },
    });
    const after = await provider.getList('tickets', { pagination: page(), sort: { field: 'requestDt', order: 'DESC' }, filter: { status: '0', q: 'new till' } });
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({ respondChannel: 'P', issueType: 'Other' });
  });
});

describe('resource files the code has never seen', () => {
  useTestBackend();
  // The backend serves these two in place of the declared files; the files after this one in the worker share the
  // backend's module, and are served the declared files again.
  afterAll(() => registerResourceActions());

  const devices = {
    name: 'devices',
    entity: 'trustedDevice',
    idField: 'deviceId',
    methods: {
      getList: { action: 'ListTrustDevices', items: 'deviceList', total: 'count', filters: { q: 'keyword' }, sort: { field: 'orderBy', order: 'direction' } },
      create: { action: 'BindTrustDevice' },
    },
    list: { columns: ['deviceName', 'bindSts'], filters: [{ source: 'q' }, { source: 'bindSts' }] },
    commands: [{ name: 'unbind', action: 'ReleaseTrustDevice', params: { deviceId: '{id}', bindSts: 'U' }, appliesTo: { bindSts: ['B'] } }],
  };
  const tills = {
    name: 'tills',
    entity: 'till',
    idField: 'tillNo',
    methods: { getList: { action: 'QueryTillList', items: 'rows', total: 'page.total', filters: { q: 'tillName' } }, getOne: { action: 'TillDetail', params: { tillNo: '{id}' }, record: 'till' } },
    list: { columns: ['tillName', 'status'], filters: [{ source: 'q' }, { source: 'storeId' }] },
  };

  it('are served from their JSON alone: a new collection, create, list, command', async () => {
    const served = registerResourceActions({ devices, tills });
    expect(served).toEqual(expect.arrayContaining(['BindTrustDevice', 'ListTrustDevices', 'QueryTillList', 'TillDetail', 'ReleaseTrustDevice', 'QueryStoreList']));
    await loginAs();
    expect(await callAction('ListTrustDevices')).toMatchObject({ deviceList: [], count: 0 });
    const bound = await callAction<Record<string, string>>('BindTrustDevice', { deviceName: 'Shop tablet', bindSts: 'B' });
    expect(bound).toMatchObject({ deviceId: 'TR00000001', deviceName: 'Shop tablet', bindSts: 'B', mercId: OWNER_MERCHANT_ID });
    await callAction('BindTrustDevice', { deviceName: 'Counter phone', bindSts: 'B' });
    const listed = await callAction<{ deviceList: Array<Record<string, string>>; count: number }>('ListTrustDevices', { orderBy: 'deviceName', direction: 'ASC' });
    expect(listed.count).toBe(2);
    expect(listed.deviceList.map((device) => device.deviceName)).toEqual(['Counter phone', 'Shop tablet']);
    expect(await callAction('ReleaseTrustDevice', { deviceId: 'TR00000001', bindSts: 'U' })).toMatchObject({ bindSts: 'U' });
    const again = (await rejectionOf(callAction('ReleaseTrustDevice', { deviceId: 'TR00000001', bindSts: 'U' }, { hideErrMsg: true }))) as MmcError;
    expect(again.code).toBe('MMCP0002');
    expect((await callAction<{ count: number }>('ListTrustDevices', { keyword: 'COUNTER' })).count).toBe(1);
    expect((await callAction<{ count: number }>('ListTrustDevices', { bindSts: 'U' })).count).toBe(1);
  });

  it('map to a seeded collection when one holds the entity', async () => {
    registerResourceActions({ devices, tills });
    await loginAs();
    const owned = db().tills.filter((till) => till.mercId === OWNER_MERCHANT_ID);
    const answer = await callAction<{ rows: Array<Record<string, string>>; page: { total: number } }>('QueryTillList');
    expect(answer.page.total).toBe(owned.length);
    const inStore = await callAction<{ page: { total: number } }>('QueryTillList', { storeId: 'S100002' });
    expect(inStore.page.total).toBe(owned.filter((till) => till.storeId === 'S100002').length);
    const till = owned[0]!;
    expect(await callAction('TillDetail', { tillNo: till.tillNo })).toEqual({ till: { ...till } });
  });
});
