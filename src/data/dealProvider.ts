// The deal-discovery REST service (spec 002 §7.5) joins as a second provider: ra-data-simple-rest's conventions
// through react-admin's fetchUtils, with a bearer token and the service's `page` (from 0) / `size` paging and
// its answers under data.content (deals under data.deals.content). Resources declared with "service": "deals"
// name their paths, query params and answer paths in their resource file, and their writes (create, update,
// delete) a path and an HTTP verb (POST deals, PUT deals/{id}, DELETE deals/{id}), the record's writable fields
// travelling as the JSON body; anything else falls back to the simple-rest conventions. A singleton (one record per
// merchant, "singleton": true) reads a path with no {id}; before its first save the service answers no record, which
// reads as the empty record the page shows as "not set up", as on the /mmc/ side. A list the service gives whole
// (getMany {"using": "getList"}: the merchant's tills) is where the records a reference names are found.
import { fetchUtils, HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { ResourceDefinition } from '../config/definitions';
import { isMmcError } from '../transport/errors';
import { getLanguage } from '../transport/language';
import { getSession } from '../transport/session';
import { NO_PERMISSION_CODE } from './resourceDataProvider';
import { fillParams, readPath, type TemplateContext } from '../config/templates';
import { SINGLETON_ID } from './singleton';
import { UndeclaredMethodError } from './undeclared';
import { describeEntity } from '../validation/validate';
import type { ServiceCommandMethods } from './consoleMethods';

export interface DealServiceOptions {
  baseUrl: string;
  /** The access token from SetDiscoverAuth (data.token.accessToken). */
  getAccessToken: () => string | null;
  /** Obtains a new token: before the first call without one, and once after the service refuses one (401). */
  renewAccessToken?: () => Promise<string>;
  /** The resource files of the service's resources ("service": "deals") held up front. */
  definitions?: readonly ResourceDefinition[];
  /** The names of the service's other declared resources, whose files loadDefinition fetches on first use. */
  declared?: ReadonlySet<string>;
  loadDefinition?: (name: string) => Promise<ResourceDefinition>;
  /** Whether the user may perform a react-admin action on a resource (spec 001 §6); checked before any call. */
  allowed?: (resource: string, action: string) => boolean;
  /** Which fields of an entity the service owns (never sent on create/update). */
  readOnlyFields?: (entity: string) => ReadonlySet<string>;
  fetchJson?: typeof fetchUtils.fetchJson;
}

type WriteMethod = 'create' | 'update' | 'delete';

/** The verb of a declared write that names none: REST's. */
const DEFAULT_VERB: Record<WriteMethod, string> = { create: 'POST', update: 'PUT', delete: 'DELETE' };

/** react-admin's access action behind each write. */
const WRITE_ACCESS: Record<WriteMethod, string> = { create: 'create', update: 'edit', delete: 'delete' };

/** Where each undeclared deal-service list keeps its items: deals under data.deals.content, the others under data.content. */
const CONTENT_PATH: Record<string, string[]> = { deals: ['data', 'deals', 'content'] };

/** The largest page the service hands out (spec 002 §9: lists of 100). */
const MAX_LIST_SIZE = 100;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The locale key of a resource's load failure ('Failed to load deals data. Please try again.', spec 002 §8.3). */
export const loadFailedKey = (resource: string) => `resources.${resource}.loadFailed`;

/**
 * A failure as react-admin shows it: the service's own text when it sent one (it answers "an error or message
 * plus the HTTP status"), else the spec's text for the resource.
 */
const toServiceError = (error: unknown, resource: string): unknown => {
  if (error instanceof UndeclaredMethodError) return error;
  if (error instanceof HttpError && (error.body as { code?: string } | undefined)?.code === NO_PERMISSION_CODE) return error;
  if (error instanceof HttpError) {
    const body = (error.body ?? {}) as Record<string, unknown>;
    const text = [body.message, body.error].find((value): value is string => typeof value === 'string' && value.trim() !== '');
    // Fields the service blamed (fieldErrors) go under the form's fields, as the /mmc/ provider's do.
    const fieldErrors = body.fieldErrors && typeof body.fieldErrors === 'object' ? (body.fieldErrors as Record<string, string>) : undefined;
    return new HttpError(text ?? loadFailedKey(resource), error.status, fieldErrors ? { ...body, errors: fieldErrors } : body);
  }
  if (isMmcError(error)) return new HttpError(error.message, error.status ?? 200, { code: error.code, kind: error.kind });
  // No answer at all (network), or the token could not be had (its message is a locale key or the server's text).
  const message = error instanceof Error && error.name === 'DealAuthError' ? error.message : loadFailedKey(resource);
  return new HttpError(message, 0, {});
};

export const createDealDataProvider = ({
  baseUrl,
  getAccessToken,
  renewAccessToken,
  definitions = [],
  declared = new Set(),
  loadDefinition,
  allowed = () => true,
  readOnlyFields = () => new Set(),
  fetchJson = fetchUtils.fetchJson,
}: DealServiceOptions): DataProvider & ServiceCommandMethods => {
  const root = baseUrl.replace(/\/$/, '');
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  const isDeclared = (resource: string) => byName.has(resource) || declared.has(resource);
  /** The resource's file, or undefined for a service list no file declares. */
  const definitionOf = async (resource: string): Promise<ResourceDefinition | undefined> =>
    byName.get(resource) ?? (declared.has(resource) && loadDefinition ? loadDefinition(resource) : undefined);

  const fetchWith = (token: string | null, url: string, options: fetchUtils.Options) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    headers.set('Accept-Language', getLanguage());
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchJson(url, { ...options, headers });
  };

  const authorisedFetch = async (url: string, options: fetchUtils.Options = {}) => {
    let token = getAccessToken();
    if (!token && renewAccessToken) token = await renewAccessToken();
    try {
      return await fetchWith(token, url, options);
    } catch (error) {
      // An expired or revoked token: ask for a new one once, then give up with the service's answer.
      if (!(error instanceof HttpError) || error.status !== 401 || !renewAccessToken) throw error;
      return fetchWith(await renewAccessToken(), url, options);
    }
  };

  const guarded = async <T,>(resource: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toServiceError(error, resource);
    }
  };

  const rest = simpleRestProvider(root, authorisedFetch);

  const context = (extra: TemplateContext): TemplateContext => ({ session: (getSession() ?? {}) as unknown as Record<string, unknown>, ...extra });

  const declaredMethod = <K extends 'getList' | 'getOne' | WriteMethod>(definition: ResourceDefinition, method: K, access: string) => {
    const declared = definition.methods[method];
    if (!declared?.path) throw new UndeclaredMethodError(definition.name, method);
    // A page the user may not open must not fetch its data either: nothing leaves for the service.
    if (!allowed(definition.name, access)) throw new HttpError('errors.noPermission', 403, { code: NO_PERMISSION_CODE, kind: 'code' });
    return declared as NonNullable<ResourceDefinition['methods'][K]> & { path: string };
  };

  /** A path with its templates filled ({id}, {session.x}), each segment URL-encoded. */
  const urlOf = (path: string, templateContext: TemplateContext) =>
    `${root}/${path
      .split('/')
      .map((segment) => encodeURIComponent(String(fillParams({ segment }, templateContext).segment ?? '')))
      .join('/')}`;

  const toRecord = (definition: ResourceDefinition, raw: unknown): RaRecord => {
    if (definition.singleton) return { ...(raw && typeof raw === 'object' ? raw : {}), id: SINGLETON_ID };
    if (!raw || typeof raw !== 'object') throw new HttpError(loadFailedKey(definition.name), 0, {});
    const record = raw as Record<string, unknown>;
    return { ...record, id: record[definition.idField] as Identifier };
  };

  const declaredList = async (definition: ResourceDefinition, params: GetListParams) => {
    const declared = declaredMethod(definition, 'getList', 'list');
    const { page = 1, perPage = definition.list?.perPage ?? 10 } = params.pagination ?? {};
    const filter: Record<string, unknown> = { ...(definition.list?.permanentFilter ?? {}), ...(params.filter ?? {}) };
    const query = new URLSearchParams({ page: String(page - 1), size: String(perPage) });
    for (const [key, value] of Object.entries(fillParams(declared.params, context({ filter })))) if (!isBlank(value)) query.set(key, String(value));
    for (const [name, value] of Object.entries(filter)) if (!isBlank(value)) query.set(declared.filters?.[name] ?? name, String(value));
    if (declared.sort && params.sort?.field) {
      query.set(declared.sort.field, params.sort.field);
      query.set(declared.sort.order, params.sort.order);
    }
    const { json } = await authorisedFetch(`${urlOf(declared.path, context({ filter }))}?${query}`, { signal: params.signal });
    const items = readPath(json, declared.items);
    if (!Array.isArray(items)) throw new HttpError(loadFailedKey(definition.name), 0, {});
    const total = declared.total ? Number(readPath(json, declared.total)) : items.length;
    return { data: items.map((item) => toRecord(definition, item)) as never[], total: Number.isFinite(total) ? total : items.length };
  };

  /**
   * A declared record: its path with {id} and {session.x} filled, and its declared query params, whose
   * {filter.x} templates read the call's meta (e.g. dashboard/{session.mercId}?days={filter.days}).
   */
  const declaredOne = async (definition: ResourceDefinition, id: Identifier, signal?: AbortSignal, meta?: Record<string, unknown>) => {
    const declared = declaredMethod(definition, 'getOne', 'show');
    const templateContext = context({ id, filter: meta ?? {} });
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(fillParams(declared.params, templateContext))) if (!isBlank(value)) query.set(key, String(value));
    const { json } = await authorisedFetch(`${urlOf(declared.path, templateContext)}${String(query) ? `?${query}` : ''}`, { signal });
    return toRecord(definition, readPath(json, declared.record));
  };

  /** The record's fields the service takes: the entity's own, not server-owned, no react-admin id, no empty values. */
  const writable = (definition: ResourceDefinition, data: Record<string, unknown>) => {
    const readOnly = readOnlyFields(definition.entity);
    const declared = describeEntity(definition.entity).fields;
    return Object.fromEntries(Object.entries(data).filter(([key, value]) => key !== 'id' && !readOnly.has(key) && Object.hasOwn(declared, key) && !isBlank(value)));
  };

  /** A declared write: its path (templates filled) at its verb, the record's writable fields as the body. */
  const declaredWrite = async (definition: ResourceDefinition, method: WriteMethod, id: Identifier | undefined, data?: Record<string, unknown>) => {
    const declared = declaredMethod(definition, method, WRITE_ACCESS[method]);
    const verb = declared.verb ?? DEFAULT_VERB[method];
    const { json } = await authorisedFetch(urlOf(declared.path, context({ id, data })), {
      method: verb,
      ...(data ? { body: JSON.stringify(writable(definition, data)) } : {}),
    });
    return json as unknown;
  };

  /** A write of a declared resource through its file, else the simple-rest convention. */
  const write = <M extends WriteMethod>(method: M): DataProvider[M] =>
    ((resource: string, params: { id?: Identifier; data?: Record<string, unknown>; previousData?: RaRecord }) =>
      guarded(resource, async () => {
        const definition = await definitionOf(resource);
        if (!definition) return (rest[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params);
        const json = await declaredWrite(definition, method, params.id, method === 'delete' ? undefined : params.data);
        if (method === 'delete') return { data: params.previousData ?? { id: params.id } };
        const recordPath = (definition.methods[method] as { record?: string } | undefined)?.record;
        const answered = recordPath === undefined ? undefined : readPath(json, recordPath);
        // A service that answers no record: the record as sent, with its id.
        const record = answered && typeof answered === 'object' ? answered : { ...params.data, [definition.idField]: params.id };
        return { data: toRecord(definition, record) };
      })) as DataProvider[M];

  const simpleList = async (resource: string, params: GetListParams) => {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const query = new URLSearchParams({ page: String(page - 1), size: String(perPage), admin: 'true' });
    for (const [key, value] of Object.entries(params.filter ?? {})) if (!isBlank(value)) query.set(key, String(value));
    const { json } = await authorisedFetch(`${root}/${resource}?${query}`);
    let node: unknown = json;
    for (const part of CONTENT_PATH[resource] ?? ['data', 'content']) node = (node as Record<string, unknown> | undefined)?.[part];
    const items = Array.isArray(node) ? (node as Array<{ id: string | number }>) : [];
    const totalElements = Number((json?.data?.deals ?? json?.data)?.totalElements);
    return { data: items as never[], total: Number.isFinite(totalElements) ? totalElements : items.length };
  };

  /** Methods a declared service resource does not declare fail loudly, as on the /mmc/ provider. */
  const undeclaredOr =
    <M extends 'getManyReference' | 'updateMany' | 'deleteMany'>(method: M): DataProvider[M] =>
    ((resource: string, params: unknown) =>
      isDeclared(resource) ? Promise.reject(new UndeclaredMethodError(resource, method)) : (rest[method] as (r: string, p: unknown) => Promise<unknown>)(resource, params)) as DataProvider[M];

  /**
   * A declared command of a service resource (resource file commands[]: path, verb, query): its path with the
   * templates filled at its verb, what the person filled in as the JSON body; the answer as the service gave it.
   */
  const runCommand: ServiceCommandMethods['runCommand'] = (resource, { command: name, id, data, record }) =>
    guarded(resource, async () => {
      const definition = await definitionOf(resource);
      const command = definition?.commands?.find((candidate) => candidate.name === name);
      if (!command?.path) throw new UndeclaredMethodError(resource, `commands.${name}`);
      if (!allowed(resource, `command:${name}`)) throw new HttpError('errors.noPermission', 403, { code: NO_PERMISSION_CODE, kind: 'code' });
      const templateContext = context({ id, data, record });
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(fillParams(command.query, templateContext))) if (!isBlank(value)) query.set(key, String(value));
      const body = data && Object.keys(data).length > 0 ? { body: JSON.stringify(data) } : {};
      const { json } = await authorisedFetch(`${urlOf(command.path, templateContext)}${query.size > 0 ? `?${query}` : ''}`, { method: command.verb ?? 'POST', ...body });
      return { data: json as unknown };
    });

  return {
    ...rest,
    runCommand,
    getManyReference: undeclaredOr('getManyReference'),
    create: write('create'),
    update: write('update'),
    updateMany: undeclaredOr('updateMany'),
    delete: write('delete'),
    deleteMany: undeclaredOr('deleteMany'),
    getList: (resource, params) =>
      guarded(resource, async () => {
        const definition = await definitionOf(resource);
        return definition ? declaredList(definition, params) : simpleList(resource, params);
      }),
    getOne: (resource, params) =>
      guarded(resource, async () => {
        const definition = await definitionOf(resource);
        if (!definition) return rest.getOne(resource, params);
        return { data: (await declaredOne(definition, params.id, params.signal, params.meta)) as never };
      }),
    getMany: (resource, params) =>
      guarded(resource, async () => {
        const definition = await definitionOf(resource);
        if (!definition) return rest.getMany(resource, params);
        // getMany {"using": "getList"}: a list the service gives whole (the merchant's tills), the ids asked for found in it.
        if (definition.methods.getMany?.using === 'getList') {
          const wanted = new Set(params.ids.map(String));
          const { data } = await declaredList(definition, { pagination: { page: 1, perPage: MAX_LIST_SIZE }, sort: { field: definition.idField, order: 'ASC' }, filter: {}, signal: params.signal });
          return { data: (data as RaRecord[]).filter((record) => wanted.has(String(record.id))) as never[] };
        }
        // getMany {"using": "getOne"}: one call per id, as on the /mmc/ provider.
        if (!definition.methods.getMany) throw new UndeclaredMethodError(resource, 'getMany');
        return { data: (await Promise.all(params.ids.map((id) => declaredOne(definition, id, params.signal)))) as never[] };
      }),
  };
};
