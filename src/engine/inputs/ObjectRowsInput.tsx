// An array of objects (stakeholders, price breaks…): one row of inputs per item, chosen by each item field's own
// schema, with Add and Remove. Each cell is checked by the array field's precompiled validator, in the spec's words.
import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { ArrayInput, SimpleFormIterator, useSimpleFormIterator, useTranslate, type Validator } from 'react-admin';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { itemFieldValidator } from './fieldValidator';
import { InputFor } from './InputFor';
import { minorUnitsOf } from './MoneyInput';

export interface ObjectRowsInputProps {
  entity: string;
  field: FieldDescriptor;
  label: string;
  /** The label of one item field, by its name. */
  itemLabel: (itemField: string) => string;
  disabled?: boolean;
}

const itemValidator = (entity: string, arrayField: string, item: FieldDescriptor): Validator =>
  itemFieldValidator(entity, arrayField, item.name, item.required, item.widget === 'money' ? minorUnitsOf : undefined);

/** The whole list's own rules: how many rows at least and at most. */
const rowCountValidator = (field: FieldDescriptor): Validator => (rows: unknown) => {
  const count = Array.isArray(rows) ? rows.length : 0;
  if (field.required && count === 0) return 'validation.required';
  if (field.minItems !== undefined && count > 0 && count < field.minItems) return { message: 'validation.minRows', args: { min: field.minItems } };
  if (field.maxItems !== undefined && count > field.maxItems) return { message: 'validation.maxRows', args: { max: field.maxItems } };
  return undefined;
};

/** Add, in words beside the icon: react-admin's bare icon says nothing under an empty list. */
const AddRowButton = () => {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate('ra.action.add')}
    </Button>
  );
};

export const ObjectRowsInput = ({ entity, field, label, itemLabel, disabled }: ObjectRowsInputProps) => {
  const translate = useTranslate();
  const items = Object.values(field.items?.fields ?? {}).filter((item) => !item.readOnly);
  const rows: unknown = useWatch({ name: field.name });
  const full = field.maxItems !== undefined && Array.isArray(rows) && rows.length >= field.maxItems;
  return (
    <ArrayInput source={field.name} label={label} validate={rowCountValidator(field)} helperText={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        addButton={<AddRowButton />}
        disableAdd={disabled || full}
        disableRemove={disabled}
        getItemLabel={(index: number) => translate('common.rowNumber', { number: index + 1 })}
        sx={{
          // react-admin shows Remove only on hover; keyboard and touch users need it always.
          '& .RaSimpleFormIterator-action': { visibility: 'visible' },
          // Cells of one width, so a message under one cell (which would widen it) leaves the rows lined up; a phone
          // gives each cell the row.
          '& .RaSimpleFormIterator-inline > *': { flex: { xs: '1 1 100%', sm: '0 0 15rem' }, minWidth: 0 },
        }}
      >
        {items.map((item) => (
          <InputFor key={item.name} entity={entity} field={item} label={itemLabel(item.name)} validate={itemValidator(entity, field.name, item)} disabled={disabled} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
};
