// src/generated/types.ts: one TypeScript type per schema root and $defs entry (json-schema-to-typescript), so flows,
// mocks and the action catalogue's types name the same type for the same schema.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import type { SchemaFile } from '../ajv';
import { HEADER, toTypeName } from './conventions';
import { DATA_KEYWORDS, escapePointer, isObject, omit, type Entity, type Json, type Resolver, type Schema } from './schemaGraph';

// Keywords whose values map names to subschemas.
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
// Keywords that describe but do not constrain: a $ref with only these beside it is still the referenced type.
const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'readOnly',
  'writeOnly',
  'deprecated',
  'default',
  'examples',
  'x-enum',
  'x-widget',
  'x-unique',
  'x-message',
  'x-tone',
  'x-upload',
  'x-reference',
  'x-reference-filter',
]);

const META_KEYS = ['$schema', '$id', 'title', 'description', '$comment', '$defs', 'definitions'];

/** Whether the file's root is itself a type (an entity or a config meta-schema), not only a bag of $defs. */
export const hasRootType = (schema: Schema): boolean => Object.keys(schema).some((key) => !META_KEYS.includes(key));

const definitionsOf = (schema: Schema): [string, string, Json][] =>
  (['$defs', 'definitions'] as const).flatMap((keyword) =>
    isObject(schema[keyword]) ? Object.entries(schema[keyword] as Schema).map(([key, def]): [string, string, Json] => [keyword, key, def]) : [],
  );

const fileBaseName = (file: SchemaFile): string => file.id.replace(/^.*\//, '').replace(/\.schema\.json$/, '');

/**
 * One TypeScript name per file root (from its title) and per $defs entry (from its key), assigned in file order. A
 * def whose name is taken is qualified with its file's name; roots must be unique, as other code imports them.
 */
export const assignTypeNames = (files: SchemaFile[]) => {
  const used = new Map<string, string>();
  const claim = (name: string, owner: string): boolean => {
    if (used.has(name)) return false;
    used.set(name, owner);
    return true;
  };
  const roots = new Map<string, string>();
  for (const file of files) {
    const schema = file.schema as Schema;
    const name = toTypeName(typeof schema.title === 'string' ? schema.title : fileBaseName(file));
    if (hasRootType(schema) && !claim(name, file.path)) {
      throw new Error(`${file.path}: its type name ${name} (from its title) is also used by ${used.get(name)}; change one title`);
    }
    roots.set(file.id, name);
  }
  const defs = new Map<string, string>();
  for (const file of files) {
    for (const [keyword, key] of definitionsOf(file.schema as Schema)) {
      const where = `${file.path}#/${keyword}/${key}`;
      let name = toTypeName(key);
      if (!claim(name, where)) {
        name = roots.get(file.id)! + name;
        if (!claim(name, where)) throw new Error(`${where}: no free type name (${name} is used by ${used.get(name)})`);
      }
      defs.set(`${file.id}#/${keyword}/${escapePointer(key)}`, name);
    }
  }
  return { roots, defs };
};

/**
 * Rewrites a schema for json-schema-to-typescript: a $ref to a $defs entry becomes that def's named type (tsType),
 * so common types are declared once and used by name everywhere; any other $ref is inlined with the referencing
 * site's keywords on top. oneOf/anyOf branches that only list required properties are dropped: TypeScript shape is
 * the same either way and json-schema-to-typescript would turn them into an open index signature.
 */
export const prepareForTypes = (resolveRef: Resolver, defNames: Map<string, string>) => {
  const prepare = (node: Json, baseId: string, where: string, stack: string[]): Json => {
    if (Array.isArray(node)) return node.map((item, index) => prepare(item, baseId, `${where}/${index}`, stack));
    if (!isObject(node)) return node;
    if (typeof node.$ref === 'string') {
      const target = resolveRef(node.$ref, baseId, where);
      const key = `${target.id}#${target.pointer}`;
      const siblings = omit(node, '$ref');
      const defName = defNames.get(key);
      if (defName && Object.keys(siblings).every((keyword) => ANNOTATIONS.has(keyword))) {
        return typeof siblings.description === 'string' ? { tsType: defName, description: siblings.description } : { tsType: defName };
      }
      if (stack.includes(key)) throw new Error(`${where}: recursive $ref "${node.$ref}" outside $defs cannot be typed`);
      const base = prepare(target.schema, target.id, key, [...stack, key]);
      return { ...(isObject(base) ? base : {}), ...prepareKeywords(siblings, baseId, where, stack) };
    }
    return prepareKeywords(node, baseId, where, stack);
  };
  const prepareKeywords = (node: Schema, baseId: string, where: string, stack: string[]): Schema => {
    const result: Schema = {};
    for (const [keyword, value] of Object.entries(node)) {
      const path = `${where}/${keyword}`;
      if (
        (keyword === 'oneOf' || keyword === 'anyOf') &&
        Array.isArray(value) &&
        value.every((branch) => isObject(branch) && Object.keys(branch).every((k) => ['required', '$comment', 'description'].includes(k)))
      ) {
        continue;
      }
      // if/then rules narrow values, not the record's shape (and would turn the type into an open intersection).
      if (keyword === 'if' || keyword === 'then' || keyword === 'else') continue;
      if (keyword === 'allOf' && Array.isArray(value)) {
        const shaping = value.filter((branch) => !(isObject(branch) && ('if' in branch || 'then' in branch)));
        if (shaping.length > 0) result[keyword] = prepare(shaping, baseId, path, stack);
        continue;
      }
      if (DATA_KEYWORDS.has(keyword)) result[keyword] = value;
      else if (SCHEMA_MAP_KEYWORDS.has(keyword) && isObject(value)) {
        result[keyword] = Object.fromEntries(
          Object.entries(value).map(([name, sub]) => [name, prepare(sub, baseId, `${path}/${escapePointer(name)}`, stack)]),
        );
      } else result[keyword] = prepare(value, baseId, path, stack);
    }
    return result;
  };
  return prepare;
};

export const exportedNames = (code: string): string[] =>
  [...code.matchAll(/^export (?:declare )?(?:interface|type|(?:const )?enum) ([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]!);

export const TYPE_OPTIONS = {
  bannerComment: '',
  format: false,
  // Schemas that do not say are closed: exact types catch a misspelt field in flows and mocks.
  additionalProperties: false,
  declareExternallyReferenced: true,
  unreachableDefinitions: false,
  unknownAny: true,
  // minItems 1 would turn arrays into non-empty tuples, which JSON files and object literals rarely satisfy.
  ignoreMinAndMaxItems: true,
  strictIndexSignatures: false,
  $refOptions: { resolve: { external: false } },
};

export const generateTypes = async (files: SchemaFile[], entities: Entity[], resolveRef: Resolver): Promise<string> => {
  const options = TYPE_OPTIONS;
  const names = assignTypeNames(files);
  const prepare = prepareForTypes(resolveRef, names.defs);
  const chunks: string[] = [];
  const declaredBy = new Map<string, string>();
  const add = (code: string, where: string) => {
    for (const name of exportedNames(code)) {
      if (declaredBy.has(name)) throw new Error(`${where}: declares ${name}, already declared by ${declaredBy.get(name)}`);
      declaredBy.set(name, where);
    }
    chunks.push(code.trim());
  };
  for (const file of files) {
    const schema = file.schema as Schema;
    if (hasRootType(schema)) {
      const name = names.roots.get(file.id)!;
      const root = { ...(prepare(omit(schema, '$schema', '$id', '$defs', 'definitions'), file.id, file.path, []) as Schema), title: name };
      add(await compile(root as JSONSchema, name, options), file.path);
    }
    for (const [keyword, key, def] of definitionsOf(schema)) {
      const pointerKey = `${file.id}#/${keyword}/${escapePointer(key)}`;
      const name = names.defs.get(pointerKey)!;
      const where = `${file.path}#/${keyword}/${key}`;
      const prepared = prepare(def, file.id, where, [pointerKey]);
      add(await compile({ ...(isObject(prepared) ? prepared : {}), title: name } as JSONSchema, name, options), where);
    }
  }
  const recordMap = [
    "/** Each entity's record type by entity name (schemas/<name>.schema.json). */",
    'export interface EntityRecords {',
    ...entities.map((entity) => `  ${entity.name}: ${names.roots.get(entity.file.id)};`),
    '}',
  ].join('\n');
  return `${HEADER}\n${chunks.join('\n\n')}\n\n${recordMap}\n`;
};
