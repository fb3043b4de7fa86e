// The sections of a create/edit form: a titled group each, inputs in a responsive grid.
import { Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { useTrackUnsavedChanges } from '../../layout/unsavedChanges';
import type { ResourceDefinition } from '../definitions';
import { InputFor } from '../inputs/InputFor';
import { getEntity, optionsOf } from '../registry';
import { fieldLabel, itemFieldLabel, sectionLabel } from './labels';

export const FormSections = ({ definition, mode }: { definition: ResourceDefinition; mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  useTrackUnsavedChanges();
  const entity = getEntity(definition.entity);
  const sections = definition.form?.sections ?? [];
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(sectionLabel(definition.name, section.key))}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {section.fields.map((ref) => {
              const options = optionsOf(ref);
              const field = entity.fields[options.source];
              const wide = options.fullWidth || field.widget === 'textarea';
              return (
                <Box key={options.source} sx={{ gridColumn: wide ? '1 / -1' : undefined }}>
                  <InputFor
                    entity={definition.entity}
                    field={field}
                    label={translate(fieldLabel(definition.name, field.name))}
                    widget={options.widget}
                    itemLabel={(item) => translate(itemFieldLabel(definition.name, field.name, item))}
                    fullWidth
                    disabled={options.readOnly || (field.readOnly && mode === 'edit')}
                  />
                </Box>
              );
            })}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
};
