// Visits every subschema of a JSON Schema document with its pointer, so checks can look at each keyword where it sits.
import { asArray, escapePointerSegment, isObject, type JsonObject } from '../configFiles';

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_SINGLE = ['additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedItems', 'unevaluatedProperties', 'additionalItems', 'contentSchema'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Calls visit for every schema object in a schema document, with its JSON pointer. */
export const walkSchema = (node: unknown, pointer: string, visit: (node: JsonObject, pointer: string) => void): void => {
  if (!isObject(node)) return;
  visit(node, pointer);
  for (const keyword of SUBSCHEMA_MAPS) {
    const map = node[keyword];
    if (isObject(map)) for (const [key, child] of Object.entries(map)) walkSchema(child, `${pointer}/${keyword}/${escapePointerSegment(key)}`, visit);
  }
  for (const keyword of SUBSCHEMA_SINGLE) walkSchema(node[keyword], `${pointer}/${keyword}`, visit);
  for (const keyword of SUBSCHEMA_LISTS) asArray(node[keyword]).forEach((child, index) => walkSchema(child, `${pointer}/${keyword}/${index}`, visit));
  if (Array.isArray(node.items)) node.items.forEach((child, index) => walkSchema(child, `${pointer}/items/${index}`, visit));
  else walkSchema(node.items, `${pointer}/items`, visit);
  if (isObject(node.dependencies)) {
    for (const [key, child] of Object.entries(node.dependencies)) walkSchema(child, `${pointer}/dependencies/${escapePointerSegment(key)}`, visit);
  }
};
