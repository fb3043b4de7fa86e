// Write-only fields (schema "writeOnly": a store's settlement card number): the server takes them in full and never
// gives them back. Every answer carries them masked to their last four characters, and a masked value sent back
// (a form saved without replacing it) means "unchanged", so it can never overwrite the number kept.
import { isMasked, maskLastFour } from '../../src/format/mask';
import type { Row } from './collections';
import { entityInfo } from './schema';

const namesByEntity = new Map<string, readonly string[]>();

/** The entity's write-only fields, worked out once (lists answer thousands of records). */
const writeOnlyNames = (entity: string): readonly string[] => {
  let names = namesByEntity.get(entity);
  if (!names) {
    names = Object.entries(entityInfo(entity)?.fields ?? {})
      .filter(([, field]) => field.writeOnly)
      .map(([name]) => name);
    namesByEntity.set(entity, names);
  }
  return names;
};

/** A copy of the record as the server answers it: write-only values masked. */
export const answerRecord = (entity: string, record: Row): Row => {
  const answer = { ...record };
  for (const name of writeOnlyNames(entity)) {
    const value = answer[name];
    if (typeof value === 'string' && value !== '') answer[name] = maskLastFour(value);
  }
  return answer;
};

/** The fields of an update without the write-only values sent back masked: those stay as they are. */
export const withoutMaskedValues = (entity: string, fields: Row): Row => {
  const names = writeOnlyNames(entity);
  if (names.length === 0) return fields;
  return Object.fromEntries(Object.entries(fields).filter(([name, value]) => !(names.includes(name) && isMasked(value))));
};
