// Several records of another resource, chosen by name (x-reference: a staff member's stores): a type-to-find list
// of chips, searched on the server when the resource's list has a search box. A constant x-reference-filter narrows
// the choices (a mandate's people: active staff only), as the server does.
import { AutocompleteArrayInput, ReferenceArrayInput, type Validator } from 'react-admin';
import { nameFields } from '../../config/recordName';
import { constantPart } from '../../config/referenceFilter';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { getResourceDefinition } from '../registry';
import { ChoicesNarrowedAsTyped, useTypeToFind } from './ChoicesNarrowedAsTyped';

interface ReferencesInputProps {
  field: FieldDescriptor;
  label: string;
  validate?: Validator;
  disabled?: boolean;
}

export const ReferencesInput = ({ field, label, validate, disabled }: ReferencesInputProps) => {
  const target = getResourceDefinition(field.reference!);
  const representation = target.recordRepresentation ?? target.idField;
  const name = nameFields(representation)[0];
  const searchable = target.list?.filters?.some((filter) => (typeof filter === 'string' ? filter : filter.source) === 'q');
  const { typed, onInputChange, nameOf } = useTypeToFind(representation);
  return (
    <ReferenceArrayInput
      source={field.name}
      reference={target.name}
      perPage={50}
      sort={{ field: name, order: 'ASC' }}
      filter={constantPart(field.referenceFilter)}
    >
      <ChoicesNarrowedAsTyped typed={typed} nameOf={nameOf}>
        <AutocompleteArrayInput
          label={label}
          validate={validate}
          optionText={nameOf}
          disabled={disabled}
          fullWidth
          filterToQuery={(text: string) => (searchable && text ? { q: text } : {})}
          // A wizard moves the focus to a step's first field: an open list there would cover its Next button.
          openOnFocus={false}
          onInputChange={onInputChange}
        />
      </ChoicesNarrowedAsTyped>
    </ReferenceArrayInput>
  );
};
