// Kenyan mobile numbers per the product specification: 9 national digits starting with 7 or 1, written bare,
// with a trunk '0', or with the 254 country code. The console stores the national digits and shows +254.

export const COUNTRY_CODE = '254';

const NATIONAL_LENGTH = 9;
const NATIONAL_PATTERN = /^[17]\d{8}$/;
// Spaces and dashes are how people (and spreadsheets) group numbers; anything else suggests a different value.
const WRITTEN_FORM_PATTERN = /^\+?[\d\s-]+$/;

/**
 * Keystroke filter for a field that already shows '+254' in front, so only national digits belong in it.
 * National numbers start with 7 or 1, never 2, so a leading '254' is always the country code: it is dropped as
 * soon as it is complete, whether the number was pasted whole or typed one digit at a time. Digits beyond the
 * ninth are kept: cutting them would save a different number than the one typed, so the field's rule refuses it.
 */
export const normalizeMobileInput = (raw: string): string => {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
};

/** The 9 national digits of a valid number in any accepted written form, or null. */
export const toNationalMobile = (raw: string): string | null => {
  const written = raw.trim();
  if (!WRITTEN_FORM_PATTERN.test(written)) return null;
  const digits = written.replace(/\D/g, '');
  let national: string;
  if (written.startsWith('+')) {
    // '+' announces a country code, and the only one accepted is Kenya's.
    if (!digits.startsWith(COUNTRY_CODE)) return null;
    national = digits.slice(COUNTRY_CODE.length);
  } else if (digits.length === COUNTRY_CODE.length + NATIONAL_LENGTH && digits.startsWith(COUNTRY_CODE)) {
    national = digits.slice(COUNTRY_CODE.length);
  } else if (digits.length === NATIONAL_LENGTH + 1 && digits.startsWith('0')) {
    national = digits.slice(1);
  } else {
    national = digits;
  }
  return NATIONAL_PATTERN.test(national) ? national : null;
};

export const isValidKenyanMobile = (raw: string): boolean => toNationalMobile(raw) !== null;

/** '+254 712 345 678'. An invalid value is shown as it came, so nothing the user or server sent is hidden. */
export const formatMobileDisplay = (raw: string): string => {
  const national = toNationalMobile(raw);
  if (national === null) return raw;
  return `+${COUNTRY_CODE} ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};
