// The provider's wire convention, as a check: an optional field with no value is sent as '' rather than left out
// (spec 002 §7.1), so a '' counts as absent wherever that settles a schema's complaint about the field.
import type { ErrorObject } from 'ajv';
import type { PrecompiledValidator } from '../../../src/validation/entityTypes';

/** The complaints left once '' counts as absent; a required field that is '' stays a complaint. */
export const wireComplaints = (validate: PrecompiledValidator, answer: unknown): ErrorObject[] => {
  const copy: unknown = structuredClone(answer);
  for (let round = 0; round < 50; round++) {
    if (validate(copy)) return [];
    const blanks = (validate.errors ?? []).filter((error) => error.keyword !== 'required' && error.instancePath !== '' && readPointer(copy, error.instancePath) === '');
    if (blanks.length === 0) return validate.errors ?? [];
    for (const error of blanks) deletePointer(copy, error.instancePath);
  }
  return validate.errors ?? [];
};

const pointerSegments = (pointer: string) => pointer.split('/').slice(1).map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
const readPath = (value: unknown, path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);
const readPointer = (value: unknown, pointer: string) => readPath(value, pointerSegments(pointer));
const deletePointer = (value: unknown, pointer: string) => {
  const path = pointerSegments(pointer);
  const parent = readPath(value, path.slice(0, -1));
  if (parent && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[path.at(-1)!];
};

