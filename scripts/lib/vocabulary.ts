// The values the console's own schema keywords accept, as plain data: shared by scripts/lib/ajv.ts and by the
// config checker's fallback set-up (which must work even when ajv.ts cannot be loaded, so this file imports nothing).

/** Widgets a schema may ask for with x-widget (the engine maps each to an input and a field). */
export const widgets = [
  'text',
  'textarea',
  'number',
  'money',
  'percent',
  'select',
  'radio',
  'switch',
  'date',
  'time',
  'clock',
  'mobile',
  'email',
  'chip',
  'qr',
  'upload',
  'secret',
  'reference',
  'references',
  'permissionTree',
] as const;

/** x-upload: what a file field accepts (spec 001 §5 Files). `kind` picks the wording: pictures or files. */
export const uploadRuleSchema = {
  type: 'object',
  properties: {
    kind: { enum: ['image', 'file'] },
    types: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[a-z0-9]+$' } },
    maxMB: { type: 'number', exclusiveMinimum: 0 },
    /** Pictures only: the width-to-height ratios accepted, e.g. ["1:1"] for a product picture (001 §5). */
    aspects: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^[1-9][0-9]*:[1-9][0-9]*$' } },
  },
  required: ['kind', 'types', 'maxMB'],
  additionalProperties: false,
} as const;

/** x-reference-filter: the referenced record's field → a constant, or "{field}" of the record being edited. */
export const referenceFilterSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { type: 'string', pattern: '^(\\{[a-z][A-Za-z0-9]*\\}|[^{}]+)$' },
} as const;

/** Colours an enum chip may take with x-tone: "working" (success), "stopped" (error), "waiting" (warning)… */
export const tones = ['success', 'error', 'warning', 'info', 'primary', 'secondary'] as const;
