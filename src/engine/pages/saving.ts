// What the engine does around a save: money typed in shillings goes out in minor units, typed text without the
// spaces around it, and a refused save keeps the form as typed (react-admin puts the server's field errors under
// the fields).
import { rulesIn } from '../../validation/conditions';
import type { EntityDescriptor, FieldDescriptor } from '../../validation/entityTypes';
import { withoutSurroundingSpaces } from '../../validation/surroundingSpaces';
import { minorUnitsOf } from '../inputs/MoneyInput';

const toWireFields = (fields: Record<string, FieldDescriptor>, data: Record<string, unknown>): Record<string, unknown> => {
  const wire: Record<string, unknown> = { ...data };
  for (const declared of Object.values(fields)) {
    if (!(declared.name in wire)) continue;
    // A field in money only under a condition (a fixed discount; a percentage is a plain number) as the record is.
    const field = declared.when ? { ...declared, ...rulesIn(declared, data), name: declared.name } : declared;
    const value = wire[field.name];
    if (field.widget === 'money') wire[field.name] = minorUnitsOf(value);
    else wire[field.name] = withoutSurroundingSpaces(field, value);
    // Rows of an array of objects carry money of their own (a price break's amount).
    const itemFields = field.items?.fields;
    if (itemFields && Array.isArray(value)) {
      wire[field.name] = value.map((row: unknown) => (row && typeof row === 'object' ? toWireFields(itemFields, row as Record<string, unknown>) : row));
    }
  }
  return wire;
};

export const toWireRecord = (entity: EntityDescriptor, data: Record<string, unknown>): Record<string, unknown> => toWireFields(entity.fields, data);
