// The console's one ajv set-up on the Node side: used by `npm run gen` (to precompile the browser validators), by
// the config linter and by the tests. Strict mode stays on; the console's own schema vocabulary is declared as
// annotation keywords (with a meta-schema each, so a typo in their values is an error too) instead of strict mode
// being switched off to let unknown keywords through.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _, Name, type KeywordDefinition, type Options } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { formats } from '../../src/validation/formats';
import { referenceFilterSchema, tones, uploadRuleSchema, widgets } from './vocabulary';

export { tones, uploadRuleSchema, widgets } from './vocabulary';

const keywordDefinitions: KeywordDefinition[] = [
  {
    // The enum's name: value labels come from locales enums.<name>.<value>.
    keyword: 'x-enum',
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
  },
  {
    keyword: 'x-widget',
    schemaType: 'string',
    metaSchema: { enum: [...widgets] },
  },
  {
    // Locale key of the message shown on this field when the backend finds a duplicate value.
    keyword: 'x-unique',
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' },
  },
  {
    // Locale key of the message shown when the value is not of the accepted form (pattern, format), in place of
    // the spec's general 'format error' where the rule needs saying (an address that must be https).
    keyword: 'x-message',
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' },
  },
  {
    // The resource whose records an array of ids names (a staff member's stores): offered by name, shown by name.
    keyword: 'x-reference',
    schemaType: 'string',
    metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' },
  },
  {
    // Which of the referenced resource's records a reference may name: their field → a constant, or "{field}" of
    // the record being edited (a product's sub-category lies under its category). The form offers only those; the
    // backend refuses others.
    keyword: 'x-reference-filter',
    schemaType: 'object',
    metaSchema: referenceFilterSchema,
  },
  {
    keyword: 'x-upload',
    schemaType: 'object',
    metaSchema: uploadRuleSchema,
  },
  {
    // How an enum value is coloured as a chip: value → tone. Values not listed are neutral.
    keyword: 'x-tone',
    schemaType: 'object',
    metaSchema: { type: 'object', additionalProperties: { enum: [...tones] } },
  },
  {
    // Read by json-schema-to-typescript only: the TypeScript type to emit for this schema.
    keyword: 'tsType',
    schemaType: 'string',
    metaSchema: { type: 'string', minLength: 1 },
  },
];

/** The keywords the console adds to JSON Schema; anything else unknown is an error (strict mode). */
export const vocabulary: readonly string[] = keywordDefinitions.map((definition) => definition.keyword as string);

/** The repository this file belongs to. */
export const defaultRoot: string = fileURLToPath(new URL('../..', import.meta.url));

/** The name under which precompiled validators reach src/validation/formats.ts (see scripts/lib/gen/standaloneModule.ts). */
export const STANDALONE_FORMATS_NAME = 'schemaFormats';

export interface SchemaFile {
  /** Path from the repository root, with forward slashes: 'schemas/config/menu.schema.json'. */
  path: string;
  /** The schema's $id, which is its path under schemas/ ('config/menu.schema.json'). */
  id: string;
  schema: Record<string, unknown>;
}

const toPosix = (path: string): string => path.split(sep).join('/');

const walk = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return walk(path);
    return entry.isFile() && entry.name.endsWith('.schema.json') ? [path] : [];
  });

// Plain code-unit order rather than localeCompare, so the order is the same on every machine.
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every schemas/**\/*.schema.json under root, sorted by path. Each must have an $id equal to its path under
 * schemas/, because that is how the others $ref it ('common.schema.json#/$defs/kesAmount').
 */
export const loadSchemaFiles = (root: string = defaultRoot): SchemaFile[] => {
  const schemasDirectory = join(root, 'schemas');
  return walk(schemasDirectory)
    .map((file) => toPosix(relative(root, file)))
    .sort(byText)
    .map((path) => {
      const text = readFileSync(join(root, path), 'utf8');
      let schema: unknown;
      try {
        schema = JSON.parse(text);
      } catch (error) {
        throw new Error(`${path}: not valid JSON (${(error as Error).message})`);
      }
      if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
        throw new Error(`${path}: a schema file must hold a JSON object`);
      }
      const expectedId = path.slice('schemas/'.length);
      const id = (schema as { $id?: unknown }).$id;
      if (id !== expectedId) {
        throw new Error(`${path}: "$id" must be "${expectedId}" (its path under schemas/), found ${JSON.stringify(id)}`);
      }
      return { path, id: expectedId, schema: schema as Record<string, unknown> };
    });
};

export interface CreateAjvOptions {
  /** Repository root whose schemas/ are loaded. Default: this checkout. */
  root?: string;
  /** Load every schemas/**\/*.schema.json by its $id. Default true. */
  loadSchemas?: boolean;
  /** Keep each validator's source for ajv/dist/standalone: only `npm run gen` needs it. Default false. */
  source?: boolean;
  /** Further ajv options (e.g. inlineRefs). The strict set-up above cannot be switched off from here. */
  ajvOptions?: Omit<Options, 'strict' | 'allErrors' | 'code'>;
}

/** An Ajv (JSON Schema 2020-12) with the console's formats, vocabulary and, by default, all of its schemas. */
export const createAjv = (options: CreateAjvOptions = {}): Ajv2020 => {
  const { root = defaultRoot, loadSchemas = true, source = false, ajvOptions = {} } = options;
  const ajv = new Ajv2020({
    ...ajvOptions,
    strict: true,
    // Two exceptions to strict mode, both about sound schemas it cannot read: type unions such as
    // ["string", "number", "boolean"], and `required` inside a oneOf branch naming properties the parent declares
    // (config/resource.schema.json's manyMethod), which ajv's strictRequired check does not look up.
    allowUnionTypes: true,
    strictRequired: false,
    allErrors: true,
    code: {
      source,
      esm: true,
      lines: true,
      // Function formats in precompiled code are looked up on the formats object of src/validation/formats.ts,
      // which scripts/lib/gen/standaloneModule.ts imports under this name.
      formats: _`${new Name(STANDALONE_FORMATS_NAME)}`,
    },
  });
  addFormats(ajv);
  // Ours last: they replace ajv-formats' versions, so Node and the browser check a format the same way.
  for (const [name, format] of Object.entries(formats)) ajv.addFormat(name, format);
  for (const definition of keywordDefinitions) ajv.addKeyword(definition);
  if (loadSchemas) {
    for (const file of loadSchemaFiles(root)) ajv.addSchema(file.schema, file.id);
  }
  return ajv;
};
