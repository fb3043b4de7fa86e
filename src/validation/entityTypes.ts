// Shapes of the resolved field descriptors that `npm run gen` writes to src/generated/entities/<entity>.ts: one per entity
// schema, with every $ref followed and the keywords at the referencing site taking precedence, so the UI engine
// and the validation messages read a field's rules without walking JSON Schema.

import type { ErrorObject } from 'ajv';

export type Tone = 'success' | 'error' | 'warning' | 'info' | 'primary' | 'secondary';

/** Spec 001 §5 Files: accepted extensions and size; `kind` chooses the picture or the file wording. */
export interface UploadRule {
  kind: 'image' | 'file';
  types: string[];
  maxMB: number;
  /** Pictures only: the width-to-height ratios accepted ("1:1"). */
  aspects?: string[];
}

export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';

export interface FieldDescriptor {
  name: string;
  type: FieldType;
  /** Allowed values, as strings. */
  enum?: string[];
  /** x-enum: the enum's name; value labels are locales enums.<enumName>.<value>. */
  enumName?: string;
  /** x-widget: the input the schema asks for (money, mobile, switch…). */
  widget?: string;
  /** x-tone: the chip colour of enum values that mean something (working, stopped, waiting); others are neutral. */
  tones?: Record<string, Tone>;
  /** x-upload: a file id (or, on an array's items, several) uploaded through the file service, with its limits. */
  upload?: UploadRule;
  /**
   * x-reference: the resource whose records the field names by id (a product's category), or, on an array, names
   * several of (a staff member's stores); offered and shown by name.
   */
  reference?: string;
  /**
   * x-reference-filter: which of those records it may name: their field → a constant, or "{field}" of the record
   * being edited (a sub-category under the product's category).
   */
  referenceFilter?: Record<string, string>;
  /** Arrays: what each item is. */
  items?: FieldDescriptor;
  /** Objects (and arrays' object items): their own fields, in schema order. */
  fields?: Record<string, FieldDescriptor>;
  minItems?: number;
  maxItems?: number;
  /** x-unique: locale key of the message when the backend finds a duplicate. */
  unique?: string;
  /** x-message: locale key of the message for a value not of the accepted form, instead of 'format error'. */
  message?: string;
  /** The server's field: shown, never sent. */
  readOnly: boolean;
  /**
   * JSON Schema's writeOnly: a sensitive value (a settlement card number) the client sends but the server never
   * answers in full: every read carries it masked to its last four characters (src/format/mask.ts), and the masked
   * value sent back means "unchanged". Forms offer Replace instead of the value; pages and lists show the mask.
   */
  writeOnly?: boolean;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  // No description: the schema's words for developers stay in the schema and in src/generated/types.ts (doc
  // comments), not in the descriptors every user's browser loads.
  /** The schema's default: what a new record's form starts with. */
  default?: string | number | readonly string[];
  /** Rules that hold only while another field of the record has certain values (the schema's if/then). */
  when?: FieldCondition[];
}

/**
 * One if/then of an entity schema as it bears on one field: while `field` holds one of `values`, this field
 * follows `rule` (its own rules with the branch's on top: another pattern, message, widget, or required).
 */
export interface FieldCondition {
  /** The other field whose value decides. */
  field: string;
  values: string[];
  rule: FieldDescriptor;
  /** Export name of the precompiled validator of this field under the condition (the entity's validators module). */
  validator: string;
}

export interface EntityDescriptor {
  /** The schema's file name: schemas/<name>.schema.json. */
  name: string;
  /** The schema's title, also the name of its TypeScript type in src/generated/types.ts. */
  title: string;
  required: string[];
  /** In the schema's property order. */
  fields: Record<string, FieldDescriptor>;
}

/** A precompiled ajv validator: true when the value is valid, otherwise false with the reasons in `errors`. */
export interface PrecompiledValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * What src/generated/entities/<entity>.ts exports: the resolved fields and the precompiled validators, by export
 * name (<entity> for a whole record, <entity>__<field> for one field, <entity>__<field>__if<n> under a condition).
 */
export interface EntityModule {
  entity: EntityDescriptor;
  validators: Readonly<Record<string, PrecompiledValidator>>;
}
