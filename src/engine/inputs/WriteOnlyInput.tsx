// The input of a write-only field (schema "writeOnly": a settlement card number). The server answers such a value
// masked to its last four characters, so an edit form has only the mask: it shows it, read-only, with Replace. The
// mask left as it is means "unchanged" (the data provider never sends a masked value back); Replace empties the
// field for a new value, checked by the field's own rules, and Keep current puts the mask back. A new record's form
// has nothing stored yet: a plain input.
import { Button, InputAdornment } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { maskLastFour } from '../../format/mask';
import type { FieldDescriptor } from '../../validation/entityTypes';
import { fieldValidator } from './fieldValidator';

export interface WriteOnlyInputProps {
  entity: string;
  field: FieldDescriptor;
  label: string;
  disabled?: boolean;
  fullWidth?: boolean;
}

export const WriteOnlyInput = ({ entity, field, label, disabled, fullWidth }: WriteOnlyInputProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue, setFocus, clearErrors } = useFormContext();
  const storedValue = record?.[field.name];
  const stored = typeof storedValue === 'string' && storedValue !== '' ? storedValue : undefined;
  const [replacing, setReplacing] = useState(stored === undefined);
  const [moved, setMoved] = useState(false);

  const check = fieldValidator(entity, field.name, field.required);
  const validate: Validator & { isRequired?: boolean } = (value, values, props) => (stored !== undefined && value === stored ? undefined : check(value, values, props));
  validate.isRequired = field.required;

  // Focus follows the person's click on Replace, not the page load.
  useEffect(() => {
    if (moved && replacing) setFocus(field.name);
  }, [moved, replacing]);

  const replace = () => {
    setValue(field.name, '', { shouldDirty: true });
    setReplacing(true);
    setMoved(true);
  };
  const keep = () => {
    setValue(field.name, stored, { shouldDirty: true });
    clearErrors(field.name);
    setReplacing(false);
  };

  const toggle =
    stored === undefined || disabled ? undefined : (
      <InputAdornment position="end">
        <Button size="small" onClick={replacing ? keep : replace}>
          {translate(replacing ? 'engine.writeOnly.keep' : 'engine.writeOnly.replace')}
        </Button>
      </InputAdornment>
    );

  return (
    <TextInput
      source={field.name}
      label={label}
      disabled={disabled}
      fullWidth={fullWidth ?? false}
      validate={validate}
      helperText={replacing ? undefined : translate('engine.writeOnly.kept')}
      // A server that answers the value in full still never shows it: what is kept is shown masked.
      format={(value: unknown) => (typeof value === 'string' && value === stored ? maskLastFour(value) : ((value as string) ?? ''))}
      slotProps={{
        input: { readOnly: !replacing, endAdornment: toggle },
        htmlInput: { autoComplete: 'off', spellCheck: false },
      }}
    />
  );
};
