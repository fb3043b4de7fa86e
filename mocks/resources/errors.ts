// How the generic actions say no, with the spec's codes and the locale texts of locales/*.json. Field problems
// travel as body.fieldErrors {field: text in the request's language}, which the console puts under the fields.
import { CODES, MockFailure } from '../failure';
import { renderMessage } from '../messages';
import type { Problem } from './schema';

/** A request whose fields break the entity's rules (the validators' findings). */
export const INVALID_FIELDS_CODE = 'MMCP0001';
/** A command or state change the record's current state does not allow. */
export const NOT_ALLOWED_CODE = 'MMCP0002';

/**
 * The code for a duplicate value of an x-unique field, per entity or, where one entity has several, per
 * entity.field (spec: store name, customer mobile; staff name, ID and e-mail, 002 §8.2; a staff mobile, the next of that series).
 */
const DUPLICATE_CODES: Record<string, string> = {
  store: 'MMCP3001',
  customer: 'MMCP3101',
  category: 'MMCP2201',
  inventoryItem: 'MMCP2202',
  promotion: 'MMCP2301',
  subMerchant: 'MMCP3301',
  beneficiaryGroup: 'MMCP3401',
  standingOrder: 'MMCP3501',
  'staff.loginName': 'URMP8037',
  'staff.idNo': 'URMP8038',
  'staff.email': 'URMP8039',
  'staff.mblNo': 'URMP8040',
};

const printable = (values: Record<string, unknown> | undefined): Record<string, string | number> => {
  const result: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values ?? {})) result[name] = typeof value === 'number' ? value : String(value);
  return result;
};

/**
 * {field: message text}, the first problem of each field. Field names come from the request (a key it should not
 * have), so `__proto__`, `constructor` or `toString` must be own keys of the answer, not lookups that find the
 * prototype's: a Map first, then an object built from its entries.
 */
export const renderProblems = (language: string, problems: readonly Problem[]): Record<string, string> => {
  const fieldErrors = new Map<string, string>();
  for (const problem of problems) {
    if (!fieldErrors.has(problem.field)) fieldErrors.set(problem.field, renderMessage(language, problem.key, printable(problem.values)));
  }
  return Object.fromEntries(fieldErrors);
};

export const invalidFields = (language: string, problems: readonly Problem[]): MockFailure =>
  new MockFailure(INVALID_FIELDS_CODE, 'messages.invalidFields', { body: { fieldErrors: renderProblems(language, problems) } });

export const duplicateValue = (language: string, entity: string, field: string, messageKey: string): MockFailure =>
  new MockFailure(DUPLICATE_CODES[`${entity}.${field}`] ?? DUPLICATE_CODES[entity] ?? INVALID_FIELDS_CODE, messageKey, {
    body: { fieldErrors: { [field]: renderMessage(language, messageKey) } },
  });

export const recordMissing = (): MockFailure => new MockFailure(CODES.notFound, 'messages.recordMissing');

export const notAllowed = (): MockFailure => new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');

/** Entities whose locked records have a code and words of their own (a push message being sent, 001). */
const LOCKED: Record<string, { code: string; messageKey: string }> = {
  pushMessage: { code: 'MMCP2302', messageKey: 'messages.pushMessageLocked' },
};

/** An update of a record in one of its resource's lockedWhen states: by default, its last change is still under review. */
export const locked = (entity?: string): MockFailure => {
  const own = entity ? LOCKED[entity] : undefined;
  return new MockFailure(own?.code ?? NOT_ALLOWED_CODE, own?.messageKey ?? 'messages.underReview');
};

export const importTooFew = (min: number): MockFailure =>
  new MockFailure(INVALID_FIELDS_CODE, 'messages.importTooFew', { values: { min } });

export const importTooMany = (max: number): MockFailure =>
  new MockFailure(INVALID_FIELDS_CODE, 'messages.importTooMany', { values: { max } });
