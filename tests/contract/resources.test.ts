// Contract: for every declared resource and every method and command it declares, the console's generic data
// provider against the embedded backend. Driven by the resource files themselves, so a new screen is covered the
// moment its JSON exists.
import type { DataProvider, RaRecord } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/data/dataProvider';
import type { ConsoleDataProvider } from '../../src/data/consoleMethods';
import { runCommand } from '../../src/data/resourceDataProvider';
import { SINGLETON_ID, singletonExists } from '../../src/data/singleton';
import { UndeclaredMethodError } from '../../src/data/undeclared';
import { getEntity, readOnlyFields } from '../../src/engine/registry';
import { callNamedAction, configureTransport, getTransportConfig } from '../../src/transport/client';
import { forgetServerKeys } from '../../src/transport/keys';
import { clearAllStorage } from '../../src/transport/session';
import { constantPart } from '../../src/config/referenceFilter';
import { actionFacts } from '../../src/generated/actionFacts';

import type { EntityDescriptor, FieldDescriptor } from '../../src/validation/entityTypes';
import { validateRecord } from '../../src/validation/validate';
import { createTestBackend } from '../../mocks/node';
import { resetState } from '../../mocks/state';
import { advanceClock } from '../../mocks/clock';
import { authProvider } from '../../src/auth/authProvider';
import { allScreens, entities, resourceDefinitions } from '../declaredScreens';
import { ownerPicture, withoutSeededIpnConfiguration } from './support/catalogueCalls';

const server = createTestBackend();
const originalConfig = { ...getTransportConfig() };
// The console's own composition: declared resources over named actions, service resources ("service": "deals")
// over the deal-discovery REST service; built once the transport points at the test backend.
let provider: DataProvider;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureTransport({ baseUrl: 'http://mmc.test/mmc/mrpay/', dealServiceUrl: 'http://mmc.test/deals-api/' });
  provider = createDataProvider(allScreens, readOnlyFields);
});
afterAll(() => {
  server.close();
  configureTransport(originalConfig);
});
beforeEach(async () => {
  await resetState('demo');
  forgetServerKeys();
  clearAllStorage();
  await authProvider.login({ username: '0712345678', password: 'Owner@2026' });
});
afterEach(() => clearAllStorage());

let serial = 0;

/** The constant part of a reference's x-reference-filter (a product's category is a top-level one). */
const constantFilter = (field: FieldDescriptor): Record<string, string> => constantPart(field.referenceFilter);
const referenceKey = (field: FieldDescriptor) => `${field.reference} ${JSON.stringify(constantFilter(field))}`;

/** The references entity fields make with x-reference (a staff member's stores), and one id each may name. */
const referencingFields = [
  ...new Map(
    Object.values(entities as Record<string, EntityDescriptor>).flatMap((entity) =>
      Object.values(entity.fields).flatMap((field) => (field.reference ? [[referenceKey(field), field] as const] : [])),
    ),
  ).values(),
];
const referenceIds = new Map<string, string>();
beforeEach(async () => {
  for (const field of referencingFields) {
    const { data } = await provider.getList(field.reference!, { pagination: { page: 1, perPage: 1 }, sort: { field: '', order: 'ASC' }, filter: constantFilter(field) });
    referenceIds.set(referenceKey(field), String(data[0]!.id));
  }
});

/** A value the field's own rules accept, different on each call (unique fields stay unique). */
const sampleValue = (field: FieldDescriptor): unknown => {
  serial += 1;
  if (field.enum) return field.enum[0];
  // Several codes of a list (a push message's channels): the first.
  if (field.type === 'array' && field.items?.enum) return [field.items.enum[0]];
  // A picture or document: one the owner uploaded, of the shape the field asks for.
  const upload = field.upload ?? field.items?.upload;
  if (upload) {
    const fileId = ownerPicture(upload.aspects?.[0]);
    return field.type === 'array' ? [fileId] : fileId;
  }
  if (field.reference) {
    const id = referenceIds.get(referenceKey(field));
    return field.type === 'array' ? [id] : id;
  }
  // The cashier's function: one code of the permission table.
  if (field.widget === 'permissionTree') return ['43'];
  // Amounts rise from call to call: a deal's price, sampled before its original price, stays below it.
  if (field.widget === 'money') return 150000 + serial;
  // Rows of objects (a deal product's variants): one row of its required item fields.
  if (field.type === 'array' && field.items?.fields) {
    const items = field.items.fields;
    return [Object.fromEntries(Object.values(items).filter((item) => item.required).map((item) => [item.name, sampleValue(item)]))];
  }
  if (field.type === 'integer' || field.type === 'number') return Math.max(1, field.minimum ?? 1);
  if (field.widget === 'mobile') return `7${String(40000000 + serial).padStart(8, '0')}`;
  if (field.format === 'email') return `contract${serial}@example.co.ke`;
  if (field.pattern?.startsWith('^https://')) return `https://contract${serial}.example.co.ke/notify`;
  if (field.format === 'wire-date') return '19900115';
  if (field.widget === 'time' || field.widget === 'clock') return '101500';
  if (field.pattern?.includes('\\p{L}')) return `Amina${'abcdefghij'[serial % 10]}`;
  // A number of a fixed length (a 9-digit VAT number): that many digits.
  const digits = /^\^\[0-9\]\{(\d+)\}\$$/.exec(field.pattern ?? '');
  if (digits) return String(serial).padStart(Number(digits[1]), '1').slice(-Number(digits[1]));
  if (field.pattern?.startsWith('^[0-9]')) return '12345678';
  // Any other pattern: the first of the everyday values it takes (a mobile number written as people write it…).
  const everyday = [
    `0712 ${String(100000 + serial).slice(-6, -3)} ${String(100000 + serial).slice(-3)}`,
    `Contract sample ${serial}`,
    `contract.sample${serial}`,
  ];
  return (field.pattern && everyday.find((value) => new RegExp(field.pattern as string, 'u').test(value))) ?? `Contract sample ${serial}`;
};

type DeclaredCommand = NonNullable<(typeof resourceDefinitions)[number]['commands']>[number];

/** Whether a command's appliesTo holds for the record. */
const appliesNow = (command: DeclaredCommand, record: RaRecord) =>
  Object.entries(command.appliesTo ?? {}).every(([field, values]) => values.includes(String(record[field] ?? '')));

/** For a command declaring otp: a verified code of its business type sent to the owner's own phone (one a minute). */
const proofFor = async (command: DeclaredCommand): Promise<Record<string, unknown>> => {
  if (!command.otp) return {};
  advanceClock(61_000);
  const target = { otpBusinessType: command.otp, otpType: 'P', sendNumber: '712345678', countryCode: '254' };
  const { jrnNo, demoOtp } = await callNamedAction<Record<string, unknown>>('SendOtp', target, { hideErrMsg: true });
  await callNamedAction('CheckOtp', { ...target, jrnNo, otp: demoOtp }, { hideErrMsg: true });
  return { jrnNo };
};

/** A record of the entity's required (or the given) fields, each following the if/then branch the record is in. */
const sampleRecord = (entity: string, fields?: string[]) => {
  const descriptor = getEntity(entity);
  const names = fields ?? descriptor.required;
  const record: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, sampleValue(descriptor.fields[name])]));
  const branchOf = (name: string) => descriptor.fields[name]!.when?.find((condition) => condition.values.includes(String(record[condition.field])));
  for (const name of names) {
    const branch = branchOf(name);
    if (branch) record[name] = sampleValue({ ...descriptor.fields[name]!, ...branch.rule });
  }
  // Fields a branch makes required (a discount promotion's discount type, then that type's value), when the whole
  // record is asked for.
  for (let pass = 0; !fields && pass < 3; pass += 1) {
    for (const name of Object.keys(descriptor.fields)) {
      const branch = branchOf(name);
      if (!(name in record) && branch?.rule.required) record[name] = sampleValue({ ...descriptor.fields[name]!, ...branch.rule });
    }
  }
  return record;
};

/**
 * Runs `act` on the records in turn until the server accepts it. A refusal is allowed only with a code the action's
 * catalogue entry declares (a category still holding items is not deleted; the first cannot move up): the rule the
 * server applies, not a failure of the contract. Returns the record it succeeded on.
 */
const firstAccepted = async (action: string, records: readonly RaRecord[], act: (record: RaRecord) => Promise<unknown>): Promise<RaRecord | undefined> => {
  const declared = new Set(actionFacts[action]?.errors ?? []);
  for (const record of records) {
    try {
      await act(record);
      return record;
    } catch (error) {
      const code = (error as { body?: { code?: string }; code?: string }).code ?? (error as { body?: { code?: string } }).body?.code;
      if (!code || !declared.has(code)) throw error;
    }
  }
  return undefined;
};

const firstPage = async (resource: string) =>
  provider.getList(resource, { pagination: { page: 1, perPage: 5 }, sort: { field: '', order: 'ASC' }, filter: {} });

/** A singleton the seed already gives the owner, whose first save is its own action: created by a merchant without one. */
const startWithout: Record<string, () => void> = { ipnConfiguration: withoutSeededIpnConfiguration };

/** A singleton's one record, made with a sample record when the merchant has none yet and the resource can create it. */
const singletonRecord = async (name: string): Promise<RaRecord> => {
  const definition = resourceDefinitions.find((candidate) => candidate.name === name)!;
  const { data } = await provider.getOne(name, { id: SINGLETON_ID });
  if (singletonExists(definition, data) || !definition.methods.create) return data;
  return (await provider.create(name, { data: sampleRecord(definition.entity) })).data;
};

for (const definition of resourceDefinitions) describe(`resource ${definition.name}`, () => {
  const name = definition.name;
  const declared = definition.methods;

  it('every react-admin method it does not declare fails with a clear error', async () => {
    const all = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;
    for (const method of all.filter((method) => !declared[method])) {
      const call = (provider[method] as (resource: string, params: unknown) => Promise<unknown>)(name, { id: 'x', ids: ['x'], data: {}, filter: {}, pagination: { page: 1, perPage: 1 }, sort: { field: 'x', order: 'ASC' }, target: 'x' });
      await expect(call).rejects.toBeInstanceOf(UndeclaredMethodError);
    }
  });

  if (declared.getList) it('getList pages, and exposes the id field as id', async () => {
    const { data, total } = await firstPage(name);
    expect(total).toBeGreaterThan(0);
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    for (const record of data) expect(record.id).toBe(record[definition.idField]);
    for (const [field, value] of Object.entries(definition.list?.permanentFilter ?? {})) {
      expect(data.every((record) => record[field] === value)).toBe(true);
    }
  });

  if (declared.getList && declared.getOne) it('getOne reads back a listed record', async () => {
    const { data } = await firstPage(name);
    const { data: record } = await provider.getOne(name, { id: data[0].id });
    expect(record.id).toBe(data[0].id);
    expect(record).toMatchObject({ [definition.idField]: data[0].id });
  });

  if (declared.getList && declared.getMany) it('getMany reads several records by id', async () => {
    const { data } = await firstPage(name);
    const ids = data.slice(0, 2).map((record) => record.id);
    const { data: records } = await provider.getMany(name, { ids });
    expect(records.map((record) => record.id).sort()).toEqual([...ids].sort());
  });

  // A create-only service resource acts on other records (a redemption redeems an order by its code): its own
  // tests (tests/unit/deals) make the order it needs.
  if (declared.create && (declared.getList || !definition.service)) it('create accepts a record its schema accepts, and refuses one missing a required field', async () => {
    startWithout[name]?.();
    const record = sampleRecord(definition.entity);
    expect(validateRecord(definition.entity, record)).toEqual([]);
    const { data: created } = await provider.create(name, { data: record });
    expect(created[definition.idField]).toEqual(expect.stringMatching(/\S/));
    expect(created.id).toBe(definition.singleton ? SINGLETON_ID : created[definition.idField]);
    for (const [field, value] of Object.entries(record)) expect(created[field]).toEqual(value);

    const required = getEntity(definition.entity).required[0];
    const { [required]: _missing, ...incomplete } = sampleRecord(definition.entity);
    await expect(provider.create(name, { data: incomplete })).rejects.toMatchObject({ body: { errors: { [required]: 'This field is required.' } } });
  });

  if (declared.getList && declared.update) it('update changes a writable field and answers the saved record', async () => {
    const { data } = await firstPage(name);
    // A record its lockedWhen states leave open to change (a message already sent is not).
    const unlocked = (record: Record<string, unknown>) =>
      !Object.entries(definition.lockedWhen ?? {}).some(([field, values]) => values.includes(String(record[field])));
    const target =
      data.find((record) => unlocked(record) && Object.entries(definition.list?.permanentFilter ?? {}).every(([field, value]) => record[field] === value)) ??
      data[0];
    const entity = getEntity(definition.entity);
    const field = entity.required.find((candidate) => !entity.fields[candidate].readOnly && !entity.fields[candidate].enum) as string;
    const value = sampleValue(entity.fields[field]);
    const { data: updated } = await provider.update(name, { id: target.id, data: { ...target, [field]: value }, previousData: target });
    const { data: reread } = await provider.getOne(name, { id: target.id });
    // A change that waits for approval (a regular bill's): the record waits, locked, and keeps its value until agreed.
    if (!unlocked(reread) && reread[field] === target[field]) return;
    expect(updated[field]).toEqual(value);
    expect(reread[field]).toEqual(value);
  });

  if (definition.singleton) it("getOne reads the merchant's one record with no id of its own", async () => {
    const { data } = await provider.getOne(name, { id: SINGLETON_ID });
    expect(data.id).toBe(SINGLETON_ID);
    if (!declared.create) expect(singletonExists(definition, data)).toBe(true);
  });

  if (definition.singleton && declared.update) it('update changes a writable field of the one record', async () => {
    const target = await singletonRecord(name);
    const entity = getEntity(definition.entity);
    // A required field if one is free text, else any field the form may change (a setting of codes and switches).
    const changeable = (candidate: string) => !entity.fields[candidate].readOnly && !entity.fields[candidate].enum;
    const optional = Object.keys(entity.fields).filter(changeable);
    // A setting made only of choices (globalization): another choice of one of them.
    const choice = Object.keys(entity.fields).find((candidate) => !entity.fields[candidate].readOnly && (entity.fields[candidate].enum?.length ?? 0) > 1);
    const field = (entity.required.find(changeable) ?? optional.find((candidate) => candidate in target) ?? optional[0] ?? choice) as string;
    const value = optional.length > 0 || !choice ? sampleValue(entity.fields[field]) : entity.fields[field].enum!.find((option) => option !== target[field]);
    const { data: updated } = await provider.update(name, { id: SINGLETON_ID, data: { ...target, [field]: value }, previousData: target });
    expect(updated[field]).toEqual(value);
    const { data: reread } = await provider.getOne(name, { id: SINGLETON_ID });
    expect(reread[field]).toEqual(value);
  });

  if (declared.getList && declared.delete) it('delete removes the record', async () => {
    // The deal service hands out pages of at most 100 (spec 002 §9).
    const perPage = definition.service ? 100 : 200;
    const { data, total } = await provider.getList(name, { pagination: { page: 1, perPage }, sort: { field: '', order: 'ASC' }, filter: {} });
    const deleted = await firstAccepted(declared.delete!.action!, data, (record) => provider.delete(name, { id: record.id, previousData: record }));
    expect(deleted, 'a seeded record the server lets go').toBeDefined();
    const after = await provider.getList(name, { pagination: { page: 1, perPage }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(after.total).toBe((total ?? 0) - 1);
    expect(after.data.map((record) => record.id)).not.toContain(deleted!.id);
  });

  for (const declaredCommand of definition.commands ?? []) it(`command ${declaredCommand.name} runs its action`, async () => {
    const input = declaredCommand.input ? sampleRecord(declaredCommand.input.entity, declaredCommand.input.fields.map((ref) => (typeof ref === 'string' ? ref : ref.source))) : {};
    if (declaredCommand.scope === 'list') {
      await expect(runCommand(definition, declaredCommand, { data: input })).resolves.toBeDefined();
      return;
    }
    if (definition.singleton) {
      let record = await singletonRecord(name);
      // A command for another state of the record (unregister needs a registration): a sibling that applies leads there.
      const sibling = (definition.commands ?? []).find((other) => other !== declaredCommand && appliesNow(other, record));
      if (!appliesNow(declaredCommand, record) && sibling) {
        await runCommand(definition, sibling, { id: SINGLETON_ID, data: await proofFor(sibling), record });
        record = await singletonRecord(name);
      }
      await expect(runCommand(definition, declaredCommand, { id: SINGLETON_ID, data: { ...input, ...(await proofFor(declaredCommand)) }, record })).resolves.toBeDefined();
      return;
    }
    // A service resource's command names a REST path, which its provider runs; the others a named action.
    const run = (target: { id?: RaRecord['id']; data: Record<string, unknown>; record?: RaRecord }) =>
      declaredCommand.path
        ? (provider as ConsoleDataProvider).runCommand(name, { command: declaredCommand.name, ...target })
        : runCommand(definition, declaredCommand, target);
    const perPage = definition.service ? 100 : 200;
    const { data } = await provider.getList(name, { pagination: { page: 1, perPage }, sort: { field: '', order: 'ASC' }, filter: {} });
    const applies = (record: RaRecord) =>
      Object.entries(declaredCommand.appliesTo ?? {}).every(([field, values]) => values.includes(String(record[field] ?? '')));
    expect(data.find(applies), `a seeded ${name} record that "${declaredCommand.name}" applies to`).toBeDefined();
    const target = await firstAccepted(declaredCommand.action ?? declaredCommand.path!, data.filter(applies), (record) => run({ id: record.id, data: input, record }));
    expect(target, `a seeded ${name} record the server runs "${declaredCommand.name}" on`).toBeDefined();
    if (declaredCommand.removes) {
      const after = await provider.getList(name, { pagination: { page: 1, perPage }, sort: { field: '', order: 'ASC' }, filter: {} });
      expect(after.data.map((record) => record.id)).not.toContain(target!.id);
      return;
    }
    // Constants the command sets on the record (storeStatus "C"), not those that only steer it (a move's direction).
    const fields = getEntity(definition.entity).fields;
    const constants = Object.entries(declaredCommand.params ?? {}).filter(([field, value]) => field in fields && (typeof value !== 'string' || !value.startsWith('{')));
    if (constants.length && declared.getOne) {
      const { data: after } = await provider.getOne(name, { id: target!.id });
      for (const [field, value] of constants) expect(after[field]).toEqual(value);
    }
  });
});
