// The entity schemas as the backend sees them: field facts from src/generated/entities/ and the SAME
// precompiled validators the forms run (src/validation/validate.ts), so client and server never disagree.
import { entities, entityModules } from '../../src/generated/allEntities';
import { provideEntities } from '../../src/validation/entityRegistry';
import { validateRecord } from '../../src/validation/validate';

// The backend holds every entity from its start; the console fetches each with its first screen.
provideEntities(...Object.values(entityModules));

export interface FieldInfo {
  readOnly?: boolean;
  /** Taken in full, answered masked to the last four characters (mocks/resources/writeOnly.ts). */
  writeOnly?: boolean;
  required?: boolean;
  /** x-unique: the locale key of the message for a duplicate value. */
  unique?: string;
  enum?: readonly unknown[];
  widget?: string;
  type?: string | readonly string[];
  /** x-upload: the field holds file ids of the file service. */
  upload?: unknown;
  /** x-reference: the resource whose record ids the field holds. */
  reference?: string;
  /** x-reference-filter: the referenced record's field → a constant or "{field}" of the record written. */
  referenceFilter?: Record<string, string>;
  /** The schema's if/then bearing on this field: which other field decides its rules. */
  when?: ReadonlyArray<{ field: string }>;
  /** An array's items (file ids, when they carry x-upload). */
  items?: FieldInfo;
}

export interface EntityInfo {
  fields: Record<string, FieldInfo>;
  required: readonly string[];
}

export interface Problem {
  field: string;
  key: string;
  values?: Record<string, unknown>;
}

const table = entities as unknown as Record<string, EntityInfo | undefined>;

type Validate = (entity: string, data: Record<string, unknown>, options?: { partial?: boolean }) => Problem[] | Promise<Problem[]>;
const validateWith = validateRecord as unknown as Validate;

export const entityInfo = (entity: string): EntityInfo | undefined => (Object.hasOwn(table, entity) ? table[entity] : undefined);

/** The validator's findings for `data`; an entity without a schema has nothing to check. */
export const validate = async (entity: string, data: Record<string, unknown>, partial = false): Promise<Problem[]> =>
  entityInfo(entity) ? [...(await validateWith(entity, data, { partial }))] : [];

export const isBlank = (value: unknown): boolean => value === undefined || value === null || value === '';

const NOT_TEXT_WIDGETS = new Set(['date', 'time', 'clock', 'switch', 'radio', 'select', 'qr', 'textarea', 'money', 'number', 'chip']);

/** Whether free-text search looks in this field: plain text (names, numbers, e-mail), not codes, dates or long text. */
export const isSearchable = (field: FieldInfo | undefined): boolean => {
  if (!field || field.enum) return false;
  const types = field.type === undefined ? ['string'] : Array.isArray(field.type) ? field.type : [field.type];
  if (!types.includes('string')) return false;
  return !field.widget || !NOT_TEXT_WIDGETS.has(field.widget);
};
