// The first list page asked for at boot is the answer the list then gets: one request, not two; a different page,
// an early request that failed or one nobody took in time are asked for again.
import type { DataProvider, GetListParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withEarlyLists } from '../../../src/data/earlyLists';

const page = (perPage: number, filter: Record<string, unknown> = {}): GetListParams => ({
  pagination: { page: 1, perPage },
  sort: { field: 'custNm', order: 'ASC' },
  filter,
});

/** A provider that answers with a numbered answer per call (or fails the calls listed). */
const countingProvider = (failing: number[] = []) => {
  let calls = 0;
  const getList = vi.fn(async () => {
    calls += 1;
    if (failing.includes(calls)) throw new Error(`call ${calls} failed`);
    return { data: [{ id: calls }], total: calls };
  });
  return { provider: { getList } as unknown as DataProvider, getList };
};

afterEach(() => vi.useRealTimers());

describe('early list pages', () => {
  it('gives the list the answer asked for early, with one request in all', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25));
    const answer = await early.provider.getList('customers', page(25));
    expect(answer).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(getList).toHaveBeenCalledTimes(1);
  });

  it('matches the filter whatever the order of its fields, and only once: a later refresh asks the server', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25, { a: 1, b: 2 }));
    expect(await early.provider.getList('customers', page(25, { b: 2, a: 1 }))).toMatchObject({ total: 1 });
    expect(await early.provider.getList('customers', page(25, { b: 2, a: 1 }))).toMatchObject({ total: 2 });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('asks again for another page size, another resource or another filter', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25));
    await early.provider.getList('customers', page(10));
    await early.provider.getList('stores', page(25));
    await early.provider.getList('customers', page(25, { q: 'Wanjiru' }));
    expect(getList).toHaveBeenCalledTimes(4);
  });

  it('serves the first list request only: after another page was asked for, the early one is asked for afresh', async () => {
    const { provider, getList } = countingProvider();
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25));
    await early.provider.getList('customers', page(10));
    expect(await early.provider.getList('customers', page(25))).toMatchObject({ total: 3 });
    expect(getList).toHaveBeenCalledTimes(3);
  });

  it('asks again when the early request failed, so the list reports its own failure or rows', async () => {
    const { provider, getList } = countingProvider([1]);
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25));
    expect(await early.provider.getList('customers', page(25))).toMatchObject({ total: 2 });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('drops an early answer nobody took within 15 s: the list gets fresh rows', async () => {
    vi.useFakeTimers();
    const { provider, getList } = countingProvider();
    const early = withEarlyLists(provider);
    early.prefetchList('customers', page(25));
    vi.advanceTimersByTime(16_000);
    expect(await early.provider.getList('customers', page(25))).toMatchObject({ total: 2 });
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('leaves the provider’s other methods as they are', () => {
    const getOne = vi.fn();
    const early = withEarlyLists({ getList: vi.fn(), getOne } as unknown as DataProvider);
    expect(early.provider.getOne).toBe(getOne);
  });
});
