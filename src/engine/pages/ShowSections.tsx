// The detail page: each section a card of label/value pairs. A table (an array of objects) takes the card's whole
// width, under its label, or alone when it is the section's only field (the section's title names it then).
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { sectionApplies } from '../../config/sections';
import { FieldValue } from '../fields/FieldValue';
import { ObjectRowsValue } from '../fields/ObjectRowsValue';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { getEntity, optionsOf } from '../registry';
import { displayWidgetFor } from '../widgets';
import { fieldLabel, itemFieldLabel, sectionLabel } from './labels';

type ShowSection = NonNullable<ResourceDefinition['show']>['sections'][number];

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

// From lg the cards stand in two columns, each column filled top to bottom: in rows, a short card beside a tall one
// left a hole under it as tall as the difference (Manage Storefront: 146 px under its payment methods).
const sectionColumns = { columnCount: { xs: 1, lg: 2 }, columnGap: 2, '& > section': { breakInside: 'avoid', mb: 2 } };

export const ShowSections = ({ definition, className }: { definition: ResourceDefinition; className?: string }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const entity = getEntity(definition.entity);
  const shown = (section: ShowSection) =>
    sectionApplies(section, record) && (!section.hideWhenEmpty || section.fields.some((ref) => !isEmpty(record?.[optionsOf(ref).source])));
  return (
    <Box className={className} sx={sectionColumns}>
      {(definition.show?.sections ?? []).filter(shown).map((section) => (
        <Card key={section.key} variant="outlined" component="section" aria-label={translate(sectionLabel(definition.name, section.key))}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {translate(sectionLabel(definition.name, section.key))}
            </Typography>
            {/* Positioned, so that the hidden label of a table alone in its section stays inside the card (absolutely
                placed in the grid, it was set beyond the page's right edge and widened the page). */}
            <Box component="dl" sx={{ position: 'relative', display: 'grid', gridTemplateColumns: 'minmax(140px, 40%) 1fr', rowGap: 1.25, columnGap: 2, m: 0 }}>
              {section.fields.map((ref) => {
                const options = optionsOf(ref);
                const field = entity.fields[options.source];
                const table = displayWidgetFor(field, options.widget) === 'array';
                const label = translate(fieldLabel(definition.name, field.name));
                const alone = table && section.fields.length === 1;
                return (
                  <Box key={options.source} sx={{ display: 'contents' }}>
                    <Typography
                      component="dt"
                      variant="body2"
                      color="text.secondary"
                      sx={table ? { gridColumn: '1 / -1', ...(alone && visuallyHidden) } : undefined}
                    >
                      {label}
                    </Typography>
                    {/* A value with no place to break (a web address) wraps inside its column instead of widening the card
                        past the screen. Not a table's cells: told they may break anywhere, a table on a phone gave its
                        text columns the width of a letter ("Nyambura Macharia" a letter a line); it scrolls instead. */}
                    <Box component="dd" sx={{ m: 0, minWidth: 0, ...(table ? { gridColumn: '1 / -1' } : { overflowWrap: 'anywhere' }) }}>
                      {table ? (
                        <TableValue
                          field={field}
                          widget={options.widget}
                          label={label}
                          itemLabel={(item) => translate(itemFieldLabel(definition.name, field.name, item))}
                        />
                      ) : (
                        <FieldValue field={field} widget={options.widget} itemLabel={(item) => translate(itemFieldLabel(definition.name, field.name, item))} />
                      )}
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

/** An array of objects as its table (or, on a phone, its lines), drawn with the page rather than loaded after it. */
const TableValue = ({ field, widget, label, itemLabel }: { field: FieldDescriptor; widget?: string; label: string; itemLabel: (item: string) => string }) => {
  const rows = useRecordContext()?.[field.name];
  if (!Array.isArray(rows) || isEmpty(rows)) return <FieldValue field={field} widget={widget} itemLabel={itemLabel} />;
  return <ObjectRowsValue field={field} rows={rows} label={label} itemLabel={itemLabel} renderCell={(item) => <FieldValue field={item} />} />;
};

/** Read by screen readers, not shown (here: the term of a table whose section title already says it). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
