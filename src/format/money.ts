// Money rules of the product specification: amounts travel and are compared as integer minor units (cents),
// and are shown as KES with two decimals and thousands separators ('KES. 1,234.50').

const MINOR_DIGITS = 2;
const MAX_INTEGER_DIGITS = 9;
// A no-break space: a sentence that wraps ("from KES. 50,000.00 to KES. 2,000,000.00") never leaves 'KES.' at the
// end of one line and its amount on the next.
const KES_PREFIX = 'KES.\u00a0';

export interface AmountInputOptions {
  /** Whether cents may be typed; false is the spec's "positive integers only" reading. Default true. */
  decimals?: boolean;
  /** Whether a lone '0' is an acceptable value. Default false. */
  allowZero?: boolean;
}

export interface AmountRules {
  /** Inclusive lower bound, in minor units. */
  min?: number;
  /** Inclusive upper bound, in minor units. */
  max?: number;
  allowZero?: boolean;
}

export type AmountProblem = {
  key: 'validation.amountMax' | 'validation.amountPositive' | 'validation.amountMin' | 'validation.required';
  values?: Record<string, string>;
};

// Digits may be missing on one side of the dot ('.5', '5.') because that is how people type, but not on both.
const DECIMAL_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * "Amounts become integer minor units by removing the decimal point": done on the decimal string, never by
 * multiplying a float by 100, which turns 1.005 or 0.29 into the wrong number of cents.
 */
export const toMinorUnits = (amount: string | number): number => {
  if (typeof amount === 'number' && !Number.isFinite(amount)) {
    throw new RangeError(`Not an amount: ${amount}`);
  }
  // String(number) is the shortest round-tripping decimal, so 12.34 gives '12.34' rather than its binary value;
  // exponent forms (1e21, 1e-7) fail the pattern below on purpose, as they are never real amounts.
  const text = (typeof amount === 'number' ? String(amount) : amount).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const integerDigits = match?.[2] ?? '';
  const fractionDigits = match?.[3] ?? '';
  if (!match || (integerDigits === '' && fractionDigits === '')) {
    throw new RangeError(`Not an amount: '${text}'`);
  }
  // Zeros past the cents carry no value, but any other digit there would be silently lost money.
  if (/[^0]/.test(fractionDigits.slice(MINOR_DIGITS))) {
    throw new RangeError(`More than ${MINOR_DIGITS} decimals: '${text}'`);
  }
  const cents = fractionDigits.slice(0, MINOR_DIGITS).padEnd(MINOR_DIGITS, '0');
  const magnitude = Number((integerDigits || '0') + cents);
  if (!Number.isSafeInteger(magnitude)) {
    throw new RangeError(`Amount too large: '${text}'`);
  }
  // A bare 0 rather than -0, so '-0.00' compares and serialises like '0'.
  return match[1] === '-' && magnitude !== 0 ? -magnitude : magnitude;
};

const assertMinorUnits = (minor: number): void => {
  // A fractional or unsafe value means a float slipped past toMinorUnits; printing it would show wrong money.
  if (!Number.isSafeInteger(minor)) {
    throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
  }
};

const splitMinorUnits = (minor: number): { negative: boolean; integer: string; fraction: string } => {
  assertMinorUnits(minor);
  const digits = String(Math.abs(minor)).padStart(MINOR_DIGITS + 1, '0');
  return {
    negative: minor < 0,
    integer: digits.slice(0, -MINOR_DIGITS),
    fraction: digits.slice(-MINOR_DIGITS),
  };
};

export const fromMinorUnits = (minor: number): string => {
  const { negative, integer, fraction } = splitMinorUnits(minor);
  return `${negative ? '-' : ''}${integer}.${fraction}`;
};

// Grouped by hand rather than with Intl.NumberFormat so the output is the same in every UI language: the spec
// fixes comma grouping and a dot decimal, whereas Intl would follow the locale.
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const formatKesNumber = (minor: number): string => {
  const { negative, integer, fraction } = splitMinorUnits(minor);
  return `${negative ? '-' : ''}${groupThousands(integer)}.${fraction}`;
};

export const formatKes = (minor: number): string => {
  const { negative, integer, fraction } = splitMinorUnits(minor);
  return `${negative ? '-' : ''}${KES_PREFIX}${groupThousands(integer)}.${fraction}`;
};

/**
 * Keystroke filter for amount fields. It never rejects input outright, it only drops what cannot belong, so
 * pasting '1,234.50' or 'KES 50' still leaves a usable number.
 */
export const sanitizeAmountInput = (raw: string, options: AmountInputOptions = {}): string => {
  const { decimals = true, allowZero = false } = options;

  let integerPart = '';
  let fractionPart = '';
  let seenDot = false;
  for (const char of raw) {
    if (char === '.') {
      // Without decimals, everything from the dot on is cents the field cannot hold, so it all goes.
      if (!decimals) break;
      seenDot = true; // a second dot is simply skipped: later digits still count as cents
      continue;
    }
    if (char < '0' || char > '9') continue;
    if (seenDot) fractionPart += char;
    else integerPart += char;
  }

  const hadIntegerDigits = integerPart !== '';
  // Leading zeros are stripped before the cap, so '0001234567890' keeps nine significant digits.
  integerPart = integerPart.replace(/^0+/, '').slice(0, MAX_INTEGER_DIGITS);
  fractionPart = fractionPart.slice(0, MINOR_DIGITS);

  if (seenDot) {
    // A zero in front of the dot is how '0.50' is written, so it is kept (and supplied for '.5').
    return `${integerPart || '0'}.${fractionPart}`;
  }
  if (integerPart === '') {
    // The raw value had only zeros (or nothing); a lone '0' survives only where zero is a real answer.
    return allowZero && hadIntegerDigits ? '0' : '';
  }
  return integerPart;
};

/** What an amount field holds, in minor units; null when it is empty or not an amount. */
export const typedMinorUnits = (typed: string): number | null => {
  try {
    return typed ? toMinorUnits(typed) : null;
  } catch {
    return null;
  }
};

/** Blur handler: the same filter, then the value is settled into its displayed shape ('12' → '12.00'). */
export const finishAmountInput = (raw: string, options: AmountInputOptions = {}): string => {
  const { decimals = true } = options;
  const sanitized = sanitizeAmountInput(raw, options).replace(/\.$/, '');
  if (!decimals || sanitized === '') return sanitized;
  const [integerPart, fractionPart = ''] = sanitized.split('.');
  return `${integerPart}.${fractionPart.padEnd(MINOR_DIGITS, '0')}`;
};

/**
 * The first rule the amount breaks, in the order the user should fix them. Bounds are inclusive. A negative
 * amount is never valid; even with allowZero it gets the "greater than zero" message, the nearest one there is.
 */
export const checkAmount = (minor: number | null, rules: AmountRules): AmountProblem | null => {
  const { min, max, allowZero = false } = rules;
  if (minor === null || Number.isNaN(minor)) return { key: 'validation.required' };
  if (minor < 0 || (minor === 0 && !allowZero)) return { key: 'validation.amountPositive' };
  if (min !== undefined && minor < min) {
    return { key: 'validation.amountMin', values: { 0: formatKesNumber(min) } };
  }
  if (max !== undefined && minor > max) {
    return { key: 'validation.amountMax', values: { 0: formatKesNumber(max) } };
  }
  return null;
};
