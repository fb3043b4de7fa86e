// The action catalogue (schemas/actions/<action>.json) as the Node tools read it: `npm run gen` (types, validators,
// openapi.json), `npm run check:config` (resource files against it) and the tests. One file per named action, its
// format in schemas/config/action.schema.json. An entry declares only the action's own request fields; the wire
// request, what really travels, adds the common fields every body carries (and paging for a list action) from
// schemas/actions/wire.schema.json, and is closed: a field the entry does not list is refused.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { ActionDefinition } from '../../src/generated/types';
import { createAjv, defaultRoot } from './ajv';

export type { ActionDefinition };

export const CATALOGUE_DIRECTORY = 'schemas/actions';
/** $id of the shared definitions: common fields, paging, the answer's head. */
export const WIRE_SCHEMA_ID = 'actions/wire.schema.json';
const META_SCHEMA_ID = 'config/action.schema.json';

type Schema = Record<string, unknown>;

export interface CatalogueEntry {
  /** From the repository root: 'schemas/actions/CreateGoodsOrder.json'. */
  path: string;
  definition: ActionDefinition;
}

/** Whether a file under schemas/actions/ is an entry (the *.schema.json files there are shared definitions). */
export const isEntryFile = (name: string): boolean => name.endsWith('.json') && !name.endsWith('.schema.json');

export const requestSchemaId = (action: string): string => `actions/${action}.request.json`;
export const answerSchemaId = (action: string): string => `actions/${action}.answer.json`;

/** Service of an entry: the named /mmc/ actions unless it says otherwise. */
export const serviceOf = (definition: ActionDefinition): 'mmc' | 'deals' => definition.service ?? 'mmc';

/**
 * Every entry under root, sorted by action name. Throws, naming the file, for a file that is not JSON, breaks the
 * entry format or is not named after its action: gen and the tests cannot work from a broken catalogue.
 */
export const loadCatalogue = (root: string = defaultRoot, ajv: Ajv2020 = createAjv({ root })): CatalogueEntry[] => {
  const directory = join(root, CATALOGUE_DIRECTORY);
  if (!existsSync(directory)) return [];
  const checkEntry = ajv.getSchema(META_SCHEMA_ID);
  if (!checkEntry) throw new Error(`schemas/${META_SCHEMA_ID} is missing: it is the format of the catalogue's entries`);
  const names = readdirSync(directory).filter(isEntryFile).sort();
  return names.map((name) => {
    const path = `${CATALOGUE_DIRECTORY}/${name}`;
    let definition: unknown;
    try {
      definition = JSON.parse(readFileSync(join(directory, name), 'utf8'));
    } catch (error) {
      throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
    }
    if (!checkEntry(definition)) {
      const first = checkEntry.errors?.[0];
      throw new Error(`${path}${first?.instancePath ? ` ${first.instancePath}` : ''}: ${first?.message ?? 'breaks'} (format: schemas/${META_SCHEMA_ID})`);
    }
    const entry = definition as ActionDefinition;
    if (`${entry.action}.json` !== name) throw new Error(`${path}: the file must be named after its action (${entry.action}.json)`);
    const deals = serviceOf(entry) === 'deals';
    if (deals !== (entry.method !== undefined && entry.path !== undefined)) {
      throw new Error(`${path}: a deal-service entry ("service": "deals") declares method and path, and only it does`);
    }
    return { path, definition: entry };
  });
};

const ownKeywords = (request: Schema): Schema => {
  const { properties: _properties, required: _required, type: _type, ...rest } = request;
  return rest;
};

/**
 * What travels for a named action: the common fields (and paging, for a list), then the entry's own fields, closed.
 * A deal-service endpoint's request is its query and path parameters, as the entry declares them (closed too).
 */
export const wireRequestSchema = (definition: ActionDefinition): Schema => {
  const own = definition.request as Schema;
  const properties = (own.properties ?? {}) as Schema;
  const required = Array.isArray(own.required) ? (own.required as string[]) : [];
  const added: Schema = {};
  if (serviceOf(definition) === 'mmc') {
    for (const field of ['channel', 'version', 'usrMblNo', 'txTyp', 'deviceInfo']) {
      added[field] = { $ref: `wire.schema.json#/$defs/commonFields/properties/${field}` };
    }
    if (definition.paged) {
      added.limit = { $ref: 'wire.schema.json#/$defs/paging/properties/limit' };
      added.offset = { $ref: 'wire.schema.json#/$defs/paging/properties/offset' };
    }
  }
  for (const field of Object.keys(properties)) {
    if (field in added) throw new Error(`${CATALOGUE_DIRECTORY}/${definition.action}.json /request/properties/${field}: the transport adds this field; do not declare it`);
  }
  return {
    $id: requestSchemaId(definition.action),
    ...ownKeywords(own),
    type: 'object',
    properties: { ...added, ...properties },
    required,
    additionalProperties: false,
  };
};

export const answerSchema = (definition: ActionDefinition): Schema => ({ $id: answerSchemaId(definition.action), ...(definition.answer as Schema) });

/** Adds each entry's wire request and answer to an ajv that already holds schemas/ (createAjv's default). */
export const addCatalogueSchemas = (ajv: Ajv2020, entries: readonly CatalogueEntry[]): void => {
  for (const { path, definition } of entries) {
    for (const schema of [wireRequestSchema(definition), answerSchema(definition)]) {
      try {
        ajv.addSchema(schema);
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    }
  }
};

/** An ajv with schemas/ and the catalogue's request and answer schemas, each compiled (so a bad $ref throws here). */
export const createCatalogueAjv = (root: string = defaultRoot): { ajv: Ajv2020; entries: CatalogueEntry[] } => {
  const ajv = createAjv({ root });
  const entries = loadCatalogue(root, ajv);
  addCatalogueSchemas(ajv, entries);
  for (const { path, definition } of entries) {
    for (const id of [requestSchemaId(definition.action), answerSchemaId(definition.action)]) {
      try {
        ajv.getSchema(id);
      } catch (error) {
        throw new Error(`${path}: ${(error as Error).message}`);
      }
    }
  }
  return { ajv, entries };
};

/**
 * The TypeScript and OpenAPI name stem of an action: its name with a capital first letter ('getRandomNo' →
 * 'GetRandomNo'). The provider has pairs that differ only in that letter (queryStoreFront, the storefront's
 * open/closed state, and QueryStoreFront, what it tells shoppers): the lower-case one of such a pair ends in 'Lc'.
 */
export const actionTypeStem = (action: string, actions: ReadonlySet<string>): string => {
  const stem = action[0]!.toUpperCase() + action.slice(1);
  return stem !== action && actions.has(stem) ? `${stem}Lc` : stem;
};
