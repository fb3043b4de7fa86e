// @vitest-environment jsdom
// The rows asked for at boot are the ones react-admin's list then asks for: the same page, sort and filter, from
// the address, from the list's remembered parameters, or from the resource file's defaults.
import '../../declaredScreensProvided';
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, ListBase, memoryStore, type DataProvider, type GetListParams, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PER_PAGE, firstPageParams } from '../../../src/engine/firstPage';
import { getResourceDefinition } from '../../../src/engine/registry';

afterEach(cleanup);

/** What react-admin's list asks for when opened at `address` (as ResourceList opens it). */
const listRequest = async (name: string, address: string, store: Store) => {
  const definition = getResourceDefinition(name);
  const getList = vi.fn(async () => ({ data: [], total: 0 }));
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={{ getList } as unknown as DataProvider} store={store}>
        <ListBase resource={name} sort={definition.list?.sort} perPage={definition.list?.perPage ?? DEFAULT_PER_PAGE}>
          <span />
        </ListBase>
      </AdminContext>
    </MemoryRouter>,
  );
  await waitFor(() => expect(getList).toHaveBeenCalled());
  const [, params] = getList.mock.calls[0] as unknown as [string, GetListParams & { signal?: unknown }];
  const { pagination, sort, filter } = params;
  return { pagination, sort, filter };
};

const cases: Array<{ what: string; name: string; search: string; stored?: Record<string, unknown> }> = [
  { what: 'the address names page and size', name: 'customers', search: '?perPage=25&page=3' },
  { what: 'the address names sort and filter', name: 'customers', search: '?sort=custNm&order=DESC&filter=%7B%22q%22%3A%22Wanjiru%22%7D' },
  { what: 'no query: the resource file’s defaults', name: 'customers', search: '' },
  { what: 'no query: another list’s defaults', name: 'transactions', search: '' },
  {
    what: 'no query: the list’s remembered parameters',
    name: 'customers',
    search: '',
    stored: { sort: 'email', order: 'ASC', page: 2, perPage: 50, filter: { gender: 'F' } },
  },
];

describe('the first page asked for at boot', () => {
  it.each(cases)('is the page the list asks for: $what', async ({ name, search, stored }) => {
    const store = memoryStore(stored ? { [`${name}.listParams`]: stored } : {});
    const expected = firstPageParams(getResourceDefinition(name), search, store);
    expect(await listRequest(name, `/${name}${search}`, store)).toEqual(expected);
  });
});
