// Which rules a field follows in a given record: its own, or, while another field holds a value an if/then of
// the schema names (an SMS ticket's contact), the rules of that branch. The forms, the messages and the backend
// all ask here, so the rule a message names is the rule that refused the value.
import type { FieldCondition, FieldDescriptor } from './entityTypes';

const holds = (condition: FieldCondition, record: Readonly<Record<string, unknown>> | undefined): boolean => {
  const value = record?.[condition.field];
  return value !== undefined && value !== null && value !== '' && condition.values.includes(String(value));
};

/** The condition the record meets, if any (the first, when several do). */
export const conditionMet = (field: FieldDescriptor, record: Readonly<Record<string, unknown>> | undefined): FieldCondition | undefined =>
  field.when?.find((condition) => holds(condition, record));

/** The field's rules in this record: its own, or those of the branch the record meets. */
export const rulesIn = (field: FieldDescriptor, record: Readonly<Record<string, unknown>> | undefined): FieldDescriptor =>
  conditionMet(field, record)?.rule ?? field;
