// Expected values are built with the local-time Date constructor, so these tests hold in any TZ.
import { afterEach, describe, expect, it } from 'vitest';
import {
  dayLabel,
  formatDisplayDate,
  formatDisplayDateTime,
  formatTypedDate,
  formatWireClock,
  formatWireTime,
  lacksHalfOfDay,
  maskDisplayDate,
  parseDisplayDate,
  parseDisplayTime,
  parseWireDate,
  setDisplayStyle,
  parseWireDateTime,
  typedDateLayout,
  toWireDate,
} from '../../../src/format';

describe('parseWireDate', () => {
  it('reads yyyyMMdd as local midnight', () => {
    expect(parseWireDate('20261121')).toEqual(new Date(2026, 10, 21));
    expect(parseWireDate('20260105')).toEqual(new Date(2026, 0, 5));
  });

  it('accepts the first and last day of the year', () => {
    expect(parseWireDate('20260101')).toEqual(new Date(2026, 0, 1));
    expect(parseWireDate('20261231')).toEqual(new Date(2026, 11, 31));
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseWireDate('20240229')).toEqual(new Date(2024, 1, 29));
    expect(parseWireDate('20000229')).toEqual(new Date(2000, 1, 29));
    expect(parseWireDate('20250229')).toBeNull();
    expect(parseWireDate('21000229')).toBeNull();
  });

  it.each(['20260230', '20260431', '20261301', '20260001', '20260100', '20260132', '20261100'])(
    'rejects %s, which is not a calendar date',
    (value) => {
      expect(parseWireDate(value)).toBeNull();
    },
  );

  it.each(['', '2026112', '202611211', '2026-11-21', '21112026x', 'abcdefgh', ' 20261121', '20261121 ', '２０２６１１２１'])(
    'rejects the malformed %j',
    (value) => {
      expect(parseWireDate(value)).toBeNull();
    },
  );

  it('keeps two-digit years literal instead of moving them to the 1900s', () => {
    expect(parseWireDate('00500101')?.getFullYear()).toBe(50);
  });
});

describe('toWireDate', () => {
  it('writes yyyyMMdd with zero padding', () => {
    expect(toWireDate(new Date(2026, 10, 21))).toBe('20261121');
    expect(toWireDate(new Date(2026, 0, 5))).toBe('20260105');
  });

  it('ignores the time of day, using the local date', () => {
    expect(toWireDate(new Date(2026, 10, 21, 23, 59, 59, 999))).toBe('20261121');
    expect(toWireDate(new Date(2026, 10, 21, 0, 0, 0))).toBe('20261121');
  });

  it('pads the year to four digits', () => {
    const year50 = new Date(2000, 0, 1);
    year50.setFullYear(50, 0, 1);
    expect(toWireDate(year50)).toBe('00500101');
  });

  it('round-trips with parseWireDate', () => {
    for (const wire of ['20240229', '20261231', '20260101', '19991231']) {
      expect(toWireDate(parseWireDate(wire)!)).toBe(wire);
    }
  });

  it('throws RangeError for an Invalid Date', () => {
    expect(() => toWireDate(new Date(NaN))).toThrow(RangeError);
  });
});

describe('formatDisplayDate', () => {
  it('shows day-month-year with dashes', () => {
    expect(formatDisplayDate('20261121')).toBe('21-11-2026');
    expect(formatDisplayDate('20260105')).toBe('05-01-2026');
    expect(formatDisplayDate('20240229')).toBe('29-02-2024');
  });

  it.each(['', '20260230', '2026112', 'not-a-date'])('shows nothing for %j', (value) => {
    expect(formatDisplayDate(value)).toBe('');
  });
});

describe('formatWireTime', () => {
  it.each([
    ['143005', '14:30:05'],
    ['000000', '00:00:00'],
    ['235959', '23:59:59'],
    ['090807', '09:08:07'],
  ])('shows %s as %s', (value, expected) => {
    expect(formatWireTime(value)).toBe(expected);
  });

  it.each(['240000', '236000', '235960', '14300', '1430050', '', '14:30:05', 'abcdef', '-12345'])('shows nothing for the invalid %j', (value) => {
    expect(formatWireTime(value)).toBe('');
  });
});

describe('a time of day typed and shown (a promotion’s start time)', () => {
  it.each([
    ['08:30', '083000', '08:30'],
    ['8:30', '083000', '08:30'],
    ['0830', '083000', '08:30'],
    [' 23:59 ', '235900', '23:59'],
    ['00:00', '000000', '00:00'],
  ])('reads %j as %s, shown as %s', (typed, wire, shown) => {
    expect(parseDisplayTime(typed)).toBe(wire);
    expect(formatWireClock(wire)).toBe(shown);
  });

  it.each(['', '8', '08:3', '083', '24:00', '12:60', '8:30:00', '12h30', '123', '8:30 X', '13:30 PM', '0:30 AM'])('is no time yet while %j', (typed) => {
    expect(parseDisplayTime(typed)).toBeNull();
  });

  it('reads AM and PM on the 24-hour clock too, and shows the time on that clock', () => {
    expect(parseDisplayTime('8:30 PM')).toBe('203000');
    expect(formatWireClock('203000')).toBe('20:30');
    expect(lacksHalfOfDay('8:30')).toBe(false);
  });
});

describe('a time of day typed on the 12-hour clock (the merchant’s globalization setting)', () => {
  afterEach(() => setDisplayStyle({ clock: '24' }));

  it.each([
    ['8:30 PM', '203000', '8:30 PM'],
    ['8:30pm', '203000', '8:30 PM'],
    ['08:30 p.m.', '203000', '8:30 PM'],
    ['0830 am', '083000', '8:30 AM'],
    ['12:00 AM', '000000', '12:00 AM'],
    ['12:15 pm', '121500', '12:15 PM'],
    ['11:59 P', '235900', '11:59 PM'],
    ['14:30', '143000', '2:30 PM'],
    ['0:05', '000500', '12:05 AM'],
  ])('reads %j as %s, shown as %s', (typed, wire, shown) => {
    setDisplayStyle({ clock: '12' });
    expect(parseDisplayTime(typed)).toBe(wire);
    expect(formatWireClock(wire)).toBe(shown);
  });

  it.each(['8:30', '0830', '12:00', '1:00'])('asks for AM or PM, rather than guess, when %j is typed', (typed) => {
    setDisplayStyle({ clock: '12' });
    expect(parseDisplayTime(typed)).toBeNull();
    expect(lacksHalfOfDay(typed)).toBe(true);
  });

  it.each(['14:30', '8:30 PM', '8:3', ''])('does not ask for AM or PM of %j', (typed) => {
    setDisplayStyle({ clock: '12' });
    expect(lacksHalfOfDay(typed)).toBe(false);
  });
});

describe('parseWireDateTime', () => {
  const expected = new Date(2026, 10, 21, 14, 30, 5);

  it('reads a date and a separate time', () => {
    expect(parseWireDateTime('20261121', '143005')).toEqual(expected);
  });

  it('reads one 14-digit string', () => {
    expect(parseWireDateTime('20261121143005')).toEqual(expected);
  });

  it('treats an empty time as absent', () => {
    expect(parseWireDateTime('20261121143005', '')).toEqual(expected);
  });

  it('reads midnight and the last second of the day', () => {
    expect(parseWireDateTime('20261121', '000000')).toEqual(new Date(2026, 10, 21, 0, 0, 0));
    expect(parseWireDateTime('20261121235959')).toEqual(new Date(2026, 10, 21, 23, 59, 59));
  });

  it('refuses a date without a time rather than inventing midnight', () => {
    expect(parseWireDateTime('20261121')).toBeNull();
    expect(parseWireDateTime('20261121', '')).toBeNull();
  });

  it('refuses a 14-digit string given together with a separate time', () => {
    expect(parseWireDateTime('20261121143005', '143005')).toBeNull();
  });

  it.each([
    ['20261121', '240000'],
    ['20261121', '1430'],
    ['20260230', '120000'],
    ['2026-11-21', '143005'],
  ])('rejects (%j, %j)', (date, time) => {
    expect(parseWireDateTime(date, time)).toBeNull();
  });

  it.each(['2026112114300', '202611211430050', '20261121143060', '20260230143005', '20261121246000'])('rejects the single string %j', (value) => {
    expect(parseWireDateTime(value)).toBeNull();
  });
});

describe('formatDisplayDateTime', () => {
  it('shows day-month-year and hours:minutes', () => {
    expect(formatDisplayDateTime('20261121', '143005')).toBe('21-11-2026 14:30');
    expect(formatDisplayDateTime('20261121143005')).toBe('21-11-2026 14:30');
  });

  it('shows midnight as 00:00', () => {
    expect(formatDisplayDateTime('20260105', '000000')).toBe('05-01-2026 00:00');
  });

  it.each([
    ['20261121', undefined],
    ['20261121', '246000'],
    ['20260230', '143005'],
    ['', ''],
  ])('shows nothing for (%j, %j)', (date, time) => {
    expect(formatDisplayDateTime(date, time)).toBe('');
  });
});

describe('dayLabel', () => {
  // Saturday 21 November 2026, 15:00 local time.
  const now = new Date(2026, 10, 21, 15, 0, 0);
  const label = (date: string, time: string, at: Date = now, locale = 'en-US') => dayLabel(date, time, at, locale, 'Yesterday');

  it('shows only the time for today', () => {
    expect(label('20261121', '093000')).toBe('09:30');
    expect(label('20261121', '145959')).toBe('14:59');
  });

  it('shows 00:00 for midnight today', () => {
    expect(label('20261121', '000000')).toBe('00:00');
  });

  it('shows the time for a later moment today (server clock ahead of ours)', () => {
    expect(label('20261121', '235959')).toBe('23:59');
  });

  it('shows the given yesterday text for any time on the previous day', () => {
    expect(label('20261120', '235959')).toBe('Yesterday');
    expect(label('20261120', '000000')).toBe('Yesterday');
    expect(dayLabel('20261120', '120000', now, 'zh-CN', '昨天')).toBe('昨天');
  });

  it('counts calendar days, not 24-hour periods, around midnight', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 0, 30);
    expect(label('20261120', '235959', justAfterMidnight)).toBe('Yesterday');
    expect(label('20261121', '000000', justAfterMidnight)).toBe('00:00');
    const justBeforeMidnight = new Date(2026, 10, 21, 23, 59, 59);
    expect(label('20261120', '000001', justBeforeMidnight)).toBe('Yesterday');
    expect(label('20261119', '235959', justBeforeMidnight)).toBe('Thursday');
  });

  it.each([
    ['20261119', 'Thursday'], // 2 days ago
    ['20261118', 'Wednesday'],
    ['20261117', 'Tuesday'],
    ['20261116', 'Monday'],
    ['20261115', 'Sunday'], // 6 days ago
  ])('shows the weekday name for %s, 2–6 days ago', (date, expected) => {
    expect(label(date, '120000')).toBe(expected);
  });

  it('switches from the weekday to the date between 6 and 7 days ago', () => {
    expect(label('20261115', '000000')).toBe('Sunday');
    expect(label('20261114', '235959')).toBe('14-11-2026');
  });

  it('shows the date for anything older', () => {
    expect(label('20261101', '120000')).toBe('01-11-2026');
    expect(label('20251121', '120000')).toBe('21-11-2025');
  });

  it('shows the date for a future day', () => {
    expect(label('20261122', '000000')).toBe('22-11-2026');
    expect(label('20261125', '120000')).toBe('25-11-2026');
  });

  it('names the weekday in the given locale', () => {
    expect(label('20261119', '120000', now, 'zh-CN')).toBe('星期四');
    expect(label('20261115', '120000', now, 'zh-CN')).toBe('星期日');
  });

  it('uses the locale only for weekday names, keeping times and dates in the spec format', () => {
    expect(label('20261121', '093000', now, 'zh-CN')).toBe('09:30');
    expect(label('20261114', '120000', now, 'zh-CN')).toBe('14-11-2026');
  });

  it('accepts a 14-digit date with an empty time', () => {
    expect(label('20261121093000', '')).toBe('09:30');
    expect(label('20261120093000', '')).toBe('Yesterday');
  });

  it('counts across month and year boundaries', () => {
    const firstOfMarch = new Date(2026, 2, 1, 10, 0, 0);
    expect(label('20260228', '120000', firstOfMarch)).toBe('Yesterday');
    expect(label('20260223', '120000', firstOfMarch)).toBe('Monday');
    expect(label('20260222', '120000', firstOfMarch)).toBe('22-02-2026');
    const newYear = new Date(2027, 0, 1, 8, 0, 0);
    expect(label('20261231', '230000', newYear)).toBe('Yesterday');
    expect(label('20261226', '120000', newYear)).toBe('Saturday');
    expect(label('20261225', '120000', newYear)).toBe('25-12-2026');
  });

  it('counts a week spanning a daylight-saving change as seven days', () => {
    // Clocks change on 8 March 2026 in North America and 29 March 2026 in Europe; Kenya has none, but the
    // console may run in a browser elsewhere.
    const afterUsChange = new Date(2026, 2, 10, 12, 0, 0);
    expect(label('20260304', '120000', afterUsChange)).toBe('Wednesday');
    expect(label('20260303', '120000', afterUsChange)).toBe('03-03-2026');
    const afterEuChange = new Date(2026, 2, 31, 0, 30, 0);
    expect(label('20260325', '230000', afterEuChange)).toBe('Wednesday');
    expect(label('20260324', '230000', afterEuChange)).toBe('24-03-2026');
  });

  it('shows nothing for an invalid date or time', () => {
    expect(label('20260230', '120000')).toBe('');
    expect(label('20261121', '250000')).toBe('');
    expect(label('20261121', '')).toBe('');
  });
});

describe('maskDisplayDate', () => {
  it.each([
    ['0', '0'],
    ['01', '01'],
    ['011', '01-1'],
    ['0110', '01-10'],
    ['01102026', '01-10-2026'],
    ['011020261', '01-10-2026'],
    ['01-10-2026', '01-10-2026'],
    ['1/9/2026', '1-9-2026'],
    ['1.9.2026', '1-9-2026'],
    ['01-', '01-'],
    ['01--', '01-'],
    ['-01', '01'],
    ['2026-10-01', '20-26-1001'],
    ['ab12cd', '12'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(maskDisplayDate(typed)).toBe(shown);
  });
});

describe('parseDisplayDate', () => {
  it('reads dd-mm-yyyy as yyyyMMdd', () => {
    expect(parseDisplayDate('14-05-1990')).toBe('19900514');
    expect(parseDisplayDate('14051990')).toBe('19900514');
    expect(parseDisplayDate(' 1/9/2026 ')).toBe('20260901');
  });

  it('refuses what is not yet, or not, a real date', () => {
    expect(parseDisplayDate('')).toBeNull();
    expect(parseDisplayDate('01-10-20')).toBeNull();
    expect(parseDisplayDate('31-02-2026')).toBeNull();
    expect(parseDisplayDate('01-13-2026')).toBeNull();
    expect(parseDisplayDate('00-01-2026')).toBeNull();
  });

  it('is the inverse of formatDisplayDate', () => {
    expect(parseDisplayDate(formatDisplayDate('20261120'))).toBe('20261120');
  });
});

describe('a date typed in the merchant’s date style (a date box reads what the console shows)', () => {
  afterEach(() => setDisplayStyle({ date: 'DD-MM-YYYY' }));
  const WORDS = { day: 'dd', month: 'mm', year: 'yyyy' };

  it.each([
    ['DD-MM-YYYY', '14-05-1990', '14051990', '14-05-1990', 'dd-mm-yyyy'],
    ['DD/MM/YYYY', '14/05/1990', '14.5.1990', '14/05/1990', 'dd/mm/yyyy'],
    ['MM/DD/YYYY', '05/14/1990', '5/14/1990', '05/14/1990', 'mm/dd/yyyy'],
    ['YYYY-MM-DD', '1990-05-14', '1990 5 14', '1990-05-14', 'yyyy-mm-dd'],
  ] as const)('%s: reads %s and %s as 14 May 1990, shown as %s, typed as %s', (style, typed, loosely, shown, layout) => {
    setDisplayStyle({ date: style });
    expect(parseDisplayDate(typed)).toBe('19900514');
    expect(parseDisplayDate(loosely)).toBe('19900514');
    expect(formatTypedDate('19900514')).toBe(shown);
    expect(typedDateLayout(WORDS)).toBe(layout);
  });

  it('groups the digits as the style writes them while they are typed', () => {
    setDisplayStyle({ date: 'YYYY-MM-DD' });
    expect(maskDisplayDate('199005')).toBe('1990-05');
    expect(maskDisplayDate('19900514')).toBe('1990-05-14');
    setDisplayStyle({ date: 'MM/DD/YYYY' });
    expect(maskDisplayDate('0514')).toBe('05/14');
    expect(maskDisplayDate('5-')).toBe('5/');
  });

  it('does not read a day and month the other way round: 05/14/1990 is no date on a day-first style', () => {
    setDisplayStyle({ date: 'DD/MM/YYYY' });
    expect(parseDisplayDate('05/14/1990')).toBeNull();
    setDisplayStyle({ date: 'MM/DD/YYYY' });
    expect(parseDisplayDate('14/05/1990')).toBeNull();
    expect(parseDisplayDate('03/04/2026')).toBe('20260304');
  });
});

describe('the merchant\'s display style (Settings → Globalization)', () => {
  afterEach(() => setDisplayStyle({ date: 'DD-MM-YYYY', clock: '24' }));

  it('shows dates and times in the chosen styles, and ignores a style it does not know', () => {
    setDisplayStyle({ date: 'YYYY-MM-DD', clock: '12' });
    expect(formatDisplayDate('20261127')).toBe('2026-11-27');
    expect(formatDisplayDateTime('20261127', '143005')).toBe('2026-11-27 2:30 PM');
    expect(formatWireTime('000500')).toBe('12:05:00 AM');
    setDisplayStyle({ date: 'MM/DD/YYYY', clock: 'sundial' });
    expect(formatDisplayDateTime('20261127', '120000')).toBe('11/27/2026 12:00 PM');
    setDisplayStyle({ date: 'DD/MM/YYYY', clock: '24' });
    expect(formatDisplayDateTime('20261127', '090000')).toBe('27/11/2026 09:00');
  });
});
