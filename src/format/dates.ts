// Date rules of the product specification: the server sends dates as yyyyMMdd and times as HHmmss (or one
// 14-digit yyyyMMddHHmmss string), both in local time; the console shows day-month-year on a 24-hour clock until
// the merchant's globalization setting names another style (setDisplayStyle). How dates and times are typed:
// typedDates.ts.

/** Two digits, as dates and times are written: 7 → '07'. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

const isDigits = (text: string, length: number): boolean => text.length === length && /^\d+$/.test(text);

interface ClockTime {
  hours: number;
  minutes: number;
  seconds: number;
}

const parseClockTime = (hhmmss: string): ClockTime | null => {
  if (!isDigits(hhmmss, 6)) return null;
  const hours = Number(hhmmss.slice(0, 2));
  const minutes = Number(hhmmss.slice(2, 4));
  const seconds = Number(hhmmss.slice(4, 6));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return { hours, minutes, seconds };
};

const buildLocalDate = (yyyyMMdd: string, time: ClockTime): Date | null => {
  if (!isDigits(yyyyMMdd, 8)) return null;
  const year = Number(yyyyMMdd.slice(0, 4));
  const month = Number(yyyyMMdd.slice(4, 6));
  const day = Number(yyyyMMdd.slice(6, 8));
  const date = new Date(2000, 0, 1);
  // setFullYear, because the Date constructor reads years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(time.hours, time.minutes, time.seconds, 0);
  // Date silently rolls 30 February over to 2 March; a changed field means the input was not a real date.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
};

const MIDNIGHT: ClockTime = { hours: 0, minutes: 0, seconds: 0 };

/** Local midnight of the given calendar date, or null when it is not a real date ('20260230'). */
export const parseWireDate = (yyyyMMdd: string): Date | null => buildLocalDate(yyyyMMdd, MIDNIGHT);

export const toWireDate = (date: Date): string => {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid Date');
  return `${String(date.getFullYear()).padStart(4, '0')}${pad2(date.getMonth() + 1)}${pad2(date.getDate())}`;
};

/** How dates are shown (Settings → Globalization, enums.dateFormat). */
export const DATE_STYLES = ['DD-MM-YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export type DateStyle = (typeof DATE_STYLES)[number];
/** A 24-hour or a 12-hour clock (enums.timeFormat). */
export type ClockStyle = '24' | '12';

export const DEFAULT_DATE_STYLE: DateStyle = 'DD-MM-YYYY';
export const DEFAULT_CLOCK_STYLE: ClockStyle = '24';

let dateStyle: DateStyle = DEFAULT_DATE_STYLE;
let clockStyle: ClockStyle = DEFAULT_CLOCK_STYLE;

/** Shows dates and times from now on in these styles; a value that names none leaves its style as it is. */
export const setDisplayStyle = (style: { date?: unknown; clock?: unknown }): void => {
  if (DATE_STYLES.includes(style.date as DateStyle)) dateStyle = style.date as DateStyle;
  if (style.clock === '24' || style.clock === '12') clockStyle = style.clock;
};

const displayDate = (date: Date): string => {
  const day = pad2(date.getDate());
  const month = pad2(date.getMonth() + 1);
  const year = String(date.getFullYear()).padStart(4, '0');
  switch (dateStyle) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY-MM-DD':
      return `${year}-${month}-${day}`;
    default:
      return `${day}-${month}-${year}`;
  }
};

/** A time of day on the chosen clock: 14:30 (with :05 seconds when asked), or 2:30 PM. */
const displayClock = (hours: number, minutes: number, seconds?: number): string => {
  const rest = `${pad2(minutes)}${seconds === undefined ? '' : `:${pad2(seconds)}`}`;
  if (clockStyle === '24') return `${pad2(hours)}:${rest}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${rest} ${hours < 12 ? 'AM' : 'PM'}`;
};

const displayHoursMinutes = (date: Date): string => displayClock(date.getHours(), date.getMinutes());

// Display helpers return '' rather than throwing: a bad value from the server should leave a blank cell, not
// break the whole table.
export const formatDisplayDate = (yyyyMMdd: string): string => {
  const date = parseWireDate(yyyyMMdd);
  return date ? displayDate(date) : '';
};

/** The date style dates are shown in now (a date box reads them in it too). */
export const currentDateStyle = (): DateStyle => dateStyle;

/** Whether times are shown on a 12-hour clock (2:30 PM), which a time box then shows and reads too. */
export const usesTwelveHourClock = (): boolean => clockStyle === '12';

export const formatWireTime = (hhmmss: string): string => {
  const time = parseClockTime(hhmmss);
  return time ? displayClock(time.hours, time.minutes, time.seconds) : '';
};

/** A time of day a person set (opening hours): hours and minutes, as they typed it, in the merchant's clock. */
export const formatWireClock = (hhmmss: string): string => {
  const time = parseClockTime(hhmmss);
  return time ? displayClock(time.hours, time.minutes) : '';
};

/**
 * Either (yyyyMMdd, HHmmss) or a single yyyyMMddHHmmss. A date without a time is refused rather than read as
 * midnight, which would show a made-up '00:00'. An empty time counts as no time, as the server sends '' for
 * fields it leaves out.
 */
export const parseWireDateTime = (date: string, time?: string): Date | null => {
  const separateTime = time === undefined || time === '' ? undefined : time;
  if (separateTime === undefined) {
    if (!isDigits(date, 14)) return null;
    const clock = parseClockTime(date.slice(8));
    return clock ? buildLocalDate(date.slice(0, 8), clock) : null;
  }
  const clock = parseClockTime(separateTime);
  return clock ? buildLocalDate(date, clock) : null;
};

export const formatDisplayDateTime = (date: string, time?: string): string => {
  const parsed = parseWireDateTime(date, time);
  return parsed ? `${displayDate(parsed)} ${displayHoursMinutes(parsed)}` : '';
};

const MS_PER_DAY = 86_400_000;

// Counted on calendar dates, not elapsed hours: 23:59 yesterday is "Yesterday" even one minute later.
// Going through Date.UTC keeps a daylight-saving day from counting as 23 or 25 hours.
const calendarDaysBetween = (earlier: Date, later: Date): number =>
  Math.round(
    (Date.UTC(later.getFullYear(), later.getMonth(), later.getDate()) -
      Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate())) /
      MS_PER_DAY,
  );

// A weekday name alone stays unambiguous only within the last week; seven days back it would repeat today's.
const LAST_WEEKDAY_LABEL_DAYS = 6;

/**
 * Notification list label: today → 'HH:mm', yesterday → yesterdayText, 2–6 days ago → weekday name in the UI
 * language, anything older (or in the future, i.e. clock skew beyond today) → the date.
 */
export const dayLabel = (date: string, time: string, now: Date, locale: string, yesterdayText: string): string => {
  const when = parseWireDateTime(date, time);
  if (!when) return '';
  const daysAgo = calendarDaysBetween(when, now);
  if (daysAgo === 0) return displayHoursMinutes(when);
  if (daysAgo === 1) return yesterdayText;
  if (daysAgo >= 2 && daysAgo <= LAST_WEEKDAY_LABEL_DAYS) {
    return new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(when);
  }
  return displayDate(when);
};
