// A react-admin validator for one field, backed by the precompiled validator of that field (a keystroke checks
// its own field, not the whole record). Messages are locale keys with the spec's wording.
import type { Validator } from 'react-admin';
import { validateField } from '../../validation/validate';

export const fieldValidator = (entity: string, field: string, required: boolean, toWire: (value: unknown) => unknown = (value) => value): Validator => {
  const validate: Validator & { isRequired?: boolean } = (value: unknown) => {
    const problem = validateField(entity, field, toWire(value), { required });
    return problem ? { message: problem.key, args: problem.values ?? {} } : undefined;
  };
  // react-admin shows the required asterisk for validators flagged this way.
  validate.isRequired = required;
  return validate;
};
