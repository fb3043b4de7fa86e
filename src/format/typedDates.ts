// What a person types into a date or a time box, and what such a box shows for typing: only the forms' and the
// report filters' code needs it (the lists and pages show dates through dates.ts). A date is typed as the console
// shows dates (the merchant's date style: 14-05-1990, 05/14/1990, 1990-05-14…) and a time on the merchant's clock,
// whatever the browser's locale (a native date input shows mm/dd/yyyy to a browser set to US English).
import { currentDateStyle, formatDisplayDate, pad2, parseWireDate, usesTwelveHourClock, type DateStyle } from './dates';

export type DatePart = 'day' | 'month' | 'year';

const PART_LENGTH: Record<DatePart, number> = { day: 2, month: 2, year: 4 };

/** Each date style's order of parts and separator, which a date box reads in too. */
const TYPED_LAYOUTS: Record<DateStyle, { order: readonly [DatePart, DatePart, DatePart]; separator: string }> = {
  'DD-MM-YYYY': { order: ['day', 'month', 'year'], separator: '-' },
  'DD/MM/YYYY': { order: ['day', 'month', 'year'], separator: '/' },
  'MM/DD/YYYY': { order: ['month', 'day', 'year'], separator: '/' },
  'YYYY-MM-DD': { order: ['year', 'month', 'day'], separator: '-' },
};

const typedLayout = () => TYPED_LAYOUTS[currentDateStyle()];

/** How a date is typed, in the given words for its parts: dd-mm-yyyy, mm/dd/yyyy, 年-月-日… */
export const typedDateLayout = (words: Readonly<Record<DatePart, string>>): string => {
  const { order, separator } = typedLayout();
  return order.map((part) => words[part]).join(separator);
};

/** A wire date as a date box shows it for typing: as the console shows dates ('' when it is not a real date). */
export const formatTypedDate = (yyyyMMdd: string): string => formatDisplayDate(yyyyMMdd);

/** What a person may type between the parts of a date, whatever the style's own separator. */
const TYPED_SEPARATOR = /[-/. ]/;

/**
 * What a date box shows while someone types: digits grouped as the date style writes a date (dd-mm-yyyy by
 * default), the separators put in as the digits come ('0110' → '01-10'), a typed separator (- / . or space)
 * closing a part early ('1/' → '1-'), anything else left out. A separator is only added before a digit, so deleting
 * back over one does not bring it back.
 */
export const maskDisplayDate = (typed: string): string => {
  const { order, separator } = typedLayout();
  const lengths = order.map((part) => PART_LENGTH[part]);
  const parts: string[] = [''];
  let closedEarly = false;
  for (const character of typed) {
    const index = parts.length - 1;
    if (/\d/.test(character)) {
      if (parts[index]!.length === lengths[index]) {
        if (parts.length === lengths.length) break;
        parts.push('');
      }
      parts[parts.length - 1] += character;
      closedEarly = false;
    } else if (TYPED_SEPARATOR.test(character) && parts[index] !== '' && parts.length < lengths.length && !closedEarly) {
      parts.push('');
      closedEarly = true;
    }
  }
  return parts.join(separator);
};

/**
 * yyyyMMdd of a complete, real date typed in the date style ('1-9-2026' too on the default style), or null
 * ('31-02-2026', '01-10-20', '').
 */
export const parseDisplayDate = (text: string): string | null => {
  const { order, separator } = typedLayout();
  const parts = maskDisplayDate(text.trim()).split(separator);
  if (parts.length !== order.length) return null;
  const typed = Object.fromEntries(order.map((part, index) => [part, parts[index]!])) as Record<DatePart, string>;
  if (!/^\d{4}$/.test(typed.year) || !/^\d{1,2}$/.test(typed.month) || !/^\d{1,2}$/.test(typed.day)) return null;
  const wire = `${typed.year}${typed.month.padStart(2, '0')}${typed.day.padStart(2, '0')}`;
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
