// The sections of a create/edit form: a titled group each.
import { Alert, Box, Divider, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { useTrackUnsavedChanges } from '../../layout/unsavedChanges';
import { useAppliedSections } from './useAppliedSections';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionLabel } from './labels';
import { SectionFields } from './SectionFields';

export const FormSections = ({ definition, mode }: { definition: ResourceDefinition; mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  useTrackUnsavedChanges();
  const sections = useAppliedSections(definition);
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      {definition.form?.note && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`resources.${definition.name}.formNote`)}
        </Alert>
      )}
      {sections.map((section, index) => (
        <Fragment key={section.key}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(sectionLabel(definition.name, section.key))}
          </Typography>
          <SectionFields definition={definition} section={section} mode={mode} />
        </Fragment>
      ))}
    </Box>
  );
};
