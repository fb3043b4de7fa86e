// Failures of data-provider calls, shaped the way react-admin understands them: an HttpError whose message is
// the server's text (already in the user's language) and whose body carries the response code and, when the
// server blamed particular fields, `errors` for the form (react-admin puts them under the fields).
import { HttpError } from 'react-admin';
import { isSilentCode } from '../transport/classify';
import { isMmcError } from '../transport/errors';
import { reactionFor } from '../transport/reactions';

export interface DataErrorBody {
  code: string;
  kind: string;
  errors?: Record<string, string>;
}

export const toDataError = (error: unknown): unknown => {
  if (!isMmcError(error)) return error;
  const fieldErrors = error.body?.fieldErrors;
  const errors = fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
  const body: DataErrorBody = { code: error.code, kind: error.kind, ...(errors ? { errors } : {}) };
  const dataError = new HttpError(error.message, error.status ?? 200, body);
  return dataError;
};

const codeOf = (error: unknown): string | undefined => {
  const body = (error as { body?: Partial<DataErrorBody> } | null)?.body;
  return typeof body?.code === 'string' ? body.code : undefined;
};

/** Whether a failure is the server's (or the transport's) answer, its message fit to show as it is. */
export const isDataError = (error: unknown): error is HttpError & { body: DataErrorBody } => error instanceof HttpError && codeOf(error) !== undefined;

/** Whether a failure must not raise a notification: a silent code (spec 002 §8.1) or a session reaction. */
export const isQuietFailure = (error: unknown): boolean => {
  const code = codeOf(error);
  // NO_PERMISSION: the page already shows the 'no permission' warning.
  return code !== undefined && (isSilentCode(code) || reactionFor(code) !== undefined || code === 'NO_PERMISSION');
};

export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: Partial<DataErrorBody> } | null)?.body?.errors;
