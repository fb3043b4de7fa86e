// What a list says when a search or filter finds nothing: after a search, the spec's own words (002 "Sorry, no
// results were found for this keyword"), otherwise react-admin's; either way with a way back to every record.
import { CardContent, Typography } from '@mui/material';
import { Button, ListNoResults, useListContext, useTranslate } from 'react-admin';

export const NoResults = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const keyword = typeof filterValues?.q === 'string' ? filterValues.q.trim() : '';
  if (!keyword) return <ListNoResults />;
  return (
    <CardContent>
      <Typography variant="body2" role="status">
        {translate('engine.noKeywordResults')}{' '}
        <Button onClick={() => setFilters({}, [])} label={translate('ra.navigation.clear_filters', { _: 'Clear filters' })} />
      </Typography>
    </CardContent>
  );
};
