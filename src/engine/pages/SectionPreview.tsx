// Figures the server works out from the form as it is typed (a push message's recipients and total cost), shown at
// the end of a section. The server is asked once the fields it needs hold valid values, and again a moment after
// they stop changing; a screen reader hears the new figures without leaving the field being typed in.
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RecordContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionDecidingFields, withoutSkippedSections } from '../../config/sections';
import type { ConsoleDataProvider } from '../../data/consoleMethods';
import { isAbsent, validateField } from '../../validation/validate';
import { FieldValue } from '../fields/FieldValue';
import { getEntity } from '../registry';
import { fieldLabel } from './labels';
import type { FormSection } from './SectionFields';
import { toWireRecord } from './saving';
import { SETTLE_MS, useSettled } from '../settled';

export type PreviewConfig = NonNullable<FormSection['preview']>;


const isEmpty = (value: unknown) => isAbsent(value) || (Array.isArray(value) && value.length === 0);

/** The request a preview sends, and the fields still missing or wrong: while there are any, nothing is sent. */
export const previewRequest = (
  definition: ResourceDefinition,
  preview: PreviewConfig,
  typed: Record<string, unknown>,
): { request: Record<string, unknown>; waitingFor: string[] } => {
  const entity = getEntity(definition.entity);
  const applied = withoutSkippedSections(definition, typed);
  const wire = toWireRecord(
    entity,
    Object.fromEntries(preview.from.filter((field) => field in applied && !isEmpty(applied[field])).map((field) => [field, applied[field]])),
  );
  const wrong = Object.keys(wire).filter((field) => validateField(definition.entity, field, wire[field], { required: false, record: wire }) !== null);
  const missing = preview.needs.filter((field) => !(field in wire));
  // A wrong value (a mistyped number) would give a misleading figure: the preview waits until it is put right.
  return { request: wire, waitingFor: [...missing, ...wrong] };
};

export const SectionPreview = ({ definition, section, preview }: { definition: ResourceDefinition; section: string; preview: PreviewConfig }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const entity = getEntity(definition.entity);
  const watched = useMemo(
    () => [...new Set([...preview.from, ...sectionDecidingFields(definition.form?.sections ?? [])])],
    [preview.from, definition.form?.sections],
  );
  const values = useWatch({ name: watched }) as unknown[];
  const typed = Object.fromEntries(watched.map((field, index) => [field, values[index]]));
  const { request, waitingFor } = previewRequest(definition, preview, typed);
  const asked = JSON.stringify(request);
  const settled = useSettled(asked, SETTLE_MS);
  const ready = waitingFor.length === 0;
  const answer = useQuery({
    queryKey: [definition.name, 'preview', section, settled],
    queryFn: async ({ signal }) =>
      (await dataProvider.preview(definition.name, { section, data: JSON.parse(settled) as Record<string, unknown>, signal })).data,
    enabled: ready && settled === asked,
    staleTime: 60_000,
    retry: false,
    // The figures for what was typed before stay on screen, beside the spinner, until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  const label = (field: string) => translate(fieldLabel(definition.name, field));
  const quotedLabels = (fields: readonly string[]) => fields.map((field) => `“${label(field)}”`).join(translate('engine.listSeparator'));
  const working = ready && (settled !== asked || answer.isFetching);

  let content;
  if (!ready) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {translate('engine.preview.waiting', { fields: quotedLabels(waitingFor), shown: quotedLabels(preview.shows) })}
      </Typography>
    );
  } else if (answer.isError && !working) {
    content = (
      <Typography variant="body2" color="text.secondary">
        {translate('engine.preview.failed')}
      </Typography>
    );
  } else {
    content = (
      <RecordContextProvider value={answer.data ?? {}}>
        <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap" alignItems="baseline">
          {preview.shows.map((field) => (
            <Box key={field}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label(field)}
              </Typography>
              {answer.data ? <FieldValue field={entity.fields[field]!} /> : <Typography variant="body2">…</Typography>}
            </Box>
          ))}
          {working && <CircularProgress size={16} aria-label={translate('engine.preview.working')} />}
        </Stack>
      </RecordContextProvider>
    );
  }
  return (
    <Box
      role="status"
      aria-label={preview.shows.map(label).join(', ')}
      aria-live="polite"
      aria-busy={working}
      sx={{ mt: 1, mb: 2, px: 2, py: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      {content}
    </Box>
  );
};
