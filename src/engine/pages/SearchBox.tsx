// The list search box: the shared SearchField (spec 001 §5 timing) bound to the list's filter.
import { useListContext } from 'react-admin';
import { SearchField } from '../../layout/SearchField';

export const SearchBox = ({ source = 'q' }: { source?: string; alwaysOn?: boolean }) => {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  return (
    <SearchField
      value={String(filterValues[source] ?? '')}
      onSearch={(value) => setFilters({ ...filterValues, [source]: value }, displayedFilters, false)}
      sx={{ minWidth: 260, mb: 1 }}
    />
  );
};
