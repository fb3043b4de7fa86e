// Request-field templates of resource files: "{id}", "{ids}", "{data.<field>}", "{session.<field>}",
// "{filter.<field>}" and "{record.<field>}" (a record command's record). A value that is exactly one template
// keeps the value's type; templates inside a longer string are replaced by text.

export interface TemplateContext {
  id?: unknown;
  ids?: unknown[];
  data?: Record<string, unknown>;
  session?: Record<string, unknown>;
  filter?: Record<string, unknown>;
  /** The record a command runs on (a singleton page's record has no id worth sending, only its fields). */
  record?: Record<string, unknown>;
}

const TEMPLATE = /\{(id|ids|(?:data|session|filter|record)\.[A-Za-z0-9_]+)\}/g;
const WHOLE = /^\{(id|ids|(?:data|session|filter|record)\.[A-Za-z0-9_]+)\}$/;

const lookup = (expression: string, context: TemplateContext): unknown => {
  if (expression === 'id') return context.id;
  if (expression === 'ids') return context.ids;
  const [scope, field] = expression.split('.') as ['data' | 'session' | 'filter' | 'record', string];
  return context[scope]?.[field];
};

export const fillParams = (
  params: Record<string, string | number | boolean> | undefined,
  context: TemplateContext,
): Record<string, unknown> => {
  const filled: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'string') {
      filled[key] = value;
      continue;
    }
    const whole = WHOLE.exec(value);
    if (whole) {
      const resolved = lookup(whole[1], context);
      if (resolved !== undefined) filled[key] = resolved;
      continue;
    }
    filled[key] = value.replace(TEMPLATE, (_, expression: string) => String(lookup(expression, context) ?? ''));
  }
  return filled;
};

/** Reads a dotted path ("data", "data.0", "" for the value itself) from an action's answer. */
export const readPath = (value: unknown, path: string | undefined): unknown => {
  if (!path) return value;
  let node: unknown = value;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
};
