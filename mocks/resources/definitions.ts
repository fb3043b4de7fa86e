// The parts of a resource file (resources/*.json, format schemas/config/resource.schema.json) the embedded backend
// reads to serve the declared actions. Kept local and minimal: the backend needs the action names, the request
// fields and the commands, not the screens' layout options.

export type Params = Record<string, string | number | boolean>;

export type FieldRef = string | { source: string; widget?: string };

export interface ListMethod {
  action: string;
  params?: Params;
  items: string;
  total?: string;
  filters?: Record<string, string>;
  sort?: { field: string; order: string };
  target?: string;
}

export interface RecordMethod {
  action: string;
  params?: Params;
  record?: string;
  sendRecord?: boolean;
}

export interface ManyMethod {
  action?: string;
  params?: Params;
  items?: string;
  using?: 'getOne' | 'update' | 'delete';
}

export interface Command {
  name: string;
  action: string;
  params?: Params;
  scope?: 'record' | 'bulk' | 'list';
  appliesTo?: Record<string, string[]>;
  input?: { entity: string; fields: FieldRef[] };
}

export interface ImportSpec {
  columns: string[];
  action: string;
  rowsField?: string;
  maxRows?: number;
}

export interface Layout {
  sections: Array<{ key: string; fields: FieldRef[] }>;
}

export interface ResourceFile {
  name: string;
  entity: string;
  idField: string;
  recordRepresentation?: string;
  scope?: Params;
  methods: {
    getList?: ListMethod;
    getManyReference?: ListMethod;
    getOne?: RecordMethod;
    getMany?: ManyMethod;
    create?: RecordMethod;
    update?: RecordMethod;
    updateMany?: ManyMethod;
    delete?: RecordMethod;
    deleteMany?: ManyMethod;
  };
  list?: {
    columns: FieldRef[];
    filters?: Array<{ source: string }>;
    tabs?: { source: string };
    permanentFilter?: Record<string, unknown>;
  };
  form?: Layout;
  show?: Layout;
  commands?: Command[];
  import?: ImportSpec;
}

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

/** Reads a dotted path ("data.0", "" for the value itself). */
export const readPath = (value: unknown, path: string | undefined): unknown => {
  if (!path) return value;
  let node: unknown = value;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
};

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
