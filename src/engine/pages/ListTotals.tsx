// Totals over every record a list's filters keep (resource file: methods.getList.totals), above the list: each an
// entity field, labelled and formatted as that field is in the list (money as KES). The data provider brings them
// in the list answer's meta; a list whose answer has none shows nothing here.
import { Box, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { FieldValue } from '../fields/FieldValue';
import { getEntity } from '../registry';
import { fieldLabel } from './labels';

export const ListTotals = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const { meta } = useListContext();
  const totals = (meta as { totals?: Record<string, unknown> } | undefined)?.totals;
  const declared = definition.methods.getList?.totals;
  if (!declared || !totals) return null;
  const entity = getEntity(definition.entity);
  const fields = declared.fields.flatMap((name) => (entity.fields[name] ? [entity.fields[name]] : []));
  return (
    <Box
      component="section"
      aria-label={translate('engine.totals')}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: { xs: 3, sm: 5 }, rowGap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <RecordContextProvider value={{ id: 'totals', ...totals }}>
        {fields.map((field) => (
          <Box key={field.name} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {translate('engine.totalOf', { field: translate(fieldLabel(definition.name, field.name)) })}
            </Typography>
            <Typography component="div" sx={{ fontWeight: 600 }}>
              <FieldValue field={field} />
            </Typography>
          </Box>
        ))}
      </RecordContextProvider>
    </Box>
  );
};
