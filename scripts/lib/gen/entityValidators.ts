// src/generated/entities/<entity>.validators.js + .d.ts: an entity's precompiled rules in a module of its own, so a
// screen loads its own entity's validators and no other's.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, type SchemaFile } from '../ajv';
import { conditionalRules } from './conditionalRules';
import { HEADER } from './conventions';
import { DATA_KEYWORDS, escapePointer, isObject, type Entity, type Json, type Schema } from './schemaGraph';
import { finishStandalone } from './standaloneModule';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const fieldExportName = (entity: string, field: string): string => `${entity}__${field}`;

export const conditionalExportName = (entity: string, field: string, index: number): string => `${entity}__${field}__if${index}`;

/** Whether a subschema declares its own base ($id/$anchor): then it cannot move to a file of its own. */
const declaresBase = (node: Json): boolean =>
  Array.isArray(node)
    ? node.some(declaresBase)
    : isObject(node) &&
      Object.entries(node).some(
        ([key, value]) => ['$id', '$anchor', '$dynamicAnchor'].includes(key) || (!DATA_KEYWORDS.has(key) && declaresBase(value)),
      );

/** Local references ('#/$defs/x') re-pointed at the entity's file, for a subschema moved out of it. */
const rebaseLocalRefs = (node: Json, fileId: string): Json => {
  if (Array.isArray(node)) return node.map((item) => rebaseLocalRefs(item, fileId));
  if (!isObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if ((key === '$ref' || key === '$dynamicRef') && typeof value === 'string' && value.startsWith('#')) return [key, fileId + value];
      return [key, DATA_KEYWORDS.has(key) ? value : rebaseLocalRefs(value, fileId)];
    }),
  );
};

/** One entity's precompiled validators: the module the console loads with the entity, and its declarations. */
interface EntityValidators {
  javascript: string;
  declarations: string;
}

/**
 * One standalone module per entity (src/generated/entities/<entity>.validators.js), so a screen loads its own
 * entity's rules and no other's: the record, each field (<entity>__<field>) and each field under a condition.
 * Each module is compiled by an ajv of its own, so its internal names do not shift when another schema changes;
 * rules an entity takes from common.schema.json are compiled into each module that uses them.
 */
export const generateValidators = async (root: string, files: SchemaFile[], entities: Entity[]): Promise<Map<string, EntityValidators>> => {
  const modules = new Map<string, EntityValidators>();
  for (const entity of entities) {
    // messages: false: the console maps keyword + params to locale keys, so ajv's English texts would be dead weight.
    const ajv = createAjv({ root, source: true, loadSchemas: false, ajvOptions: { messages: false } });
    for (const file of files) if (file.id !== entity.file.id) ajv.addSchema(file.schema, file.id);

    // Each property's subschema becomes a schema of its own, exported as <entity>__<field>; the record validator
    // references those instead of repeating them, so a field's checks exist once in the module.
    const exportsById: Record<string, string> = {};
    const properties: Schema = {};
    const fieldIds: [string, string][] = [];
    for (const [field, subschema] of entity.properties) {
      const exportName = fieldExportName(entity.name, field);
      if (!IDENTIFIER.test(exportName)) {
        throw new Error(`${entity.file.path}: property "${field}" cannot be part of an export name (${exportName})`);
      }
      const fieldId = `${entity.name}__${field}.field.json`;
      if (isObject(subschema) && !declaresBase(subschema)) {
        ajv.addSchema({ ...(rebaseLocalRefs(subschema, entity.file.id) as Schema), $id: fieldId }, fieldId);
        properties[field] = { $ref: fieldId };
      } else {
        ajv.addSchema({ $id: fieldId, $ref: `${entity.file.id}#/properties/${escapePointer(field)}` }, fieldId);
        properties[field] = subschema;
      }
      fieldIds.push([exportName, fieldId]);
    }
    ajv.addSchema({ ...entity.schema, properties }, entity.file.id);
    exportsById[entity.name] = entity.file.id;
    for (const [exportName, fieldId] of fieldIds) exportsById[exportName] = fieldId;
    // A field under a condition: its own rules and the branch's together, as one validator of the value alone.
    conditionalRules(entity).forEach((rule, index) => {
      for (const governed of rule.governs) {
        if (governed.subschema === undefined) continue;
        const exportName = conditionalExportName(entity.name, governed.name, index);
        const id = `${exportName}.field.json`;
        ajv.addSchema(
          { $id: id, allOf: [{ $ref: `${entity.name}__${governed.name}.field.json` }, rebaseLocalRefs(governed.subschema, entity.file.id)] },
          id,
        );
        exportsById[exportName] = id;
      }
    });

    const javascript = finishStandalone(standaloneCode(ajv, exportsById), HEADER, '../..');
    const declarations = [
      HEADER,
      "import type { PrecompiledValidator } from '../../validation/entityTypes';",
      '',
      `/** A whole ${entity.name} record (schemas/${entity.file.id}), each field (<entity>__<field>) and each field under a condition. */`,
      ...Object.keys(exportsById).map((exportName) => `export declare const ${exportName}: PrecompiledValidator;`),
      '',
    ].join('\n');
    modules.set(entity.name, { javascript, declarations });
  }
  return modules;
};
