// The state of one transfer form: what was typed, the message under each field, and the check of a field on blur
// and of all on send, with schemas/transfer.schema.json (the rules the server applies; its if/then picks the
// rules of a mobile or a bank transfer, and of SWIFT, from the record as typed).
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { typedMinorUnits } from '../../format/money';
import * as transferEntity from '../../generated/entities/transfer';
import * as multiTransferEntity from '../../generated/entities/multiTransfer';
import { provideEntities } from '../../validation/entityRegistry';
import { validateField, validateItemField, type FieldProblem } from '../../validation/validate';

// A hand-written flow brings the entities it validates with it (the engine loads a screen's own).
provideEntities(transferEntity, multiTransferEntity);

export type Values = Record<string, string>;
export type Errors = Record<string, string | undefined>;

/** The typed amount in minor units, or the text itself when it is not an amount (so the schema says why). */
export const amountValue = (typed: string): number | string => typedMinorUnits(typed) ?? typed;

/** A record as the schema reads it: the amount in minor units, empty fields left out, names trimmed. */
export const recordOf = (values: Values): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values)
      .map(([field, value]) => [field, field === 'amount' ? amountValue(value) : value.trim()] as const)
      .filter(([, value]) => value !== ''),
  );

export const useSay = () => {
  const translate = useTranslate();
  return (problem: FieldProblem | null) => (problem ? translate(problem.key, problem.values) : undefined);
};

export const useTransferForm = (initial: Values, fields: readonly string[]) => {
  const say = useSay();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const problemOf = (field: string, current: Values) =>
    say(validateField('transfer', field, recordOf(current)[field], { record: recordOf(current) }));
  const set = (field: string, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const check = (field: string, value = values[field] ?? '') => {
    const current = { ...values, [field]: value };
    setErrors((shown) => ({ ...shown, [field]: problemOf(field, current) }));
  };
  /** Checks every field; true when all are right. */
  const checkAll = (): boolean => {
    const found = Object.fromEntries(fields.map((field) => [field, problemOf(field, values)]));
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };
  /** Whether every field is right as typed (for the live quote), without showing anything. */
  const complete = fields.every((field) => !problemOf(field, values));
  return { values, set, errors, setErrors, check, checkAll, complete };
};

/** One cell of a row of a transfer to many, checked with the row rules of schemas/multiTransfer.schema.json. */
export const useRowProblem = () => {
  const say = useSay();
  return (field: string, value: string) =>
    say(validateItemField('multiTransfer', 'rows', field, field === 'amount' ? amountValue(value) : value.trim(), { required: true }));
};
