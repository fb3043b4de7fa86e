// What the backend holds, checked against its rules after bad requests: every record of an entity with a schema
// validates against it (schemas/<entity>.schema.json, the generated validator; '' counts as absent, the wire
// convention); the collections without a schema keep the JSON types the seed gave each field and no text longer
// than any schema allows; and no plain object has gained inherited properties.
import { CreateGoodsOrder__answer } from '../../../src/generated/answerValidators';


import type { PrecompiledValidator } from '../../../src/validation/entityTypes';
import { createSeed } from '../../../mocks/db/seed';
import { collectionOf } from '../../../mocks/resources/collections';
import { db } from '../../../mocks/state';
import { wireComplaints } from './wireConvention';
import { allValidators as validators, entities } from '../../declaredScreens';

const byEntity = validators as unknown as Record<string, PrecompiledValidator | undefined>;
/**
 * Where the record kept is not the entity's form: a goods order holds what the checkout actions answer (the sale
 * order of schemas/actions/shapes.schema.json, an amount received of 0 until paid); goodsOrder.schema.json is
 * the cashier's input, whose amount received must be above zero.
 */
const STORED_SHAPES: Readonly<Record<string, PrecompiledValidator>> = { goodsOrder: CreateGoodsOrder__answer };
const SEED = createSeed({ size: 'demo' }) as unknown as Record<string, unknown>;
/** Longer than any text field a schema allows (the longest, a description, is a few thousand characters). */
const LONGEST_TEXT = 10_000;

const typeOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** Each field's JSON types as the seed has them, per collection. */
const seedTypes = (rows: readonly unknown[]): Map<string, Set<string>> => {
  const types = new Map<string, Set<string>>();
  for (const row of rows) {
    for (const [field, value] of Object.entries(row as Record<string, unknown>)) {
      const seen = types.get(field) ?? new Set<string>();
      seen.add(typeOf(value));
      types.set(field, seen);
    }
  }
  return types;
};

const longTexts = (value: unknown, path: string, found: string[]): string[] => {
  if (typeof value === 'string' && value.length > LONGEST_TEXT) found.push(`${path} (${value.length} characters)`);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) longTexts(inner, `${path}/${key}`, found);
  return found;
};

/** Every stored value that breaks its rules, as 'collection[index]/field: problem'; none when all is well. */
export const invalidStoredValues = (): string[] => {
  const problems: string[] = [];
  const schemaCollections = new Set<unknown>();
  for (const entity of Object.keys(entities)) {
    const validate = STORED_SHAPES[entity] ?? byEntity[entity];
    const rows = collectionOf(entity);
    schemaCollections.add(rows);
    if (!validate) continue;
    rows.forEach((row, index) => {
      for (const error of wireComplaints(validate, row)) problems.push(`${entity}[${index}]${error.instancePath}: ${error.keyword} ${error.message ?? ''} (${JSON.stringify(row).slice(0, 160)})`);
    });
  }
  const database = db() as unknown as Record<string, unknown>;
  for (const [name, collection] of Object.entries(database)) {
    if (schemaCollections.has(collection)) continue;
    problems.push(...longTexts(collection, name, []));
    if (!Array.isArray(collection)) continue;
    const types = seedTypes((SEED[name] as unknown[] | undefined) ?? []);
    collection.forEach((row, index) => {
      for (const [field, value] of Object.entries(row as Record<string, unknown>)) {
        const allowed = types.get(field);
        if (allowed && !allowed.has(typeOf(value))) problems.push(`${name}[${index}]/${field}: a ${typeOf(value)} where the seed keeps ${[...allowed].join(' or ')}`);
      }
    });
  }
  return problems;
};

/** Properties a request has put on Object.prototype (or Array.prototype): none, or every object is polluted. */
export const prototypePollution = (): string[] => [
  ...Object.getOwnPropertyNames(Object.prototype).filter((name) => !PROTOTYPE_NAMES.has(name)),
  ...Object.getOwnPropertyNames(Array.prototype).filter((name) => !ARRAY_PROTOTYPE_NAMES.has(name)).map((name) => `Array.prototype.${name}`),
  ...(({} as Record<string, unknown>).polluted !== undefined ? ['polluted'] : []),
];

const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));
const ARRAY_PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Array.prototype));
