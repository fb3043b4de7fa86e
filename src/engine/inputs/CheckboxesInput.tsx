// Several codes of one list, ticked (a push message's channels: SMS, e-mail, in-app). A group named by its label;
// each box carries the group's message, so a screen reader reads "Choose at least one channel" on the box it is
// on. An emptied choice is absent, not an empty list, so "required" reads as "choose at least one".
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate, type Validator } from 'react-admin';
import { validationMessage } from './validationMessage';

export interface CheckboxesInputProps {
  source: string;
  label: string;
  choices: { id: string; name: string }[];
  validate?: Validator;
  disabled?: boolean;
  /** What a new record's form starts with (the schema's default). */
  defaultValue?: unknown;
}

export const CheckboxesInput = ({ source, label, choices, validate, disabled, defaultValue }: CheckboxesInputProps) => {
  const translate = useTranslate();
  const id = useId();
  const {
    field: { value, onChange, onBlur },
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, validate, defaultValue });
  const ticked: string[] = Array.isArray(value) ? value.map(String) : [];
  const toggle = (code: string, on: boolean) => {
    // Kept in the order of the list, whatever the order of the clicks: the same choice is always the same value.
    const next = choices.map((choice) => choice.id).filter((candidate) => (candidate === code ? on : ticked.includes(candidate)));
    // None ticked of a list that may be empty is a choice (no channel: off); of a required one, nothing chosen yet.
    onChange(next.length > 0 || !isRequired ? next : undefined);
  };
  const message = invalid && error?.message ? validationMessage(translate, error.message) : ' ';

  return (
    <FormControl component="fieldset" error={invalid} disabled={disabled} sx={{ mb: 1 }}>
      <FormLabel component="legend" required={isRequired} sx={{ fontSize: '0.75rem' }}>
        {label}
      </FormLabel>
      <FormGroup row onBlur={onBlur}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            label={choice.name}
            control={
              <Checkbox
                checked={ticked.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.target.checked)}
                slotProps={{ input: { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-message` : undefined } }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={`${id}-message`} sx={{ mx: 0 }}>
        {message}
      </FormHelperText>
    </FormControl>
  );
};
