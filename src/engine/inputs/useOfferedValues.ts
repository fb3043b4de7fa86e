// The enum values a list filter offers when its resource file narrows them with an action (choicesFrom): the
// values the action answers (asked through the data provider's offeredValues), in the enum's own order, fetched
// once per action and shared. Until the answer comes, and if the call fails, every value of the enum is offered,
// so the filter always works.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ListFilter } from '../../config/rangeFilter';
import type { ConsoleDataProvider } from '../../data/consoleMethods';

export const useOfferedValues = (all: readonly string[] | undefined, resource: string, filter: ListFilter): string[] | undefined => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const source = filter.choicesFrom;
  const { data } = useQuery({
    // Filters naming the same action and params share one answer.
    queryKey: ['offeredValues', source?.action, source?.params],
    queryFn: async () => new Set((await dataProvider.offeredValues(resource, { source: filter.source })).data),
    enabled: Boolean(source),
    staleTime: 5 * 60_000,
  });
  if (!all || !data) return all ? [...all] : undefined;
  return all.filter((value) => data.has(value));
};
