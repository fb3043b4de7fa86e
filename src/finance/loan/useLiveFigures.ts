// Figures the server works out for what is being typed (a loan's repayments, a top-up, a restructure, a boost), asked
// for a moment after typing pauses. Never stale: figures are shown only for exactly the request now on screen; while
// the server is asked about a newer one the page says it is working. Each answer is kept under the request it
// answers, so an answer that arrives late (out of order) lands under its own request and is never shown for another.
import { useQuery } from '@tanstack/react-query';
import { useSettled } from '../../engine/settled';
import { isMmcError } from '../../transport/errors';

export type LiveFigures<T> =
  | { kind: 'waiting' }
  | { kind: 'working' }
  | { kind: 'ready'; figures: T }
  | { kind: 'refused'; fieldErrors: Record<string, string>; message: string };

/** The server's words under each field of a refusal (MMCP0001), if it named fields. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  isMmcError(error) && error.body?.fieldErrors && typeof error.body.fieldErrors === 'object'
    ? (error.body.fieldErrors as Record<string, string>)
    : {};

export const useLiveFigures = <R extends object, T>(
  name: string,
  request: R | null,
  ask: (request: R, signal: AbortSignal) => Promise<T>,
  /** Belt and braces: whether the answer is for this request. */
  answers: (figures: T, request: R) => boolean = () => true,
): LiveFigures<T> => {
  const asked = request ? JSON.stringify(request) : '';
  const settled = useSettled(asked);
  const answer = useQuery({
    queryKey: ['loans', name, settled],
    queryFn: ({ signal }) => ask(JSON.parse(settled) as R, signal),
    enabled: settled !== '' && settled === asked,
    staleTime: 60_000,
    retry: false,
  });
  if (!request) return { kind: 'waiting' };
  if (settled !== asked || answer.isPending || answer.isFetching) return { kind: 'working' };
  if (answer.isError)
    return { kind: 'refused', fieldErrors: fieldErrorsOf(answer.error), message: answer.error instanceof Error ? answer.error.message : '' };
  if (!answers(answer.data, request)) return { kind: 'working' };
  return { kind: 'ready', figures: answer.data };
};
