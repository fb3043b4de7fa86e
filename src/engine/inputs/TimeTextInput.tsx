// A time of day typed as the console shows times: hh:mm on the 24-hour clock, h:mm AM/PM on the 12-hour one (the
// merchant's globalization setting), whatever the browser's locale (a native time input follows the browser's).
// The value stays HHmmss; a time half typed is the text typed, so the form refuses it under the field in the
// schema's words until it is a time, and a 12-hour time without AM or PM with words of its own.
import { useMemo } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import type { DateTextInputProps } from './DateTextInput';
import { formatWireClock, usesTwelveHourClock } from '../../format/dates';
import { lacksHalfOfDay, parseDisplayTime } from '../../format/typedDates';

/** A date input's props, without a filter's: a time of day is not a list filter. */
export type TimeTextInputProps = Omit<DateTextInputProps, 'asFilter'>;

const WIRE_TIME = /^\d{6}$/;

const shown = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return WIRE_TIME.test(value) ? formatWireClock(value) || value : value;
};

const wireOf = (text: string): string => (text === '' ? '' : (parseDisplayTime(text) ?? text));

// Before the schema's rules, whose "format" would not say what is missing.
const halfOfDayNamed: Validator = (value: unknown) => (typeof value === 'string' && lacksHalfOfDay(value) ? 'engine.time.amPm' : undefined);

export const TimeTextInput = ({ source, label, validate, disabled, fullWidth, defaultValue }: TimeTextInputProps) => {
  const translate = useTranslate();
  const twelveHours = usesTwelveHourClock();
  const validators = useMemo(() => [halfOfDayNamed, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])], [validate]);
  return (
    <TextInput
      source={source}
      label={label}
      validate={validators}
      disabled={disabled}
      fullWidth={fullWidth}
      defaultValue={defaultValue}
      format={shown}
      parse={wireOf}
      placeholder={translate(twelveHours ? 'engine.time.placeholder12' : 'engine.time.placeholder')}
      autoComplete="off"
      // AM and PM are letters: the 12-hour clock needs a keyboard that has them.
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: twelveHours ? 'text' : 'numeric', maxLength: twelveHours ? 10 : 5 } }}
    />
  );
};
