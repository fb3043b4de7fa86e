// src/generated/actionTypes.ts, actionFacts.ts and the request and answer validators: the action catalogue
// (schemas/actions/) as types for the typed client, facts for the transport, and checks for the backend and tests.
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import {
  actionTypeStem,
  addCatalogueSchemas,
  answerSchemaId,
  requestSchemaId,
  serviceOf,
  type ActionDefinition,
  type CatalogueEntry,
} from '../actionCatalogue';
import { createAjv, type SchemaFile } from '../ajv';
import { header } from './conventions';
import { DATA_KEYWORDS, escapePointer, isObject, type Json, type Resolver, type Schema } from './schemaGraph';
import { assignTypeNames, exportedNames, hasRootType, prepareForTypes, TYPE_OPTIONS } from './schemaTypes';
import { finishStandalone } from './standaloneModule';

const CATALOGUE_HEADER = header('schemas/actions/');

// Keywords TypeScript cannot express (conditional requirements) and examples: left out of the types only.
const NOT_TYPED = new Set(['if', 'then', 'else', 'examples', 'contentMediaType']);

const stripForTypes = (node: Json): Json => {
  if (Array.isArray(node)) return node.map(stripForTypes).filter((item) => !(isObject(item) && Object.keys(item).length === 0));
  if (!isObject(node)) return node;
  const result: Schema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (NOT_TYPED.has(keyword)) continue;
    result[keyword] = DATA_KEYWORDS.has(keyword) ? value : stripForTypes(value);
  }
  if (Array.isArray(result.allOf) && result.allOf.length === 0) delete result.allOf;
  return result;
};

export const generateActionTypes = async (files: SchemaFile[], entries: CatalogueEntry[], resolveRef: Resolver): Promise<string> => {
  const names = assignTypeNames(files);
  // A $ref to a $defs entry or to a whole entity is used by its name from ./types, never repeated.
  const named = new Map(names.defs);
  for (const file of files) if (hasRootType(file.schema as Schema)) named.set(`${file.id}#`, names.roots.get(file.id)!);
  // …and so is a $ref to one field of an entity: NonNullable<Customer['firstName']>.
  for (const file of files) {
    const root = names.roots.get(file.id)!;
    const properties = (file.schema as Schema).properties;
    if (!hasRootType(file.schema as Schema) || !isObject(properties)) continue;
    for (const field of Object.keys(properties)) named.set(`${file.id}#/properties/${escapePointer(field)}`, `NonNullable<${root}['${field}']>`);
  }
  const prepare = prepareForTypes(resolveRef, named);
  const options = TYPE_OPTIONS;
  const chunks: string[] = [];
  const declared = new Set<string>();
  const compileNamed = async (schema: Json, name: string, baseId: string, where: string) => {
    const prepared = prepare(stripForTypes(schema), baseId, where, []);
    const code = await compile({ ...(isObject(prepared) ? prepared : {}), title: name } as JSONSchema, name, options);
    for (const exported of exportedNames(code)) {
      if (declared.has(exported)) throw new Error(`${where}: declares ${exported} twice (an inline title repeated?)`);
      declared.add(exported);
    }
    chunks.push(code.trim());
  };
  const catalogueLines: Record<'mmc' | 'deals', string[]> = { mmc: [], deals: [] };
  const actions = new Set(entries.map(({ definition }) => definition.action));
  for (const { path, definition } of entries) {
    const stem = actionTypeStem(definition.action, actions);
    const request = definition.request as Schema;
    // Paging travels in the body of a list action; callers may set it themselves (most pass react-admin paging).
    const paging: Schema = definition.paged ? { limit: { type: 'integer' }, offset: { type: 'integer' } } : {};
    await compileNamed(
      { ...request, properties: { ...(request.properties as Schema), ...paging } },
      `${stem}Request`,
      requestSchemaId(definition.action),
      `${path}#/request`,
    );
    const answer = definition.transfer === 'download' ? { tsType: 'Blob' } : (definition.answer as Json);
    await compileNamed(answer, `${stem}Answer`, answerSchemaId(definition.action), `${path}#/answer`);
    catalogueLines[serviceOf(definition)].push(
      `  /** ${definition.summary.replace(/\*\//g, '*\\/')} (${definition.spec}) */`,
      `  ${JSON.stringify(definition.action)}: { request: ${stem}Request; answer: ${stem}Answer };`,
    );
  }
  const body = chunks.join('\n\n');
  const used = [...new Set(named.values())]
    .filter((name) => /^\w+$/.test(name) && !declared.has(name) && new RegExp(`\\b${name}\\b`).test(body))
    .sort();
  return [
    CATALOGUE_HEADER,
    used.length > 0 ? `import type { ${used.join(', ')} } from './types';\n` : '',
    body,
    '',
    '/** Every named action of the catalogue: its own request fields (the transport adds the common ones) and its answer. */',
    'export interface ActionCatalogue {',
    ...catalogueLines.mmc,
    '}',
    '',
    "/** The deal-discovery REST service's endpoints (spec 002 §7.5): query and path parameters, and the answer. */",
    'export interface DealServiceCatalogue {',
    ...catalogueLines.deals,
    '}',
    '',
    '/** A named action the catalogue declares. */',
    'export type KnownAction = keyof ActionCatalogue;',
    "export type RequestOf<A extends KnownAction> = ActionCatalogue[A]['request'];",
    "export type AnswerOf<A extends KnownAction> = ActionCatalogue[A]['answer'];",
    '',
  ].join('\n');
};

type ActionFacts = Pick<ActionDefinition, 'spec' | 'session' | 'txTyp' | 'htm' | 'paged' | 'method' | 'path' | 'audit'> & {
  service: 'mmc' | 'deals';
  access: string[];
  transfer: NonNullable<ActionDefinition['transfer']>;
  errors: string[];
};

export const generateActionFacts = (entries: CatalogueEntry[]): string => {
  const facts: Record<string, ActionFacts> = {};
  for (const { definition } of entries) {
    facts[definition.action] = {
      spec: definition.spec,
      service: serviceOf(definition),
      session: definition.session,
      access: definition.access ?? [],
      transfer: definition.transfer ?? 'json',
      errors: definition.errors ?? [],
      ...(definition.txTyp ? { txTyp: definition.txTyp } : {}),
      ...(definition.htm ? { htm: true } : {}),
      ...(definition.paged ? { paged: true } : {}),
      ...(definition.audit !== undefined ? { audit: definition.audit } : {}),
      ...(definition.method ? { method: definition.method, path: definition.path } : {}),
    };
  }
  const txTypes = Object.fromEntries(Object.entries(facts).flatMap(([action, fact]) => (fact.txTyp ? [[action, fact.txTyp]] : [])));
  const htm = Object.entries(facts).flatMap(([action, fact]) => (fact.htm ? [action] : []));
  return [
    CATALOGUE_HEADER,
    '/** What the catalogue says of an action besides its request and answer (schemas/config/action.schema.json). */',
    'export interface ActionFacts {',
    '  spec: string;',
    "  service: 'mmc' | 'deals';",
    '  session: boolean;',
    '  /** Permission codes, any one of which admits the caller; empty: every signed-in user. */',
    '  access: readonly string[];',
    "  transfer: 'json' | 'download' | 'upload';",
    '  /** Response codes it may answer besides the ones every action may answer. */',
    '  errors: readonly string[];',
    '  txTyp?: string;',
    '  htm?: boolean;',
    '  paged?: boolean;',
    "  /** The audit trail's operation type of a change this action makes, or false: never recorded (absent: by its resource use). */",
    '  audit?: string | false;',
    '  method?: string;',
    '  path?: string;',
    '}',
    '',
    '/** Every catalogue entry by action name. */',
    `export const actionFacts: Readonly<Record<string, ActionFacts>> = ${JSON.stringify(facts, null, 2)};`,
    '',
    '/** The transaction type the console sends with an action, by action (only those that have one): small on purpose, the typed client reads it. */',
    `export const actionTxTypes: Readonly<Record<string, string>> = ${JSON.stringify(txTypes)};`,
    '',
    '/** Actions whose path carries the .htm suffix (spec 002 §7.2). */',
    `export const htmActions: readonly string[] = ${JSON.stringify(htm)};`,
    '',
  ].join('\n');
};

const actionValidatorName = (action: string, part: 'request' | 'answer'): string => `${action}__${part}`;

/**
 * One module of precompiled validators per part: requests (what the embedded backend checks before it acts, so it
 * ships with it) and answers (what the tests check the backend's answers against).
 */
export const generateActionValidators = (root: string, entries: CatalogueEntry[], part: 'request' | 'answer') => {
  const ajv = createAjv({ root, source: true, ajvOptions: { messages: false } });
  addCatalogueSchemas(ajv, entries);
  const exportsById: Record<string, string> = {};
  for (const { definition } of entries) {
    exportsById[actionValidatorName(definition.action, part)] = (part === 'request' ? requestSchemaId : answerSchemaId)(definition.action);
  }
  const javascript = finishStandalone(standaloneCode(ajv, exportsById), CATALOGUE_HEADER);
  const declarations = [
    CATALOGUE_HEADER,
    "import type { PrecompiledValidator } from '../validation/entityTypes';",
    '',
    part === 'request'
      ? "/** <action>__request checks a whole wire request: the common fields, paging for a list, the action's own fields, nothing else. */"
      : "/** <action>__answer checks what an answer's body holds. */",
    ...entries.map(({ definition }) => `export declare const ${actionValidatorName(definition.action, part)}: PrecompiledValidator;`),
    '',
  ].join('\n');
  return { javascript, declarations };
};
