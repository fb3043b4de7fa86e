// What the engine does around a save: money typed in shillings goes out in minor units, and a refused save
// keeps the form as typed (react-admin puts the server's field errors under the fields).
import type { EntityDescriptor } from '../../validation/entityTypes';
import { minorUnitsOf } from '../inputs/MoneyInput';

export const toWireRecord = (entity: EntityDescriptor, data: Record<string, unknown>): Record<string, unknown> => {
  const wire: Record<string, unknown> = { ...data };
  for (const field of Object.values(entity.fields)) {
    if (field.widget === 'money' && field.name in wire) wire[field.name] = minorUnitsOf(wire[field.name]);
  }
  return wire;
};
