// An entity's if/then on one of its fields ("an SMS ticket's contact is a mobile number"), read once for both the
// validators that check it and the descriptors that let a form follow it.
import { isObject, type Entity, type Json, type Schema } from './schemaGraph';

interface GovernedField {
  name: string;
  /** The branch's own subschema for the field, if it adds rules (it may only make the field required). */
  subschema?: Json;
  required: boolean;
}

interface ConditionalRule {
  where: string;
  /** The field whose value decides, and the values for which the branch holds. */
  field: string;
  values: string[];
  governs: GovernedField[];
}

/**
 * The entity's if/then rules (at its root or as items of its root allOf), in the one shape the forms can follow
 * field by field: `if` tests one field against enum/const values and requires it; `then` gives fields rules
 * (properties) or makes them required. Any other shape is an error, so a rule is never quietly half-applied.
 */
export const conditionalRules = (entity: Entity): ConditionalRule[] => {
  const root = entity.schema;
  const nodes: [Schema, string][] = [];
  if ('if' in root) nodes.push([root, `${entity.file.path}#`]);
  if (Array.isArray(root.allOf)) {
    root.allOf.forEach((item, index) => {
      if (isObject(item) && ('if' in item || 'then' in item)) nodes.push([item, `${entity.file.path}#/allOf/${index}`]);
    });
  }
  const names = new Set(entity.properties.map(([name]) => name));
  const onlyKeys = (node: Schema, allowed: string[], where: string) => {
    const extra = Object.keys(node).filter((key) => !allowed.includes(key));
    if (extra.length > 0) throw new Error(`${where}: ${extra.join(', ')} not supported here (only ${allowed.join(', ')})`);
  };
  return nodes.map(([node, where]) => {
    const condition = node.if;
    const branch = node.then;
    if ('else' in node) throw new Error(`${where}: "else" is not supported; write the other case as an if/then of its own`);
    if (!isObject(condition) || !isObject(branch)) throw new Error(`${where}: an "if" needs a "then", both objects`);
    if (node !== root) onlyKeys(node, ['if', 'then', '$comment', 'description'], where);
    onlyKeys(condition, ['properties', 'required'], `${where}/if`);
    const tested = isObject(condition.properties) ? Object.entries(condition.properties) : [];
    if (tested.length !== 1)
      throw new Error(`${where}/if: test exactly one field: {"properties": {"<field>": {"enum": [...]}}, "required": ["<field>"]}`);
    const [field, test] = tested[0]!;
    if (!names.has(field)) throw new Error(`${where}/if: "${field}" is not a property of the entity`);
    if (!Array.isArray(condition.required) || !condition.required.includes(field)) {
      throw new Error(`${where}/if: list "${field}" in "required" too, or a record without it would count as matching`);
    }
    if (!isObject(test)) throw new Error(`${where}/if: give "${field}" an "enum" or a "const"`);
    onlyKeys(test, ['enum', 'const'], `${where}/if/properties/${field}`);
    const values = Array.isArray(test.enum) ? test.enum : 'const' in test ? [test.const] : [];
    if (values.length === 0) throw new Error(`${where}/if: give "${field}" an "enum" or a "const"`);
    onlyKeys(branch, ['properties', 'required'], `${where}/then`);
    const subschemas = isObject(branch.properties) ? branch.properties : {};
    const required = Array.isArray(branch.required) ? branch.required.filter((name): name is string => typeof name === 'string') : [];
    const governed = [...new Set([...Object.keys(subschemas), ...required])];
    for (const name of governed) if (!names.has(name)) throw new Error(`${where}/then: "${name}" is not a property of the entity`);
    return {
      where,
      field,
      values: values.map((value) => String(value)),
      governs: governed.map((name) => ({ name, subschema: subschemas[name], required: required.includes(name) })),
    };
  });
};
