// The enum values a list filter offers when its resource file narrows them with an action (choicesFrom): the
// values the action answers, in the enum's own order, fetched once per action and shared. Until the answer comes,
// and if the call fails, every value of the enum is offered, so the filter always works.
import { useQuery } from '@tanstack/react-query';
import { readPath } from '../../data/templates';
import { callNamedAction } from '../../transport/client';
import type { ListFilter } from '../rangeFilter';

type ChoicesFrom = NonNullable<ListFilter['choicesFrom']>;

const offeredBy = async (source: ChoicesFrom): Promise<Set<string>> => {
  const answer = await callNamedAction(source.action, { ...(source.params ?? {}) }, { hideErrMsg: true });
  const items = readPath(answer, source.items);
  const values = (Array.isArray(items) ? items : []).map((item) => (item && typeof item === 'object' ? (item as Record<string, unknown>)[source.value] : undefined));
  return new Set(values.filter((value) => value !== undefined && value !== null).map(String));
};

export const useOfferedValues = (all: readonly string[] | undefined, source: ChoicesFrom | undefined): string[] | undefined => {
  const { data } = useQuery({
    queryKey: ['offeredValues', source?.action, source?.params],
    queryFn: () => offeredBy(source!),
    enabled: Boolean(source),
    staleTime: 5 * 60_000,
  });
  if (!all || !data) return all ? [...all] : undefined;
  return all.filter((value) => data.has(value));
};
