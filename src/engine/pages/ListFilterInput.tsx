// One declared list filter other than the search box: the field's input as a filter, a range end labelled as
// such ("Date from"), and the choices an action narrows it to (choicesFrom). react-admin's filter form reads
// `source` and `alwaysOn` from this element's props.
import { useTranslate } from 'react-admin';
import type { ResourceDefinition } from '../definitions';
import { filterName, type ListFilter } from '../filterNames';
import { InputFor } from '../inputs/InputFor';
import { useOfferedValues } from '../inputs/useOfferedValues';
import { getEntity } from '../registry';
import { fieldLabel } from './labels';

export const ListFilterInput = ({ definition, filter }: { definition: ResourceDefinition; filter: ListFilter; source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate();
  const field = getEntity(definition.entity).fields[filter.source];
  const offered = useOfferedValues(field.enum, filter.choicesFrom);
  const name = filterName(filter);
  const label = translate(fieldLabel(definition.name, filter.source));
  return (
    <InputFor
      source={name}
      entity={definition.entity}
      field={{ ...field, name, enum: offered, required: false }}
      label={filter.range ? translate(`engine.range.${filter.range}`, { field: label }) : label}
      widget={field.enum ? 'select' : undefined}
      asFilter
    />
  );
};
