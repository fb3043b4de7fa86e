// Tabs over an enum field (e.g. ticket status): each tab is the list filtered to one value; "All" clears it.
import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { enumLabelKey } from '../fields/EnumChip';

export const ListTabs = ({ source, values, enumName }: { source: string; values: string[]; enumName?: string }) => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
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
      <Tab value="all" label={translate('engine.all')} />
      {values.map((value) => (
        <Tab key={value} value={value} label={translate(enumLabelKey(enumName, value), { _: value })} />
      ))}
    </Tabs>
  );
};
