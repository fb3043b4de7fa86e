// A time of day typed as the console shows times, hh:mm in 24 hours, whatever the browser's locale (a native time
// input shows 12-hour times with AM/PM to some). The value stays HHmmss; a time half typed is the text typed, so the
// form refuses it under the field in the schema's words until it is a time.
import { TextInput, useTranslate } from 'react-admin';
import type { DateTextInputProps } from './DateTextInput';
import { formatDisplayTime, parseDisplayTime } from '../../format/dates';

/** A date input's props, without a filter's: a time of day is not a list filter. */
export type TimeTextInputProps = Omit<DateTextInputProps, 'asFilter'>;

const WIRE_TIME = /^\d{6}$/;

const shown = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return WIRE_TIME.test(value) ? formatDisplayTime(value) || value : value;
};

const wireOf = (text: string): string => (text === '' ? '' : (parseDisplayTime(text) ?? text));

export const TimeTextInput = ({ source, label, validate, disabled, fullWidth, defaultValue }: TimeTextInputProps) => {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      disabled={disabled}
      fullWidth={fullWidth}
      defaultValue={defaultValue}
      format={shown}
      parse={wireOf}
      placeholder={translate('engine.time.placeholder')}
      autoComplete="off"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
    />
  );
};
