// What a person types into a date or a time box, and what such a box shows for typing: only the forms' and the
// report filters' code needs it (the lists and pages show dates through dates.ts). Dates are typed dd-mm-yyyy in a
// text box whatever the date style and the browser's locale (a native date input shows mm/dd/yyyy to a browser set
// to US English); times on the merchant's clock, with AM or PM on the 12-hour one.
import { pad2, parseWireDate, usesTwelveHourClock } from './dates';

const typedDate = (date: Date): string => `${pad2(date.getDate())}-${pad2(date.getMonth() + 1)}-${String(date.getFullYear()).padStart(4, '0')}`;

/** A wire date as a date box shows it for typing: always dd-mm-yyyy ('' when it is not a real date). */
export const formatTypedDate = (yyyyMMdd: string): string => {
  const date = parseWireDate(yyyyMMdd);
  return date ? typedDate(date) : '';
};

/** The lengths of day, month and year as typed. */
const TYPED_PARTS = [2, 2, 4] as const;
const TYPED_SEPARATOR = /[-/. ]/;

/**
 * What a date box shows while someone types: digits grouped as dd-mm-yyyy, the dashes put in as the digits come
 * ('0110' → '01-10'), a typed separator (- / . or space) closing a part early ('1/' → '1-'), anything else left
 * out. A dash is only added before a digit, so deleting back over one does not bring it back.
 */
export const maskDisplayDate = (typed: string): string => {
  const parts: string[] = [''];
  let closedEarly = false;
  for (const character of typed) {
    const index = parts.length - 1;
    if (/\d/.test(character)) {
      if (parts[index]!.length === TYPED_PARTS[index]) {
        if (parts.length === TYPED_PARTS.length) break;
        parts.push('');
      }
      parts[parts.length - 1] += character;
      closedEarly = false;
    } else if (TYPED_SEPARATOR.test(character) && parts[index] !== '' && parts.length < TYPED_PARTS.length && !closedEarly) {
      parts.push('');
      closedEarly = true;
    }
  }
  return parts.join('-');
};

/** yyyyMMdd of a complete, real dd-mm-yyyy date ('1-9-2026' too), or null ('31-02-2026', '01-10-20', ''). */
export const parseDisplayDate = (text: string): string | null => {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(maskDisplayDate(text.trim()));
  if (!match) return null;
  const wire = `${match[3]}${match[2]!.padStart(2, '0')}${match[1]!.padStart(2, '0')}`;
  return parseWireDate(wire) ? wire : null;
};

// h:mm or hhmm, then AM/PM as a person may write it (pm, p.m., P): "8:30 PM", "0830", "8:30pm".
const TYPED_TIME = /^(?:(\d{1,2}):(\d{2})|(\d{2})(\d{2}))(?:\s*([ap])\.?\s*(?:m\.?)?)?$/i;

interface TypedTime {
  hours: number;
  minutes: number;
  /** 'a' or 'p' when AM or PM was written. */
  half?: string;
}

const readTypedTime = (text: string): TypedTime | null => {
  const match = TYPED_TIME.exec(text.trim());
  if (!match) return null;
  const half = match[5]?.toLowerCase();
  return { hours: Number(match[1] ?? match[3]), minutes: Number(match[2] ?? match[4]), half };
};

/**
 * A time of day typed on the 12-hour clock without AM or PM ("8:30"), which could be either: the hours 1–12 read
 * as both. A 24-hour time (0:30, 14:30) is not in doubt on either clock.
 */
export const lacksHalfOfDay = (text: string): boolean => {
  const typed = readTypedTime(text);
  return usesTwelveHourClock() && typed !== null && typed.half === undefined && typed.hours >= 1 && typed.hours <= 12;
};

/**
 * A time of day typed as the merchant's clock shows it (hh:mm, h:mm or hhmm; on the 12-hour clock with AM or PM) as
 * the wire's HHmmss, or null while it is not (yet) one. AM/PM is read on either clock, and a 24-hour time too.
 */
export const parseDisplayTime = (text: string): string | null => {
  const typed = readTypedTime(text);
  if (!typed || lacksHalfOfDay(text)) return null;
  let { hours } = typed;
  if (typed.half !== undefined) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (typed.half === 'p' ? 12 : 0);
  }
  if (hours > 23 || typed.minutes > 59) return null;
  return `${pad2(hours)}${pad2(typed.minutes)}00`;
};
