// Format checks of the console's schemas, in one place for both sides: the Node-side ajv (scripts/lib/ajv.ts)
// registers them, and the precompiled validators in src/generated/ import this module, so a format behaves the
// same in the form, in the embedded backend and in the config linter. Plain functions and regular expressions
// only: this module is part of the browser bundle and must not pull in ajv.

const WIRE_DATE = /^(\d{4})(\d{2})(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** yyyyMMdd that names a real calendar day (20240229 yes, 20230229 and 20241301 no). Year 0000 is rejected. */
export const wireDate = (value: string): boolean => {
  const match = WIRE_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= lastDay;
};

/**
 * E-mail as ajv-formats checks it in "full" mode (RFC 5322 dot-atom local part, LDH domain labels). Kept here as a
 * regular expression so the precompiled validators inline it instead of importing ajv-formats.
 */
export const email =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/**
 * Every format the schemas may use that ajv-formats does not provide as a regular expression, by format name.
 * Precompiled validators reach function formats through this object (ajv's `code.formats`); gen fails when a
 * schema uses a function format missing here.
 */
export const formats: Readonly<Record<string, RegExp | ((value: string) => boolean)>> = {
  email,
  'wire-date': wireDate,
};
