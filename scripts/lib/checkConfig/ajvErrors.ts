// ajv's errors told as plain sentences at a JSON pointer, because a config author reads them, not a schema expert.
import type { ErrorObject } from 'ajv';
import { asArray, asString, didYouMean, getAtPointer, isObject, quoteList, type JsonObject } from '../configFiles';
import { andList, describeValue, orList, plural, typeList } from './wording';

const PATTERN_HINTS: Record<string, string> = {
  '^[a-z][A-Za-z0-9]*$': 'must start with a lower-case letter and hold only letters and digits (camelCase)',
  '^[A-Z][A-Za-z0-9]*$': 'must start with a capital letter and hold only letters and digits (an icon name such as "Storefront")',
  '^[A-Za-z][A-Za-z0-9]*$': 'must start with a letter and hold only letters and digits (an action name such as "QueryStoreList")',
  '^[0-9A-Z]{2}([0-9]{2})?$': 'is not shaped like a permission code: two digits or capital letters, optionally followed by two digits (e.g. "20", "2001")',
  '^/': 'must start with "/"',
  '^https://': 'must start with "https://"',
  '^(https://|/)': 'must start with "https://" (another site) or "/" (a page under public/)',
  '^[0-9]{3}$': 'must be three digits',
  '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$': 'is not a locale key (a dotted key such as "errors.storeNameExists")',
  '^([A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z_][A-Za-z0-9_]*)*)?$': 'must be a dotted path such as "data" or "body.items" ("" for the answer itself)',
  '^([A-Za-z0-9_]+(\\.[A-Za-z0-9_]+)*)?$': 'must be a dotted path such as "data" or "data.0" ("" for the answer itself)',
};

export interface Located {
  pointer: string;
  message: string;
}

const translateAjvError = (error: ErrorObject, document: unknown): Located => {
  const pointer = error.instancePath;
  const data = error.data !== undefined ? error.data : getAtPointer(document, pointer);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer, message: `missing required property "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const parent = error.parentSchema as JsonObject | undefined;
      const allowed = isObject(parent?.properties) ? Object.keys(parent.properties) : [];
      const suggestion = didYouMean(name, allowed);
      const hint = suggestion || (allowed.length > 0 ? `; allowed here: ${allowed.join(', ')}` : '');
      return { pointer, message: `unknown property "${name}"${hint}` };
    }
    case 'type': {
      const types = Array.isArray(params.type) ? (params.type as string[]) : String(params.type).split(',');
      return { pointer, message: `must be ${typeList(types)}, not ${describeValue(data)}` };
    }
    case 'pattern': {
      const pattern = String(params.pattern);
      const description = asString((error.parentSchema as JsonObject | undefined)?.description);
      const hint = PATTERN_HINTS[pattern] ?? `does not match the pattern ${pattern}${description ? ` (${description.replace(/\.$/, '')})` : ''}`;
      return { pointer, message: `${JSON.stringify(data)} ${hint}` };
    }
    case 'enum': {
      const allowed = asArray(params.allowedValues);
      const suggestion = typeof data === 'string' ? didYouMean(data, allowed.filter((value): value is string => typeof value === 'string')) : '';
      return { pointer, message: `${JSON.stringify(data)} is not one of ${quoteList(allowed)}${suggestion}` };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'minItems':
      return { pointer, message: `must have at least ${plural(Number(params.limit), 'item')}` };
    case 'maxItems':
      return { pointer, message: `must have at most ${plural(Number(params.limit), 'item')}` };
    case 'minProperties':
      return { pointer, message: `must have at least ${plural(Number(params.limit), 'property')}`.replace('propertys', 'properties') };
    case 'maxProperties':
      return { pointer, message: `must have at most ${plural(Number(params.limit), 'property')}`.replace('propertys', 'properties') };
    case 'minLength':
      return { pointer, message: `must be at least ${plural(Number(params.limit), 'character')} long` };
    case 'maxLength':
      return { pointer, message: `must be at most ${plural(Number(params.limit), 'character')} long` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const words = { minimum: 'at least', maximum: 'at most', exclusiveMinimum: 'more than', exclusiveMaximum: 'less than' } as const;
      return { pointer, message: `must be ${words[error.keyword]} ${String(params.limit)}, not ${String(data)}` };
    }
    case 'uniqueItems':
      return { pointer, message: `items ${String(params.j)} and ${String(params.i)} are the same; each item may appear once` };
    case 'format':
      return { pointer, message: `${JSON.stringify(data)} is not a valid ${String(params.format)}` };
    case 'false schema':
      return { pointer, message: 'is not allowed here' };
    default:
      return { pointer, message: error.message ?? `fails the "${error.keyword}" rule` };
  }
};

const isUnder = (pointer: string, parent: string): boolean => pointer === parent || pointer.startsWith(`${parent}/`);

/**
 * ajv's errors (allErrors) as sentences. The alternatives of a oneOf/anyOf are folded. ajv reports a combinator
 * after the errors of its alternatives, and an alternative reached through $ref carries the $ref target's
 * schemaPath, so the alternatives' errors are taken to be the run of errors just before it at or below its
 * instancePath. When the value has the type of some alternative, the "wrong type" complaints of the others are
 * dropped and the rest told; when it has the type of none, one sentence lists the types allowed.
 */
export const translateAjvErrors = (errors: readonly ErrorObject[], document: unknown): Located[] => {
  const consumed = new Set<ErrorObject>();
  const told: Array<Located & { order: number }> = [];
  errors.forEach((combinator, position) => {
    if (combinator.keyword !== 'oneOf' && combinator.keyword !== 'anyOf') return;
    consumed.add(combinator);
    const at = combinator.instancePath;
    const members: ErrorObject[] = [];
    for (let index = position - 1; index >= 0 && isUnder(errors[index]!.instancePath, at); index--) {
      if (!consumed.has(errors[index]!)) members.unshift(errors[index]!);
    }
    const alternatives = Array.isArray(combinator.schema) ? (combinator.schema as unknown[]) : [];
    const requiredOnly =
      alternatives.length > 0 &&
      alternatives.every((alternative) => isObject(alternative) && Object.keys(alternative).length === 1 && Array.isArray(alternative.required));
    const passing = Array.isArray((combinator.params as { passingSchemas?: unknown }).passingSchemas);
    if (requiredOnly) {
      const names = alternatives.flatMap((alternative) => asArray((alternative as JsonObject).required).map((name) => `"${String(name)}"`));
      members.filter((error) => error.keyword === 'required' && error.instancePath === at).forEach((error) => consumed.add(error));
      told.push({ pointer: at, message: passing ? `has both ${andList(names)}; keep exactly one` : `needs exactly one of ${orList(names)}`, order: position });
      return;
    }
    if (passing) {
      told.push({ pointer: at, message: 'matches more than one of the allowed forms; make it match exactly one', order: position });
      return;
    }
    const wrongType = members.filter((error) => error.keyword === 'type' && error.instancePath === at);
    wrongType.forEach((error) => consumed.add(error));
    if (members.length > 0 && wrongType.length === members.length) {
      const types = [...new Set(wrongType.flatMap((error) => String((error.params as { type: unknown }).type).split(',')))];
      const data = getAtPointer(document, at);
      told.push({ pointer: at, message: `must be ${typeList(types)}, not ${describeValue(data)}`, order: position });
    } else if (members.length === 0) {
      told.push({ pointer: at, message: 'matches none of the allowed forms', order: position });
    }
  });
  errors.forEach((error, position) => {
    if (!consumed.has(error)) told.push({ ...translateAjvError(error, document), order: position });
  });
  const seen = new Set<string>();
  return told
    .sort((a, b) => a.order - b.order)
    .filter((entry) => {
      const key = `${entry.pointer}\u0000${entry.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ pointer, message }) => ({ pointer, message }));
};
