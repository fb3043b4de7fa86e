// A record's name as people read it, from the resource file's recordRepresentation: one field (a store's
// storeName), or several read together (a staff member's first and last names, so the two Martins differ).
import type { ResourceDefinition } from './definitions';

export type RecordRepresentation = NonNullable<ResourceDefinition['recordRepresentation']>;

/** The fields that name a record, in reading order. */
export const nameFields = (representation: RecordRepresentation): readonly string[] =>
  typeof representation === 'string' ? [representation] : representation;

/** The record's name: its naming fields that hold a value, joined by a space ('' when none does). */
export const recordName = (representation: RecordRepresentation, record: Readonly<Record<string, unknown>>): string =>
  nameFields(representation)
    .map((field) => record[field])
    .filter((value) => value !== undefined && value !== null && value !== '')
    .map(String)
    .join(' ');
