// Loading helpers for the console's declared configuration (schemas/, resources/, menus/, locales/), shared by
// `npm run check:config`, `npm run new:resource` and `npm run gen`. Node only; no React, no browser code.
//
// The JSON reader here is a small position-keeping parser rather than JSON.parse: a problem can then be sorted by
// where it sits in the file, a syntax error gets a line and column, and a key written twice in one object (which
// JSON.parse silently resolves to the last one) is reported.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// ---------------------------------------------------------------------------------------------------------------
// Problems

export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path relative to the config root, with forward slashes: resources/stores.json. */
  file: string;
  /** RFC 6901 JSON pointer into the file; "" is the whole document. */
  pointer: string;
  /** One plain sentence. */
  message: string;
  severity: Severity;
}

export const formatProblem = (problem: Problem): string =>
  `${problem.file}${problem.pointer ? ` ${problem.pointer}` : ''}: ${problem.severity === 'warning' ? 'warning: ' : ''}${problem.message}`;

// ---------------------------------------------------------------------------------------------------------------
// JSON pointers

export const escapePointerSegment = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export const unescapePointerSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

export const toPointer = (segments: ReadonlyArray<string | number>): string => segments.map((segment) => `/${escapePointerSegment(segment)}`).join('');

export const pointerSegments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointerSegment));

/** The node a pointer names, or undefined when some step does not exist. */
export const getAtPointer = (root: unknown, pointer: string): unknown => {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(node)) {
      if (!/^(0|[1-9][0-9]*)$/.test(segment)) return undefined;
      node = node[Number(segment)];
    } else if (isObject(node)) {
      if (!Object.prototype.hasOwnProperty.call(node, segment)) return undefined;
      node = node[segment];
    } else return undefined;
  }
  return node;
};

// ---------------------------------------------------------------------------------------------------------------
// Small type guards (config files are untrusted input: every check reads them defensively)

export type JsonObject = { [key: string]: unknown };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

// ---------------------------------------------------------------------------------------------------------------
// Did you mean …?

/** Optimal-string-alignment distance: Levenshtein where swapping two neighbouring letters costs 1. */
export const editDistance = (a: string, b: string): number => {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
};

/** The closest candidate, when one is close enough to be what was meant. */
export const closest = (word: string, candidates: Iterable<string>): string | undefined => {
  const lower = word.toLowerCase();
  // One-letter words (enum values such as "N") get no suggestion: every other letter is as close.
  const limit = word.length <= 1 ? 0.5 : word.length <= 3 ? 1 : word.length <= 6 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = candidate.toLowerCase() === lower ? 0.5 : editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
};

/** "; did you mean "x"?" or "". */
export const didYouMean = (word: string, candidates: Iterable<string>): string => {
  const suggestion = closest(word, candidates);
  return suggestion === undefined ? '' : `; did you mean "${suggestion}"?`;
};

export const quoteList = (values: Iterable<unknown>, limit = 20): string => {
  const all = [...values].map((value) => JSON.stringify(value));
  return all.length > limit ? `${all.slice(0, limit).join(', ')}, … (${all.length} in all)` : all.join(', ');
};

// ---------------------------------------------------------------------------------------------------------------
// A JSON parser that keeps positions

export interface JsonPosition {
  line: number;
  column: number;
  offset: number;
}

export interface DuplicateKey {
  pointer: string;
  key: string;
  first: JsonPosition;
}

export interface ParsedJson {
  value: unknown;
  /** Where each value starts, by JSON pointer. */
  positions: Map<string, JsonPosition>;
  duplicates: DuplicateKey[];
}

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

export const parseJson = (source: string): ParsedJson => {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const positions = new Map<string, JsonPosition>();
  const duplicates: DuplicateKey[] = [];
  let index = 0;
  let line = 1;
  let lineStart = 0;

  const here = (): JsonPosition => ({ line, column: index - lineStart + 1, offset: index });
  const fail = (message: string, at: JsonPosition = here()): never => {
    throw new JsonSyntaxError(message, at.line, at.column);
  };
  const describe = (char: string | undefined): string =>
    char === undefined ? 'the end of the file' : char === '\n' ? 'a line break' : `"${char}"`;

  const skipSpace = (): void => {
    for (;;) {
      const char = text[index];
      if (char === '\n') {
        index++;
        line++;
        lineStart = index;
      } else if (char === ' ' || char === '\t' || char === '\r') index++;
      else if (char === '/' && (text[index + 1] === '/' || text[index + 1] === '*')) fail('comments are not allowed in JSON');
      else return;
    }
  };

  const parseString = (): string => {
    const start = index;
    const startPosition = here();
    index++; // opening quote
    for (;;) {
      const char = text[index];
      if (char === undefined) fail('this text is never closed: a double quote is missing', startPosition);
      if (char === '"') break;
      if (char === '\n') fail('a line break inside a text: close the text with a double quote first (or write \\n)');
      if (char! < ' ') fail('a control character inside a text must be escaped');
      if (char === '\\') {
        const next = text[index + 1];
        if (next === 'u') {
          if (!/^[0-9A-Fa-f]{4}$/.test(text.slice(index + 2, index + 6))) fail('\\u must be followed by four hexadecimal digits');
          index += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) fail(`"\\${next ?? ''}" is not a JSON escape (use \\\\ for a backslash)`);
        index += 2;
        continue;
      }
      index++;
    }
    index++; // closing quote
    return JSON.parse(text.slice(start, index)) as string;
  };

  const parseValue = (pointer: string): unknown => {
    skipSpace();
    positions.set(pointer, here());
    const char = text[index];
    if (char === '{') return parseObject(pointer);
    if (char === '[') return parseArray(pointer);
    if (char === '"') return parseString();
    if (char === "'") fail('texts and names must be in double quotes, not single quotes');
    const number = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(index, index + 400));
    if (number && (char === '-' || (char !== undefined && char >= '0' && char <= '9'))) {
      index += number[0].length;
      return Number(number[0]);
    }
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return value;
      }
    }
    const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index));
    if (word) fail(`unexpected word "${word[0]}": a text needs double quotes`);
    return fail(`expected a value but found ${describe(char)}`);
  };

  const parseObject = (pointer: string): JsonObject => {
    const result: JsonObject = {};
    const seen = new Map<string, JsonPosition>();
    index++; // {
    skipSpace();
    if (text[index] === '}') {
      index++;
      return result;
    }
    for (;;) {
      skipSpace();
      const keyPosition = here();
      const char = text[index];
      if (char === '}') fail('a comma before "}" is not allowed in JSON');
      if (char !== '"') {
        if (char === "'") fail('property names must be in double quotes, not single quotes');
        fail(`expected a property name in double quotes but found ${describe(char)}`);
      }
      const key = parseString();
      skipSpace();
      if (text[index] !== ':') fail(`expected ":" after the property name "${key}" but found ${describe(text[index])}`);
      index++;
      const childPointer = `${pointer}/${escapePointerSegment(key)}`;
      const earlier = seen.get(key);
      if (earlier) duplicates.push({ pointer: childPointer, key, first: earlier });
      else seen.set(key, keyPosition);
      const value = parseValue(childPointer);
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      skipSpace();
      const after = text[index];
      if (after === ',') {
        index++;
        continue;
      }
      if (after === '}') {
        index++;
        return result;
      }
      if (after === '"') fail('a comma is missing before this property');
      fail(`expected "," or "}" after the value of "${key}" but found ${describe(after)}`);
    }
  };

  const parseArray = (pointer: string): unknown[] => {
    const result: unknown[] = [];
    index++; // [
    skipSpace();
    if (text[index] === ']') {
      index++;
      return result;
    }
    for (;;) {
      skipSpace();
      if (text[index] === ']') fail('a comma before "]" is not allowed in JSON');
      result.push(parseValue(`${pointer}/${result.length}`));
      skipSpace();
      const after = text[index];
      if (after === ',') {
        index++;
        continue;
      }
      if (after === ']') {
        index++;
        return result;
      }
      fail(`expected "," or "]" after an item but found ${describe(after)}`);
    }
  };

  const value = parseValue('');
  skipSpace();
  if (index < text.length) fail(`unexpected ${describe(text[index])} after the end of the JSON value`);
  return { value, positions, duplicates };
};

// ---------------------------------------------------------------------------------------------------------------
// Config files

export interface ConfigFile {
  /** Relative to the root, forward slashes. */
  path: string;
  absolutePath: string;
  /** schemas/store.schema.json → store; resources/stores.json → stores; locales/en-US.json → en-US. */
  name: string;
  text: string;
  parsed?: ParsedJson;
  syntaxError?: JsonSyntaxError;
}

export const loadConfigFile = (root: string, relativePath: string, name: string): ConfigFile => {
  const absolutePath = join(root, relativePath);
  const text = readFileSync(absolutePath, 'utf8');
  const file: ConfigFile = { path: relativePath.split(sep).join('/'), absolutePath, name, text };
  try {
    file.parsed = parseJson(text);
  } catch (error) {
    if (error instanceof JsonSyntaxError) file.syntaxError = error;
    else throw error;
  }
  return file;
};

const listJson = (root: string, folder: string, suffix: string): string[] => {
  const directory = join(root, folder);
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => entry.name)
    .sort();
};

/** The names of a folder's *.json files (resources/stores.json → stores), sorted by name; none when there is no folder. */
export const configFileNames = (root: string, folder: string): string[] =>
  listJson(root, folder, '.json')
    .map((fileName) => fileName.slice(0, -'.json'.length))
    .sort();

export const SCHEMA_SUFFIX = '.schema.json';

export interface ConfigSet {
  root: string;
  /** schemas/*.schema.json: the entity schemas and common.schema.json, by name (store, common…). */
  schemas: Map<string, ConfigFile>;
  /** schemas/config/*.schema.json: the meta-schemas of resource and menu files. */
  metaSchemas: Map<string, ConfigFile>;
  resources: Map<string, ConfigFile>;
  menus: Map<string, ConfigFile>;
  /** locales/<locale>.json for the console's languages, plus any other JSON in locales/ (parsed only). */
  locales: Map<string, ConfigFile>;
  /** JSON files in the config folders that follow none of the naming rules. */
  strays: string[];
}

export const loadConfigSet = (root: string): ConfigSet => {
  const load = (folder: string, suffix: string) =>
    new Map(listJson(root, folder, suffix).map((fileName) => [fileName.slice(0, -suffix.length), loadConfigFile(root, join(folder, fileName), fileName.slice(0, -suffix.length))]));
  const strays = listJson(root, 'schemas', '.json')
    .filter((fileName) => !fileName.endsWith(SCHEMA_SUFFIX))
    .map((fileName) => `schemas/${fileName}`);
  return {
    root,
    schemas: load('schemas', SCHEMA_SUFFIX),
    metaSchemas: load(join('schemas', 'config'), SCHEMA_SUFFIX),
    resources: load('resources', '.json'),
    menus: load('menus', '.json'),
    locales: load('locales', '.json'),
    strays,
  };
};

export const relativeTo = (root: string, absolutePath: string): string => relative(root, absolutePath).split(sep).join('/');

// ---------------------------------------------------------------------------------------------------------------
// Locale trees

export type LocaleTree = { [key: string]: unknown };

export interface LocaleLeaf {
  value: unknown;
  pointer: string;
}

/** Every leaf of a nested locale file by its dotted key (app.title). */
export const localeLeaves = (tree: unknown): Map<string, LocaleLeaf> => {
  const result = new Map<string, LocaleLeaf>();
  const walk = (node: unknown, keys: string[]): void => {
    if (isObject(node) && (keys.length === 0 || Object.keys(node).length > 0)) {
      for (const [key, child] of Object.entries(node)) walk(child, [...keys, key]);
    } else if (keys.length > 0) result.set(keys.join('.'), { value: node, pointer: toPointer(keys) });
  };
  walk(tree, []);
  return result;
};

export const localeKeyPointer = (key: string): string => toPointer(key.split('.'));

/** Sets a dotted key in a nested locale tree, creating the objects on the way; false when a text is in the way. */
export const setLocaleKey = (tree: LocaleTree, key: string, value: string): boolean => {
  const parts = key.split('.');
  let node: LocaleTree = tree;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === undefined) node[part] = {};
    else if (!isObject(next)) return false;
    node = node[part] as LocaleTree;
  }
  const last = parts[parts.length - 1]!;
  if (node[last] !== undefined) return false;
  node[last] = value;
  return true;
};

/** Placeholders in a text: {{min}} (i18next) and %{min} (react-admin / polyglot). */
export const placeholdersOf = (text: string): string[] =>
  [...new Set([...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}|%\{([\w.-]+)\}/g)].map((match) => (match[1] !== undefined ? `{{${match[1]}}}` : `%{${match[2]}}`)))].sort();

// ---------------------------------------------------------------------------------------------------------------
// Words

/** devices → device, categories → category, boxes → box, statuses → status, staff → staff. */
export const singular = (word: string): string => {
  if (/ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh|us)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
};

export const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** storeName → ["store", "name"]; mblNo → ["mbl", "no"]; URLPath → ["url", "path"]. */
export const camelWords = (name: string): string[] =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
