// The console's validation API, shared by the forms and the embedded backend so both enforce the same rules with
// the same words. It runs only generated code: the precompiled validators (no ajv compiler, no `new Function`, so a
// strict Content-Security-Policy holds) and the resolved field descriptors, both made by `npm run gen` from
// schemas/. ajv's findings become locale keys whose texts are the specification's wording.
import type { ErrorObject } from 'ajv';
import { formatKesNumber } from '../format/money';
import { conditionMet, rulesIn } from './conditions';
import { entityModule } from './entityRegistry';
import type { EntityDescriptor, FieldDescriptor } from './entityTypes';

/** What is wrong with one field: `key` is a locale key (validation.*), `values` fill its placeholders. */
export type FieldProblem = { field: string; key: string; values?: Record<string, string | number> };

export interface RecordValidationOptions {
  /** An update that sends only changed fields: missing required fields are not reported. */
  partial?: boolean;
}

export interface FieldValidationOptions {
  /** Whether an absent value is a problem. Default: whether the schema lists the field as required. */
  required?: boolean;
  /** The rest of the record, for a field whose rules depend on another field's value (the schema's if/then). */
  record?: Readonly<Record<string, unknown>>;
}

/** The entity's resolved fields; throws for a name no schema declares or an entity not loaded yet. */
export const describeEntity = (entity: string): EntityDescriptor => entityModule(entity).entity;

const describeField = (entity: string, field: string): FieldDescriptor => {
  const { fields } = describeEntity(entity);
  const descriptor = Object.hasOwn(fields, field) ? fields[field] : undefined;
  if (!descriptor) throw new Error(`Unknown field "${field}" of entity "${entity}" (schemas/${entity}.schema.json)`);
  return descriptor;
};

/** The fields a client may send: every field that is not the server's (readOnly), in schema order. */
export const writableFields = (entity: string): string[] =>
  Object.values(describeEntity(entity).fields)
    .filter((field) => !field.readOnly)
    .map((field) => field.name);

/** Forms send '' for an empty input: like null and undefined, it means "no value". */
export const isAbsent = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The problem a backend reports when a field's value already exists (the schema's x-unique message), if it has one. */
export const duplicateProblem = (entity: string, field: string): FieldProblem | null => {
  const { unique } = describeField(entity, field);
  return unique ? { field, key: unique } : null;
};

// ---------------------------------------------------------------------------------------------------------------
// ajv error → locale key

const REQUIRED = 'validation.required';
const FORMAT_ERROR = 'validation.formatError';

// Which of a field's problems to show first: a missing value, then a value of the wrong kind or shape, then one
// of the right shape outside its limits. Keywords not listed rank with the shape problems.
const PRIORITY: Readonly<Record<string, number>> = {
  required: 0,
  dependentRequired: 0,
  type: 1,
  format: 2,
  pattern: 2,
  enum: 2,
  const: 2,
  minLength: 3,
  maxLength: 3,
  minimum: 3,
  maximum: 3,
  exclusiveMinimum: 3,
  exclusiveMaximum: 3,
};
const priorityOf = (keyword: string): number => PRIORITY[keyword] ?? 2;

const limitOf = (error: ErrorObject): number => Number((error.params as { limit?: unknown }).limit);

const messageFor = (error: ErrorObject, descriptor: FieldDescriptor | undefined): Omit<FieldProblem, 'field'> => {
  const limit = limitOf(error);
  const isMoney = descriptor?.widget === 'money';
  switch (error.keyword) {
    case 'required':
    case 'dependentRequired':
      return { key: REQUIRED };
    case 'minLength':
      return { key: 'validation.minLength', values: { min: limit } };
    case 'maxLength':
      return { key: 'validation.maxLength', values: { max: limit } };
    case 'minimum':
    case 'exclusiveMinimum':
      // Money is in integer minor units; the texts show KES with two decimals.
      if (isMoney) {
        return limit === 0 ? { key: 'validation.amountPositive' } : { key: 'validation.amountMin', values: { 0: formatKesNumber(limit) } };
      }
      return { key: 'validation.min', values: { min: limit } };
    case 'maximum':
    case 'exclusiveMaximum':
      if (isMoney) return { key: 'validation.amountMax', values: { 0: formatKesNumber(limit) } };
      return { key: 'validation.max', values: { max: limit } };
    case 'additionalProperties':
      return { key: 'validation.unknownField' };
    case 'minItems':
      // The field's own words where it has them ("Choose at least one channel.").
      return descriptor?.message ? { key: descriptor.message } : { key: 'validation.minRows', values: { min: limit } };
    case 'maxItems':
      // Too many: never the field's "choose at least one" message. Pictures and files have the spec's own words.
      return descriptor?.items?.upload || descriptor?.upload ? { key: 'common.maxUploads' } : { key: 'validation.maxRows', values: { max: limit } };
    default:
      // pattern, format, type, enum, const and anything rarer: the value is not of the accepted form.
      return { key: descriptor?.message ?? FORMAT_ERROR };
  }
};

const pointerToPath = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));

interface Finding {
  /** Field path as react-hook-form names it: 'storeName', 'items.0.name'. */
  field: string;
  /** Top-level field, whose descriptor decides money or not. */
  topField: string | undefined;
  error: ErrorObject;
}

const locate = (error: ErrorObject, prefix: string[]): Finding => {
  const path = [...prefix, ...pointerToPath(error.instancePath)];
  const missing = (error.params as { missingProperty?: unknown }).missingProperty;
  if ((error.keyword === 'required' || error.keyword === 'dependentRequired') && typeof missing === 'string') path.push(missing);
  const extra = (error.params as { additionalProperty?: unknown }).additionalProperty;
  if (error.keyword === 'additionalProperties' && typeof extra === 'string') path.push(extra);
  return { field: path.join('.'), topField: path[0], error };
};

/**
 * One problem per field, the highest-priority one (ties: ajv's order, which is the schema's). `record` picks the
 * rules of a field under an if/then, so the message is the branch's. ajv's own "if" finding only says a branch
 * failed; the branch's finding on the field says how.
 */
const pickProblems = (findings: Finding[], fields: Record<string, FieldDescriptor>, record?: Readonly<Record<string, unknown>>): Map<string, FieldProblem> => {
  const best = new Map<string, Finding>();
  for (const finding of findings) {
    if (finding.error.keyword === 'if') continue;
    const current = best.get(finding.field);
    if (!current || priorityOf(finding.error.keyword) < priorityOf(current.error.keyword)) best.set(finding.field, finding);
  }
  const problems = new Map<string, FieldProblem>();
  for (const [field, { topField, error }] of best) {
    const top = topField !== undefined && Object.hasOwn(fields, topField) ? rulesIn(fields[topField]!, record) : undefined;
    // A cell of an array-of-objects field ('lines.0.price') speaks with its own descriptor, so money stays money.
    const cell = field.split('.')[2];
    const descriptor = (cell !== undefined ? top?.items?.fields?.[cell] : undefined) ?? top;
    problems.set(field, { field, ...messageFor(error, descriptor) });
  }
  return problems;
};

const runValidator = (entity: string, name: string, data: unknown): ErrorObject[] => {
  const { validators } = entityModule(entity);
  const validator = Object.hasOwn(validators, name) ? validators[name] : undefined;
  if (!validator) throw new Error(`No precompiled validator "${name}" in the entity "${entity}": run npm run gen`);
  return validator(data) ? [] : [...(validator.errors ?? [])];
};

// ---------------------------------------------------------------------------------------------------------------
// Public checks

/**
 * Problems of a whole record, one per field, in the schema's field order (fields the schema does not know last).
 * Empty strings, null and undefined count as absent; readOnly fields are the server's and are not checked. With
 * `partial`, required fields may be missing (an update sending only what changed). Throws for an unknown entity.
 */
export const validateRecord = (entity: string, data: Record<string, unknown>, options: RecordValidationOptions = {}): FieldProblem[] => {
  const { fields } = describeEntity(entity);
  const cleaned: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (isAbsent(value)) continue;
    if (Object.hasOwn(fields, name) && fields[name]!.readOnly) continue;
    cleaned[name] = value;
  }
  const findings = runValidator(entity, entity, cleaned)
    .map((error) => locate(error, []))
    .filter((finding) => !(options.partial && (finding.error.keyword === 'required' || finding.error.keyword === 'dependentRequired')));
  const problems = pickProblems(findings, fields, cleaned);
  const order = Object.keys(fields);
  const rank = (field: string): number => {
    const index = order.indexOf(field.split('.')[0]!);
    return index === -1 ? order.length : index;
  };
  // A stable sort: problems of one field (nested paths) keep ajv's order.
  return [...problems.values()].sort((a, b) => rank(a.field) - rank(b.field));
};

/**
 * The problem of one field's value, or null: what a keystroke or blur needs. Runs only that field's precompiled
 * validator (under an if/then the record meets, that of the field with the branch's rules). An absent value
 * ('' / null / undefined) is a problem only when the field is required (by default, when the schema says so).
 * Throws for an unknown entity or field.
 */
export const validateField = (entity: string, field: string, value: unknown, options: FieldValidationOptions = {}): FieldProblem | null => {
  const descriptor = describeField(entity, field);
  const condition = conditionMet(descriptor, options.record);
  const rules = condition?.rule ?? descriptor;
  if (isAbsent(value)) {
    if (!(options.required ?? rules.required)) return null;
    // An empty choice of several (channels, stores) says what to choose, as the list's own rule does.
    return { field, key: rules.type === 'array' && rules.message ? rules.message : REQUIRED };
  }
  return toFieldProblem(field, runValidator(entity, condition?.validator ?? `${entity}__${field}`, value), rules);
};

/**
 * ajv errors of one value (validated on its own, so instancePath is relative to it) as the field's one problem,
 * or null when there are none. For hand-written flows that validate a value with their own precompiled schema;
 * `descriptor.widget === 'money'` selects the amount texts.
 */
export const toFieldProblem = (
  field: string,
  errors: readonly ErrorObject[] | null | undefined,
  descriptor?: Pick<FieldDescriptor, 'widget'>,
): FieldProblem | null => {
  const findings = (errors ?? []).map((error) => locate(error, [field]));
  const problems = pickProblems(findings, descriptor ? { [field]: descriptor as FieldDescriptor } : {});
  // The field's own problem first; a nested path (an item of an array field) otherwise.
  return problems.get(field) ?? problems.values().next().value ?? null;
};

/**
 * The problems a precompiled validator found in a whole request (src/generated/requestValidators.js), one per field
 * path, in ajv's order: what a backend answers as field errors. A field the request may not carry is
 * validation.unknownField.
 */
export const requestProblems = (errors: readonly ErrorObject[] | null | undefined): FieldProblem[] => [
  ...pickProblems((errors ?? []).map((error) => locate(error, [])), {}).values(),
];

/**
 * The problem of one field inside a row of an array-of-objects field (a stakeholder's name, a price break's
 * amount): the array field's precompiled validator runs on a one-row array holding only that value, and only the
 * findings about that field count, so a keystroke in one cell never reports the row's other cells.
 */
export const validateItemField = (
  entity: string,
  arrayField: string,
  itemField: string,
  value: unknown,
  options: FieldValidationOptions = {},
): FieldProblem | null => {
  const descriptor = describeField(entity, arrayField).items?.fields?.[itemField];
  if (!descriptor) throw new Error(`Field "${arrayField}" of entity "${entity}" has no item field "${itemField}"`);
  if (isAbsent(value)) return (options.required ?? descriptor.required) ? { field: itemField, key: REQUIRED } : null;
  const errors = runValidator(entity, `${entity}__${arrayField}`, [{ [itemField]: value }]).filter(
    (error) => error.instancePath === `/0/${itemField}` || error.instancePath.startsWith(`/0/${itemField}/`),
  );
  return toFieldProblem(itemField, errors.map((error) => ({ ...error, instancePath: error.instancePath.slice(`/0/${itemField}`.length) })), descriptor);
};
