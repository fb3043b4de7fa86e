// The react-admin name of a declared list filter. A range end over a field is <source>_gte ("from") or
// <source>_lte ("to"), react-admin's own convention, so two filters over one field never share a name. The
// resource file maps these names to the action's request fields (methods.getList.filters); the embedded
// backend reads the same names to know which request field bounds which record field.
import type { ResourceDefinition } from './definitions';

export type ListFilter = NonNullable<NonNullable<ResourceDefinition['list']>['filters']>[number];
export type RangeEnd = NonNullable<ListFilter['range']>;

const SUFFIX: Record<RangeEnd, string> = { from: '_gte', to: '_lte' };

export const filterName = (filter: ListFilter): string => (filter.range ? `${filter.source}${SUFFIX[filter.range]}` : filter.source);
