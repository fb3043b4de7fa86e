// The provider's server refuses a request that breaks its action's catalogue entry (schemas/actions/<action>.json)
// before it acts: MMCP0001 with body.fieldErrors {field: text in the request's language}, the same words the forms
// use. The check is the precompiled wire-request validator (common fields, paging for a list, the action's own
// fields, nothing else). An action without an entry (a test's throwaway fixture) is not checked here.
//
// The check refuses what no handler can read — a field the action does not take (a misspelt one), a value of the
// wrong JSON type — and a text longer than the entry allows (a 100 kB "number" is refused before any
// handler spends time on it; the answer is the spec's 'Maximum field length = N.'). The other value rules
// (required, pattern, enum, minimums) stay with the handlers, which answer them in the spec's own words ('The amount
// must be greater than zero').
const CHECKED = new Set(['additionalProperties', 'type', 'maxLength']);
import * as requestValidators from '../src/generated/requestValidators';
import type { PrecompiledValidator } from '../src/validation/entityTypes';
import { requestProblems } from '../src/validation/validate';
import { CODES, MockFailure } from './failure';
import { renderProblems } from './resources/errors';

const validators = requestValidators as unknown as Readonly<Record<string, PrecompiledValidator | undefined>>;

/** Fields every body carries whose empty value means something ('' mobile before login, '' no transaction type). */
const COMMON_FIELDS = new Set(['channel', 'version', 'usrMblNo', 'txTyp', 'deviceInfo']);

/** Forms send '' (and sometimes null) for an empty optional input: like an absent field, it is not checked. */
const withoutBlanks = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([field, value]) => COMMON_FIELDS.has(field) || (value !== '' && value !== null && value !== undefined)));

export const hasRequestCheck = (action: string): boolean => validators[`${action}__request`] !== undefined;

/** Throws the MMCP0001 refusal when the body breaks the action's request schema. */
export const checkRequest = (action: string, body: Record<string, unknown>, language: string): void => {
  const validate = validators[`${action}__request`];
  if (!validate || validate(withoutBlanks(body))) return;
  const errors = (validate.errors ?? []).filter((error) => CHECKED.has(error.keyword));
  if (errors.length === 0) return;
  const fieldErrors = renderProblems(language, requestProblems(errors));
  throw new MockFailure(CODES.badRequest, 'messages.invalidFields', { body: { fieldErrors } });
};
