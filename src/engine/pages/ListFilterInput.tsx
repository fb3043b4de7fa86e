// One declared list filter other than the search box: the field's input as a filter, or one end of a range
// ("Date from"), offering only the choices an action narrows it to (choicesFrom). react-admin's filter form reads
// `source` and `alwaysOn` from this element's props.
import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../../config/definitions';
import { lazyInputFor } from '../inputs/lazyInputFor';
import { useOfferedValues } from '../inputs/useOfferedValues';
import type { ListFilter, RangeEnd } from '../../config/rangeFilter';
import { getEntity } from '../registry';
import { fieldLabel } from './labels';

interface ListFilterInputProps {
  definition: ResourceDefinition;
  filter: ListFilter;
  /** The filter value's name: the field's own, or <field>_gte / <field>_lte for an end of a range. */
  source: string;
  rangeEnd?: RangeEnd;
  alwaysOn?: boolean;
}

export const ListFilterInput = ({ definition, filter, source, rangeEnd }: ListFilterInputProps) => {
  const translate = useTranslate();
  const field = getEntity(definition.entity).fields[filter.source];
  const offered = useOfferedValues(field.enum, definition.name, filter);
  const label = translate(fieldLabel(definition.name, filter.source));
  return (
    // Until the inputs' code is there (a filter showing from the start has it fetched with the list), the space a
    // filter takes is kept, so the table does not jump.
    <Suspense fallback={<Box sx={{ width: 220, height: 48 }} />}>
      <lazyInputFor.Page
        source={source}
        entity={definition.entity}
        field={{ ...field, name: source, enum: offered, required: false }}
        label={rangeEnd ? translate(`engine.filters.${rangeEnd}`, { field: label }) : label}
        widget={field.enum ? 'select' : undefined}
        asFilter
      />
    </Suspense>
  );
};
