// The generic data provider: every react-admin method of a declared resource becomes the named action its
// resource file declares (methods.*), with paging as limit/offset, filters and sort under the action's own field
// names, templates filled, and the answer read at the declared paths. Undeclared methods fail loudly.
import { HttpError, type DataProvider, type GetListParams, type Identifier, type RaRecord } from 'react-admin';
import { mayAccess } from '../auth/permissions';
import type { ResourceDefinition } from '../config/definitions';
import { isMasked } from '../format/mask';
import { callNamedAction, downloadAction, type CallOptions } from '../transport/client';
import { getSession } from '../transport/session';
import { describeEntity } from '../validation/validate';
import type { ImportResult } from './consoleMethods';
import { toDataError } from './errors';
import { SINGLETON_ID } from './singleton';
import { fillParams, readPath, type TemplateContext } from '../config/templates';
import { UndeclaredMethodError } from './undeclared';

type Methods = ResourceDefinition['methods'];
type ActionCall = (action: string, params: Record<string, unknown>, options?: CallOptions) => Promise<Record<string, unknown>>;

export interface ResourceDataProviderOptions {
  /** Resource files held up front (the tests'). */
  definitions?: readonly ResourceDefinition[];
  /** A resource file (with its entities) fetched on first use: the console's way, so no screen loads with the first page. */
  loadDefinition?: (name: string) => Promise<ResourceDefinition>;
  /** Which fields of an entity the server owns (never sent on create/update). */
  readOnlyFields: (entity: string) => ReadonlySet<string>;
  call?: ActionCall;
  /** How a download action's file is fetched (import templates). */
  download?: (action: string) => Promise<Blob>;
  /** Whether the user may perform a react-admin action on a resource (spec 001 §6); checked before any call. */
  allowed?: (resource: string, action: string) => boolean;
}

/** react-admin's access action behind each data-provider method. */
const ACCESS_ACTION: Record<string, string> = {
  getList: 'list',
  getManyReference: 'list',
  getMany: 'list',
  getOne: 'show',
  create: 'create',
  update: 'edit',
  updateMany: 'edit',
  delete: 'delete',
  deleteMany: 'delete',
};

export const NO_PERMISSION_CODE = 'NO_PERMISSION';

/**
 * The request field that turns a create into a check (checkUnique): the server checks the fields sent, duplicates
 * of x-unique fields included, answers success or the field errors a save would get, and creates nothing.
 */
export const CHECK_ONLY_FIELD = 'checkOnly';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const createResourceDataProvider = ({
  definitions = [],
  loadDefinition,
  readOnlyFields,
  call = callNamedAction,
  download = downloadAction,
  allowed = mayAccess,
}: ResourceDataProviderOptions): DataProvider => {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));

  const definitionOf = async (resource: string): Promise<ResourceDefinition> => {
    const definition = byName.get(resource) ?? (await loadDefinition?.(resource));
    if (!definition) throw new Error(`No resource file declares "${resource}" (resources/${resource}.json).`);
    return definition;
  };

  const methodOf = <K extends keyof Methods>(definition: ResourceDefinition, method: K): NonNullable<Methods[K]> => {
    const resource = definition.name;
    const declared = definition.methods[method];
    if (!declared) throw new UndeclaredMethodError(resource, String(method));
    // A page the user may not open must not fetch its data either: nothing leaves for the server.
    if (!allowed(resource, ACCESS_ACTION[String(method)])) {
      throw new HttpError('errors.noPermission', 403, { code: NO_PERMISSION_CODE, kind: 'code' });
    }
    return declared as NonNullable<Methods[K]>;
  };

  const context = (extra: TemplateContext): TemplateContext => ({
    session: (getSession() ?? {}) as unknown as Record<string, unknown>,
    ...extra,
  });

  const send = async (action: string | undefined, body: Record<string, unknown>, options: CallOptions = {}) => {
    // The meta-schema lets a method name a REST path instead (service resources); those never reach this provider.
    if (!action) throw new Error('This method declares a service path, not a named action: its resource belongs to another provider.');
    try {
      return await call(action, body, { ...options, hideErrMsg: true });
    } catch (error) {
      throw toDataError(error);
    }
  };

  const toRecord = (definition: ResourceDefinition, raw: unknown): RaRecord => {
    // A singleton answers no record until the merchant first saves one: an empty record, shown as "not set up".
    if (definition.singleton) return { ...(raw && typeof raw === 'object' ? raw : {}), id: SINGLETON_ID };
    if (!raw || typeof raw !== 'object') {
      throw new Error(`${definition.name}: the answer holds no record where the resource file says (methods.*.record).`);
    }
    const record = raw as Record<string, unknown>;
    return { ...record, id: record[definition.idField] as Identifier };
  };

  /**
   * The record's fields the server accepts: the entity's own fields (a record read back may carry others, such as
   * mercId, which the action's request does not take), no server-owned fields, no react-admin id, no empty values.
   */
  const writable = (definition: ResourceDefinition, data: Record<string, unknown>, keepBlank: boolean) => {
    const readOnly = readOnlyFields(definition.entity);
    const declared = describeEntity(definition.entity).fields;
    const fields: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      if (key === 'id' || readOnly.has(key) || !Object.hasOwn(declared, key)) continue;
      // A write-only value comes back from the server masked ('••••••••1234'): left as it is, it is unchanged,
      // and sending the mask would only ask the server to throw it away (or, worse, to store it).
      if (isMasked(value)) continue;
      if (isBlank(value) && !keepBlank) continue;
      fields[key] = value ?? '';
    }
    return fields;
  };

  const scope = (definition: ResourceDefinition, extra: TemplateContext = {}) => fillParams(definition.scope, context(extra));

  const list = async (resource: string, method: 'getList' | 'getManyReference', params: GetListParams, reference?: { target: string; id: Identifier }) => {
    const definition = await definitionOf(resource);
    const declared = methodOf(definition, method);
    const filter: Record<string, unknown> = { ...(definition.list?.permanentFilter ?? {}), ...(params.filter ?? {}) };
    const body: Record<string, unknown> = { ...scope(definition, { filter }), ...fillParams(declared.params, context({ filter })) };
    for (const [name, value] of Object.entries(filter)) {
      if (isBlank(value)) continue;
      body[declared.filters?.[name] ?? name] = value;
    }
    if (reference) body[declared.target ?? reference.target] = reference.id;
    if (declared.sort && params.sort?.field) {
      body[declared.sort.field] = params.sort.field;
      body[declared.sort.order] = params.sort.order;
    }
    const answer = await send(declared.action, body, { paging: params.pagination, signal: params.signal });
    const items = readPath(answer, declared.items);
    if (!Array.isArray(items)) throw new Error(`${resource}: ${declared.action} answered no list at "${declared.items}".`);
    const totalValue = declared.total ? Number(readPath(answer, declared.total)) : items.length;
    const totals = declared.totals ? readPath(answer, declared.totals.path) : undefined;
    return {
      data: items.map((item) => toRecord(definition, item)),
      total: Number.isFinite(totalValue) ? totalValue : items.length,
      // Totals over every record the filters keep (resource file: methods.getList.totals), for the list's header.
      ...(totals && typeof totals === 'object' ? { meta: { totals } } : {}),
    };
  };

  const one = async (resource: string, id: Identifier, signal?: AbortSignal) => {
    const definition = await definitionOf(resource);
    const declared = methodOf(definition, 'getOne');
    const body = { ...scope(definition, { id }), ...fillParams(declared.params, context({ id })) };
    const record = readPath(await send(declared.action, body, { signal }), declared.record);
    return toRecord(definition, record);
  };

  const provider: DataProvider = {
    getList: async (resource, params) => (await list(resource, 'getList', params)) as never,

    getManyReference: async (resource, params) => (await list(resource, 'getManyReference', params, { target: params.target, id: params.id })) as never,

    getOne: async (resource, params) => ({ data: (await one(resource, params.id, params.signal)) as never }),

    getMany: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'getMany');
      if (declared.using) return { data: (await Promise.all(params.ids.map((id) => one(resource, id, params.signal)))) as never[] };
      const body = { ...scope(definition, { ids: params.ids }), ...fillParams(declared.params, context({ ids: params.ids })) };
      const items = readPath(await send(declared.action!, body, { signal: params.signal }), declared.items ?? 'data');
      return { data: (Array.isArray(items) ? items : []).map((item) => toRecord(definition, item)) as never[] };
    },

    create: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'create');
      const data = params.data as Record<string, unknown>;
      const body = {
        ...scope(definition, { data }),
        ...(declared.sendRecord === false ? {} : writable(definition, data, false)),
        ...fillParams(declared.params, context({ data })),
      };
      const answer = readPath(await send(declared.action, body), declared.record);
      return { data: toRecord(definition, { ...data, ...(answer as Record<string, unknown>) }) as never };
    },

    update: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'update');
      const data = params.data as Record<string, unknown>;
      const body = {
        ...scope(definition, { id: params.id, data }),
        ...(declared.sendRecord === false ? {} : writable(definition, data, true)),
        ...fillParams(declared.params, context({ id: params.id, data })),
      };
      const answer = readPath(await send(declared.action, body), declared.record);
      const merged = { ...(params.previousData ?? {}), ...data, ...(answer && typeof answer === 'object' ? answer : {}) };
      return { data: toRecord(definition, { ...merged, [definition.idField]: merged[definition.idField] ?? params.id }) as never };
    },

    /**
     * Whether values of x-unique fields (a store name) are still free, asked before the record is complete (when
     * a wizard leaves the step that holds them): the create action in check-only mode. Resolves when they are free;
     * rejects as a refused create would, the duplicate's message under its field.
     */
    checkUnique: async (resource: string, params: { data: Record<string, unknown> }) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'create');
      const body = { ...scope(definition, { data: params.data }), ...writable(definition, params.data, false), [CHECK_ONLY_FIELD]: 'Y' };
      await send(declared.action, body);
      return { data: true };
    },

    /** A bulk add's valid rows, sent together to the resource's import action with its scope filled. */
    importRows: async (resource: string, params: { rows: Record<string, unknown>[] }) => {
      const definition = await definitionOf(resource);
      const declared = definition.import;
      if (!declared) throw new Error(`The resource "${resource}" declares no import (resources/${resource}.json → import).`);
      const answer = await send(declared.action, { ...scope(definition), [declared.rowsField ?? 'rows']: params.rows });
      return { data: answer as ImportResult };
    },

    /** The server's CSV template for a bulk add; a failure is told by the transport, as for any download. */
    importTemplate: async (resource: string) => {
      const action = (await definitionOf(resource)).import?.templateAction;
      if (!action) throw new Error(`The resource "${resource}" declares no import template (resources/${resource}.json → import.templateAction).`);
      return { data: await download(action) };
    },

    /**
     * The values a list filter offers when its resource file narrows them with an action (choicesFrom): the
     * action's answer, read at its items path, each item's value field.
     */
    offeredValues: async (resource: string, params: { source: string }) => {
      const filter = (await definitionOf(resource)).list?.filters?.find((declared) => declared.source === params.source);
      const source = filter?.choicesFrom;
      if (!source) throw new Error(`The filter "${params.source}" of "${resource}" declares no choicesFrom (resources/${resource}.json → list.filters).`);
      const items = readPath(await send(source.action, { ...(source.params ?? {}) }), source.items);
      const values = (Array.isArray(items) ? items : []).map((item) =>
        item && typeof item === 'object' ? (item as Record<string, unknown>)[source.value] : undefined,
      );
      return { data: values.filter((value) => value !== undefined && value !== null).map(String) };
    },

    /**
     * How many records each list tab holds (list.tabs.counts): the action asked with the resource's scope (the
     * current store), its answer read at the counts path (tab value → number) and the total path (the All tab).
     */
    tabCounts: async (resource: string) => {
      const definition = await definitionOf(resource);
      const source = definition.list?.tabs?.counts;
      if (!source) throw new Error(`The tabs of "${resource}" declare no counts (resources/${resource}.json → list.tabs.counts).`);
      const answer = await send(source.action, { ...scope(definition), ...fillParams(source.params, context({})) });
      const read = readPath(answer, source.counts);
      const counts: Record<string, number> = {};
      if (read && typeof read === 'object') {
        for (const [value, count] of Object.entries(read as Record<string, unknown>)) if (typeof count === 'number') counts[value] = count;
      }
      const all = source.total ? readPath(answer, source.total) : undefined;
      return { data: typeof all === 'number' ? { counts, all } : { counts } };
    },

    preview: async (resource: string, params: { section: string; data: Record<string, unknown>; signal?: AbortSignal }) => {
      const definition = await definitionOf(resource);
      const source = definition.form?.sections.find((section) => section.key === params.section)?.preview;
      if (!source) throw new Error(`The form section "${params.section}" of "${resource}" declares no preview (resources/${resource}.json).`);
      const answer = await send(source.action, { ...scope(definition), ...params.data }, { signal: params.signal });
      return { data: answer as Record<string, unknown> };
    },

    updateMany: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'updateMany');
      if (declared.using === 'update') {
        await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } as RaRecord })));
        return { data: params.ids };
      }
      const body = { ...scope(definition, { ids: params.ids, data: params.data }), ...fillParams(declared.params, context({ ids: params.ids, data: params.data })) };
      await send(declared.action!, body);
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'delete');
      await send(declared.action, { ...scope(definition, { id: params.id }), ...fillParams(declared.params, context({ id: params.id })) });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },

    deleteMany: async (resource, params) => {
      const definition = await definitionOf(resource);
      const declared = methodOf(definition, 'deleteMany');
      if (declared.using === 'delete') {
        for (const id of params.ids) await provider.delete(resource, { id });
        return { data: params.ids };
      }
      await send(declared.action!, { ...scope(definition, { ids: params.ids }), ...fillParams(declared.params, context({ ids: params.ids })) });
      return { data: params.ids };
    },
  };

  return provider;
};

/** Runs a command's action (state transitions: suspend, publish, cancel…) with its templates filled. */
export const runCommand = async (
  definition: ResourceDefinition,
  command: NonNullable<ResourceDefinition['commands']>[number],
  target: { id?: Identifier; ids?: Identifier[]; data?: Record<string, unknown>; record?: Record<string, unknown> },
  call: ActionCall = callNamedAction,
) => {
  const templateContext: TemplateContext = {
    session: (getSession() ?? {}) as unknown as Record<string, unknown>,
    id: target.id,
    ids: target.ids,
    data: target.data,
    record: target.record,
  };
  const body = { ...fillParams(definition.scope, templateContext), ...(target.data ?? {}), ...fillParams(command.params, templateContext) };
  // A command with a REST path instead belongs to its service's provider (dataProvider.runCommand).
  if (!command.action) throw new UndeclaredMethodError(definition.name, `commands.${command.name}`);
  try {
    return await call(command.action, body, { hideErrMsg: true });
  } catch (error) {
    throw toDataError(error);
  }
};
