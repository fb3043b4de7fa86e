// One record of another resource, chosen by name (x-reference on a single id: a product's category). With
// x-reference-filter the choices are narrowed — to top-level categories, or to the sub-categories of the category
// chosen above — and a choice the narrowing no longer allows is cleared when the deciding field changes.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput as RaReferenceInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { nameFields } from '../../config/recordName';
import { constantPart, recordPart } from '../../config/referenceFilter';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { getResourceDefinition } from '../registry';
import { ChoicesNarrowedAsTyped, useTypeToFind } from './ChoicesNarrowedAsTyped';

interface ReferenceInputProps {
  field: FieldDescriptor;
  label: string;
  validate?: Validator;
  disabled?: boolean;
  asFilter?: boolean;
}

export const ReferenceInput = ({ field, label, validate, disabled, asFilter }: ReferenceInputProps) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const target = getResourceDefinition(field.reference!);
  const representation = target.recordRepresentation ?? target.idField;
  const name = nameFields(representation)[0];
  // A list's filter form has no record to read from: only the constant part of the narrowing applies there.
  const deciding = asFilter ? [] : recordPart(field.referenceFilter);
  const decidingValues = useWatch({ name: deciding.map((entry) => entry.field), disabled: deciding.length === 0 }) as unknown[] | undefined;

  const filter: Record<string, string> = constantPart(field.referenceFilter);
  deciding.forEach((entry, index) => {
    const value = decidingValues?.[index];
    if (value !== undefined && value !== null && value !== '') filter[entry.target] = String(value);
  });
  const missing = deciding.find((_entry, index) => [undefined, null, ''].includes(decidingValues?.[index] as never));

  useClearedWhenDecidingChanges(field.name, deciding.length > 0 ? JSON.stringify(decidingValues ?? []) : undefined);

  const searchable = target.list?.filters?.some((entry) => (typeof entry === 'string' ? entry : entry.source) === 'q');
  const sort = target.list?.sort ?? { field: name, order: 'ASC' as const };
  const missingLabel = missing ? translate(`resources.${resource}.fields.${missing.field}`, { _: missing.field }) : '';
  const { typed, onInputChange, nameOf } = useTypeToFind(representation);
  return (
    <RaReferenceInput source={field.name} reference={target.name} perPage={100} sort={sort} filter={filter} queryOptions={{ enabled: !missing }}>
      <ChoicesNarrowedAsTyped typed={typed} nameOf={nameOf}>
        <AutocompleteInput
          label={label}
          validate={validate}
          optionText={nameOf}
          disabled={disabled || Boolean(missing)}
          helperText={asFilter ? false : missing ? translate('engine.reference.chooseFirst', { field: missingLabel }) : undefined}
          emptyValue=""
          fullWidth={!asFilter}
          // The reason it is disabled must stay readable, not greyed out with the input.
          sx={asFilter ? { minWidth: 220 } : { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
          filterToQuery={(text: string) => (searchable && text ? { q: text } : {})}
          // A wizard moves the focus to a step's first field: an open list there would cover its Next button.
          openOnFocus={false}
          onInputChange={onInputChange}
        />
      </ChoicesNarrowedAsTyped>
    </RaReferenceInput>
  );
};

/**
 * A choice made under one category means nothing under another: when the deciding field changes after the form
 * opened, the choice is emptied (an edit form's saved value is kept as it loads).
 */
const useClearedWhenDecidingChanges = (source: string, decidingKey: string | undefined) => {
  const { getValues, setValue } = useFormContext();
  const previous = useRef(decidingKey);
  useEffect(() => {
    if (previous.current === decidingKey) return;
    previous.current = decidingKey;
    const chosen: unknown = getValues(source);
    if (chosen !== undefined && chosen !== null && chosen !== '') setValue(source, '', { shouldDirty: true });
  }, [decidingKey, source, getValues, setValue]);
};
