// x-reference on the backend: a field naming another resource's record (a staff member's stores, an item's category)
// must name one the user may see and one its x-reference-filter allows (a sub-category under the item's category);
// a file being imported may name such a record by its name, as a person writes it in a spreadsheet.
import { recordName } from '../../src/config/recordName';
import { allowedBy, recordPart } from '../../src/config/referenceFilter';
import type { UserAccount } from '../db/types';
import { asText, collectionOf, ownerOf, owns, type Row } from './collections';
import type { ResourceFile } from './definitions';
import { invalidFields } from './errors';
import { comparableName } from './lookalike';
import { entityInfo, isBlank, type Problem } from './schema';

export interface ReferenceContext {
  user: UserAccount;
  language: string;
  /** A declared resource by name. */
  resource: (name: string) => ResourceFile | undefined;
}

/** The target resource's records this user may see. */
const visibleRecords = (context: ReferenceContext, target: ResourceFile): Row[] => {
  const rows = collectionOf(target.entity);
  const owner = ownerOf(rows, context.user);
  return rows.filter((row) => owns(owner, row));
};

/**
 * The references of `fields` that name no record the user may see and the filter allows, read against the record
 * as it will be (`whole`). A reference not written is checked again when a field its filter reads is (a new
 * category makes the old sub-category wrong).
 */
export const referenceProblems = (context: ReferenceContext, entity: string, fields: Row, whole: Row = fields): Problem[] => {
  const problems: Problem[] = [];
  for (const [name, field] of Object.entries(entityInfo(entity)?.fields ?? {})) {
    const target = field.reference ? context.resource(field.reference) : undefined;
    const reads = recordPart(field.referenceFilter).some(({ field: deciding }) => deciding in fields);
    const value = whole[name];
    if (!target || isBlank(value) || !(name in fields || reads)) continue;
    const candidates = visibleRecords(context, target).filter(allowedBy(field.referenceFilter, whole));
    const ids = (Array.isArray(value) ? value : [value]).map(asText);
    if (!ids.every((id) => candidates.some((row) => asText(row[target.idField]) === id)))
      problems.push({ field: name, key: 'validation.referenceUnknown' });
  }
  return problems;
};

export const assertOwnReferences = (context: ReferenceContext, entity: string, fields: Row, whole: Row = fields): void => {
  const problems = referenceProblems(context, entity, fields, whole);
  if (problems.length > 0) throw invalidFields(context.language, problems);
};

/**
 * An imported row's references as ids: a value that is not an id of the target is looked up by the target's name
 * (any case, as a person reads it) among the records the filter allows, in schema order so that the category is
 * known before its sub-category. A name found nowhere stays, for referenceProblems to refuse.
 */
export const referencesByName = (context: ReferenceContext, entity: string, fields: Row): Row => {
  const resolved: Row = { ...fields };
  for (const [name, field] of Object.entries(entityInfo(entity)?.fields ?? {})) {
    const target = field.reference ? context.resource(field.reference) : undefined;
    const value = resolved[name];
    if (!target?.recordRepresentation || typeof value !== 'string' || value === '') continue;
    const visible = visibleRecords(context, target);
    if (visible.some((row) => asText(row[target.idField]) === value)) continue;
    const wanted = comparableName(value);
    const representation = target.recordRepresentation;
    const named = visible.filter(allowedBy(field.referenceFilter, resolved)).find((row) => comparableName(recordName(representation, row)) === wanted);
    if (named) resolved[name] = named[target.idField];
  }
  return resolved;
};
