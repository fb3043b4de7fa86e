// What the embedded backend reads from a resource file (resources/*.json) to serve the declared actions, and
// helpers over its request-field templates.

import type { ResourceDefinition } from '../../src/generated/types';

// The generated type of a resource file (npm run gen), under the names this backend's code uses.
export type ResourceFile = ResourceDefinition;
export type Params = NonNullable<ResourceDefinition['scope']>;
export type FieldRef = NonNullable<ResourceDefinition['list']>['columns'][number];
export type Command = NonNullable<ResourceDefinition['commands']>[number];
export type ImportSpec = NonNullable<ResourceDefinition['import']>;
export type ListMethod = NonNullable<ResourceDefinition['methods']['getList']>;
export type RecordMethod = NonNullable<ResourceDefinition['methods']['getOne']>;
export type ManyMethod = NonNullable<ResourceDefinition['methods']['getMany']>;

export const fieldName = (ref: FieldRef): string => (typeof ref === 'string' ? ref : ref.source);

/** The resource files by name, in name order (the linter has checked them against the resource schema). */
export const loadResources = (files: Record<string, unknown>): ResourceFile[] =>
  Object.keys(files)
    .sort()
    .map((key) => files[key] as ResourceFile)
    .filter((file) => file && typeof file === 'object' && typeof file.entity === 'string' && file.methods);

const TEMPLATE = /\{[^}]+\}/;

/** A param value filled by the console ("{id}", "{session.storeId}"…) rather than a constant the action expects. */
export const isTemplate = (value: unknown): boolean => typeof value === 'string' && TEMPLATE.test(value);

/** The request field that carries the record's id ("{id}"), or the resource's idField when the params name none. */
export const idParam = (resource: ResourceFile, params: Params | undefined): string =>
  Object.entries(params ?? {}).find(([, value]) => value === '{id}')?.[0] ?? resource.idField;

/** The request field that carries several ids ("{ids}"), if any. */
export const idsParam = (params: Params | undefined): string | undefined =>
  Object.entries(params ?? {}).find(([, value]) => value === '{ids}')?.[0];

/** Params with a fixed value: what a command sets (e.g. {"storeStatus": "C"}), as opposed to templates. */
export const constantParams = (params: Params | undefined): Array<[string, string | number | boolean]> =>
  Object.entries(params ?? {}).filter(([, value]) => !isTemplate(value));

export { readPath } from '../../src/config/templates';

/** Builds an answer with `value` at a dotted path; "" (or no path) makes the value the answer itself. */
export const answerAt = (path: string | undefined, value: Record<string, unknown>): Record<string, unknown> => {
  if (!path) return value;
  const answer: Record<string, unknown> = {};
  placeAt(answer, path, value);
  return answer;
};

export const placeAt = (target: Record<string, unknown>, path: string, value: unknown): void => {
  const parts = path.split('.');
  let node = target;
  parts.slice(0, -1).forEach((part, index) => {
    const existing = node[part];
    if (existing && typeof existing === 'object') {
      node = existing as Record<string, unknown>;
    } else {
      const created: Record<string, unknown> = /^\d+$/.test(parts[index + 1]!) ? ([] as unknown as Record<string, unknown>) : {};
      node[part] = created;
      node = created;
    }
  });
  node[parts[parts.length - 1]!] = value;
};
