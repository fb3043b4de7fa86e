// One form section's inputs in a responsive grid, each chosen by its field's schema.
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { InputFor } from '../inputs/InputFor';
import { getEntity, optionsOf } from '../registry';
import { fieldLabel, itemFieldLabel } from './labels';

export type FormSection = NonNullable<ResourceDefinition['form']>['sections'][number];

// Only a few forms show figures the server works out as they are typed.
const SectionPreview = lazy(() => import('./SectionPreview').then((module) => ({ default: module.SectionPreview })));

/** The form field names a section holds: what "Next" checks before leaving its step. */
export const sectionSources = (section: FormSection): string[] => section.fields.map((ref) => optionsOf(ref).source);

export const SectionFields = ({ definition, section, mode }: { definition: ResourceDefinition; section: FormSection; mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const entity = getEntity(definition.entity);
  return (
    <>
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
                presets={options.presets}
              />
            </Box>
          );
        })}
      </Box>
      {section.preview && (
        <Suspense fallback={null}>
          <SectionPreview definition={definition} section={section.key} preview={section.preview} />
        </Suspense>
      )}
    </>
  );
};
