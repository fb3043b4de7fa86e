// `npm run check:config [-- --root <dir>]`: checks the declared configuration (schemas/, resources/, menus/,
// locales/) before the app starts, and prints every problem as `<file> <JSON pointer>: <plain sentence>`.
// Exit status 1 when there is an error, 0 otherwise (warnings are printed but do not fail).
//
// What is checked, in order:
//   1. every file is JSON (line and column of a syntax error; a key written twice in one object);
//   2. resources/*.json and menus/*.json against schemas/config/*.schema.json (ajv, errors as sentences);
//   3. entity schemas: JSON Schema 2020-12 under ajv strict mode with the console's vocabulary (x-enum, x-widget,
//      x-unique, tsType, format wire-date), $id equal to the file name, every $ref resolving;
//   4. resource ↔ entity: every field a resource names exists in its entity schema (did-you-mean by edit distance),
//      name = file name, unique command names and section keys, request templates, singletons (one record: getOne
//      and show, no list, no id, their own texts) and lockedWhen states;
//   5. permission codes against spec 001 §6's table (src/auth/permissionCodes.ts);
//   6. menus: unique keys and routes, existing resources, one destination per entry (a route beside a resource is its
//      alias), shipped frame pages under public/, icons from src/engine/icons.ts;
//   7. locale keys in every language, the same key set in each, the same placeholders;
//   8. warnings: a readOnly field in a form section.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ErrorObject, KeywordDefinition } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isKnownPermissionCode, PERMISSION_CODES } from '../src/auth/permissionCodes';
import { DEFAULT_LOCALE, LOCALES } from '../src/i18n/locales';
import {
  asArray,
  asString,
  closest,
  didYouMean,
  escapePointerSegment,
  formatProblem,
  getAtPointer,
  isObject,
  loadConfigSet,
  localeKeyPointer,
  localeLeaves,
  placeholdersOf,
  pointerSegments,
  quoteList,
  toPointer,
  type ConfigFile,
  type ConfigSet,
  type JsonObject,
  type LocaleLeaf,
  type Problem,
  type Severity,
} from './lib/configFiles';
import { runWhenExecuted } from './lib/cli';
import { tones, uploadRuleSchema, widgets } from './lib/vocabulary';

/** The data-provider methods a REST service resource may declare (src/data/dealProvider.ts serves reads). */
const SERVICE_METHODS: readonly string[] = ['getList', 'getOne', 'getMany'];

/** The repository this script belongs to. */
export const REPO_ROOT: string = fileURLToPath(new URL('..', import.meta.url));

const DRAFT_2020 = 'https://json-schema.org/draft/2020-12/schema';
const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'];

// ---------------------------------------------------------------------------------------------------------------
// ajv

/**
 * The console's ajv set-up for entity schemas: scripts/lib/ajv.ts's createAjv when it loads, otherwise an
 * equivalent made here (Ajv2020, strict, allErrors, ajv-formats, the vocabulary and the wire-date format).
 */
const loadEntityAjv = async (): Promise<{ ajv: Ajv2020; warning?: string }> => {
  const helper = fileURLToPath(new URL('./lib/ajv.ts', import.meta.url));
  let warning: string | undefined;
  if (existsSync(helper)) {
    try {
      const module = (await import(/* @vite-ignore */ pathToFileURL(helper).href)) as { createAjv?: unknown };
      if (typeof module.createAjv === 'function') {
        const create = module.createAjv as (options?: { loadSchemas?: boolean }) => Ajv2020;
        return { ajv: create({ loadSchemas: false }) };
      }
      warning = 'scripts/lib/ajv.ts does not export createAjv; the checker uses its own ajv set-up';
    } catch (error) {
      warning = `scripts/lib/ajv.ts could not be loaded (${error instanceof Error ? error.message : String(error)}); the checker uses its own ajv set-up`;
    }
  }
  return { ajv: createOwnAjv(), warning };
};


const isWireDate = (value: string): boolean => {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The checker's own set-up, used only when scripts/lib/ajv.ts cannot be loaded; a test keeps the two alike. */
export const createOwnAjv = (): Ajv2020 => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictRequired: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('wire-date', { type: 'string', validate: isWireDate });
  const vocabulary: KeywordDefinition[] = [
    { keyword: 'x-enum', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*$' } },
    { keyword: 'x-widget', schemaType: 'string', metaSchema: { enum: [...widgets] } },
    { keyword: 'x-unique', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' } },
    { keyword: 'x-message', schemaType: 'string', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9_-]+)+$' } },
    { keyword: 'x-upload', schemaType: 'object', metaSchema: uploadRuleSchema },
    { keyword: 'x-tone', schemaType: 'object', metaSchema: { type: 'object', additionalProperties: { enum: [...tones] } } },
    { keyword: 'tsType', schemaType: 'string', metaSchema: { type: 'string', minLength: 1 } },
  ];
  for (const definition of vocabulary) ajv.addKeyword(definition);
  return ajv;
};

/** For resource and menu files: errors keep their schema and data (verbose) so they can be told in sentences. */
const createMetaAjv = (): Ajv2020 => {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, strictRequired: false, allErrors: true, verbose: true });
  addFormats(ajv);
  return ajv;
};

// ---------------------------------------------------------------------------------------------------------------
// ajv errors as sentences

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/** "a text", "a text or an object", "a number or a boolean (true or false)". */
const typeList = (types: string[]): string =>
  types.length === 1 ? (TYPE_NAMES[types[0]!] ?? types[0]!) : orList(types.map((type) => (type === 'boolean' ? 'a boolean' : (TYPE_NAMES[type] ?? type))));

const describeValue = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  return String(value);
};

const joinList = (items: string[], word: string): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
const orList = (items: string[]): string => joinList(items, 'or');
const andList = (items: string[]): string => joinList(items, 'and');

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

interface Located {
  pointer: string;
  message: string;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

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

// ---------------------------------------------------------------------------------------------------------------
// The checker

interface SchemaNode {
  /** The schema document's id: its file name under schemas/ (store.schema.json). */
  id: string;
  pointer: string;
  node: unknown;
}

interface Effective {
  type?: string;
  xEnum?: string;
  values?: string[];
  readOnly: boolean;
  properties: Map<string, SchemaNode>;
  items?: SchemaNode;
}

interface Entity {
  name: string;
  file: string;
  root: Effective;
}

interface LocaleNeed {
  file: string;
  pointer: string;
}

export interface CheckCounts {
  resources: number;
  menuEntries: number;
  schemas: number;
  localeKeys: number;
}

export interface CheckResult {
  problems: Problem[];
  counts: CheckCounts;
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SUBSCHEMA_SINGLE = ['additionalProperties', 'propertyNames', 'not', 'if', 'then', 'else', 'contains', 'unevaluatedItems', 'unevaluatedProperties', 'additionalItems', 'contentSchema'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/** Calls visit for every schema object in a schema document, with its JSON pointer. */
const walkSchema = (node: unknown, pointer: string, visit: (node: JsonObject, pointer: string) => void): void => {
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

/** Names the icons.ts ICONS object declares, read with a regular expression (the file imports React components). */
export const parseIconNames = (source: string): Set<string> | undefined => {
  const declaration = /\bICONS\b[^=;]*=\s*\{/.exec(source);
  if (!declaration) return undefined;
  let index = declaration.index + declaration[0].length;
  let depth = 1;
  const start = index;
  while (index < source.length && depth > 0) {
    const char = source[index];
    if (char === '{') depth++;
    else if (char === '}') depth--;
    index++;
  }
  const body = source
    .slice(start, index - 1)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  const names = new Set<string>();
  let entryDepth = 0;
  let current = '';
  const entries: string[] = [];
  for (const char of body) {
    if ('{[('.includes(char)) entryDepth++;
    if ('}])'.includes(char)) entryDepth--;
    if (char === ',' && entryDepth === 0) {
      entries.push(current);
      current = '';
    } else current += char;
  }
  entries.push(current);
  for (const entry of entries) {
    const match = /^\s*(?:(['"])([^'"]+)\1|([A-Za-z_$][\w$]*))\s*(?::|$)/.exec(entry);
    if (match) names.add(match[2] ?? match[3]!);
  }
  return names;
};

class Checker {
  readonly problems: Problem[] = [];
  readonly set: ConfigSet;
  private entityAjv!: Ajv2020;
  /** Entity schemas (and common.schema.json) by id = file name under schemas/. */
  private readonly schemaDocs = new Map<string, { file: ConfigFile; doc: JsonObject }>();
  private readonly brokenSchemas = new Set<string>();
  private readonly entities = new Map<string, Entity | null>();
  private readonly usedEntities = new Set<string>();
  private readonly localeNeeds = new Map<string, LocaleNeed>();
  private icons?: Set<string>;
  private menuEntries = 0;

  constructor(readonly root: string) {
    this.set = loadConfigSet(root);
  }

  report(file: string, pointer: string, message: string, severity: Severity = 'error'): void {
    this.problems.push({ file, pointer, message, severity });
  }

  need(key: string, file: string, pointer: string): void {
    if (!this.localeNeeds.has(key)) this.localeNeeds.set(key, { file, pointer });
  }

  async run(): Promise<CheckResult> {
    const loaded = await loadEntityAjv();
    this.entityAjv = loaded.ajv;
    if (loaded.warning) this.report('scripts/lib/ajv.ts', '', loaded.warning, 'warning');
    this.checkSyntax();
    this.loadIcons();
    this.checkEntitySchemas();
    this.checkAgainstMetaSchemas();
    for (const file of this.set.resources.values()) this.checkResource(file);
    this.checkMenus();
    this.checkEntityLocaleKeys();
    const localeKeys = this.checkLocales();
    return {
      problems: this.sorted(),
      counts: {
        resources: this.set.resources.size,
        menuEntries: this.menuEntries,
        schemas: this.set.schemas.size,
        localeKeys,
      },
    };
  }

  // 1. JSON ------------------------------------------------------------------------------------------------------

  private allFiles(): ConfigFile[] {
    return [...this.set.schemas.values(), ...this.set.metaSchemas.values(), ...this.set.resources.values(), ...this.set.menus.values(), ...this.set.locales.values()];
  }

  private checkSyntax(): void {
    for (const file of this.allFiles()) {
      if (file.syntaxError) {
        this.report(file.path, '', `not valid JSON: line ${file.syntaxError.line}, column ${file.syntaxError.column}: ${file.syntaxError.message}`);
      }
      for (const duplicate of file.parsed?.duplicates ?? []) {
        this.report(
          file.path,
          duplicate.pointer,
          `property "${duplicate.key}" is written twice in this object (first on line ${duplicate.first.line}); JSON keeps only the last one`,
        );
      }
    }
    for (const stray of this.set.strays) this.report(stray, '', `not checked: schema files must be named <entity>.schema.json`, 'warning');
  }

  private loadIcons(): void {
    const path = join(this.root, 'src', 'engine', 'icons.ts');
    if (!existsSync(path)) return;
    const names = parseIconNames(readFileSync(path, 'utf8'));
    if (!names || names.size === 0) {
      this.report('src/engine/icons.ts', '', 'no ICONS object found, so icon names are not checked', 'warning');
      return;
    }
    this.icons = names;
  }

  private checkIcon(file: string, pointer: string, icon: unknown): void {
    if (!this.icons || typeof icon !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(icon) || this.icons.has(icon)) return;
    this.report(file, pointer, `icon "${icon}" is not in src/engine/icons.ts${didYouMean(icon, this.icons) || ' (add it to ICONS there, or pick one that is)'}`);
  }

  private checkPermissionCode(file: string, pointer: string, code: unknown): void {
    if (typeof code !== 'string' || !/^[0-9A-Z]{2}([0-9]{2})?$/.test(code) || isKnownPermissionCode(code)) return;
    const parent = code.slice(0, 2);
    const children = PERMISSION_CODES.filter((entry) => entry.parent === parent).map((entry) => entry.code);
    let hint: string;
    if (code.length === 4 && children.length > 0) hint = `; the codes under "${parent}" are ${children.join(', ')}`;
    else if (code.length === 4 && isKnownPermissionCode(parent)) hint = `; "${parent}" has no sub-codes, use "${parent}"`;
    else if (code.length === 4) hint = didYouMean(code, PERMISSION_CODES.map((entry) => entry.code));
    else hint = ' (see src/auth/permissionCodes.ts)';
    this.report(file, pointer, `permission code "${code}" is not in spec 001 §6's table${hint}`);
  }

  // 3. Entity schemas ---------------------------------------------------------------------------------------------

  private resolveRef(baseId: string, ref: string): { target?: SchemaNode; reason?: string } {
    const hash = ref.indexOf('#');
    const uri = hash === -1 ? ref : ref.slice(0, hash);
    let fragment = hash === -1 ? '' : ref.slice(hash + 1);
    try {
      fragment = decodeURIComponent(fragment);
    } catch {
      return { reason: 'its fragment is not valid URI encoding' };
    }
    let targetId = baseId;
    if (uri !== '') {
      let url: URL;
      try {
        url = new URL(uri, `https://schemas.invalid/${baseId}`);
      } catch {
        return { reason: `"${uri}" is not a valid reference` };
      }
      if (url.host !== 'schemas.invalid') {
        const known = this.entityAjv.schemas[url.href] ?? this.entityAjv.refs[url.href];
        return known ? { target: { id: url.href, pointer: '', node: undefined } } : { reason: `${url.href} is not a schema the console loads (only files in schemas/)` };
      }
      targetId = decodeURIComponent(url.pathname.slice(1));
    }
    const entry = this.schemaDocs.get(targetId);
    if (!entry) return { reason: `there is no schemas/${targetId}${didYouMean(targetId, this.schemaDocs.keys())}` };
    if (fragment === '') return { target: { id: targetId, pointer: '', node: entry.doc } };
    if (fragment.startsWith('/')) {
      let node: unknown = entry.doc;
      const walked: string[] = [];
      for (const segment of pointerSegments(fragment)) {
        const next = getAtPointer(node, toPointer([segment]));
        if (next === undefined) {
          const keys = isObject(node) ? Object.keys(node) : [];
          const where = walked.length > 0 ? ` in ${toPointer(walked)}` : '';
          return { reason: `${targetId} has no "${segment}"${where}${didYouMean(segment, keys)}` };
        }
        node = next;
        walked.push(segment);
      }
      return { target: { id: targetId, pointer: fragment, node } };
    }
    let anchored: SchemaNode | undefined;
    walkSchema(entry.doc, '', (node, pointer) => {
      if (!anchored && (node.$anchor === fragment || node.$dynamicAnchor === fragment)) anchored = { id: targetId, pointer, node };
    });
    return anchored ? { target: anchored } : { reason: `${targetId} has no $anchor "${fragment}"` };
  }

  /** What a (sub)schema says once its $ref and allOf are followed: enum name and values, readOnly, properties. */
  private readonly effectiveCache = new Map<unknown, Effective>();

  private effective(at: SchemaNode, depth = 0): Effective {
    const cached = this.effectiveCache.get(at.node);
    if (cached) return cached;
    const result: Effective = { readOnly: false, properties: new Map() };
    if (!isObject(at.node) || depth > 32) return result;
    // Cached before it is filled in, so a $ref cycle ends at the schema it started from.
    this.effectiveCache.set(at.node, result);
    const node = at.node;
    const parts: Effective[] = [];
    if (typeof node.$ref === 'string') {
      const { target } = this.resolveRef(at.id, node.$ref);
      if (target && target.node !== undefined) parts.push(this.effective(target, depth + 1));
    }
    asArray(node.allOf).forEach((sub, index) => parts.push(this.effective({ id: at.id, pointer: `${at.pointer}/allOf/${index}`, node: sub }, depth + 1)));
    for (const part of parts) {
      result.type ??= part.type;
      result.xEnum ??= part.xEnum;
      result.values ??= part.values;
      result.readOnly ||= part.readOnly;
      result.items ??= part.items;
      part.properties.forEach((value, key) => result.properties.set(key, value));
    }
    if (typeof node.type === 'string') result.type = node.type;
    if (typeof node['x-enum'] === 'string') result.xEnum = node['x-enum'];
    if (Array.isArray(node.enum)) result.values = node.enum.map((value) => String(value));
    else if (node.const !== undefined) result.values = [String(node.const)];
    if (typeof node.readOnly === 'boolean') result.readOnly = node.readOnly;
    if (isObject(node.properties)) {
      for (const [key, child] of Object.entries(node.properties)) {
        result.properties.set(key, { id: at.id, pointer: `${at.pointer}/properties/${escapePointerSegment(key)}`, node: child });
      }
    }
    if (node.items !== undefined && !Array.isArray(node.items)) result.items = { id: at.id, pointer: `${at.pointer}/items`, node: node.items };
    return result;
  }

  private indexSchemas(): void {
    for (const file of this.set.schemas.values()) {
      if (!file.parsed) continue;
      const id = `${file.name}.schema.json`;
      if (!isObject(file.parsed.value)) {
        this.report(file.path, '', `a schema file must hold a JSON object, not ${describeValue(file.parsed.value)}`);
        this.brokenSchemas.add(id);
        continue;
      }
      this.schemaDocs.set(id, { file, doc: file.parsed.value });
    }
  }

  /** The top-level fields of an entity as the engine reads them ($ref and allOf followed), for new:resource. */
  describeEntity(name: string): EntityField[] | undefined {
    this.entityAjv = createOwnAjv();
    this.indexSchemas();
    const entity = this.entity(name);
    if (!entity) return undefined;
    return [...entity.root.properties].map(([field, node]) => {
      const info = this.effective(node);
      const items = info.items ? this.effective(info.items) : undefined;
      return {
        name: field,
        type: info.type,
        readOnly: info.readOnly,
        xEnum: info.xEnum ?? items?.xEnum,
        values: info.values ?? items?.values,
      };
    });
  }

  private checkEntitySchemas(): void {
    this.indexSchemas();
    const knownKeywords = Object.keys(this.entityAjv.RULES.keywords);
    const dependencies = new Map<string, Set<string>>();
    for (const [id, { file, doc }] of this.schemaDocs) {
      const before = this.problems.length;
      const deps = new Set<string>();
      dependencies.set(id, deps);
      if (doc.$schema !== undefined && doc.$schema !== DRAFT_2020) {
        this.report(file.path, '/$schema', `must be "${DRAFT_2020}" (JSON Schema 2020-12), not ${JSON.stringify(doc.$schema)}`);
      }
      if (doc.$id === undefined) this.report(file.path, '', `missing "$id": set it to "${id}" (the file name), which is how other schemas $ref it`);
      else if (doc.$id !== id) this.report(file.path, '/$id', `"$id" is ${JSON.stringify(doc.$id)} but must be the file name, "${id}"`);

      // Checked as 2020-12 whatever $schema says (a different one is reported above).
      const asDraft2020 = { ...doc, $schema: DRAFT_2020 };
      try {
        if (!this.entityAjv.validateSchema(asDraft2020)) {
          for (const { pointer, message } of translateAjvErrors(this.entityAjv.errors ?? [], doc)) this.report(file.path, pointer, `not valid JSON Schema 2020-12: ${message}`);
        }
      } catch (error) {
        this.report(file.path, '', `ajv cannot check this schema: ${error instanceof Error ? error.message : String(error)}`);
      }
      walkSchema(doc, '', (node, pointer) => {
        for (const [keyword, value] of Object.entries(node)) {
          if (!knownKeywords.includes(keyword)) {
            this.report(file.path, pointer, `unknown keyword "${keyword}"${didYouMean(keyword, knownKeywords) || ' (ajv strict mode allows only JSON Schema keywords and the console vocabulary x-enum, x-widget, x-unique, x-message, x-tone, x-upload, tsType)'}`);
            continue;
          }
          const definition = this.entityAjv.getKeyword(keyword);
          const validateValue = typeof definition === 'object' ? (definition as { validateSchema?: ((value: unknown) => boolean) & { errors?: ErrorObject[] | null } }).validateSchema : undefined;
          if (validateValue) {
            if (!validateValue(value)) {
              const reasons = translateAjvErrors(validateValue.errors ?? [], value).map((entry) => entry.message);
              this.report(file.path, pointer, `"${keyword}": ${reasons.join('; ') || 'invalid value'}`);
            }
          }
        }
        if (typeof node.format === 'string' && !(node.format in this.entityAjv.formats)) {
          this.report(file.path, pointer, `unknown format "${node.format}"${didYouMean(node.format, Object.keys(this.entityAjv.formats)) || `; known formats: ${Object.keys(this.entityAjv.formats).join(', ')}`}`);
        }
        if (typeof node.$ref === 'string') {
          const { target, reason } = this.resolveRef(id, node.$ref);
          if (reason) this.report(file.path, `${pointer}/$ref`, `$ref "${node.$ref}" does not resolve: ${reason}`);
          if (target && this.schemaDocs.has(target.id) && target.id !== id) deps.add(target.id);
        }
      });
      if (this.problems.length > before) this.brokenSchemas.add(id);
    }
    // Strict-mode checks that only compiling finds (types, tuples…), for schemas that are sound so far.
    for (const [id, { doc }] of this.schemaDocs) {
      try {
        this.entityAjv.removeSchema(id);
        this.entityAjv.addSchema({ ...doc, $schema: DRAFT_2020, $id: id }, undefined, undefined, false);
      } catch (error) {
        this.report(`schemas/${id}`, '', `ajv cannot load this schema: ${error instanceof Error ? error.message : String(error)}`);
        this.brokenSchemas.add(id);
      }
    }
    const dependsOnBroken = (id: string, seen = new Set<string>()): boolean => {
      if (this.brokenSchemas.has(id)) return true;
      if (seen.has(id)) return false;
      seen.add(id);
      return [...(dependencies.get(id) ?? [])].some((dependency) => dependsOnBroken(dependency, seen));
    };
    for (const [id, { file }] of this.schemaDocs) {
      if (dependsOnBroken(id)) continue;
      try {
        this.entityAjv.getSchema(id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const at = /at "([^"#]*)#([^"]*)"/.exec(message);
        const pointer = at ? decodeURIComponent(at[2] ?? '') : '';
        const text = message
          .replace(/^strict mode: /, '')
          .replace(/\s*at "[^"]*"/, '')
          .replace(/\s*\(strict\w*\)$/, '');
        this.report(at && at[1] && at[1] !== id ? `schemas/${at[1]}` : file.path, pointer, `ajv strict mode: ${text}`);
      }
    }
  }

  /** An entity by name (schemas/<name>.schema.json), or null when there is none (reported by the caller). */
  private entity(name: string): Entity | null {
    if (this.entities.has(name)) return this.entities.get(name)!;
    const id = `${name}.schema.json`;
    const entry = this.schemaDocs.get(id);
    const entity = entry ? { name, file: entry.file.path, root: this.effective({ id, pointer: '', node: entry.doc }) } : null;
    this.entities.set(name, entity);
    return entity;
  }

  private reportMissingEntity(file: string, pointer: string, name: string): void {
    const names = [...this.set.schemas.keys()].filter((schema) => schema !== 'common');
    this.report(file, pointer, `entity "${name}" has no schema: schemas/${name}.schema.json does not exist${didYouMean(name, names)}`);
  }

  /** A field of an entity by name or dotted path (address.city), or why it is not there. */
  private lookupField(entity: Entity, path: string): { field?: Effective; problem?: string } {
    const segments = path.split('.');
    let current = entity.root;
    for (let index = 0; index < segments.length; index++) {
      const segment = segments[index]!;
      let properties = current.properties;
      if (properties.size === 0 && current.items) properties = this.effective(current.items).properties;
      const child = properties.get(segment);
      if (!child) {
        const suggestion = didYouMean(segment, properties.keys());
        if (index === 0) return { problem: `field "${path}" is not in ${entity.file}${suggestion}` };
        return { problem: `field "${path}": "${segments.slice(0, index).join('.')}" has no property "${segment}" in ${entity.file}${suggestion}` };
      }
      current = this.effective(child);
    }
    return { field: current };
  }

  // 2. Meta-schemas -----------------------------------------------------------------------------------------------

  private checkAgainstMetaSchemas(): void {
    const ajv = createMetaAjv();
    const compiled = new Map<string, ReturnType<Ajv2020['compile']>>();
    for (const file of this.set.metaSchemas.values()) {
      if (!file.parsed || !isObject(file.parsed.value)) continue;
      try {
        ajv.addSchema(file.parsed.value, `config/${file.name}.schema.json`);
      } catch (error) {
        this.report(file.path, '', `ajv cannot load this meta-schema: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const file of this.set.metaSchemas.values()) {
      try {
        const validate = ajv.getSchema(`config/${file.name}.schema.json`);
        if (validate) compiled.set(file.name, validate);
      } catch (error) {
        this.report(file.path, '', `ajv cannot compile this meta-schema: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const validateAll = (files: Map<string, ConfigFile>, metaName: string) => {
      const validate = compiled.get(metaName);
      if (files.size === 0) return;
      if (!validate) {
        if (!this.set.metaSchemas.has(metaName)) this.report(`schemas/config/${metaName}.schema.json`, '', `missing, so ${[...files.values()][0]!.path.split('/')[0]}/*.json cannot be checked against it`);
        return;
      }
      for (const file of files.values()) {
        if (!file.parsed) continue;
        if (validate(file.parsed.value)) continue;
        for (const { pointer, message } of translateAjvErrors(validate.errors ?? [], file.parsed.value)) this.report(file.path, pointer, message);
      }
    };
    validateAll(this.set.resources, 'resource');
    validateAll(this.set.menus, 'menu');
  }

  // 4. Resources --------------------------------------------------------------------------------------------------

  private checkResource(file: ConfigFile): void {
    if (!file.parsed || !isObject(file.parsed.value)) return;
    const resource = file.parsed.value;
    const path = file.path;
    const name = asString(resource.name);
    if (name !== undefined && name !== file.name) this.report(path, '/name', `name "${name}" must equal the file name, "${file.name}"`);
    // Locale keys follow the file name: when "name" differs, that one mistake is reported, not every label again.
    const prefix = `resources.${file.name}`;
    this.need(`${prefix}.name`, path, name !== undefined ? '/name' : '');

    const entityName = asString(resource.entity);
    let entity: Entity | null = null;
    if (entityName !== undefined && /^[a-z][A-Za-z0-9]*$/.test(entityName)) {
      entity = this.entity(entityName);
      if (!entity) this.reportMissingEntity(path, '/entity', entityName);
      else this.usedEntities.add(entityName);
    }

    const checkField = (pointer: string, field: unknown, options: { label?: boolean; against?: Entity | null } = {}): Effective | undefined => {
      if (typeof field !== 'string') return undefined;
      const target = options.against === undefined ? entity : options.against;
      // A field missing from the schema is reported once, here, rather than again as a missing locale key.
      const { field: found, problem } = target ? this.lookupField(target, field) : {};
      if (problem) this.report(path, pointer, problem);
      else if (options.label) {
        this.need(`${prefix}.fields.${field}`, path, pointer);
        // An array of objects shows its rows with a label per item field.
        if (found?.type === 'array' && found.items) {
          for (const itemField of this.effective(found.items).properties.keys()) this.need(`${prefix}.itemFields.${field}.${itemField}`, path, pointer);
        }
      }
      return found;
    };
    const checkValues = (pointer: string, field: string, found: Effective | undefined, values: unknown[]) => {
      if (!found?.values || !entity) return;
      values.forEach((value, index) => {
        if (!['string', 'number', 'boolean'].includes(typeof value)) return;
        if (found.values!.includes(String(value))) return;
        const where = Array.isArray(getAtPointer(resource, pointer)) ? `${pointer}/${index}` : pointer;
        this.report(path, where, `${JSON.stringify(value)} is not a value of "${field}" in ${entity.file} (${quoteList(found.values!)})${didYouMean(String(value), found.values!)}`);
      });
    };
    const refSource = (ref: unknown): unknown => (isObject(ref) ? ref.source : ref);
    const refPointer = (pointer: string, ref: unknown): string => (isObject(ref) ? `${pointer}/source` : pointer);

    const singleton = resource.singleton === true;
    checkField('/idField', resource.idField);
    if (isObject(resource.lockedWhen)) {
      for (const [field, values] of Object.entries(resource.lockedWhen)) {
        const pointer = `/lockedWhen/${escapePointerSegment(field)}`;
        if (!entity) continue;
        const { field: found, problem } = this.lookupField(entity, field);
        if (problem) this.report(path, pointer, problem);
        else checkValues(pointer, field, found, asArray(values));
      }
      this.need(`${prefix}.locked`, path, '/lockedWhen');
    }
    checkField('/recordRepresentation', resource.recordRepresentation);
    this.checkIcon(path, '/icon', resource.icon);

    if (isObject(resource.access)) {
      for (const [action, code] of Object.entries(resource.access)) this.checkPermissionCode(path, `/access/${escapePointerSegment(action)}`, code);
    }

    // list
    const list = isObject(resource.list) ? resource.list : undefined;
    if (list) {
      asArray(list.columns).forEach((column, index) => checkField(refPointer(`/list/columns/${index}`, column), refSource(column), { label: true }));
      asArray(list.filters).forEach((filter, index) => {
        const source = isObject(filter) ? filter.source : undefined;
        if (source === 'q') return;
        const found = checkField(`/list/filters/${index}/source`, source, { label: true });
        if (isObject(filter) && filter.range === true && found && (found.values || !['string', 'integer', 'number'].includes(found.type ?? ''))) {
          this.report(path, `/list/filters/${index}/range`, `a range filter needs a date, number or money field, but "${String(source)}" is ${found.values ? 'an enum' : `of type ${found.type}`}`);
        }
      });
      asArray(list.searchIn).forEach((field, index) => checkField(`/list/searchIn/${index}`, field));
      if (isObject(list.tabs) && typeof list.tabs.source === 'string') {
        const found = checkField('/list/tabs/source', list.tabs.source, { label: true });
        if (found && !found.values) this.report(path, '/list/tabs/source', `tabs need an enum field, but "${list.tabs.source}" has no enum in ${entity?.file}`);
        checkValues('/list/tabs/values', list.tabs.source, found, asArray(list.tabs.values));
      }
      if (isObject(list.sort)) checkField('/list/sort/field', list.sort.field);
      if (isObject(list.permanentFilter)) {
        for (const [field, value] of Object.entries(list.permanentFilter)) {
          const pointer = `/list/permanentFilter/${escapePointerSegment(field)}`;
          if (!entity) continue;
          const { field: found, problem } = this.lookupField(entity, field);
          if (problem) this.report(path, pointer, problem);
          else checkValues(pointer, field, found, [value]);
        }
      }
      if (list.rowClick === 'edit' && !resource.form) this.report(path, '/list/rowClick', 'rows open the edit page, but the resource declares no form', 'warning');
    }

    // form and show
    for (const layoutName of ['form', 'show'] as const) {
      const layout = resource[layoutName];
      if (!isObject(layout)) continue;
      const keys = new Map<string, number>();
      asArray(layout.sections).forEach((section, sectionIndex) => {
        if (!isObject(section)) return;
        const sectionPointer = `/${layoutName}/sections/${sectionIndex}`;
        if (typeof section.key === 'string') {
          const earlier = keys.get(section.key);
          if (earlier !== undefined) this.report(path, `${sectionPointer}/key`, `section key "${section.key}" is already used by /${layoutName}/sections/${earlier}`);
          else keys.set(section.key, sectionIndex);
          this.need(`${prefix}.sections.${section.key}`, path, `${sectionPointer}/key`);
        }
        const fieldsSeen = new Set<string>();
        asArray(section.fields).forEach((ref, fieldIndex) => {
          const pointer = refPointer(`${sectionPointer}/fields/${fieldIndex}`, ref);
          const source = refSource(ref);
          if (typeof source === 'string') {
            if (fieldsSeen.has(source)) this.report(path, pointer, `field "${source}" appears twice in this section`, 'warning');
            fieldsSeen.add(source);
          }
          const found = checkField(pointer, source, { label: true });
          const explicitReadOnly = isObject(ref) && ref.readOnly === true;
          if (layoutName === 'form' && found?.readOnly && !explicitReadOnly && entity) {
            this.report(
              path,
              pointer,
              `field "${String(source)}" is readOnly in ${entity.file}, so the form cannot change it; move it to show, or write {"source": "${String(source)}", "readOnly": true} to display it`,
              'warning',
            );
          }
        });
      });
    }

    if (isObject(resource.form) && resource.form.note === true) this.need(`${prefix}.formNote`, path, '/form/note');

    // commands
    const commandNames = new Map<string, number>();
    asArray(resource.commands).forEach((command, index) => {
      if (!isObject(command)) return;
      const pointer = `/commands/${index}`;
      const commandName = asString(command.name);
      if (commandName !== undefined) {
        const earlier = commandNames.get(commandName);
        if (earlier !== undefined) this.report(path, `${pointer}/name`, `command name "${commandName}" is already used by /commands/${earlier}`);
        else commandNames.set(commandName, index);
        const commandKey = `${prefix}.commands.${commandName}`;
        this.need(`${commandKey}.label`, path, `${pointer}/name`);
        this.need(`${commandKey}.done`, path, `${pointer}/name`);
        if (command.confirm !== false || command.input !== undefined) {
          this.need(`${commandKey}.confirmTitle`, path, `${pointer}/name`);
          this.need(`${commandKey}.confirmContent`, path, `${pointer}/name`);
        }
      }
      if (isObject(command.appliesTo)) {
        for (const [field, values] of Object.entries(command.appliesTo)) {
          const fieldPointer = `${pointer}/appliesTo/${escapePointerSegment(field)}`;
          if (!entity) continue;
          const { field: found, problem } = this.lookupField(entity, field);
          if (problem) this.report(path, fieldPointer, problem);
          else checkValues(fieldPointer, field, found, asArray(values));
        }
      }
      let inputEntity: Entity | null = null;
      if (isObject(command.input) && typeof command.input.entity === 'string') {
        const inputName = command.input.entity;
        inputEntity = this.entity(inputName);
        if (!inputEntity) this.reportMissingEntity(path, `${pointer}/input/entity`, inputName);
        else this.usedEntities.add(inputName);
        asArray(command.input.fields).forEach((ref, fieldIndex) => {
          const fieldPointer = refPointer(`${pointer}/input/fields/${fieldIndex}`, ref);
          const source = refSource(ref);
          const found = checkField(fieldPointer, source, { against: inputEntity });
          if (typeof source === 'string' && (found || !inputEntity)) this.need(`${inputName}.fields.${source}`, path, fieldPointer);
        });
      }
      const onRecord = (command.scope ?? 'record') === 'record';
      this.checkTemplates(
        path,
        `${pointer}/params`,
        command.params,
        (field) => {
          if (!isObject(command.input)) return 'the command has no input, so there is no data';
          if (!inputEntity) return undefined;
          const inputFields = asArray(command.input.fields).map(refSource);
          if (!inputFields.includes(field)) return `"${field}" is not one of the command's input fields (${quoteList(inputFields)})${didYouMean(field, inputFields.filter((value): value is string => typeof value === 'string'))}`;
          return undefined;
        },
        { recordField: onRecord ? (field) => (entity ? this.lookupField(entity, field).problem : undefined) : undefined, singleton },
      );
      this.checkPermissionCode(path, `${pointer}/access`, command.access);
      this.checkIcon(path, `${pointer}/icon`, command.icon);
    });

    // import
    if (isObject(resource.import)) {
      asArray(resource.import.columns).forEach((column, index) => checkField(`/import/columns/${index}`, column, { label: true }));
      this.checkPermissionCode(path, '/import/access', resource.import.access);
    }

    // methods and scope: request templates; what the declared screens need
    const dataField = (field: string): string | undefined => (entity ? this.lookupField(entity, field).problem : undefined);
    this.checkTemplates(path, '/scope', resource.scope, dataField, { singleton });
    const methods = isObject(resource.methods) ? resource.methods : {};
    // A service resource (deal-discovery REST) names paths; the others name /mmc/ actions. Mixing them would send a
    // method to a provider that cannot serve it.
    const service = asString(resource.service);
    for (const [method, definition] of Object.entries(methods)) {
      if (!isObject(definition)) continue;
      const pointer = `/methods/${escapePointerSegment(method)}`;
      this.checkTemplates(path, `${pointer}/params`, definition.params, dataField, { singleton });
      this.checkTemplates(path, pointer, { path: definition.path }, dataField, { singleton });
      if (service && !SERVICE_METHODS.includes(method)) {
        this.report(path, pointer, `the "${service}" service provider reads only (${SERVICE_METHODS.join(', ')}), so ${method} would never be called`);
      }
      if (service && definition.action !== undefined) {
        this.report(path, `${pointer}/action`, `the resource is served by the "${service}" service, so its methods name a REST path ("path"), not a named action`);
      }
      if (!service && definition.path !== undefined) {
        this.report(path, `${pointer}/path`, 'a REST path needs "service" on the resource (e.g. "service": "deals"); without it methods name /mmc/ actions');
      }
    }
    if (service) {
      if (resource.commands !== undefined) this.report(path, '/commands', `commands run named /mmc/ actions; the "${service}" service has none`);
      if (resource.import !== undefined) this.report(path, '/import', `import runs a named /mmc/ action; the "${service}" service has none`);
      if (resource.scope !== undefined) this.report(path, '/scope', 'scope fields travel in /mmc/ request bodies; a service resource puts them in its methods\' params (query)');
    }
    const needsMethod = (pointer: string, what: string, candidates: string[]) => {
      if (!candidates.some((method) => method in methods)) {
        this.report(path, pointer, `${what}, but methods declares none of ${candidates.join(', ')}`, 'warning');
      }
    };
    if (list) needsMethod('/list', 'the resource has a list', ['getList']);
    if (isObject(resource.show)) needsMethod('/show', 'the resource has a show page', ['getOne']);
    if (isObject(resource.form)) needsMethod('/form', 'the resource has a form', ['create', 'update']);
    if (singleton) this.checkSingleton(path, prefix, resource, methods);
  }

  /** A singleton: one record shown at /<name> (getOne and show), edited in place, with its own texts. */
  private checkSingleton(path: string, prefix: string, resource: JsonObject, methods: JsonObject): void {
    if (!('getOne' in methods)) this.report(path, '/methods', 'a singleton shows its record, but methods declares no getOne');
    if (!isObject(resource.show)) this.report(path, '/singleton', 'a singleton shows its record, but the resource declares no show layout');
    if (resource.list !== undefined) this.report(path, '/list', 'a singleton has no list: /<name> shows its one record; remove "list"');
    for (const method of ['getList', 'getManyReference', 'getMany', 'updateMany', 'delete', 'deleteMany']) {
      if (method in methods) this.report(path, `/methods/${method}`, `a singleton has one record, so ${method} has no use there`, 'warning');
    }
    for (const command of asArray(resource.commands)) {
      if (isObject(command) && command.scope === 'bulk') this.report(path, '/commands', 'a singleton has no rows to select, so a bulk command never shows', 'warning');
    }
    this.need(`${prefix}.empty`, path, '/singleton');
    this.need(`${prefix}.emptyHint`, path, '/singleton');
    if (isObject(resource.form)) this.need(`${prefix}.saved`, path, '/form');
  }

  /**
   * Request templates: "{id}", "{ids}", "{data.<field>}", "{session.<field>}", "{filter.<field>}", and in a record
   * command's params "{record.<field>}" (src/data/templates.ts). A singleton has no id to send.
   */
  private checkTemplates(
    file: string,
    pointer: string,
    params: unknown,
    dataField: (field: string) => string | undefined,
    options: { recordField?: (field: string) => string | undefined; singleton?: boolean } = {},
  ): void {
    if (!isObject(params)) return;
    for (const [key, value] of Object.entries(params)) {
      if (typeof value !== 'string') continue;
      const where = `${pointer}/${escapePointerSegment(key)}`;
      for (const match of value.matchAll(/\{([^{}]*)\}/g)) {
        const expression = match[1]!;
        if ((expression === 'id' || expression === 'ids') && options.singleton) {
          this.report(file, where, `template "{${expression}}": a singleton resource has no id in the address; the server knows the merchant's record from the session`);
          continue;
        }
        if (expression === 'id' || expression === 'ids' || /^(session|filter)\.[A-Za-z0-9_]+$/.test(expression)) continue;
        const data = /^data\.([A-Za-z0-9_]+)$/.exec(expression);
        if (data) {
          const problem = dataField(data[1]!);
          if (problem) this.report(file, where, `template "{${expression}}": ${problem}`);
          continue;
        }
        const record = /^record\.([A-Za-z0-9_]+)$/.exec(expression);
        if (record) {
          const problem = options.recordField ? options.recordField(record[1]!) : 'only the params of a command on a record can read the record';
          if (problem) this.report(file, where, `template "{${expression}}": ${problem}`);
          continue;
        }
        this.report(
          file,
          where,
          `"{${expression}}" is not a template, so it would be sent as written; templates are {id}, {ids}, {data.<field>}, {session.<field>}, {filter.<field>} and {record.<field>}`,
        );
      }
    }
  }

  // 6. Menus ------------------------------------------------------------------------------------------------------

  private checkMenus(): void {
    const keys = new Map<string, string>();
    const routes = new Map<string, string>();
    const visit = (file: ConfigFile, entry: unknown, pointer: string): void => {
      if (!isObject(entry)) return;
      this.menuEntries++;
      const path = file.path;
      if (typeof entry.key === 'string') {
        const earlier = keys.get(entry.key);
        if (earlier !== undefined) this.report(path, `${pointer}/key`, `menu key "${entry.key}" is already used by ${earlier}`);
        else keys.set(entry.key, `${path} ${pointer}`);
      }
      if (typeof entry.label === 'string') this.need(entry.label, path, `${pointer}/label`);
      this.checkDestination(path, pointer, entry);
      if (typeof entry.route === 'string') {
        const route = entry.route.replace(/\/+$/, '') || '/';
        const earlier = routes.get(route);
        if (earlier !== undefined) this.report(path, `${pointer}/route`, `route "${route}" is already the address of ${earlier}; each address leads to one entry`);
        else routes.set(route, `${path} ${pointer}`);
      }
      if (Array.isArray(entry.children) && entry.children.length === 0) this.report(path, `${pointer}/children`, 'a parent entry with no children shows an empty group', 'warning');
      if (typeof entry.resource === 'string' && !this.set.resources.has(entry.resource)) {
        this.report(path, `${pointer}/resource`, `resource "${entry.resource}" has no file: resources/${entry.resource}.json does not exist${didYouMean(entry.resource, this.set.resources.keys())}`);
      }
      if (typeof entry.external === 'string') this.checkShippedPage(path, `${pointer}/external`, entry.external);
      this.checkPermissionCode(path, `${pointer}/access`, entry.access);
      this.checkIcon(path, `${pointer}/icon`, entry.icon);
      asArray(entry.children).forEach((child, index) => visit(file, child, `${pointer}/children/${index}`));
    };
    for (const file of this.set.menus.values()) {
      if (!file.parsed || !isObject(file.parsed.value)) continue;
      asArray(file.parsed.value.items).forEach((entry, index) => visit(file, entry, `/items/${index}`));
    }
  }

  /** One place per entry: a route, a resource (a route beside it is its alias), an external page or children. */
  private checkDestination(path: string, pointer: string, entry: JsonObject): void {
    const present = (['route', 'resource', 'external', 'children'] as const).filter((destination) => entry[destination] !== undefined);
    const alias = present.length === 2 && present.includes('route') && present.includes('resource');
    if (present.length === 0) this.report(path, pointer, 'the entry leads nowhere: give it one of route, resource, external or children');
    else if (present.length > 1 && !alias) {
      this.report(path, pointer, `the entry has both ${andList(present.map((name) => `"${name}"`))}; keep one (only "route" and "resource" go together: the route is then the resource's alias)`);
    }
    if (alias && typeof entry.resource === 'string' && typeof entry.route === 'string' && entry.route.split('/')[1] === entry.resource) {
      this.report(path, `${pointer}/route`, `"${entry.route}" is inside the resource's own address /${entry.resource}, so it cannot be its alias`);
    }
  }

  /** A root-relative external page is one the console ships: public/<path>, in every language when it has {locale}. */
  private checkShippedPage(path: string, pointer: string, address: string): void {
    if (!address.startsWith('/')) return;
    const candidates = address.includes('{locale}') ? LOCALES.map((entry) => address.replaceAll('{locale}', entry.locale)) : [address];
    for (const candidate of candidates) {
      const file = join(this.root, 'public', candidate.split(/[?#]/)[0]!);
      if (!existsSync(file)) this.report(path, pointer, `"${address}" is a page the console ships, but public${candidate.split(/[?#]/)[0]} does not exist`);
    }
  }

  // 7. Locales ----------------------------------------------------------------------------------------------------

  /** enums.<x-enum>.<value> for every enum field of the entities resources use; x-unique and x-message keys everywhere. */
  private checkEntityLocaleKeys(): void {
    for (const name of [...this.usedEntities].sort()) {
      const entity = this.entity(name);
      if (!entity) continue;
      const visit = (effective: Effective, depth: number): void => {
        if (depth > 4) return;
        for (const [, child] of effective.properties) {
          const field = this.effective(child);
          const values = field.values ?? (field.items ? this.effective(field.items).values : undefined);
          const xEnum = field.xEnum ?? (field.items ? this.effective(field.items).xEnum : undefined);
          if (xEnum && values) for (const value of values) this.need(`enums.${xEnum}.${value}`, `schemas/${child.id}`, `${child.pointer}`);
          if (field.properties.size > 0) visit(field, depth + 1);
        }
      };
      visit(entity.root, 0);
    }
    for (const [id, { doc }] of this.schemaDocs) {
      walkSchema(doc, '', (node, pointer) => {
        if (typeof node['x-unique'] === 'string' && node['x-unique'].includes('.')) this.need(node['x-unique'], `schemas/${id}`, `${pointer}/x-unique`);
        if (typeof node['x-message'] === 'string' && node['x-message'].includes('.')) this.need(node['x-message'], `schemas/${id}`, `${pointer}/x-message`);
      });
    }
  }

  private checkLocales(): number {
    const languages = LOCALES.map((entry) => entry.locale as string);
    const trees = new Map<string, { file: ConfigFile; leaves: Map<string, LocaleLeaf> }>();
    for (const language of languages) {
      const file = this.set.locales.get(language);
      if (!file) {
        this.report(`locales/${language}.json`, '', `missing: every language of src/i18n/locales.ts needs a locale file`);
        continue;
      }
      if (!file.parsed) continue;
      if (!isObject(file.parsed.value)) {
        this.report(file.path, '', `a locale file must hold a JSON object, not ${describeValue(file.parsed.value)}`);
        continue;
      }
      const leaves = localeLeaves(file.parsed.value);
      trees.set(language, { file, leaves });
      for (const [key, leaf] of leaves) {
        if (typeof leaf.value !== 'string') this.report(file.path, leaf.pointer, `"${key}" must be a text, not ${describeValue(leaf.value)}`);
        else if (/\b(TODO|FIXME|TBD)\b|待翻译|未翻译|需翻译|\[(zh|en|translate|todo)\]/.test(leaf.value)) {
          this.report(file.path, leaf.pointer, `"${key}" is a placeholder waiting for translation (${JSON.stringify(leaf.value)}); write the real text`);
        }
      }
    }

    const lookup = (leaves: Map<string, LocaleLeaf>, key: string): 'text' | 'group' | 'missing' => {
      if (leaves.has(key) || PLURAL_SUFFIXES.some((suffix) => leaves.has(`${key}_${suffix}`))) return 'text';
      for (const candidate of leaves.keys()) if (candidate.startsWith(`${key}.`)) return 'group';
      return 'missing';
    };
    const reported = new Map<string, Set<string>>(languages.map((language) => [language, new Set<string>()]));
    for (const [key, use] of [...this.localeNeeds].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      for (const [language, { file, leaves }] of trees) {
        const state = lookup(leaves, key);
        if (state === 'text') continue;
        reported.get(language)!.add(key);
        const usedBy = `used by ${use.file}${use.pointer ? ` ${use.pointer}` : ''}`;
        if (state === 'group') this.report(file.path, localeKeyPointer(key), `"${key}" is a group of keys, but a text is expected (${usedBy})`);
        else this.report(file.path, localeKeyPointer(key), `missing key "${key}" (${usedBy})${this.nearKey(key, leaves)}`);
      }
    }

    const reference = trees.get(DEFAULT_LOCALE);
    if (reference) {
      for (const [language, other] of trees) {
        if (language === DEFAULT_LOCALE) continue;
        for (const [key, leaf] of reference.leaves) {
          const counterpart = other.leaves.get(key);
          if (!counterpart) {
            if (!reported.get(language)!.has(key)) this.report(other.file.path, leaf.pointer, `missing key "${key}" (it is in ${reference.file.path})`);
            continue;
          }
          if (typeof leaf.value !== 'string' || typeof counterpart.value !== 'string') continue;
          const mine = placeholdersOf(counterpart.value);
          const theirs = placeholdersOf(leaf.value);
          for (const placeholder of theirs.filter((entry) => !mine.includes(entry))) {
            this.report(other.file.path, counterpart.pointer, `placeholder ${placeholder} of the ${DEFAULT_LOCALE} text is missing here`);
          }
          for (const placeholder of mine.filter((entry) => !theirs.includes(entry))) {
            this.report(other.file.path, counterpart.pointer, `placeholder ${placeholder} is not in the ${DEFAULT_LOCALE} text, so nothing fills it`);
          }
        }
        for (const [key, leaf] of other.leaves) {
          if (!reference.leaves.has(key) && !reported.get(DEFAULT_LOCALE)!.has(key)) {
            this.report(reference.file.path, leaf.pointer, `missing key "${key}" (it is in ${other.file.path})`);
          }
        }
      }
    }
    return reference?.leaves.size ?? 0;
  }

  private nearKey(key: string, leaves: Map<string, LocaleLeaf>): string {
    const parent = key.slice(0, key.lastIndexOf('.') + 1);
    const siblings = [...leaves.keys()].filter((candidate) => candidate.startsWith(parent) && !candidate.slice(parent.length).includes('.')).map((candidate) => candidate.slice(parent.length));
    const suggestion = closest(key.slice(parent.length), siblings);
    return suggestion ? `; there is "${parent}${suggestion}"` : '';
  }

  // Output order --------------------------------------------------------------------------------------------------

  private sorted(): Problem[] {
    const positions = new Map(this.allFiles().map((file) => [file.path, file.parsed?.positions]));
    const kind = (file: string) => ['schemas/', 'resources/', 'menus/', 'locales/'].findIndex((prefix) => file.startsWith(prefix)) >>> 0;
    const offsetOf = (problem: Problem): number => {
      const map = positions.get(problem.file);
      if (!map) return 0;
      const segments = pointerSegments(problem.pointer);
      for (let length = segments.length; length >= 0; length--) {
        const position = map.get(toPointer(segments.slice(0, length)));
        if (position) return position.offset;
      }
      return 0;
    };
    return this.problems
      .map((problem, index) => ({ problem, index, offset: offsetOf(problem) }))
      .sort((a, b) => {
        const byKind = kind(a.problem.file) - kind(b.problem.file);
        if (byKind !== 0) return byKind;
        if (a.problem.file !== b.problem.file) return a.problem.file < b.problem.file ? -1 : 1;
        return a.offset - b.offset || a.index - b.index;
      })
      .map(({ problem }) => problem);
  }
}

export interface EntityField {
  name: string;
  type?: string;
  readOnly: boolean;
  xEnum?: string;
  values?: string[];
}

/** The fields of schemas/<entity>.schema.json under root, or undefined when there is no such schema. */
export const describeEntity = (root: string, entity: string): EntityField[] | undefined => new Checker(resolve(root)).describeEntity(entity);

export const checkConfig = async (root: string = REPO_ROOT): Promise<CheckResult> => new Checker(resolve(root)).run();

/** The lines check:config prints and its exit status. */
export const renderReport = (result: CheckResult): { lines: string[]; exitCode: number } => {
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  const warnings = result.problems.length - errors.length;
  const lines = result.problems.map(formatProblem);
  const { resources, menuEntries, schemas, localeKeys } = result.counts;
  if (errors.length > 0) {
    const files = new Set(errors.map((problem) => problem.file)).size;
    lines.push(`config check failed: ${plural(errors.length, 'error')}${warnings ? `, ${plural(warnings, 'warning')}` : ''} in ${plural(files, 'file')}`);
    return { lines, exitCode: 1 };
  }
  lines.push(
    `config OK: ${resources} resources, ${menuEntries} menu entries, ${schemas} schemas, ${localeKeys} locale keys${warnings ? ` (${plural(warnings, 'warning')})` : ''}`,
  );
  return { lines, exitCode: 0 };
};

const USAGE = 'usage: npm run check:config [-- --root <dir>]';

const main = async (argv: string[]): Promise<number> => {
  let root = REPO_ROOT;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === '--root' && argv[index + 1] !== undefined) root = resolve(argv[++index]!);
    else if (arg.startsWith('--root=')) root = resolve(arg.slice('--root='.length));
    else if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      return 0;
    } else {
      console.error(`check:config: unknown argument "${arg}"\n${USAGE}`);
      return 2;
    }
  }
  if (!existsSync(root)) {
    console.error(`check:config: ${root} does not exist`);
    return 2;
  }
  const { lines, exitCode } = renderReport(await checkConfig(root));
  for (const line of lines) console.log(line);
  return exitCode;
};

runWhenExecuted(import.meta.url, main);
