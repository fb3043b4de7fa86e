// Entity schemas as the engine reads them ($ref and allOf followed): the fields a resource may name, and why one is not there.
import { asArray, didYouMean, escapePointerSegment, getAtPointer, isObject, pointerSegments, toPointer } from '../configFiles';
import type { CheckContext } from './context';
import { describeValue } from './wording';
import { walkSchema } from './schemaWalk';

export interface SchemaNode {
  /** The schema document's id: its file name under schemas/ (store.schema.json). */
  id: string;
  pointer: string;
  node: unknown;
}

export interface Effective {
  type?: string;
  xEnum?: string;
  values?: string[];
  readOnly: boolean;
  properties: Map<string, SchemaNode>;
  items?: SchemaNode;
}

export interface Entity {
  name: string;
  file: string;
  root: Effective;
}

export interface EntityField {
  name: string;
  type?: string;
  readOnly: boolean;
  xEnum?: string;
  values?: string[];
}

export const resolveRef = (ctx: CheckContext, baseId: string, ref: string): { target?: SchemaNode; reason?: string } => {
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
      const known = ctx.entityAjv.schemas[url.href] ?? ctx.entityAjv.refs[url.href];
      return known ? { target: { id: url.href, pointer: '', node: undefined } } : { reason: `${url.href} is not a schema the console loads (only files in schemas/)` };
    }
    targetId = decodeURIComponent(url.pathname.slice(1));
  }
  const entry = ctx.schemaDocs.get(targetId);
  if (!entry) return { reason: `there is no schemas/${targetId}${didYouMean(targetId, ctx.schemaDocs.keys())}` };
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
};

/** What a (sub)schema says once its $ref and allOf are followed: enum name and values, readOnly, properties. */
export const effective = (ctx: CheckContext, at: SchemaNode, depth = 0): Effective => {
  const cached = ctx.effectiveCache.get(at.node);
  if (cached) return cached;
  const result: Effective = { readOnly: false, properties: new Map() };
  if (!isObject(at.node) || depth > 32) return result;
  // Cached before it is filled in, so a $ref cycle ends at the schema it started from.
  ctx.effectiveCache.set(at.node, result);
  const node = at.node;
  const parts: Effective[] = [];
  if (typeof node.$ref === 'string') {
    const { target } = resolveRef(ctx, at.id, node.$ref);
    if (target && target.node !== undefined) parts.push(effective(ctx, target, depth + 1));
  }
  asArray(node.allOf).forEach((sub, index) => parts.push(effective(ctx, { id: at.id, pointer: `${at.pointer}/allOf/${index}`, node: sub }, depth + 1)));
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
};

export const indexSchemas = (ctx: CheckContext): void => {
  for (const file of ctx.set.schemas.values()) {
    if (!file.parsed) continue;
    const id = `${file.name}.schema.json`;
    if (!isObject(file.parsed.value)) {
      ctx.report(file.path, '', `a schema file must hold a JSON object, not ${describeValue(file.parsed.value)}`);
      ctx.brokenSchemas.add(id);
      continue;
    }
    ctx.schemaDocs.set(id, { file, doc: file.parsed.value });
  }
};

/** An entity by name (schemas/<name>.schema.json), or null when there is none (reported by the caller). */
export const entityNamed = (ctx: CheckContext, name: string): Entity | null => {
  if (ctx.entities.has(name)) return ctx.entities.get(name)!;
  const id = `${name}.schema.json`;
  const entry = ctx.schemaDocs.get(id);
  const entity = entry ? { name, file: entry.file.path, root: effective(ctx, { id, pointer: '', node: entry.doc }) } : null;
  ctx.entities.set(name, entity);
  return entity;
};

export const reportMissingEntity = (ctx: CheckContext, file: string, pointer: string, name: string): void => {
  const names = [...ctx.set.schemas.keys()].filter((schema) => schema !== 'common');
  ctx.report(file, pointer, `entity "${name}" has no schema: schemas/${name}.schema.json does not exist${didYouMean(name, names)}`);
};

/** A field of an entity by name or dotted path (address.city), or why it is not there. */
export const lookupField = (ctx: CheckContext, entity: Entity, path: string): { field?: Effective; problem?: string } => {
  const segments = path.split('.');
  let current = entity.root;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index]!;
    let properties = current.properties;
    if (properties.size === 0 && current.items) properties = effective(ctx, current.items).properties;
    const child = properties.get(segment);
    if (!child) {
      const suggestion = didYouMean(segment, properties.keys());
      if (index === 0) return { problem: `field "${path}" is not in ${entity.file}${suggestion}` };
      return { problem: `field "${path}": "${segments.slice(0, index).join('.')}" has no property "${segment}" in ${entity.file}${suggestion}` };
    }
    current = effective(ctx, child);
  }
  return { field: current };
};
