// react-admin validators backed by the precompiled validators (a keystroke checks its own field, not the whole
// record). Messages are locale keys with the spec's wording.
import type { Validator } from 'react-admin';
import { validateField, validateItemField, type FieldProblem } from '../../validation/validate';

/** A react-admin validator from a check that finds the value's problem, flagged required for the asterisk. */
const asValidator = (check: (value: unknown) => FieldProblem | null, required: boolean): Validator => {
  const validate: Validator & { isRequired?: boolean } = (value: unknown) => {
    const problem = check(value);
    return problem ? { message: problem.key, args: problem.values ?? {} } : undefined;
  };
  // react-admin shows the required asterisk for validators flagged this way.
  validate.isRequired = required;
  return validate;
};

const asIs = (value: unknown) => value;

/** One field of an entity. */
export const fieldValidator = (entity: string, field: string, required: boolean, toWire: (value: unknown) => unknown = asIs): Validator =>
  asValidator((value) => validateField(entity, field, toWire(value), { required }), required);

/** One cell of a row of an array-of-objects field. */
export const itemFieldValidator = (entity: string, arrayField: string, itemField: string, required: boolean, toWire: (value: unknown) => unknown = asIs): Validator =>
  asValidator((value) => validateItemField(entity, arrayField, itemField, toWire(value)), required);
