// Checking a new login password (spec 001 §5: minimum 8 characters, 1 uppercase, 1 lowercase, 1 special
// character, both entries match). The rule itself lives in schemas/common.schema.json ($defs/password) and is
// run here and by the server from there; the checklist below only shows a person, as they type, which parts
// are still missing.
import { isMmcError } from '../../transport/errors';
import { validateField } from '../../validation/validate';
import * as passwordChangeEntity from '../../generated/entities/passwordChange';
import { provideEntities } from '../../validation/entityRegistry';

// A hand-written flow brings the entity it validates with it (the engine loads a screen's own).
provideEntities(passwordChangeEntity);

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const PASSWORD_CHECKLIST = [
  { key: 'length', met: (value: string) => value.length >= 8 },
  { key: 'upper', met: (value: string) => /[A-Z]/.test(value) },
  { key: 'lower', met: (value: string) => /[a-z]/.test(value) },
  { key: 'special', met: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;

export const validateNewPassword = ({ newPassword, confirmPassword }: NewPasswordValues, translate: Translate): NewPasswordErrors => {
  const problems: NewPasswordErrors = {};
  const problem = validateField('passwordChange', 'newPassword', newPassword, { required: true });
  if (problem) problems.newPassword = translate(problem.key, problem.values);
  if (!confirmPassword) problems.confirmPassword = translate('validation.required');
  else if (confirmPassword !== newPassword) problems.confirmPassword = translate('validation.passwordMismatch');
  return problems;
};

/** The server's field message for the new password, when it refused one (body.fieldErrors). */
export const serverFieldError = (error: unknown, field: string): string | undefined => {
  const fieldErrors = isMmcError(error) ? error.body?.fieldErrors : undefined;
  const text = fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, unknown>)[field] : undefined;
  return typeof text === 'string' ? text : undefined;
};
