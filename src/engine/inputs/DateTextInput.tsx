// A date typed as the console shows dates (the merchant's date style: dd-mm-yyyy unless set otherwise), whatever the
// browser's locale (a native date input shows mm/dd/yyyy to a browser set to US English), with a calendar button
// beside it. The value stays yyyyMMdd.
//
// What the box shows is what the value is: an emptied box is no date at once (a list filter drops it without the
// field being left first), and a date half typed is, in a form, the text typed (so the form refuses it under the
// field) and, as a list filter, no date (a filter never sends half a date).
import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { formatTypedDate, maskDisplayDate, parseDisplayDate } from '../../format/typedDates';
import { useTypedDateHint, type TypedDateHint } from '../../i18n/useTypedDateHint';

export interface DateTextInputProps {
  source: string;
  label: string;
  validate?: Validator;
  disabled?: boolean;
  fullWidth?: boolean;
  defaultValue?: unknown;
  /** As a list filter: a half-typed date is no date, and no space is kept for a message. */
  asFilter?: boolean;
}

const WIRE_DATE = /^\d{8}$/;

// A date half typed is the text typed, not a wire date; the message says how to write one. (The schema's own
// 'format error' stays for a wrong wire date, which is what the backend sees.)
const completeDate =
  (hint: TypedDateHint): Validator =>
  (value: unknown) =>
    typeof value === 'string' && value !== '' && !WIRE_DATE.test(value) ? { message: 'validation.dateFormat', args: { ...hint } } : undefined;

/** What the box shows for a value: a wire date as the console writes dates, anything else (text being typed) as it is. */
const shownText = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return WIRE_DATE.test(value) ? formatTypedDate(value) || value : value;
};

const isoOf = (value: unknown): string =>
  typeof value === 'string' && WIRE_DATE.test(value) ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` : '';

// The browser's own calendar, opened by the button; only its answer is read, never its locale's way of writing.
const openPicker = (picker: HTMLInputElement | null) => {
  if (!picker) return;
  try {
    picker.showPicker();
  } catch {
    // Browsers without showPicker (or refusing it) still open the calendar on a click.
    picker.click();
  }
};

export const DateTextInput = ({ source, label, validate, disabled, fullWidth, defaultValue, asFilter }: DateTextInputProps) => {
  const translate = useTranslate();
  const { layout, example } = useTypedDateHint();
  const validators = useMemo(() => (validate ? [completeDate({ layout, example }), validate] : undefined), [validate, layout, example]);
  const { id, field, fieldState, isRequired } = useInput({ source, validate: validators, disabled, defaultValue });
  const [text, setText] = useState(() => shownText(field.value));
  // The value this input last gave the form: any other value arriving (a record loaded, a filter cleared from
  // outside, a form reset) replaces what the box shows.
  const given = useRef<unknown>(field.value);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (field.value === given.current) return;
    given.current = field.value;
    setText(shownText(field.value));
  }, [field.value]);

  const give = (value: string) => {
    given.current = value;
    field.onChange(value);
  };

  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskDisplayDate(event.target.value);
    setText(masked);
    const wire = parseDisplayDate(masked);
    give(masked === '' ? '' : (wire ?? (asFilter ? '' : masked)));
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const wire = event.target.value.replaceAll('-', '');
    if (!WIRE_DATE.test(wire)) return;
    setText(formatTypedDate(wire));
    give(wire);
  };

  const leave = () => {
    // '1-9-2026' is shown as every other date is, '01-09-2026', once the field is left.
    const wire = parseDisplayDate(text);
    if (wire) setText(formatTypedDate(wire));
    field.onBlur();
  };

  const { error, invalid } = fieldState;
  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={type}
      onBlur={leave}
      disabled={disabled}
      fullWidth={fullWidth}
      error={invalid}
      className={`ra-input ra-input-${source}`}
      // In a list's filter bar, as wide as a date and its calendar button, so from and to sit on one line.
      sx={asFilter ? { width: 170 } : undefined}
      placeholder={layout}
      autoComplete="off"
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      helperText={asFilter && !invalid ? false : <InputHelperText error={error?.message} />}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                aria-label={translate('engine.date.pick', { field: label })}
                edge="end"
                size="small"
                disabled={disabled}
                onClick={() => openPicker(picker.current)}
              >
                <EventIcon fontSize="small" />
              </IconButton>
              {/* Under the button, so the calendar opens where the button is; out of sight and out of the tab order. */}
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={isoOf(field.value)}
                onChange={pick}
                style={{ position: 'absolute', inset: 0, opacity: 0, pointerEvents: 'none', width: '100%', height: '100%' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
