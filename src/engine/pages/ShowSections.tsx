// The detail page: each section a card of label/value pairs.
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../definitions';
import { FieldValue } from '../fields/FieldValue';
import { getEntity, optionsOf } from '../registry';
import { fieldLabel, itemFieldLabel, sectionLabel } from './labels';

export const ShowSections = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const entity = getEntity(definition.entity);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
      {(definition.show?.sections ?? []).map((section) => (
        <Card key={section.key} variant="outlined" component="section" aria-label={translate(sectionLabel(definition.name, section.key))}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {translate(sectionLabel(definition.name, section.key))}
            </Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(140px, 40%) 1fr', rowGap: 1.25, columnGap: 2, m: 0 }}>
              {section.fields.map((ref) => {
                const options = optionsOf(ref);
                const field = entity.fields[options.source];
                return (
                  <Box key={options.source} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {translate(fieldLabel(definition.name, field.name))}
                    </Typography>
                    <Box component="dd" sx={{ m: 0 }}>
                      <FieldValue field={field} widget={options.widget} itemLabel={(item) => translate(itemFieldLabel(definition.name, field.name, item))} />
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
