// The deal-discovery REST service (spec 002 §7.5), served from the resource files that declare "service": "deals":
// each declared getList path answers GET <path>?page&size&<params>&<filters> (page from 0) with the items and the
// total at the file's answer paths, and each getOne path answers GET <path with {id}> with the record. A file's
// create, update and delete are served at their path and verb: the JSON body is checked against the entity's
// schema (schemas/<entity>.schema.json, its writable fields) and the entity's own rules, and a refusal answers
// 400 with the first problem as its message and every field's under fieldErrors (404 for another's record). A new
// service resource file is served with no code change. Every call needs the bearer token SetDiscoverAuth issued
// (401 otherwise); the merchant in the query must be the token's; failures answer an error or message plus the
// HTTP status, as the spec says the service does. Faults (mocks/faults.ts) name the path template as their
// action: {"action": "deals", "mode": "http500"} breaks the deals list.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { resourceFiles } from '../src/generated/configFiles';
import { transportConfig } from '../src/transport/config';
import { holdsFunction } from './access';
import { now } from './clock';
import { SESSION_IDLE_MS } from './dispatch';
import { takeFault } from './faults';
import { languageOf, renderMessage } from './messages';
import { asText, newId, type Owner, type Row } from './resources/collections';
import { renderProblems } from './resources/errors';
import { answerAt, loadResources, placeAt, type ResourceFile } from './resources/definitions';
import { searchFields } from './resources/generic';
import { runList, type ListQuery } from './resources/listing';
import { entityInfo, isBlank, validate, type Problem } from './resources/schema';
import { commit, db, runtime } from './state';
import { CREATE_ANSWERS, CREATED_WITH, ENTITY_RULES, rowsOf, type Caller, type Say } from './dealRules';
import { commandRoutes } from './dealCommands';
import { computedRoutes } from './dealDashboard';

/** The largest page the service hands out (spec 002 §9: deal lists and categories use 100). */
const MAX_PAGE_SIZE = 100;

/** The service's base path, as the console is configured (default /deals-api/). */
const basePath = (): string => {
  const { pathname } = new URL(transportConfig.dealServiceUrl, 'http://localhost');
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
};

/** A resource-file path ("deals/{id}") as an MSW route ("deals/:id"); templates become named segments. */
const routeOf = (path: string): string => path.replace(/\{([A-Za-z0-9_.]+)\}/g, (_, name: string) => `:${name.replace(/\W/g, '_')}`);


export const refuse = (status: number, message: string) => HttpResponse.json({ status, error: status === 401 ? 'Unauthorized' : 'Error', message }, { status });


/** Whether the console session a deal token was issued for is still signed in (not logged out, not idle too long). */
const sessionAlive = (token: string | undefined): boolean => {
  const session = token ? runtime().sessions[token] : undefined;
  return Boolean(session && now() - session.lastSeen <= SESSION_IDLE_MS);
};

/**
 * The merchant behind the bearer token, if the token was issued, has not expired, and the console session it was
 * issued for is still signed in: logging out of the console signs out of the deal service too.
 */
const callerOf = (request: Request): Caller | undefined => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  if (!match) return undefined;
  const tokens = runtime().dealTokens;
  const issued = tokens[match[1]!];
  if (!issued) return undefined;
  if (issued.expiresAt <= now() || !sessionAlive(issued.session)) {
    delete tokens[match[1]!];
    return undefined;
  }
  const user = db().users.find((candidate) => candidate.usrNo === issued.usrNo);
  return user ? { user, mercId: issued.mercId } : undefined;
};

export interface Served {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  caller: Caller;
  say: Say;
}

/**
 * The common part of every route: fault injection, token, permission code; then the route's own answer. An
 * unexpected failure answers 500 with the resource's 'Failed to load … data' text.
 */
type Verb = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const route = (resource: ResourceFile, path: string, accessCode: string | undefined, answer: (served: Served) => Response | Promise<Response>, verb: Verb = 'GET') => {
  // A path that names the session's merchant ({session.mercId}, e.g. merchant/neo_merchant_tills/{session.mercId}) must name the caller's.
  const pathMerchant = path.includes('{session.mercId}') ? routeOf('{session.mercId}').slice(1) : undefined;
  return http[verb.toLowerCase() as Lowercase<Verb>](`*${basePath()}${routeOf(path)}`, async ({ request, params }) => {
    const say: Say = (key, values) => renderMessage(languageOf(request.headers.get('Accept-Language')), key, values);
    const failed = () => say(`resources.${resource.name}.loadFailed`);
    const fault = takeFault(path);
    if (fault?.latencyMs) await delay(fault.latencyMs);
    if (fault?.mode === 'no-response') return HttpResponse.error();
    if (fault?.mode === 'http500') return refuse(500, fault.message ?? failed());
    if (fault?.mode === 'malformed') return new HttpResponse('{"data": {"deals": {"cont', { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (fault?.mode === 'code') {
      const status = /^[1-5]\d\d$/.test(fault.code ?? '') ? Number(fault.code) : 500;
      return refuse(status, fault.message ?? failed());
    }

    const caller = callerOf(request);
    if (!caller) return refuse(401, say('messages.dealTokenInvalid'));
    if (accessCode && !holdsFunction(caller.user, accessCode)) return refuse(403, say('messages.noPermission'));
    if (pathMerchant && asText(params[pathMerchant]) !== caller.mercId) return refuse(403, say('messages.noPermission'));
    try {
      const answered = await answer({ request, params, caller, say });
      if (verb !== 'GET') await commit();
      return answered;
    } catch {
      return refuse(500, failed());
    }
  });
};


/** Whose records the service keeps under which field (the deal service says merchantId, the /mmc/ side mercId). */
const ownerOf = (rows: readonly Row[], caller: Caller): Owner => ({ key: rows.length === 0 || 'merchantId' in rows[0]! ? 'merchantId' : 'mercId', value: caller.mercId });

/**
 * A row as the service lists it: the fields its entity schema declares, no more (a deal order's redemption code is
 * the customer's and stays out of the merchant's list).
 */
const declaredOf = (entity: string, row: Row): Row => {
  const fields = entityInfo(entity)?.fields;
  return fields ? Object.fromEntries(Object.entries(row).filter(([name]) => Object.hasOwn(fields, name))) : { ...row };
};

const listRoute = (resource: ResourceFile): HttpHandler | undefined => {
  const method = resource.methods.getList;
  if (!method?.path) return undefined;
  const searchField = method.filters?.q ?? 'q';
  // The list's filters, and the fields its permanentFilter fixes (Active Deals: status), answer exactly.
  const exactFields = [
    ...new Set([...(resource.list?.filters ?? []).map((filter) => filter.source), ...Object.keys(resource.list?.permanentFilter ?? {})]),
  ].filter((source) => source !== 'q');
  // A merchant the path names ("orders/merchant_orders/{session.mercId}") is checked by route(), as for every path.
  return route(resource, method.path, resource.access?.list, ({ request, caller, say }) => {
    const query = new URL(request.url).searchParams;
    const page = Number(query.get('page') ?? 0);
    const size = Number(query.get('size') ?? resource.list?.perPage ?? 10);
    if (!Number.isInteger(page) || page < 0) return refuse(400, say('messages.parameterInvalid', { field: 'page' }));
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) return refuse(400, say('messages.parameterInvalid', { field: 'size' }));
    // A merchant param the file declares must name the token's own merchant: no reading another's deals.
    for (const [name, template] of Object.entries(method.params ?? {})) {
      if (template !== '{session.mercId}') continue;
      const value = query.get(name);
      if (isBlank(value)) return refuse(400, say('messages.parameterRequired', { field: name }));
      if (value !== caller.mercId) return refuse(403, say('messages.noPermission'));
    }
    const rows = rowsOf(resource.entity);
    const listQuery: ListQuery = {
      owner: ownerOf(rows, caller),
      exact: exactFields.flatMap((field) => {
        const value = query.get(method.filters?.[field] ?? field);
        return isBlank(value) ? [] : [{ field, value: value! }];
      }),
      ranges: [],
      scope: [],
      limit: size,
      offset: page * size,
    };
    // Sorting by one of the entity's fields, when the file names the query params that carry it.
    const sortBy = method.sort ? query.get(method.sort.field) : null;
    if (sortBy) {
      if (!entityInfo(resource.entity)?.fields[sortBy]) return refuse(400, say('messages.parameterInvalid', { field: method.sort!.field }));
      listQuery.sort = { field: sortBy, descending: (query.get(method.sort!.order) ?? '').toUpperCase() === 'DESC' };
    }
    const text = query.get(searchField);
    if (!isBlank(text)) listQuery.search = { text: text!, fields: searchFields(resource, searchField) };
    const { total, page: items } = runList(rows, listQuery);
    const answer: Row = { status: 200, message: say('messages.success') };
    placeAt(answer, method.items, items.map((row) => declaredOf(resource.entity, row)));
    if (method.total) placeAt(answer, method.total, total);
    return HttpResponse.json(answer);
  });
};

const oneRoute = (resource: ResourceFile): HttpHandler | undefined => {
  const method = resource.methods.getOne;
  if (!method?.path) return undefined;
  const idParam = /\{id\}/.test(method.path) ? 'id' : undefined;
  return route(resource, method.path, resource.access?.show ?? resource.access?.list, ({ params, caller, say }) => {
    const id = idParam ? asText(params[idParam]) : '';
    const rows = rowsOf(resource.entity);
    const owner = ownerOf(rows, caller);
    // A singleton's path names no record: the caller's one record, or none yet (null where the record goes).
    const record = rows.find((row) => (resource.singleton || asText(row[resource.idField]) === id) && row[owner.key] === owner.value);
    if (!record && resource.singleton) return HttpResponse.json({ status: 200, message: say('messages.success'), ...(method.record ? answerAt(method.record, null as never) : {}) });
    if (!record) return refuse(404, say('messages.recordMissing'));
    return HttpResponse.json({ status: 200, message: say('messages.success'), ...answerAt(method.record, { ...record }) });
  });
};

// ---------------------------------------------------------------------------------------------------------------
// Writes

/** The body's fields the entity lets a caller set (no server-owned fields, nothing the schema does not name). */
const writableOf = (entity: string, body: Row): Row => {
  const info = entityInfo(entity);
  return Object.fromEntries(Object.entries(body).filter(([name, value]) => value !== undefined && info?.fields[name] && !info.fields[name]!.readOnly));
};

/** A refusal of fields: 400, the first problem as the message, every field's first problem under fieldErrors. */
const refuseFields = (request: Request, problems: readonly Problem[], say: Say) => {
  const fieldErrors = renderProblems(languageOf(request.headers.get('Accept-Language')), problems);
  const first = problems[0]!;
  return HttpResponse.json({ status: 400, error: 'Bad Request', message: fieldErrors[first.field] ?? say('messages.invalidFields'), fieldErrors }, { status: 400 });
};

/** The JSON object a write sends, or undefined when the body is not one. */
const bodyOf = async (request: Request): Promise<Row | undefined> => {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : undefined;
  } catch {
    return undefined;
  }
};

/** The whole record as it would be, checked against the entity's schema and its own rules. */
const problemsOf = async (entity: string, record: Row, caller: Caller): Promise<Problem[]> => {
  const present = Object.fromEntries(Object.entries(record).filter(([, value]) => !isBlank(value)));
  const schemaProblems = await validate(entity, present);
  return schemaProblems.length > 0 ? schemaProblems : (ENTITY_RULES[entity]?.(present, caller) ?? []);
};

/** The caller's own record the path's {id} names (a singleton's: the caller's one record). */
const ownRecordAt = (resource: ResourceFile, params: Served['params'], caller: Caller): { rows: Row[]; record?: Row } => {
  const rows = rowsOf(resource.entity);
  const owner = ownerOf(rows, caller);
  const id = asText(params.id);
  return { rows, record: rows.find((row) => (resource.singleton || asText(row[resource.idField]) === id) && row[owner.key] === owner.value) };
};

const verbOf = (method: { verb?: string } | undefined, fallback: Verb): Verb => (method?.verb as Verb | undefined) ?? fallback;

const createRoute = (resource: ResourceFile): HttpHandler | undefined => {
  const method = resource.methods.create;
  if (!method?.path) return undefined;
  return route(
    resource,
    method.path,
    resource.access?.create,
    async ({ request, params, caller, say }) => {
      const body = await bodyOf(request);
      if (!body) return refuse(400, say('messages.parameterInvalid', { field: 'body' }));
      // A singleton's create sets the caller's one record: the first makes it, later ones change it.
      if (resource.singleton && ownRecordAt(resource, params, caller).record) return changeOwn(resource, method.record, { request, params, caller, say }, body);
      const rows = rowsOf(resource.entity);
      const owner = ownerOf(rows, caller);
      const fields = writableOf(resource.entity, body);
      const problems = await problemsOf(resource.entity, fields, caller);
      if (problems.length > 0) return refuseFields(request, problems, say);
      const special = CREATE_ANSWERS[resource.entity];
      if (special) return special(fields, caller, say, method.record);
      const record: Row = { ...fields, ...(CREATED_WITH[resource.entity]?.() ?? {}), [owner.key]: owner.value };
      record[resource.idField] = resource.singleton ? owner.value : newId(resource.entity, rows, resource.idField, owner);
      rows.unshift(record);
      return HttpResponse.json({ status: 201, message: say('messages.success'), ...answerAt(method.record, { ...record }) }, { status: 201 });
    },
    verbOf(method, 'POST'),
  );
};

/** The caller's own record changed by the body's writable fields, the whole checked as a new one would be. */
const changeOwn = async (resource: ResourceFile, recordPath: string | undefined, { request, params, caller, say }: Served, body: Row | undefined): Promise<Response> => {
  const { record } = ownRecordAt(resource, params, caller);
  if (!record) return refuse(404, say('messages.recordMissing'));
  if (!body) return refuse(400, say('messages.parameterInvalid', { field: 'body' }));
  const patch = writableOf(resource.entity, body);
  const problems = await problemsOf(resource.entity, { ...record, ...patch }, caller);
  if (problems.length > 0) return refuseFields(request, problems, say);
  Object.assign(record, patch);
  return HttpResponse.json({ status: 200, message: say('messages.success'), ...answerAt(recordPath, { ...record }) });
};

const updateRoute = (resource: ResourceFile): HttpHandler | undefined => {
  const method = resource.methods.update;
  if (!method?.path) return undefined;
  return route(
    resource,
    method.path,
    resource.access?.edit,
    async (served) => changeOwn(resource, method.record, served, await bodyOf(served.request)),
    verbOf(method, 'PUT'),
  );
};

const deleteRoute = (resource: ResourceFile): HttpHandler | undefined => {
  const method = resource.methods.delete;
  if (!method?.path) return undefined;
  return route(
    resource,
    method.path,
    resource.access?.delete,
    ({ params, caller, say }) => {
      const { rows, record } = ownRecordAt(resource, params, caller);
      if (!record) return refuse(404, say('messages.recordMissing'));
      rows.splice(rows.indexOf(record), 1);
      return HttpResponse.json({ status: 200, message: say('messages.success'), data: { [resource.idField]: record[resource.idField] } });
    },
    verbOf(method, 'DELETE'),
  );
};

/** Each route a resource file declares, under its verb and path (the key two files declaring one route share). */
const routesOf = (resource: ResourceFile): Array<{ key: string; handler: HttpHandler | undefined }> => {
  const { methods } = resource;
  const keyed = (verb: Verb, path: string | undefined, handler: () => HttpHandler | undefined) => ({ key: `${verb} ${routeOf(path ?? '')}`, handler: path ? handler() : undefined });
  return [
    // Answers computed from other records (mocks/dealDashboard.ts) come first, ahead of the generic record route.
    ...computedRoutes(resource, route, refuse).map((handler) => ({ key: `GET ${routeOf(methods.getOne?.path ?? '')}`, handler })),
    keyed('GET', methods.getList?.path, () => listRoute(resource)),
    keyed('GET', methods.getOne?.path, () => oneRoute(resource)),
    keyed(verbOf(methods.create, 'POST'), methods.create?.path, () => createRoute(resource)),
    keyed(verbOf(methods.update, 'PUT'), methods.update?.path, () => updateRoute(resource)),
    keyed(verbOf(methods.delete, 'DELETE'), methods.delete?.path, () => deleteRoute(resource)),
    ...commandRoutes(resource, { route, refuse, ownRecordAt }).map(({ verb, path, handler }) => ({ key: `${verb} ${routeOf(path)}`, handler })),
  ];
};

/**
 * The routes of every service resource file; a list path that is also a record path's prefix is listed first. Two
 * files that declare one route (Active Deals and Deals both list GET deals) get one handler: the first file's by name.
 */
export const createDealServiceHandlers = (files: Record<string, unknown> = resourceFiles): HttpHandler[] => {
  const seen = new Set<string>();
  return loadResources(files)
    .filter((resource) => resource.service === 'deals')
    .flatMap(routesOf)
    .filter(({ key, handler }) => handler !== undefined && !seen.has(key) && Boolean(seen.add(key)))
    .map(({ handler }) => handler!);
};

export const dealServiceHandlers = createDealServiceHandlers();
