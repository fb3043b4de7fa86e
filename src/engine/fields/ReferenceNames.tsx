// The names of the records an x-reference field holds (a staff member's stores): chips on a record's page, plain
// text in a table cell or for a single reference (a product's category). Ids of one page are fetched together
// (react-admin aggregates getMany calls).
import { Chip, Stack, Typography } from '@mui/material';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import { recordName } from '../../config/recordName';
import { getResourceDefinition } from '../registry';

// A long name wraps inside its chip: cut short, the stores of one business ("Mama Wanjiru Traders – H…") lost the part
// that tells them apart on a phone.
const wrappingChip = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 } };

export const ReferenceNames = ({ reference, ids, cell, plain }: { reference: string; ids: readonly unknown[]; cell?: boolean; plain?: boolean }) => {
  const translate = useTranslate();
  const target = getResourceDefinition(reference);
  const representation = target.recordRepresentation ?? target.idField;
  const { data } = useGetManyAggregate(reference, { ids: ids.map(String) });
  // Until the names arrive (or for a record no longer there) the id stands in.
  const names = ids.map((id) => {
    const record = data?.find((candidate) => String(candidate.id) === String(id));
    return (record && recordName(representation, record)) || String(id);
  });
  if (cell) return <span>{names.join(translate('engine.listSeparator'))}</span>;
  if (plain) {
    return (
      <Typography component="span" variant="body2">
        {names.join(translate('engine.listSeparator'))}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {names.map((label, index) => (
        <Chip key={String(ids[index])} size="small" label={label} sx={wrappingChip} />
      ))}
    </Stack>
  );
};
