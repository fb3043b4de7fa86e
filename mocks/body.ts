// Reading request fields the way the provider's server would: missing or mistyped fields are refused.
import { CODES, MockFailure } from './failure';

export const text = (body: Record<string, unknown>, field: string): string => {
  const value = body[field];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  throw new MockFailure(CODES.badRequest, 'messages.parameterRequired', { values: { field } });
};

export const optionalText = (body: Record<string, unknown>, field: string): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value.trim() : String(value);
};

/** Paging as the console sends it: limit and offset. */
export const paging = (body: Record<string, unknown>, defaultLimit = 10): { limit: number; offset: number } => {
  const limit = Number(body.limit ?? defaultLimit);
  const offset = Number(body.offset ?? 0);
  if (!Number.isInteger(limit) || limit < 1 || !Number.isInteger(offset) || offset < 0) {
    throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'limit/offset' } });
  }
  return { limit, offset };
};
