// src/generated/entities/<entity>.ts, entityLoaders.ts and allEntities.ts: each entity's fields resolved into
// descriptors, so the engine builds inputs and rules without reading JSON Schema, and fetches them per screen.
import type { EntityDescriptor, FieldDescriptor, FieldType } from '../../../src/validation/entityTypes';
import { conditionalRules } from './conditionalRules';
import { HEADER, toTypeName } from './conventions';
import { conditionalExportName, fieldExportName } from './entityValidators';
import { isObject, omit, type Entity, type Json, type Resolver, type Schema } from './schemaGraph';

const FIELD_TYPES: readonly FieldType[] = ['string', 'integer', 'number', 'boolean', 'array', 'object'];

/** The property with every $ref followed; keywords at the referencing site win over the referenced ones. */
const flatten = (resolveRef: Resolver, node: Json, baseId: string, where: string, stack: string[] = []): Schema => {
  if (!isObject(node)) return {};
  if (typeof node.$ref !== 'string') return node;
  const target = resolveRef(node.$ref, baseId, where);
  const key = `${target.id}#${target.pointer}`;
  if (stack.includes(key)) throw new Error(`${where}: $ref loop through ${key}`);
  return { ...flatten(resolveRef, target.schema, target.id, key, [...stack, key]), ...omit(node, '$ref') };
};

const fieldType = (schema: Schema, where: string): FieldType => {
  const declared = Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
  const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
  const inferred = declared ?? (values.length > 0 && values.every((value) => typeof value === typeof values[0]) ? typeof values[0] : undefined);
  if (typeof inferred === 'string' && (FIELD_TYPES as readonly string[]).includes(inferred)) return inferred as FieldType;
  throw new Error(`${where}: cannot tell the field's type (give it "type")`);
};

/**
 * One field's descriptor. Arrays describe their items (a file id, or an object with fields of its own) and objects
 * their fields, so the engine can offer an upload input or rows of sub-inputs without reading JSON Schema.
 */
const describeSchema = (resolveRef: Resolver, baseId: string, where: string, name: string, subschema: Json, isRequired: boolean): FieldDescriptor => {
  const schema = flatten(resolveRef, subschema, baseId, where);
  const text = (keyword: string) => (typeof schema[keyword] === 'string' ? (schema[keyword] as string) : undefined);
  const number = (keyword: string) => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined);
  const type = fieldType(schema, where);
  const innerRequired = Array.isArray(schema.required) ? schema.required.filter((entry): entry is string => typeof entry === 'string') : [];
  const descriptor: { [key: string]: unknown } = {
    name,
    type,
    enum: Array.isArray(schema.enum) ? schema.enum.map((value) => String(value)) : undefined,
    enumName: text('x-enum'),
    widget: text('x-widget'),
    unique: text('x-unique'),
    message: text('x-message'),
    tones: isObject(schema['x-tone']) ? schema['x-tone'] : undefined,
    upload: isObject(schema['x-upload']) ? schema['x-upload'] : undefined,
    reference: text('x-reference'),
    referenceFilter: isObject(schema['x-reference-filter']) ? schema['x-reference-filter'] : undefined,
    readOnly: schema.readOnly === true,
    // Only where set, so the descriptors of the many other fields stay as they were.
    writeOnly: schema.writeOnly === true ? true : undefined,
    required: isRequired,
    minLength: number('minLength'),
    maxLength: number('maxLength'),
    minimum: number('minimum'),
    maximum: number('maximum'),
    exclusiveMinimum: number('exclusiveMinimum'),
    minItems: number('minItems'),
    maxItems: number('maxItems'),
    pattern: text('pattern'),
    format: text('format'),
    default:
      ['string', 'number'].includes(typeof schema.default) ||
      (Array.isArray(schema.default) && schema.default.every((item) => typeof item === 'string'))
        ? schema.default
        : undefined,
    items: type === 'array' && isObject(schema.items) ? describeSchema(resolveRef, baseId, `${where}/items`, name, schema.items, true) : undefined,
    fields:
      type === 'object' && isObject(schema.properties)
        ? Object.fromEntries(
            Object.entries(schema.properties).map(([inner, innerSchema]) => [
              inner,
              describeSchema(resolveRef, baseId, `${where}/properties/${inner}`, inner, innerSchema, innerRequired.includes(inner)),
            ]),
          )
        : undefined,
  };
  return Object.fromEntries(Object.entries(descriptor).filter(([, value]) => value !== undefined)) as unknown as FieldDescriptor;
};

const describeField = (resolveRef: Resolver, entity: Entity, field: string, subschema: Json, required: string[]): FieldDescriptor =>
  describeSchema(resolveRef, entity.file.id, `${entity.file.path}#/properties/${field}`, field, subschema, required.includes(field));

export const describeEntities = (entities: Entity[], resolveRef: Resolver): Record<string, EntityDescriptor> => {
  const descriptors: Record<string, EntityDescriptor> = {};
  for (const entity of entities) {
    const required = Array.isArray(entity.schema.required) ? entity.schema.required.filter((name): name is string => typeof name === 'string') : [];
    const fields = Object.fromEntries(
      entity.properties.map(([field, subschema]) => [field, describeField(resolveRef, entity, field, subschema, required)]),
    );
    for (const name of required) {
      if (!(name in fields)) throw new Error(`${entity.file.path}: required field "${name}" is not among its properties`);
    }
    conditionalRules(entity).forEach((rule, index) => {
      for (const governed of rule.governs) {
        const where = `${rule.where}/then/properties/${governed.name}`;
        const own = flatten(resolveRef, (entity.schema.properties as Schema)[governed.name]!, entity.file.id, where);
        const added = governed.subschema === undefined ? {} : flatten(resolveRef, governed.subschema, entity.file.id, where);
        const descriptor = fields[governed.name]!;
        descriptor.when = [
          ...(descriptor.when ?? []),
          {
            field: rule.field,
            values: rule.values,
            rule: describeSchema(resolveRef, entity.file.id, where, governed.name, { ...own, ...added }, descriptor.required || governed.required),
            validator:
              governed.subschema === undefined
                ? fieldExportName(entity.name, governed.name)
                : conditionalExportName(entity.name, governed.name, index),
          },
        ];
      }
    });
    descriptors[entity.name] = {
      name: entity.name,
      title: typeof entity.schema.title === 'string' ? entity.schema.title : toTypeName(entity.name),
      required,
      fields,
    };
  }
  return descriptors;
};

/** src/generated/entities/<entity>.ts: the entity's resolved fields and its validators, loaded together. */
export const entityModule = (descriptor: EntityDescriptor): string =>
  [
    HEADER,
    "import type { EntityDescriptor } from '../../validation/entityTypes';",
    '',
    `export * as validators from './${descriptor.name}.validators.js';`,
    '',
    `/** The ${descriptor.name} schema with its fields resolved (refs followed, the referencing site winning). */`,
    `export const entity: EntityDescriptor = ${JSON.stringify(descriptor, null, 2)};`,
    '',
  ].join('\n');

/**
 * src/generated/entityLoaders.ts: how the console fetches an entity when a screen first needs it (one small chunk
 * each), so the first page carries no entity it does not show.
 */
export const entityLoaders = (names: string[]): string =>
  [
    HEADER,
    "import type { EntityModule } from '../validation/entityTypes';",
    '',
    '/** Every entity schema, by name: its module (fields and validators), fetched on first use. */',
    'export const entityLoaders: Readonly<Record<string, () => Promise<EntityModule>>> = {',
    ...names.map((name) => `  ${name}: () => import('./entities/${name}'),`),
    '};',
    '',
  ].join('\n');

/** src/generated/allEntities.ts: every entity at once, for the embedded backend and the tests, never the console's pages. */
export const allEntities = (names: string[]): string =>
  [
    HEADER,
    "import type { EntityDescriptor, EntityModule } from '../validation/entityTypes';",
    ...names.map((name) => `import * as ${name} from './entities/${name}';`),
    '',
    '/** Every entity module, by entity name. */',
    'export const entityModules: Readonly<Record<string, EntityModule>> = {',
    ...names.map((name) => `  ${name},`),
    '};',
    '',
    '/** Every entity schema with its fields resolved, by entity name. */',
    'export const entities: Readonly<Record<string, EntityDescriptor>> = {',
    ...names.map((name) => `  ${name}: ${name}.entity,`),
    '};',
    '',
  ].join('\n');
