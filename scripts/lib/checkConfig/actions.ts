// Resource files against the action catalogue (schemas/actions/<action>.json): every action a resource names has an
// entry; the request fields its mappings send (params, filters, sort, scope, a list's filters and tabs, command
// params and inputs, an import's rows) are fields that action takes, of an agreeing type; and the answer paths it
// reads (items, total, record, choicesFrom) exist in that action's answer. Without this a misspelt field passes and
// the screen silently does nothing (the server ignores or refuses a field nobody looks at).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_DIRECTORY, isEntryFile } from '../actionCatalogue';
import { createAjv } from '../ajv';
import { asArray, asString, didYouMean, escapePointerSegment, isObject, quoteList, type ConfigFile, type JsonObject } from '../configFiles';
import type { CheckContext } from './context';
import { effective, entityNamed } from './schemaModel';
import { serviceVerbOf } from './services';

interface Entry {
  path: string;
  doc: JsonObject;
}

/** A schema node and the $id its relative $refs resolve against. */
interface Located {
  node: JsonObject;
  base: string;
}

const BASE = 'https://schemas.invalid/';

/** What a request or answer field is, as far as a mapping can tell: JSON type, money or not, enum values. */
interface Shape {
  type?: string;
  money: boolean;
  values?: string[];
}

const TRANSPORT_PAGING = ['limit', 'offset'];
// Data-provider methods that call a named action, and which answer paths each reads.
const METHOD_PATHS: Record<string, readonly ('items' | 'total' | 'record')[]> = {
  getList: ['items', 'total'],
  getManyReference: ['items', 'total'],
  getMany: ['items'],
  getOne: ['record'],
  create: ['record'],
  update: ['record'],
  updateMany: [],
  delete: [],
  deleteMany: [],
};

class Catalogue {
  readonly entries = new Map<string, Entry>();
  private readonly docs = new Map<string, JsonObject>();

  constructor(private readonly ctx: CheckContext) {
    const directory = join(ctx.root, CATALOGUE_DIRECTORY);
    const files = existsSync(directory) ? readdirSync(directory).sort() : [];
    const checkFormat = this.formatChecker();
    for (const name of files) {
      const path = `${CATALOGUE_DIRECTORY}/${name}`;
      let doc: unknown;
      try {
        doc = JSON.parse(readFileSync(join(directory, name), 'utf8'));
      } catch (error) {
        ctx.report(path, '', `not valid JSON (${(error as Error).message})`);
        continue;
      }
      if (!isObject(doc)) continue;
      if (!isEntryFile(name)) {
        if (typeof doc.$id === 'string') this.docs.set(doc.$id, doc);
        continue;
      }
      const action = asString(doc.action);
      if (action === undefined || `${action}.json` !== name) {
        ctx.report(path, '/action', `an entry is named after its action: "action" must be "${name.slice(0, -'.json'.length)}"`);
        continue;
      }
      if (checkFormat && !checkFormat(doc)) {
        for (const error of checkFormat.errors ?? []) {
          const extra = (error.params as { additionalProperty?: string }).additionalProperty;
          const known = Object.keys((isObject(error.parentSchema) && isObject(error.parentSchema.properties) ? error.parentSchema.properties : {}) as JsonObject);
          const sentence = extra !== undefined ? `unknown property "${extra}"${didYouMean(extra, known)}` : (error.message ?? 'breaks the entry format');
          ctx.report(path, error.instancePath, `${sentence} (format: schemas/config/action.schema.json)`);
        }
      }
      this.entries.set(action, { path, doc });
      this.docs.set(`actions/${action}.json`, doc);
    }
    for (const [id, { doc }] of ctx.schemaDocs) this.docs.set(id, doc);
  }

  /** The entry format (schemas/config/action.schema.json), when the configuration has it. */
  private formatChecker() {
    const meta = join(this.ctx.root, 'schemas/config/action.schema.json');
    if (!existsSync(meta)) return undefined;
    try {
      return createAjv({ root: this.ctx.root, loadSchemas: false, ajvOptions: { verbose: true } }).compile(JSON.parse(readFileSync(meta, 'utf8')) as JsonObject);
    } catch (error) {
      this.ctx.report('schemas/config/action.schema.json', '', `cannot be compiled (${(error as Error).message})`);
      return undefined;
    }
  }

  /** The node a $ref names, or undefined (then reported) when it names nothing. */
  private follow(ref: string, base: string, where: { path: string; pointer: string }): Located | undefined {
    const url = new URL(ref, BASE + base);
    const id = decodeURIComponent(url.pathname.slice(1));
    let node: unknown = this.docs.get(id);
    for (const token of decodeURIComponent(url.hash.slice(1)).split('/').slice(1)) {
      node = isObject(node) ? node[token.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
    }
    if (!isObject(node)) {
      // A broken $ref inside an entity schema is the entity check's to report; the catalogue's own are reported here.
      if (base.startsWith('actions/')) this.ctx.report(where.path, where.pointer, `$ref "${ref}" names nothing (no such schema or pointer under schemas/)`);
      return undefined;
    }
    return { node, base: id };
  }

  /** The node with its $ref and allOf followed: properties merged, the referencing site's keywords winning. */
  resolve(located: Located, where: { path: string; pointer: string }, depth = 0): { properties: Map<string, Located>; node: JsonObject; items?: Located } {
    const properties = new Map<string, Located>();
    let merged: JsonObject = {};
    let items: Located | undefined;
    const visit = ({ node, base }: Located, level: number) => {
      if (level > 20) return;
      if (typeof node.$ref === 'string') {
        const target = this.follow(node.$ref, base, where);
        if (target) visit(target, level + 1);
      }
      for (const part of asArray(node.allOf)) if (isObject(part)) visit({ node: part, base }, level + 1);
      merged = { ...merged, ...node };
      if (isObject(node.properties)) {
        for (const [name, sub] of Object.entries(node.properties)) if (isObject(sub)) properties.set(name, { node: sub, base });
      }
      if (isObject(node.items)) items = { node: node.items, base };
    };
    visit(located, depth);
    return { properties, node: merged, items };
  }

  shape(located: Located, where: { path: string; pointer: string }): Shape {
    const { node } = this.resolve(located, where);
    const values = Array.isArray(node.enum) ? node.enum.map(String) : 'const' in node ? [String(node.const)] : undefined;
    const declared = Array.isArray(node.type) ? node.type.find((type) => type !== 'null') : node.type;
    const type = typeof declared === 'string' ? declared : node.enum && Array.isArray(node.enum) ? typeof node.enum[0] : undefined;
    return { type: type === 'number' ? 'integer' : type, money: node['x-widget'] === 'money', values };
  }
}

const describe = (shape: Shape): string => (shape.money ? 'money' : (shape.type ?? 'untyped'));

export const checkAgainstCatalogue = (ctx: CheckContext): void => {
  const catalogue = new Catalogue(ctx);
  for (const file of ctx.set.resources.values()) checkResourceActions(ctx, catalogue, file);
};

const checkResourceActions = (ctx: CheckContext, catalogue: Catalogue, file: ConfigFile): void => {
  if (!file.parsed || !isObject(file.parsed.value)) return;
  const resource = file.parsed.value;
  const path = file.path;
  const entityName = asString(resource.entity);
  const entity = entityName ? entityNamed(ctx, entityName) : null;
  const methods = isObject(resource.methods) ? resource.methods : {};
  const list = isObject(resource.list) ? resource.list : {};
  const deals = resource.service === 'deals';

  /** The entry behind an action name (or a deal-service path), reported when there is none. */
  const entryFor = (pointer: string, action: unknown, servicePath?: unknown, verb = 'GET'): Entry | undefined => {
    if (deals) {
      if (typeof servicePath !== 'string') return undefined;
      // A path's templates may be named differently ({session.mercId} for the catalogue's {id}): the shape must match.
      const shape = (value: unknown) => String(value).replace(/\{[^}]+\}/g, '{}');
      const entry = [...catalogue.entries.values()].find(({ doc }) => doc.service === 'deals' && shape(doc.path) === shape(servicePath) && doc.method === verb);
      if (!entry) {
        ctx.report(path, pointer, `no catalogue entry declares the deal-service endpoint ${verb} "${servicePath}" (schemas/actions/<operation>.json with "service": "deals", "method": "${verb}", "path": "${servicePath}")`);
      }
      return entry;
    }
    // A name that breaks the name rule is reported by the meta-schema check; one mistake, one report.
    if (typeof action !== 'string' || !/^[A-Za-z][A-Za-z0-9]*$/.test(action)) return undefined;
    const entry = catalogue.entries.get(action);
    if (!entry) {
      ctx.report(path, pointer, `action "${action}" has no entry in the action catalogue (schemas/actions/${action}.json)${didYouMean(action, catalogue.entries.keys())}`);
    }
    return entry;
  };

  const requestOf = (entry: Entry) => {
    const request = isObject(entry.doc.request) ? entry.doc.request : {};
    const resolved = catalogue.resolve({ node: request, base: `actions/${String(entry.doc.action)}.json` }, { path: entry.path, pointer: '/request' });
    if (entry.doc.paged === true) for (const field of TRANSPORT_PAGING) resolved.properties.set(field, { node: { type: 'integer' }, base: '' });
    return resolved.properties;
  };

  /** A request field the resource sends (pointer: where the resource names it); `sent` describes the value. */
  const checkSent = (entry: Entry, pointer: string, field: string, sent?: { entityField?: string; constant?: unknown }) => {
    const fields = requestOf(entry);
    const target = fields.get(field);
    const action = String(entry.doc.action);
    if (!target) {
      ctx.report(path, pointer, `"${field}" is not a request field of ${action} (${entry.path}: ${quoteList(fields.keys())})${didYouMean(field, fields.keys())}`);
      return;
    }
    const wanted = catalogue.shape(target, { path: entry.path, pointer: `/request/properties/${escapePointerSegment(field)}` });
    if (sent?.entityField && entity) {
      if (!entity.root.properties.has(sent.entityField)) return;
      const ref = `${entityName}.schema.json#/properties/${escapePointerSegment(sent.entityField)}`;
      const given = catalogue.shape({ node: { $ref: ref }, base: '' }, { path, pointer });
      const clash = (given.money && !wanted.money && wanted.type !== 'integer') || (given.type && wanted.type && given.type !== wanted.type && !(given.type === 'array' && wanted.type === 'string'));
      if (clash) {
        ctx.report(path, pointer, `sends the ${describe(given)} field "${sent.entityField}" of ${entity.file} as "${field}", which ${action} takes as ${describe(wanted)}`);
      }
    }
    if (sent && 'constant' in sent && ['string', 'number', 'boolean'].includes(typeof sent.constant)) {
      const value = sent.constant as string | number | boolean;
      const isTemplate = typeof value === 'string' && /\{[^}]+\}/.test(value);
      if (isTemplate) return;
      if (wanted.values && !wanted.values.includes(String(value))) {
        ctx.report(path, pointer, `${JSON.stringify(value)} is not a value ${action} takes for "${field}" (${quoteList(wanted.values)})${didYouMean(String(value), wanted.values)}`);
      } else if (wanted.type && typeof value !== (wanted.type === 'integer' ? 'number' : wanted.type)) {
        ctx.report(path, pointer, `${JSON.stringify(value)} is not ${wanted.type === 'integer' ? 'a number' : `a ${wanted.type}`}, as ${action} takes "${field}"`);
      }
    }
  };

  /** An answer path ('data', 'data.0', 'data.deals.content') must exist in the answer; items must be a list. */
  const checkAnswerPath = (entry: Entry, pointer: string, answerPath: unknown, kind: 'items' | 'total' | 'record' | 'value') => {
    if (typeof answerPath !== 'string') return;
    const action = String(entry.doc.action);
    let located: Located | undefined = isObject(entry.doc.answer) ? { node: entry.doc.answer, base: `actions/${action}.json` } : undefined;
    const walked: string[] = [];
    for (const step of answerPath === '' ? [] : answerPath.split('.')) {
      if (!located) return;
      const resolved = catalogue.resolve(located, { path: entry.path, pointer: '/answer' });
      if (/^[0-9]+$/.test(step)) {
        if (!resolved.items) {
          ctx.report(path, pointer, `"${answerPath}": ${action}'s answer has no list at "${walked.join('.') || '(body)'}" (${entry.path})`);
          return;
        }
        located = resolved.items;
      } else {
        const next = resolved.properties.get(step);
        if (!next) {
          const known = [...resolved.properties.keys()];
          ctx.report(path, pointer, `"${answerPath}" is not in ${action}'s answer: ${walked.length > 0 ? `"${walked.join('.')}" holds` : 'the body holds'} ${known.length > 0 ? quoteList(known) : 'no declared fields'} (${entry.path})${didYouMean(step, known)}`);
          return;
        }
        located = next;
      }
      walked.push(step);
    }
    if (!located) return;
    const shape = catalogue.shape(located, { path: entry.path, pointer: '/answer' });
    if (kind === 'items' && shape.type !== 'array') ctx.report(path, pointer, `"${answerPath}" of ${action}'s answer is ${describe(shape)}, not a list`);
    if (kind === 'total' && shape.type !== 'integer') ctx.report(path, pointer, `"${answerPath}" of ${action}'s answer is ${describe(shape)}, not a number`);
    if (kind === 'record' && shape.type !== undefined && shape.type !== 'object') ctx.report(path, pointer, `"${answerPath}" of ${action}'s answer is ${describe(shape)}, not a record`);
  };

  const scope = isObject(resource.scope) ? resource.scope : {};
  const checkParams = (entry: Entry, pointer: string, params: unknown) => {
    if (!isObject(params)) return;
    for (const [field, value] of Object.entries(params)) checkSent(entry, `${pointer}/${escapePointerSegment(field)}`, field, { constant: value });
  };
  const checkScope = (entry: Entry) => {
    if (deals) return;
    for (const [field, value] of Object.entries(scope)) checkSent(entry, `/scope/${escapePointerSegment(field)}`, field, { constant: value });
  };

  for (const [name, declared] of Object.entries(methods)) {
    if (!isObject(declared) || !(name in METHOD_PATHS)) continue;
    const base = `/methods/${name}`;
    // "using": another method; both "using" and an action is the meta-schema check's to report.
    if ((declared.action === undefined && declared.path === undefined) || declared.using !== undefined) continue;
    const entry = entryFor(`${base}/${deals ? 'path' : 'action'}`, declared.action, declared.path, serviceVerbOf(name, declared));
    if (!entry) continue;
    checkScope(entry);
    checkParams(entry, `${base}/params`, declared.params);
    for (const kind of METHOD_PATHS[name]!) {
      const fallback = kind === 'record' ? '' : kind === 'items' && name === 'getMany' ? 'data' : undefined;
      checkAnswerPath(entry, `${base}/${kind}`, declared[kind] ?? fallback, kind);
    }
    if (name === 'getList' || name === 'getManyReference') {
      const mapping = isObject(declared.filters) ? declared.filters : {};
      for (const [from, to] of Object.entries(mapping)) {
        if (typeof to !== 'string') continue;
        const source = from.replace(/_(gte|lte)$/, '');
        checkSent(entry, `${base}/filters/${escapePointerSegment(from)}`, to, { entityField: source === 'q' ? undefined : source });
      }
      if (isObject(declared.sort)) {
        for (const key of ['field', 'order']) {
          const field = asString(declared.sort[key]);
          if (field) checkSent(entry, `${base}/sort/${key}`, field);
        }
      }
      if (typeof declared.target === 'string') checkSent(entry, `${base}/target`, declared.target);
      // The list's own filters travel under their names unless the method maps them.
      asArray(list.filters).forEach((filter, index) => {
        const source = isObject(filter) ? asString(filter.source) : asString(filter);
        if (!source || source === 'q') return;
        const ends = isObject(filter) && filter.range === true ? [`${source}_gte`, `${source}_lte`] : [source];
        for (const end of ends) {
          if (end in mapping) continue;
          checkSent(entry, `/list/filters/${index}${isObject(filter) ? '/source' : ''}`, end, { entityField: source });
        }
        const choices = isObject(filter) && isObject(filter.choicesFrom) ? filter.choicesFrom : undefined;
        if (choices) {
          const from = entryFor(`/list/filters/${index}/choicesFrom/action`, choices.action);
          if (from) {
            checkParams(from, `/list/filters/${index}/choicesFrom/params`, choices.params);
            checkAnswerPath(from, `/list/filters/${index}/choicesFrom/items`, choices.items, 'items');
          }
        }
      });
      const tabs = isObject(list.tabs) ? asString(list.tabs.source) : undefined;
      if (tabs && !(tabs in mapping)) checkSent(entry, '/list/tabs/source', tabs, { entityField: tabs });
      if (isObject(list.permanentFilter)) {
        for (const [field, value] of Object.entries(list.permanentFilter)) {
          if (!(field in mapping)) checkSent(entry, `/list/permanentFilter/${escapePointerSegment(field)}`, field, { constant: value });
        }
      }
    }
    // A create or update sends the record's writable fields (the entity's, not readOnly) unless it says it does not.
    if ((name === 'create' || name === 'update') && declared.sendRecord !== false && entity && !ctx.brokenSchemas.has(`${entityName}.schema.json`)) {
      for (const [field, node] of entity.root.properties) {
        if (effective(ctx, node).readOnly) continue;
        checkSent(entry, `${base}/${deals ? 'path' : 'action'}`, field, { entityField: field });
      }
    }
  }

  asArray(resource.commands).forEach((command, index) => {
    if (!isObject(command)) return;
    const base = `/commands/${index}`;
    const entry = entryFor(`${base}/action`, command.action);
    if (!entry) return;
    checkScope(entry);
    checkParams(entry, `${base}/params`, command.params);
    const input = isObject(command.input) ? command.input : undefined;
    if (input) {
      asArray(input.fields).forEach((field, fieldIndex) => {
        if (typeof field === 'string') checkSent(entry, `${base}/input/fields/${fieldIndex}`, field);
      });
    }
  });

  // A form section's preview: what it sends are the action's request fields, what it shows is in the answer, it waits
  // for every field the action requires, and whoever may fill in the form may ask.
  const form = isObject(resource.form) ? resource.form : {};
  asArray(form.sections).forEach((section, index) => {
    const preview = isObject(section) && isObject(section.preview) ? section.preview : undefined;
    if (!preview) return;
    const base = `/form/sections/${index}/preview`;
    const entry = entryFor(`${base}/action`, preview.action);
    if (!entry) return;
    const action = String(entry.doc.action);
    asArray(preview.from).forEach((field, fieldIndex) => {
      if (typeof field === 'string') checkSent(entry, `${base}/from/${fieldIndex}`, field, { entityField: field });
    });
    asArray(preview.shows).forEach((field, fieldIndex) => checkAnswerPath(entry, `${base}/shows/${fieldIndex}`, field, 'value'));
    const request = isObject(entry.doc.request) ? entry.doc.request : {};
    const needs = asArray(preview.needs);
    for (const field of asArray(request.required)) {
      if (!needs.includes(field)) ctx.report(path, `${base}/needs`, `${action} requires "${String(field)}": list it in "needs", so the preview waits for it instead of being refused`);
    }
    const admits = asArray(entry.doc.access).map(String);
    const access = isObject(resource.access) ? resource.access : {};
    for (const mode of ['create', 'edit']) {
      const code = asString(access[mode]);
      if (code && admits.length > 0 && !admits.includes(code)) {
        ctx.report(path, base, `someone with code ${code} may fill in the form (access.${mode}) but ${action} admits only ${quoteList(admits)} (${entry.path}): they would never see the preview`);
      }
    }
  });

  if (isObject(resource.import)) {
    const entry = entryFor('/import/action', resource.import.action);
    if (entry) {
      checkScope(entry);
      const rows = asString(resource.import.rowsField);
      if (rows) checkSent(entry, '/import/rowsField', rows);
    }
    if (typeof resource.import.templateAction === 'string') entryFor('/import/templateAction', resource.import.templateAction);
  }
};
