// The schemas as gen reads them: which files are entities, and where a $ref lands. Every generator walks schemas
// through these, so a reference means the same thing in the types, the validators and the descriptors.
import type { SchemaFile } from '../ajv';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };

export const isObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

export const omit = (schema: Schema, ...keys: string[]): Schema => Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));

export interface Entity {
  /** Export and lookup name: the file name without .schema.json ('store'). */
  name: string;
  file: SchemaFile;
  schema: Schema;
  properties: [string, Json][];
}

/** An entity is a schema directly in schemas/ that describes a record (has properties); config/ holds meta-schemas. */
export const findEntities = (files: SchemaFile[]): Entity[] =>
  files
    .filter((file) => /^schemas\/[^/]+\.schema\.json$/.test(file.path) && isObject(file.schema.properties))
    .map((file) => {
      const name = file.id.slice(0, -'.schema.json'.length);
      if (!/^[a-z][A-Za-z0-9]*$/.test(name)) {
        throw new Error(`${file.path}: an entity's file name must be camelCase letters and digits (it becomes an export name)`);
      }
      const schema = file.schema as Schema;
      return { name, file, schema, properties: Object.entries(schema.properties as Schema) };
    });

interface ResolvedRef {
  /** $id of the schema file the reference lands in. */
  id: string;
  /** JSON pointer inside it ('' for the whole schema). */
  pointer: string;
  schema: Json;
}

const BASE_URL = 'https://schemas.invalid/';

const unescapePointer = (token: string): string => token.replace(/~1/g, '/').replace(/~0/g, '~');
export const escapePointer = (token: string): string => token.replace(/~/g, '~0').replace(/\//g, '~1');

export const makeResolver = (files: SchemaFile[]) => {
  const byId = new Map(files.map((file) => [file.id, file]));
  return (ref: string, baseId: string, where: string): ResolvedRef => {
    const url = new URL(ref, BASE_URL + baseId);
    const id = decodeURIComponent(url.pathname.slice(1));
    const pointer = decodeURIComponent(url.hash.slice(1));
    const file = url.origin + '/' === BASE_URL ? byId.get(id) : undefined;
    if (!file) throw new Error(`${where}: $ref "${ref}" names no schema file (known: ${[...byId.keys()].join(', ')})`);
    if (pointer !== '' && !pointer.startsWith('/')) {
      throw new Error(`${where}: $ref "${ref}": only JSON-pointer fragments are supported, not anchors`);
    }
    let schema: Json = file.schema as Schema;
    for (const token of pointer.split('/').slice(1).map(unescapePointer)) {
      const next: Json | undefined = Array.isArray(schema) ? schema[Number(token)] : isObject(schema) ? schema[token] : undefined;
      if (next === undefined) throw new Error(`${where}: $ref "${ref}" points at nothing in ${file.path}`);
      schema = next;
    }
    return { id, pointer, schema };
  };
};

export type Resolver = ReturnType<typeof makeResolver>;

// Keywords whose values are data (or names), never subschemas: not walked.
export const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required', 'type', 'dependentRequired']);
