// A list's first page, asked for while the console is still starting (issue #12). Opened on a list's address, the
// console used to render its whole frame, check the session and the page's access, mount the list, and only then ask
// for the rows: ~500 ms of an idle main thread's work before the request left, more on a phone. The boot now asks at
// once (src/app/services.ts); the list's own request, when it comes with the same page, sort and filter, takes that
// answer instead of asking again.
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

/** An early answer nobody took within this time is dropped: the list then asks for fresh rows. */
const KEEP_MS = 15_000;

interface Early {
  answer: Promise<GetListResult>;
  at: number;
}

const sortedEntries = (filter: Record<string, unknown> = {}) => Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const keyOf = (resource: string, { pagination, sort, filter }: GetListParams) =>
  JSON.stringify([resource, pagination?.page, pagination?.perPage, sort?.field, sort?.order, sortedEntries(filter)]);

export interface EarlyLists<P extends DataProvider> {
  provider: P;
  /** Asks for a list page now; the first getList with the same page, sort and filter gets this answer. */
  prefetchList: (resource: string, params: GetListParams) => void;
}

export const withEarlyLists = <P extends DataProvider>(provider: P): EarlyLists<P> => {
  const early = new Map<string, Early>();

  const getList = (resource: string, params: GetListParams) => {
    const kept = early.get(keyOf(resource, params));
    // An early answer serves the first list request only: after any other, it may describe what has changed since
    // (a store switched, a record saved).
    early.clear();
    if (!kept || Date.now() - kept.at > KEEP_MS) return provider.getList(resource, params);
    // A failed early request (no session, no network) is asked again the list's own way, so the session reactions
    // reach a console that is listening by now, and the list reports its own failure.
    return kept.answer.catch(() => provider.getList(resource, params));
  };

  const prefetchList = (resource: string, params: GetListParams) => {
    const key = keyOf(resource, params);
    if (early.has(key)) return;
    const answer = provider.getList(resource, params);
    answer.catch(() => undefined);
    early.set(key, { answer, at: Date.now() });
  };

  const wrapped = new Proxy(provider, {
    get: (target, name, receiver) => (name === 'getList' ? getList : Reflect.get(target, name, receiver)),
  });
  return { provider: wrapped, prefetchList };
};
