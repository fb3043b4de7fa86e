// Tabs over an enum field (e.g. ticket status): each tab is the list filtered to one value; "All" clears it.
// With list.tabs.counts, each tab shows how many records it holds, from one statistics action (an order's
// StatisGoodsOrder): asked once per list and again on every refresh (react-admin's refresh invalidates every
// query, so a command that moves a record to another tab updates the numbers too).
import { Box, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider, TabCounts } from '../../data/consoleMethods';
import { enumLabelKey } from '../fields/EnumChip';

const TabLabel = ({ label, count }: { label: string; count: number | undefined }) =>
  count === undefined ? (
    <>{label}</>
  ) : (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {label}
      {/* A count beside the name (read as "New 3"): small, and muted when the tab holds nothing. */}
      <Box
        component="span"
        sx={{
          minWidth: 20,
          px: 0.75,
          borderRadius: 10,
          fontSize: '0.75rem',
          lineHeight: '20px',
          fontVariantNumeric: 'tabular-nums',
          bgcolor: count > 0 ? 'primary.main' : 'action.selected',
          color: count > 0 ? 'primary.contrastText' : 'text.secondary',
        }}
      >
        {count}
      </Box>
    </Box>
  );

const useTabCounts = (resource: string, enabled: boolean): TabCounts | undefined => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: [resource, 'tabCounts'],
    queryFn: async () => (await dataProvider.tabCounts(resource)).data,
    enabled,
  });
  return data;
};

export const ListTabs = ({
  source,
  values,
  enumName,
  withCounts = false,
}: {
  source: string;
  values: string[];
  enumName?: string;
  /** The resource declares list.tabs.counts. */
  withCounts?: boolean;
}) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters, resource } = useListContext();
  const counts = useTabCounts(resource, withCounts);
  const current = filterValues[source] === undefined ? 'all' : String(filterValues[source]);
  return (
    <Tabs
      value={current}
      onChange={(_, value: string) => {
        const { [source]: _removed, ...others } = filterValues;
        setFilters(value === 'all' ? others : { ...others, [source]: value }, displayedFilters, false);
      }}
      // On a phone the tabs are wider than the card: they scroll within it (arrows shown) instead of widening the page.
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="all" label={<TabLabel label={translate('engine.all')} count={counts?.all} />} />
      {values.map((value) => (
        <Tab
          key={value}
          value={value}
          label={<TabLabel label={translate(enumLabelKey(enumName, value), { _: value })} count={counts ? (counts.counts[value] ?? 0) : undefined} />}
        />
      ))}
    </Tabs>
  );
};
