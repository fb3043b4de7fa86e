// The input for one field of an entity, chosen by its widget: text, textarea, +254 mobile, e-mail, dates
// (yyyyMMdd on the wire), times of day (HHmmss), Y/N switches, enum selects and radios, money in KES (minor units
// on the wire).
import { InputAdornment } from '@mui/material';
import { lazy, Suspense } from 'react';
import { AutocompleteInput, BooleanInput, NumberInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { normalizeMobileInput } from '../../format/mobile';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { enumLabelKey } from '../fields/EnumChip';
import { widgetFor } from '../widgets';
import { CheckboxesInput } from './CheckboxesInput';
import { DateTextInput } from './DateTextInput';
import { TimeTextInput } from './TimeTextInput';
import { fieldValidator } from './fieldValidator';
import { minorUnitsOf, MoneyInput } from './MoneyInput';
import { ObjectRowsInput } from './ObjectRowsInput';
import type { Presets } from '../permissions/PermissionTreeInput';
import { UploadInput } from './UploadInput';
import { WriteOnlyInput } from './WriteOnlyInput';
import { useRulesInForm } from './useRulesInForm';

export interface InputForProps {
  entity: string;
  field: FieldDescriptor;
  label: string;
  widget?: string;
  fullWidth?: boolean;
  /** Forms of existing records: fields the server owns are shown, not edited. */
  disabled?: boolean;
  /** As a list filter: no validation; react-admin's filter form reads source and alwaysOn from the element. */
  asFilter?: boolean;
  source?: string;
  alwaysOn?: boolean;
  /** A cell of an array-of-objects row: the row's validator replaces the top-level field's. */
  validate?: Validator;
  /** Labels of the item fields of an array of objects. */
  itemLabel?: (itemField: string) => string;
  /** Records of another resource that fill this field in one choice (a staff member's roles). */
  presets?: Presets;
}

// Inputs only some forms have: a list's filters (which use this module) do not load them, nor react-admin's
// reference-array input, with the first list.
const PermissionTreeInput = lazy(() => import('../permissions/PermissionTreeInput').then((module) => ({ default: module.PermissionTreeInput })));
const ReferencesInput = lazy(() => import('./ReferencesInput').then((module) => ({ default: module.ReferencesInput })));
const ReferenceInput = lazy(() => import('./ReferenceInput').then((module) => ({ default: module.ReferenceInput })));

/** More choices than this and a select becomes a type-to-find list. */
const LONG_LIST = 20;

/** A field that follows another field's value (the schema's if/then) takes the rules that hold for it now. */
const InputFollowingRules = (props: InputForProps) => <FieldInput {...props} field={useRulesInForm(props.field)} />;

export const InputFor = (props: InputForProps) =>
  props.field.when && !props.asFilter ? <InputFollowingRules {...props} /> : <FieldInput {...props} />;

const FieldInput = ({ entity, field, label, widget, fullWidth, disabled, asFilter, validate, itemLabel, presets }: InputForProps) => {
  const translate = useTranslate();
  const kind = widgetFor(field, widget);
  const common = {
    source: field.name,
    label,
    disabled,
    // Space stays reserved for a message, so a message appearing never moves the Save button under the pointer.
    helperText: asFilter ? (false as const) : undefined,
    fullWidth: fullWidth ?? false,
    defaultValue: asFilter ? undefined : field.default,
    validate: asFilter ? undefined : (validate ?? fieldValidator(entity, field.name, field.required)),
  };
  if (field.writeOnly && !asFilter) return <WriteOnlyInput entity={entity} field={field} label={label} disabled={disabled} fullWidth={fullWidth} />;
  const choicesOf = (values: string[] = [], enumName?: string) => values.map((value) => ({ id: value, name: translate(enumLabelKey(enumName, value), { _: value }) }));
  const choices = choicesOf(field.enum, field.enumName);

  switch (kind) {
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'mobile':
      return (
        <TextInput
          {...common}
          parse={(value: string) => normalizeMobileInput(value ?? '')}
          slotProps={{ input: { startAdornment: <InputAdornment position="start">+254</InputAdornment> }, htmlInput: { inputMode: 'tel' } }}
        />
      );
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'date':
      return <DateTextInput {...common} asFilter={asFilter} />;
    case 'time':
    case 'clock':
      return <TimeTextInput {...common} />;
    case 'switch':
      return (
        <BooleanInput
          source={field.name}
          label={label}
          disabled={disabled}
          helperText={false}
          defaultValue={field.default ?? 'N'}
          format={(value: unknown) => value === 'Y'}
          parse={(checked: boolean) => (checked ? 'Y' : 'N')}
        />
      );
    case 'radio': {
      if (asFilter) return <SelectInput {...common} choices={choices} translateChoice={false} emptyText="" />;
      // fullWidth is not a prop of the radio group: react-admin passes it on to a <div>, and React warns about the
      // key even when its value is undefined, so the key itself must go.
      const { fullWidth: _notForRadios, ...radioProps } = common;
      return <RadioButtonGroupInput {...radioProps} choices={choices} translateChoice={false} />;
    }
    case 'checkboxes': {
      const values = choicesOf(field.items?.enum, field.items?.enumName);
      // A list filter asks for one of the values: the records holding it.
      if (asFilter) return <SelectInput {...common} choices={values} translateChoice={false} emptyText="" />;
      return <CheckboxesInput source={field.name} label={label} choices={values} validate={common.validate} disabled={disabled} defaultValue={common.defaultValue} />;
    }
    case 'select':
    case 'chip':
      // A long list (a hundred order types) is found by typing a few letters rather than by scrolling.
      if (choices.length > LONG_LIST) return <AutocompleteInput {...common} choices={choices} translateChoice={false} fullWidth sx={{ width: 260 }} />;
      return <SelectInput {...common} choices={choices} translateChoice={false} emptyText="" />;
    case 'money':
      return <MoneyInput {...common} validate={asFilter ? undefined : (validate ?? fieldValidator(entity, field.name, field.required, minorUnitsOf))} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'percent':
      return <NumberInput {...common} slotProps={{ input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }} />;
    case 'array':
      return <ObjectRowsInput entity={entity} field={field} label={label} itemLabel={itemLabel ?? ((name) => name)} disabled={disabled} />;
    case 'upload':
      return <UploadInput field={field} label={label} validate={common.validate} disabled={disabled} />;
    case 'reference':
      return (
        <Suspense fallback={null}>
          <ReferenceInput field={field} label={label} validate={common.validate} disabled={disabled} asFilter={asFilter} />
        </Suspense>
      );
    case 'references':
      return (
        <Suspense fallback={null}>
          <ReferencesInput field={field} label={label} validate={common.validate} disabled={disabled} />
        </Suspense>
      );
    case 'permissionTree':
      return (
        <Suspense fallback={null}>
          <PermissionTreeInput entity={entity} field={field} label={label} disabled={disabled} presets={presets} />
        </Suspense>
      );
    default:
      return <TextInput {...common} />;
  }
};
