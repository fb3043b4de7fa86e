import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODE,
  formatMobileDisplay,
  isValidKenyanMobile,
  normalizeMobileInput,
  toNationalMobile,
} from '../../../src/format';

describe('COUNTRY_CODE', () => {
  it('is Kenya', () => {
    expect(COUNTRY_CODE).toBe('254');
  });
});

describe('normalizeMobileInput', () => {
  it.each([
    ['+254 712-345-678', '712345678'],
    ['0712345678', '712345678'],
    ['712345678', '712345678'],
    ['254712345678', '712345678'],
    ['254112345678', '112345678'],
    ['0112345678', '112345678'],
    ['(0712) 345 678', '712345678'],
  ])('reduces %j to the national digits %j', (raw, expected) => {
    expect(normalizeMobileInput(raw)).toBe(expected);
  });

  it('strips everything but digits', () => {
    expect(normalizeMobileInput('7a1b2')).toBe('712');
    expect(normalizeMobileInput('abc')).toBe('');
    expect(normalizeMobileInput('')).toBe('');
  });

  it('strips a leading 0 as it is typed', () => {
    expect(normalizeMobileInput('0')).toBe('');
    expect(normalizeMobileInput('07')).toBe('7');
  });

  // A digit too many is kept, so the field can refuse the number rather than quietly save a different one.
  it('keeps every digit, an extra one included', () => {
    expect(normalizeMobileInput('71234567')).toBe('71234567');
    expect(normalizeMobileInput('7123456789')).toBe('7123456789');
    expect(normalizeMobileInput('07123456789')).toBe('7123456789');
  });

  it('drops a complete 254 country code at once, so a number typed digit by digit never gets stuck', () => {
    expect(normalizeMobileInput('25')).toBe('25');
    expect(normalizeMobileInput('254')).toBe('');
    expect(normalizeMobileInput('2547')).toBe('7');
    expect(normalizeMobileInput('25471234567')).toBe('71234567');
    expect(normalizeMobileInput('254712345678')).toBe('712345678');
    expect(normalizeMobileInput('2547123456789')).toBe('7123456789');
    let typed = '';
    for (const key of '254712345678') typed = normalizeMobileInput(typed + key);
    expect(typed).toBe('712345678');
  });

  it('strips the trunk 0 after the country code', () => {
    expect(normalizeMobileInput('+254 0712 345 678')).toBe('712345678');
  });

  it('does not validate: it only filters', () => {
    expect(normalizeMobileInput('812345678')).toBe('812345678');
  });

  it('is stable when applied again to its own output', () => {
    for (const raw of ['+254 712-345-678', '0712345678', '2547', '25471234567', '0', '07123456789']) {
      const once = normalizeMobileInput(raw);
      expect(normalizeMobileInput(once)).toBe(once);
    }
  });
});

describe('toNationalMobile', () => {
  it.each([
    ['712345678', '712345678'],
    ['112345678', '112345678'],
    ['0712345678', '712345678'],
    ['0112345678', '112345678'],
    ['254712345678', '712345678'],
    ['254112345678', '112345678'],
    ['+254712345678', '712345678'],
    ['+254112345678', '112345678'],
    ['+254 712 345 678', '712345678'],
    ['+254-712-345-678', '712345678'],
    ['0712 345 678', '712345678'],
    ['0712-345-678', '712345678'],
    [' 0712345678 ', '712345678'],
    ['254 712 345 678', '712345678'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(toNationalMobile(raw)).toBe(expected);
  });

  it.each([
    ['812345678', 'starts with 8'],
    ['212345678', 'starts with 2'],
    ['012345678', 'starts with 0 and is only 9 digits'],
    ['71234567', '8 digits'],
    ['7123456789', '10 digits without a trunk 0'],
    ['07123456789', '11 digits'],
    ['071234567', 'trunk 0 and only 8 digits after it'],
    ['0812345678', 'trunk 0 then 8'],
    ['254812345678', 'country code then 8'],
    ['25471234567', 'country code and only 8 digits'],
    ['2547123456789', 'country code and 10 digits'],
    ['2540712345678', 'country code and trunk 0'],
    ['+254 0712345678', 'plus, country code and trunk 0'],
    ['+712345678', 'plus without a country code'],
    ['+0712345678', 'plus with a trunk 0'],
    ['+255712345678', 'another country code'],
    ['++254712345678', 'two plus signs'],
    ['712+345678', 'plus inside the number'],
    ['712a45678', 'a letter'],
    ['712.345.678', 'dots'],
    ['(0712) 345678', 'parentheses'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['---', 'separators only'],
    ['７１２３４５６７８', 'full-width digits'],
  ])('rejects %j (%s)', (raw) => {
    expect(toNationalMobile(raw)).toBeNull();
  });
});

describe('isValidKenyanMobile', () => {
  it('agrees with toNationalMobile', () => {
    expect(isValidKenyanMobile('0712345678')).toBe(true);
    expect(isValidKenyanMobile('+254 112 345 678')).toBe(true);
    expect(isValidKenyanMobile('812345678')).toBe(false);
    expect(isValidKenyanMobile('71234567')).toBe(false);
    expect(isValidKenyanMobile('')).toBe(false);
  });

  it('accepts whatever normalizeMobileInput leaves of a complete number', () => {
    expect(isValidKenyanMobile(normalizeMobileInput('+254 712-345-678'))).toBe(true);
  });
});

describe('formatMobileDisplay', () => {
  it.each(['712345678', '0712345678', '254712345678', '+254712345678', '+254 712-345-678'])(
    'shows %j as +254 712 345 678',
    (raw) => {
      expect(formatMobileDisplay(raw)).toBe('+254 712 345 678');
    },
  );

  it('shows numbers starting with 1 the same way', () => {
    expect(formatMobileDisplay('0112345678')).toBe('+254 112 345 678');
  });

  it.each(['812345678', '71234567', '', 'unknown', '0712 345'])('returns the invalid %j unchanged', (raw) => {
    expect(formatMobileDisplay(raw)).toBe(raw);
  });
});
