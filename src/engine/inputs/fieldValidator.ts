// react-admin validators backed by the precompiled validators (a keystroke checks its own field, not the whole
// record). Messages are locale keys with the spec's wording. Typed text is checked without the spaces around it,
// as it is sent; a field whose rules depend on another field's value is checked against the form's other values.
import type { Validator } from 'react-admin';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { withoutSurroundingSpaces } from '../../validation/surroundingSpaces';
import { describeEntity, validateField, validateItemField, type FieldProblem } from '../../validation/validate';

type Check = (value: unknown, values: Record<string, unknown> | undefined) => FieldProblem | null;

/** A react-admin validator from a check that finds the value's problem, flagged required for the asterisk. */
const asValidator = (check: Check, required: boolean): Validator => {
  const validate: Validator & { isRequired?: boolean } = (value: unknown, values?: unknown) => {
    const problem = check(value, values && typeof values === 'object' ? (values as Record<string, unknown>) : undefined);
    return problem ? { message: problem.key, args: problem.values ?? {} } : undefined;
  };
  // react-admin shows the required asterisk for validators flagged this way.
  validate.isRequired = required;
  return validate;
};

const asIs = (value: unknown) => value;

/** The value as it would be sent: in wire units, typed text without the spaces around it. */
const asSent = (descriptor: FieldDescriptor | undefined, toWire: (value: unknown) => unknown) => (value: unknown) =>
  descriptor ? withoutSurroundingSpaces(descriptor, toWire(value)) : toWire(value);

/** One field of an entity. */
export const fieldValidator = (entity: string, field: string, required: boolean, toWire: (value: unknown) => unknown = asIs): Validator => {
  const typed = asSent(describeEntity(entity).fields[field], toWire);
  return asValidator((value, values) => validateField(entity, field, typed(value), { required, record: values }), required);
};

/** One cell of a row of an array-of-objects field. */
export const itemFieldValidator = (entity: string, arrayField: string, itemField: string, required: boolean, toWire: (value: unknown) => unknown = asIs): Validator => {
  const typed = asSent(describeEntity(entity).fields[arrayField]?.items?.fields?.[itemField], toWire);
  return asValidator((value) => validateItemField(entity, arrayField, itemField, typed(value)), required);
};
