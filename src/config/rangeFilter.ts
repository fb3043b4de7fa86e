// A range filter's two values (list.filters[].range): from and to, both inclusive, named by react-admin's own
// _gte/_lte convention. The list page, the data provider's field mapping and the embedded backend agree on them.
import type { ResourceDefinition } from './definitions';

export type ListFilter = NonNullable<NonNullable<ResourceDefinition['list']>['filters']>[number];
export type RangeEnd = 'from' | 'to';

export const rangeSources = (source: string): Record<RangeEnd, string> => ({ from: `${source}_gte`, to: `${source}_lte` });
