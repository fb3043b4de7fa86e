// The page, sort and filter a declared list will ask for when it opens at an address: react-admin's own rules
// (useListParams: the address's query, else the list's remembered parameters, else the resource file's defaults),
// so that a request made before the list exists (src/data/earlyLists.ts) is the one the list then makes.
import { getQuery, parseQueryFromLocation, type GetListParams, type Store } from 'react-admin';
import type { ResourceDefinition } from '../config/definitions';

/** react-admin's sort when a list declares none. */
const DEFAULT_SORT = { field: 'id', order: 'ASC' as const };
/** The engine's page size when a list declares none (ResourceList). */
export const DEFAULT_PER_PAGE = 10;

export const firstPageParams = (definition: ResourceDefinition, search: string, store: Store): GetListParams => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${definition.name}.listParams`, {}),
    filterDefaultValues: undefined,
    sort: definition.list?.sort ?? DEFAULT_SORT,
    perPage: definition.list?.perPage ?? DEFAULT_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
};
