// Serves every action the resource files declare (resources/*.json, via src/generated/configFiles.ts), generically:
// list, detail, create, update, delete, commands and import, each validated with the same precompiled validators
// the forms use. A new resource file with new action names is served with no code change. An action name may
// serve several resources and methods (QueryCustomers: customers and customerBlacklist, getList and getOne;
// EditStore: update and the suspend/enable commands), so each name is registered once with a handler that works
// out from the request which of its uses is meant. Hand-written actions of the same name take precedence.
// A singleton resource (one record per merchant: business information, IPN configuration) is found by its owner,
// never by an id; its create refuses a second record, and lockedWhen states refuse updates (a change under review).
import { nameFields } from '../../src/config/recordName';
import { resourceFiles } from '../../src/generated/configFiles';
import { optionalText, paging, text } from '../body';
import { isValidYyyyMMdd } from '../db/random';
import type { UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { languageOf, renderMessage } from '../messages';
import { defineAction, findAction, type ActionAnswer, type ActionContext } from '../registry';
import { asText, buildRecord, collectionOf, ownerOf, owns, sameOwner, type Owner, type Row } from './collections';
import {
  answerAt,
  constantParams,
  fieldName,
  idParam,
  idsParam,
  isTemplate,
  loadResources,
  placeAt,
  type Command,
  type ImportSpec,
  type ListMethod,
  type ManyMethod,
  type RecordMethod,
  type ResourceFile,
} from './definitions';
import { COMMAND_CHECKS, COMMAND_EFFECTS, CREATE_ALLOWED, DELETE_CHECKS, LIST_EFFECTS, READ_EFFECTS, WRITE_CHECKS, WRITE_EFFECTS } from './effects';
import { duplicateValue, importTooFew, importTooMany, invalidFields, locked, notAllowed, recordMissing, renderProblems } from './errors';
import { rangeSources } from '../../src/config/rangeFilter';
import { withoutSurroundingSpaces } from '../../src/validation/surroundingSpaces';
import { runList, type ListQuery } from './listing';
import { assertOwnReferences, referenceProblems, referencesByName, type ReferenceContext } from './references';
import { fileFieldProblems } from './fileFields';
import { entityInfo, isBlank, isSearchable, validate, type EntityInfo, type Problem } from './schema';
import { answerRecord, withoutMaskedValues } from './writeOnly';
import { comparableName } from './lookalike';
import { currentStoreId } from '../currentStore';

type Use =
  | { kind: 'list'; resource: ResourceFile; method: ListMethod }
  | { kind: 'one'; resource: ResourceFile; method: RecordMethod }
  | { kind: 'create'; resource: ResourceFile; method: RecordMethod }
  | { kind: 'update'; resource: ResourceFile; method: RecordMethod }
  | { kind: 'delete'; resource: ResourceFile; method: RecordMethod }
  | { kind: 'deleteMany'; resource: ResourceFile; method: ManyMethod }
  | { kind: 'command'; resource: ResourceFile; command: Command }
  | { kind: 'import'; resource: ResourceFile; spec: ImportSpec };

type UseOf<K extends Use['kind']> = Extract<Use, { kind: K }>;

interface Call {
  user: UserAccount;
  body: Row;
  language: string;
}

/** Fields every request carries that are never record fields (spec 002 §7.1), and paging. */
const TRANSPORT_FIELDS = new Set(['channel', 'version', 'usrMblNo', 'txTyp', 'deviceInfo', 'limit', 'offset']);

const resources = new Map<string, ResourceFile>();
const usesByAction = new Map<string, Use[]>();
/** The handler registered for each generic action, to tell it from a hand-written one. */
const ownHandlers = new Map<string, (context: ActionContext) => Promise<ActionAnswer>>();
const listPlans = new Map<string, ListPlan>();

/** How this call's user sees other resources' records, for the reference checks (references.ts). */
const references = (call: Call): ReferenceContext => ({ user: call.user, language: call.language, resource: (name) => resources.get(name) });

/** x-unique values compare as a person reads them (mocks/resources/lookalike.ts). */
const normalised = (value: unknown): string => (typeof value === 'string' ? comparableName(value) : asText(value));

const isUse =
  <K extends Use['kind']>(kind: K) =>
  (use: Use): use is UseOf<K> =>
    use.kind === kind;

// ---------------------------------------------------------------------------------------------------------------
// Registration

const collectUses = (): void => {
  usesByAction.clear();
  // A method without an action is a REST path of another service (resources with "service"): served elsewhere.
  const add = (action: string | undefined, use: Use) => {
    if (!action) return;
    const list = usesByAction.get(action) ?? [];
    list.push(use);
    usesByAction.set(action, list);
  };
  for (const resource of resources.values()) {
    if (resource.service) continue;
    const { methods } = resource;
    if (methods.getList) add(methods.getList.action, { kind: 'list', resource, method: methods.getList });
    if (methods.getManyReference) add(methods.getManyReference.action, { kind: 'list', resource, method: methods.getManyReference });
    if (methods.getMany?.action) {
      const { action, params, items } = methods.getMany;
      add(action, { kind: 'list', resource, method: { action, params, items: items ?? 'data' } });
    }
    if (methods.getOne) add(methods.getOne.action, { kind: 'one', resource, method: methods.getOne });
    if (methods.create) add(methods.create.action, { kind: 'create', resource, method: methods.create });
    if (methods.update) add(methods.update.action, { kind: 'update', resource, method: methods.update });
    if (methods.delete) add(methods.delete.action, { kind: 'delete', resource, method: methods.delete });
    if (methods.deleteMany?.action) add(methods.deleteMany.action, { kind: 'deleteMany', resource, method: methods.deleteMany });
    for (const command of resource.commands ?? []) add(command.action, { kind: 'command', resource, command });
    if (resource.import) add(resource.import.action, { kind: 'import', resource, spec: resource.import });
  }
};

/**
 * Registers the actions of these resource files (added to those registered before; a file of the same name
 * replaces its earlier version) and returns the names now served generically. Called with the console's own
 * resource files when this module loads.
 */
export const registerResourceActions = (files: Record<string, unknown> = resourceFiles): string[] => {
  for (const resource of loadResources(files)) resources.set(resource.name, resource);
  collectUses();
  listPlans.clear();
  const served: string[] = [];
  for (const action of usesByAction.keys()) {
    const registered = findAction(action);
    const own = ownHandlers.get(action);
    if (registered && registered.handle !== own) continue; // a hand-written action of this name wins
    if (!registered) {
      const handler = (context: ActionContext) => serve(action, context);
      ownHandlers.set(action, handler);
      defineAction(action, handler);
    }
    served.push(action);
  }
  return served.sort();
};

/** The resource uses behind a generic action (for tests and diagnostics). */
export const resourceUses = (action: string): ReadonlyArray<{ kind: Use['kind']; resource: string }> =>
  (usesByAction.get(action) ?? []).map((use) => ({ kind: use.kind, resource: use.resource.name }));

/** A registered resource file by name (the audit trail names the record a change touched). */
export const resourceFile = (name: string): ResourceFile | undefined => resources.get(name);

// ---------------------------------------------------------------------------------------------------------------
// Dispatch: which use of the action does this request mean?

/** The permission code (spec 001 §6) a use of an action requires, from the resource file. */
const requiredCodeOf = (use: Use): string | undefined => {
  const access = use.resource.access ?? {};
  switch (use.kind) {
    case 'list':
      return access.list;
    case 'one':
      return access.show ?? access.list;
    case 'create':
      return access.create;
    case 'update':
      return access.edit;
    case 'delete':
    case 'deleteMany':
      return access.delete;
    case 'command':
      return use.command.access;
    case 'import':
      return use.spec.access;
    default:
      return undefined;
  }
};

/**
 * The server checks permission codes too (the console hiding a page is not security): a user holding role
 * functions must hold the code of at least one use of the action. An empty list passes, as spec 001 §6 says.
 */
/**
 * Reads every signed-in user needs whatever their role: the header's store switcher lists the stores. Without the
 * read's own code a user gets only the fields the switcher shows (no settlement account, no contacts).
 */
const OPEN_READS: ReadonlyMap<string, readonly string[]> = new Map([['QueryStoreList', ['storeId', 'storeName', 'headOffFlg', 'storeStatus']]]);

const holdsCodeFor = (uses: readonly Use[], user: UserAccount): boolean => {
  if (user.funcNos.length === 0) return true;
  const codes = uses.map(requiredCodeOf);
  return codes.some((code) => code === undefined || user.funcNos.includes(code));
};

const isOpenRead = (action: string, uses: readonly Use[]): boolean => OPEN_READS.has(action) && uses.every((use) => use.kind === 'list' || use.kind === 'one');

/** The open read's fields only, for a user who may list but not view the records. */
const openReadAnswer = (action: string, answer: Row): Row => {
  const fields = OPEN_READS.get(action)!;
  const keep = (row: unknown) => Object.fromEntries(fields.filter((field) => field in (row as Row)).map((field) => [field, (row as Row)[field]]));
  return Object.fromEntries(Object.entries(answer).map(([key, value]) => [key, Array.isArray(value) ? value.map(keep) : value]));
};

const serve = async (action: string, context: ActionContext): Promise<ActionAnswer> => {
  const uses = usesByAction.get(action) ?? [];
  const holdsCode = holdsCodeFor(uses, context.user);
  if (!holdsCode && !isOpenRead(action, uses)) throw new MockFailure(CODES.noPermission, 'messages.noPermission');
  const call: Call = { user: context.user, body: context.body, language: languageOf(context.request.headers.get('Accept-Language')) };
  const lists = uses.filter(isUse('list'));
  if (lists.length > 0) {
    const answer = list(action, call, lists, uses.filter(isUse('one')));
    return { body: holdsCode ? answer : openReadAnswer(action, answer) };
  }
  if (!holdsCode) throw new MockFailure(CODES.noPermission, 'messages.noPermission');
  const writes = uses.filter((use) => use.kind !== 'list' && use.kind !== 'one');
  const one = uses.find(isUse('one'));
  if (one && writes.length === 0) return { body: detail(call, one) };
  const [body, done] = await write(call, writes);
  return { body, done: { kind: done.kind, resource: done.resource.name } };
};

/** A command whose constant params the request carries (EditStore + storeStatus C = suspend). */
const matchesCommand = (body: Row, command: Command): boolean => {
  const constants = constantParams(command.params);
  return constants.length > 0 && constants.every(([field, value]) => !isBlank(body[field]) && asText(body[field]) === String(value));
};

/** The change a request asks for, carried out: its answer, and which use of the action it was (the audit trail's). */
const write = async (call: Call, uses: Use[]): Promise<[Row, Use]> => {
  const { body } = call;
  const commands = uses.filter(isUse('command'));
  const matched = commands.find((use) => matchesCommand(body, use.command));
  if (matched) return [await runCommand(call, matched), matched];

  const importing = uses.find(isUse('import'));
  if (importing && body[importing.spec.rowsField ?? 'rows'] !== undefined) return [await importRows(call, importing), importing];

  const updating = uses.find(isUse('update'));
  const creating = uses.find(isUse('create'));
  // One action that sets a singleton (SetSalesTax): the setting sent replaces the one kept, checked as a whole.
  if (updating && creating?.resource.singleton && updating.method.action === creating.method.action) return [await create(call, creating, true), creating];
  if (updating && (!creating || !isBlank(body[idParam(updating.resource, updating.method.params)]))) return [await update(call, updating), updating];
  if (creating) return [await create(call, creating), creating];

  const deleting = uses.find(isUse('delete'));
  if (deleting) return [remove(call, deleting), deleting];
  const deletingMany = uses.find(isUse('deleteMany'));
  if (deletingMany) return [removeMany(call, deletingMany), deletingMany];

  const plain = commands.find((use) => constantParams(use.command.params).length === 0);
  if (plain) return [await runCommand(call, plain), plain];
  // The request asks for a change no command of this action declares (e.g. pushFlg R).
  if (commands.length > 0) throw notAllowed();
  if (importing) return [await importRows(call, importing), importing];
  throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'action' } });
};

// ---------------------------------------------------------------------------------------------------------------
// Shared helpers

interface Located {
  rows: Row[];
  index: number;
  record: Row;
  id: string;
}

/** The owner's record whose idField equals the request's id field (parameterRequired when it is missing). */
const locate = (call: Call, resource: ResourceFile, requestField: string, id = text(call.body, requestField)): Located => {
  const rows = collectionOf(resource.entity);
  const owner = ownerOf(rows, call.user);
  const index = rows.findIndex((row) => asText(row[resource.idField]) === id && owns(owner, row));
  if (index < 0) throw recordMissing();
  return { rows, index, record: rows[index]!, id };
};

/** A singleton's record, which an update needs to exist (the first save is the create). */
const locateOwn = (call: Call, resource: ResourceFile): Pick<Located, 'rows' | 'record'> => {
  const record = ownRecord(call, resource);
  if (!record) throw recordMissing();
  return { rows: collectionOf(resource.entity), record };
};

/** The record fields a request may set: the entity's writable fields it carries (transport fields never count). */
const writableOf = (resource: ResourceFile, body: Row): Row => {
  const info = entityInfo(resource.entity);
  const fields: Row = {};
  if (info) {
    for (const [name, field] of Object.entries(info.fields)) {
      // Spaces around typed text are not kept, as the console does not send them (src/validation/surroundingSpaces).
      if (!field.readOnly && body[name] !== undefined && !TRANSPORT_FIELDS.has(name)) fields[name] = withoutSurroundingSpaces(field, body[name]);
    }
    return fields;
  }
  // An entity without a schema: everything but transport, id and scope fields.
  const scope = resource.scope ?? {};
  for (const [name, value] of Object.entries(body)) {
    if (TRANSPORT_FIELDS.has(name) || name === resource.idField || name in scope || value === undefined) continue;
    fields[name] = value;
  }
  return fields;
};

/** Values for the resource's scope fields that are not entity fields (a customer's storeId): request, else session. */
const scopeValues = (call: Call, resource: ResourceFile): Row => {
  const info = entityInfo(resource.entity);
  const values: Row = {};
  for (const [field, template] of Object.entries(resource.scope ?? {})) {
    if (info?.fields[field]) continue;
    let value = optionalText(call.body, field);
    if (value === undefined && typeof template === 'string' && template.startsWith('{session.')) {
      value = sessionValue(call.user, template.slice('{session.'.length, -1));
    } else if (value === undefined && !isTemplate(template)) {
      value = String(template);
    }
    if (value === undefined) continue;
    assertOwnReference(call, field, value);
    values[field] = value;
  }
  return values;
};

/** {session.<name>}: the current store as the server keeps it (ChangeStore), else the user's own field. */
const sessionValue = (user: UserAccount, name: string): string | undefined => {
  if (name === 'storeId') return currentStoreId(user);
  const value = (user as unknown as Row)[name];
  return typeof value === 'string' ? value : undefined;
};

/** A scope field naming another resource's record (storeId) must name one of the user's own. */
const assertOwnReference = (call: Call, field: string, value: string): void => {
  const target = [...resources.values()].find((resource) => resource.idField === field);
  if (!target) return;
  const rows = collectionOf(target.entity);
  const owner = ownerOf(rows, call.user);
  if (!rows.some((row) => asText(row[field]) === value && owns(owner, row))) {
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field } });
  }
};

/** x-unique: no other record of the same owner may hold the same value (strings compared as a person reads them). */
const assertUnique = (call: Call, entity: string, rows: readonly Row[], owner: Owner, fields: Row, self?: Row, within: (row: Row) => boolean = () => true): void => {
  const info = entityInfo(entity);
  for (const [name, field] of Object.entries(info?.fields ?? {})) {
    if (!field.unique || isBlank(fields[name])) continue;
    const wanted = normalised(fields[name]);
    const taken = rows.some((row) => row !== self && sameOwner(owner, row) && within(row) && normalised(row[name]) === wanted);
    if (taken) throw duplicateValue(call.language, entity, name, field.unique);
  }
};

/**
 * An update's fields with the record's values of the fields that decide their rules (the schema's if/then): an ID
 * number sent alone is checked as the ID type the record keeps says, not as no type at all.
 */
const withDecidingFields = (info: EntityInfo | undefined, record: Row, patch: Row): Row => {
  const checked: Row = { ...patch };
  for (const name of Object.keys(patch)) {
    for (const condition of info?.fields[name]?.when ?? []) {
      if (!(condition.field in checked) && !isBlank(record[condition.field])) checked[condition.field] = record[condition.field];
    }
  }
  return checked;
};

/** A required field sent as '' in an update: clearing it is a "required" problem. */
const requiredCleared = (info: EntityInfo | undefined, patch: Row): Problem[] => {
  if (!info) return [];
  const required = new Set([...info.required, ...Object.entries(info.fields).filter(([, field]) => field.required).map(([name]) => name)]);
  return [...required].filter((name) => name in patch && isBlank(patch[name])).map((field) => ({ field, key: 'validation.required' }));
};

/**
 * A field sent as '' that the record, as it would be, must have under a rule (a VAT-registered business's VAT
 * number): the if/then of the schema read against the whole record, not only what was sent.
 */
const clearedUnderRule = async (entity: string, record: Row, patch: Row): Promise<Problem[]> => {
  const cleared = Object.keys(patch).filter((name) => isBlank(patch[name]));
  if (cleared.length === 0) return [];
  const merged = Object.fromEntries(Object.entries({ ...record, ...patch }).filter(([, value]) => !isBlank(value)));
  return (await validate(entity, merged)).filter((problem) => problem.key === 'validation.required' && cleared.includes(problem.field));
};

/**
 * Where an x-unique value must be unique: the whole merchant, or, for a resource with uniqueInScope, the records of
 * the same scope (a store's barcodes: every store sells the same sugar under the same code).
 */
const uniqueWithin = (resource: ResourceFile, scope: Row): ((row: Row) => boolean) => {
  if (!resource.uniqueInScope) return () => true;
  const fields = Object.keys(resource.scope ?? {});
  return (row) => fields.every((field) => asText(row[field]) === asText(scope[field]));
};

/** A singleton's one record: the owner's, if there is one yet. */
const ownRecord = (call: Call, resource: ResourceFile): Row | undefined => {
  const rows = collectionOf(resource.entity);
  const owner = ownerOf(rows, call.user);
  return rows.find((row) => owns(owner, row));
};

/** A record in one of the resource's lockedWhen states (e.g. a change under review) takes no update. */
const isLocked = (resource: ResourceFile, record: Row): boolean =>
  Object.entries(resource.lockedWhen ?? {}).some(([field, values]) => values.includes(asText(record[field])));

const addRecord = (call: Call, resource: ResourceFile, fields: Row): Row => {
  const rows = collectionOf(resource.entity);
  const owner = ownerOf(rows, call.user);
  const record = buildRecord({ entity: resource.entity, idField: resource.idField, rows, owner, fields, extra: scopeValues(call, resource) });
  rows.push(record);
  return record;
};

// ---------------------------------------------------------------------------------------------------------------
// List

interface ListPlan {
  items: string;
  total?: string;
  /** request field → record field, exact match. */
  exact: Map<string, string>;
  /** request field → record fields searched ("contains", any case). */
  search: Map<string, string[]>;
  /** request field → record field and which bound it carries (range filters). */
  ranges: Map<string, { field: string; bound: 'from' | 'to' }>;
  /** request field → id field: only that record. */
  ids: Map<string, string>;
  /** request field carrying an array of ids → id field. */
  manyIds: Map<string, string>;
  /** scope request field → record field. */
  scope: Map<string, string>;
  sort: Array<{ field: string; order: string }>;
}

/**
 * The fields free-text search looks in. When the search request field is itself an entity field (stores: q →
 * storeName) just that field; else those the list declares (searchIn); otherwise the plain-text fields the list
 * shows, plus those shown with the record's title (customers: names, mobile, e-mail; tickets: number and title).
 */
export const searchFields = (resource: ResourceFile, requestField: string): string[] => {
  const info = entityInfo(resource.entity);
  if (info?.fields[requestField]) return [requestField];
  if (resource.list?.searchIn) return resource.list.searchIn;
  const names = new Set((resource.list?.columns ?? []).map(fieldName));
  const titles = resource.recordRepresentation ? nameFields(resource.recordRepresentation) : [];
  for (const title of titles) {
    names.add(title);
    for (const section of resource.show?.sections ?? []) {
      const fields = section.fields.map(fieldName);
      if (fields.includes(title)) fields.forEach((name) => names.add(name));
    }
  }
  return [...names].filter((name) => (info ? isSearchable(info.fields[name]) : true));
};

const planFor = (action: string, lists: UseOf<'list'>[], ones: UseOf<'one'>[]): ListPlan => {
  const cached = listPlans.get(action);
  if (cached) return cached;
  const plan: ListPlan = {
    items: lists[0]!.method.items || 'data',
    total: lists[0]!.method.total,
    exact: new Map(),
    ranges: new Map(),
    search: new Map(),
    ids: new Map(),
    manyIds: new Map(),
    scope: new Map(),
    sort: [],
  };
  for (const { resource, method } of lists) {
    const requestFor = (source: string) => method.filters?.[source] ?? source;
    const query = requestFor('q');
    plan.search.set(query, [...new Set([...(plan.search.get(query) ?? []), ...searchFields(resource, query)])]);
    for (const filter of resource.list?.filters ?? []) {
      if (filter.source === 'q') continue;
      if (!filter.range) {
        plan.exact.set(requestFor(filter.source), filter.source);
        continue;
      }
      const { from, to } = rangeSources(filter.source);
      plan.ranges.set(requestFor(from), { field: filter.source, bound: 'from' });
      plan.ranges.set(requestFor(to), { field: filter.source, bound: 'to' });
    }
    for (const source of Object.keys(resource.list?.permanentFilter ?? {})) plan.exact.set(requestFor(source), source);
    if (resource.list?.tabs) plan.exact.set(requestFor(resource.list.tabs.source), resource.list.tabs.source);
    if (method.target) plan.exact.set(method.target, method.target);
    plan.ids.set(resource.idField, resource.idField);
    const many = idsParam(method.params);
    if (many) plan.manyIds.set(many, resource.idField);
    for (const field of Object.keys(resource.scope ?? {})) plan.scope.set(field, field);
    if (method.sort) plan.sort.push(method.sort);
  }
  for (const { resource, method } of ones) plan.ids.set(idParam(resource, method.params), resource.idField);
  for (const field of plan.search.keys()) plan.exact.delete(field);
  listPlans.set(action, plan);
  return plan;
};

const list = (action: string, call: Call, lists: UseOf<'list'>[], ones: UseOf<'one'>[]): Row => {
  const { body, user } = call;
  const plan = planFor(action, lists, ones);
  // An action that only ever lists by reference (an item's stock history) answers for one record: it needs its id.
  if (lists.every((use) => use.method.target)) {
    for (const target of new Set(lists.map((use) => use.method.target!))) {
      if (isBlank(body[target])) throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: target } });
    }
  }
  LIST_EFFECTS[action]?.(user);
  const rows = collectionOf(lists[0]!.resource.entity);
  const { limit, offset } = paging(body, 100);
  const query: ListQuery = { owner: ownerOf(rows, user), exact: [], ranges: [], scope: [], limit, offset };

  for (const [requestField, field] of plan.ids) {
    if (!isBlank(body[requestField])) {
      query.ids = { field, values: new Set([asText(body[requestField])]) };
      break;
    }
  }
  for (const [requestField, field] of plan.manyIds) {
    const values = body[requestField];
    if (!query.ids && Array.isArray(values)) query.ids = { field, values: new Set(values.map(asText)) };
  }
  // A record asked for by id is found wherever it is; lists stay within the session's scope (current store).
  if (!query.ids) {
    for (const [requestField, field] of plan.scope) if (!isBlank(body[requestField])) query.scope.push({ field, value: asText(body[requestField]) });
  }
  for (const [requestField, field] of plan.exact) if (!isBlank(body[requestField])) query.exact.push({ field, value: asText(body[requestField]) });
  const entity = entityInfo(lists[0]!.resource.entity);
  const bounds = new Map<string, { field: string; from?: string; to?: string }>();
  for (const [requestField, { field, bound }] of plan.ranges) {
    const value = body[requestField];
    if (isBlank(value)) continue;
    // A date bound must be a real yyyyMMdd date; anything else would quietly match nothing (or everything).
    if (entity?.fields[field]?.widget === 'date' && !(typeof value === 'string' && isValidYyyyMMdd(value))) {
      throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: requestField } });
    }
    const range = bounds.get(field) ?? { field };
    range[bound] = asText(value);
    bounds.set(field, range);
  }
  query.ranges.push(...bounds.values());
  for (const [requestField, fields] of plan.search) {
    if (!isBlank(body[requestField])) {
      query.search = { text: asText(body[requestField]), fields };
      break;
    }
  }
  for (const sort of plan.sort) {
    if (!isBlank(body[sort.field])) {
      query.sort = { field: asText(body[sort.field]), descending: asText(body[sort.order]).toUpperCase() === 'DESC' };
      break;
    }
  }

  const { total, page } = runList(rows, query);
  const answer: Row = {};
  placeAt(answer, plan.items, page.map((row) => answerRecord(lists[0]!.resource.entity, row)));
  if (plan.total) placeAt(answer, plan.total, total);
  if (!('mercId' in answer)) answer.mercId = user.mercId;
  return answer;
};

// ---------------------------------------------------------------------------------------------------------------
// Record methods

const detail = (call: Call, use: UseOf<'one'>): Row => {
  // Before the merchant first saves a singleton there is nothing to show: an empty record, not an error.
  if (use.resource.singleton) {
    const own = ownRecord(call, use.resource);
    if (own && use.method.action) READ_EFFECTS[use.method.action]?.(own, call.user);
    return answerAt(use.method.record, answerRecord(use.resource.entity, own ?? {}));
  }
  const { record } = locate(call, use.resource, idParam(use.resource, use.method.params));
  if (use.method.action) READ_EFFECTS[use.method.action]?.(record, call.user);
  return answerAt(use.method.record, answerRecord(use.resource.entity, record));
};

/** The files a record names: the merchant's own, each fitting its field (see fileFieldProblems). */
const assertFilesFit = (call: Call, entity: string, fields: Row) => {
  const problems = fileFieldProblems(call.user, entityInfo(entity), fields);
  if (problems.length > 0) throw invalidFields(call.language, problems);
};

/**
 * The request field that makes a create a check (the console's checkUnique, when a wizard leaves a step): the
 * fields sent are checked as a create would check them, duplicates included, but missing ones are not missed, and
 * nothing is created.
 */
const CHECK_ONLY_FIELD = 'checkOnly';

const create = async (call: Call, use: UseOf<'create'>, replaces = false): Promise<Row> => {
  const { resource } = use;
  const checkOnly = call.body[CHECK_ONLY_FIELD] === 'Y';
  const fields = writableOf(resource, call.body);
  delete fields[CHECK_ONLY_FIELD];
  if (use.method.action) CREATE_ALLOWED[use.method.action]?.(call.user);
  const problems = await validate(resource.entity, fields, checkOnly);
  if (problems.length > 0) throw invalidFields(call.language, problems);
  // A check claims no files: the create that follows does.
  if (!checkOnly) assertFilesFit(call, resource.entity, fields);
  assertOwnReferences(references(call), resource.entity, fields);
  if (use.method.action) WRITE_CHECKS[use.method.action]?.({ user: call.user, language: call.language, fields });
  const rows = collectionOf(resource.entity);
  const kept = resource.singleton ? ownRecord(call, resource) : undefined;
  if (kept && !replaces) throw notAllowed();
  assertUnique(call, resource.entity, rows, ownerOf(rows, call.user), fields, undefined, uniqueWithin(resource, scopeValues(call, resource)));
  if (checkOnly) return {};
  if (kept) rows.splice(rows.indexOf(kept), 1);
  const record = addRecord(call, resource, fields);
  if (use.method.action) WRITE_EFFECTS[use.method.action]?.(record, call.user);
  return answerAt(use.method.record, answerRecord(resource.entity, record));
};

const update = async (call: Call, use: UseOf<'update'>): Promise<Row> => {
  const { resource } = use;
  const requestField = idParam(resource, use.method.params);
  const { rows, record } = resource.singleton ? locateOwn(call, resource) : locate(call, resource, requestField);
  // A state the read would end (a review that has run its course) no longer locks the record.
  const reads = resource.methods.getOne?.action;
  if (reads) READ_EFFECTS[reads]?.(record, call.user);
  if (isLocked(resource, record)) throw locked(resource.entity);
  const info = entityInfo(resource.entity);
  // Server-owned fields change only through the commands that declare them.
  for (const [name, field] of Object.entries(info?.fields ?? {})) {
    if (!field.readOnly || name === resource.idField || name === requestField) continue;
    if (!isBlank(call.body[name]) && asText(call.body[name]) !== asText(record[name])) throw notAllowed();
  }
  const patch = withoutMaskedValues(resource.entity, writableOf(resource, call.body));
  const problems = [
    ...requiredCleared(info, patch),
    ...(await clearedUnderRule(resource.entity, record, patch)),
    ...(await validate(resource.entity, withDecidingFields(info, record, patch), true)),
  ];
  if (problems.length > 0) throw invalidFields(call.language, problems);
  assertFilesFit(call, resource.entity, patch);
  assertOwnReferences(references(call), resource.entity, patch, { ...record, ...patch });
  if (use.method.action) WRITE_CHECKS[use.method.action]?.({ user: call.user, language: call.language, fields: patch, record });
  assertUnique(call, resource.entity, rows, ownerOf(rows, call.user), patch, record, uniqueWithin(resource, record));
  for (const [name, value] of Object.entries(patch)) record[name] = value ?? '';
  if (use.method.action) WRITE_EFFECTS[use.method.action]?.(record, call.user);
  return answerAt(use.method.record, answerRecord(resource.entity, record));
};

const remove = (call: Call, use: UseOf<'delete'>): Row => {
  const { resource } = use;
  const { rows, index, id, record } = locate(call, resource, idParam(resource, use.method.params));
  if (use.method.action) DELETE_CHECKS[use.method.action]?.(record);
  rows.splice(index, 1);
  return { [resource.idField]: id };
};

const removeMany = (call: Call, use: UseOf<'deleteMany'>): Row => {
  const { resource } = use;
  const field = idsParam(use.method.params) ?? 'ids';
  const ids = call.body[field];
  if (!Array.isArray(ids)) throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field } });
  const found = ids.map((id) => locate(call, resource, field, asText(id)).record);
  const rows = collectionOf(resource.entity);
  for (const record of found) rows.splice(rows.indexOf(record), 1);
  return { data: ids.map(asText) };
};

// ---------------------------------------------------------------------------------------------------------------
// Commands

const runCommand = async (call: Call, use: UseOf<'command'>): Promise<Row> => {
  const { resource, command } = use;
  const { body } = call;

  // The dialog's fields: each one asked for is required (unless declared optional), and must pass its entity's rules.
  const inputFields = command.input?.fields ?? [];
  const inputNames = inputFields.map(fieldName);
  const requiredNames = inputFields.filter((ref) => typeof ref === 'string' || !ref.optional).map(fieldName);
  const input: Row = {};
  for (const name of inputNames) if (!isBlank(body[name])) input[name] = body[name];
  const problems: Problem[] = requiredNames.filter((name) => isBlank(body[name])).map((field) => ({ field, key: 'validation.required' }));
  if (command.input) problems.push(...(await validate(command.input.entity, input, true)));
  if (problems.length > 0) throw invalidFields(call.language, problems);
  // Stores and other records it names are the merchant's own (and, for staff, within their stores), as on a save.
  if (command.input) assertOwnReferences(references(call), command.input.entity, input);

  // The records it runs on: one ({id}), several ({ids}) or none (list-scope commands).
  const many = idsParam(command.params);
  const one = Object.entries(command.params ?? {}).find(([, value]) => value === '{id}')?.[0];
  let records: Row[] = [];
  if (many) {
    const ids = body[many];
    if (!Array.isArray(ids) || ids.length === 0) throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field: many } });
    records = ids.map((id) => locate(call, resource, many, asText(id)).record);
  } else if (one) {
    records = [locate(call, resource, one).record];
  }

  // The record as its reader would see it now (a review run its course; whether this person may decide it).
  const reads = resource.methods.getOne?.action;
  if (reads) for (const record of records) READ_EFFECTS[reads]?.(record, call.user);
  for (const record of records) {
    COMMAND_CHECKS[command.action ?? '']?.(record, body);
    for (const [field, allowed] of Object.entries(command.appliesTo ?? {})) {
      if (!allowed.includes(asText(record[field]))) throw notAllowed();
    }
  }

  const info = entityInfo(resource.entity);
  const changes = constantParams(command.params).filter(([field]) => field !== resource.idField && (!info || field in info.fields));
  for (const record of records) for (const [field, value] of changes) record[field] = value;

  const effect = COMMAND_EFFECTS[command.action ?? ''];
  const answer = await effect?.({ records, input, body, language: call.language, user: call.user, create: (fields) => addRecord(call, resource, fields) });
  if (answer) return answer;
  if (records.length === 1) return answerRecord(resource.entity, records[0]!);
  if (records.length > 1) return { data: records.map((record) => answerRecord(resource.entity, record)) };
  return {};
};

// ---------------------------------------------------------------------------------------------------------------
// Import

const importRows = async (call: Call, use: UseOf<'import'>): Promise<Row> => {
  const { resource, spec } = use;
  const field = spec.rowsField ?? 'rows';
  const rows = call.body[field];
  if (!Array.isArray(rows)) throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field } });
  const max = spec.maxRows ?? 1000;
  if (rows.length > max) throw importTooMany(max);
  if (rows.length < (spec.minRows ?? 1)) throw importTooFew(spec.minRows ?? 1);

  const collection = collectionOf(resource.entity);
  const owner = ownerOf(collection, call.user);
  const info = entityInfo(resource.entity);
  // Values already taken per x-unique field, including those of rows added earlier in this file.
  const taken = new Map<string, { key: string; values: Set<string> }>();
  const within = uniqueWithin(resource, scopeValues(call, resource));
  for (const [name, definition] of Object.entries(info?.fields ?? {})) {
    if (!definition.unique) continue;
    const values = new Set<string>();
    for (const row of collection) if (sameOwner(owner, row) && within(row) && !isBlank(row[name])) values.add(normalised(row[name]));
    taken.set(name, { key: definition.unique, values });
  }

  let added = 0;
  const failed: Array<{ row: number; errors: Record<string, string> }> = [];
  for (const [index, raw] of rows.entries()) {
    const written = raw && typeof raw === 'object' && !Array.isArray(raw) ? writableOf(resource, raw as Row) : {};
    const fields = referencesByName(references(call), resource.entity, written);
    const errors = renderProblems(call.language, [...(await validate(resource.entity, fields)), ...referenceProblems(references(call), resource.entity, fields)]);
    if (Object.keys(errors).length === 0) {
      for (const [name, unique] of taken) {
        if (!isBlank(fields[name]) && unique.values.has(normalised(fields[name]))) errors[name] = renderMessage(call.language, unique.key);
      }
    }
    if (Object.keys(errors).length > 0) {
      failed.push({ row: index + 1, errors });
      continue;
    }
    const record = addRecord(call, resource, fields);
    WRITE_EFFECTS[spec.action]?.(record, call.user);
    for (const [name, unique] of taken) if (!isBlank(record[name])) unique.values.add(normalised(record[name]));
    added += 1;
  }
  return { added, failed };
};

registerResourceActions();
