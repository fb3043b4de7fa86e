import { describe, expect, it } from 'vitest';
import {
  checkAmount,
  finishAmountInput,
  formatKes,
  formatKesNumber,
  fromMinorUnits,
  sanitizeAmountInput,
  toMinorUnits,
} from '../../../src/format';

describe('toMinorUnits', () => {
  it.each([
    ['1234.5', 123450],
    ['10', 1000],
    ['1234.50', 123450],
    ['0.05', 5],
    ['0.5', 50],
    ['0', 0],
    ['0.00', 0],
    ['999999999.99', 99999999999],
    ['0012', 1200],
  ])('turns the string %s into %i cents', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  it.each([
    [12.34, 1234],
    [10, 1000],
    [0, 0],
    [1234.5, 123450],
  ])('turns the number %d into %i cents', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
  });

  // Each of these is off by one cent when computed as Math.floor(amount * 100) or similar float arithmetic.
  it.each([
    [0.29, 29],
    [1.15, 115],
    [19.99, 1999],
    [4.35, 435],
    [1.13, 113],
    [8.7, 870],
  ])('has no float error for %d', (amount, expected) => {
    expect(toMinorUnits(amount)).toBe(expected);
    expect(toMinorUnits(String(amount))).toBe(expected);
  });

  it('accepts a dot with digits on only one side, as typed', () => {
    expect(toMinorUnits('.5')).toBe(50);
    expect(toMinorUnits('5.')).toBe(500);
  });

  it('ignores surrounding whitespace', () => {
    expect(toMinorUnits(' 12.5 ')).toBe(1250);
  });

  it('accepts a negative amount so that fromMinorUnits output round-trips', () => {
    expect(toMinorUnits('-10.50')).toBe(-1050);
    expect(toMinorUnits(-10.5)).toBe(-1050);
  });

  it('returns +0, never -0, for a negative zero', () => {
    expect(Object.is(toMinorUnits('-0'), 0)).toBe(true);
    expect(Object.is(toMinorUnits('-0.00'), 0)).toBe(true);
    expect(Object.is(toMinorUnits(-0), 0)).toBe(true);
  });

  it('accepts zeros past the second decimal, which carry no value', () => {
    expect(toMinorUnits('12.340')).toBe(1234);
    expect(toMinorUnits('12.3400000')).toBe(1234);
  });

  it('refuses a third significant decimal instead of rounding money away', () => {
    expect(() => toMinorUnits('12.345')).toThrow(RangeError);
    expect(() => toMinorUnits('0.001')).toThrow(RangeError);
    expect(() => toMinorUnits(1.005)).toThrow(RangeError);
    expect(() => toMinorUnits(0.1 + 0.2)).toThrow(RangeError);
  });

  it.each(['', '   ', 'abc', '12a', '1,234.50', '1.2.3', '.', '-', '+5', '--5', 'KES. 10', '1e3', '0x10', '١٢'])(
    'throws RangeError for the non-numeric string %j',
    (amount) => {
      expect(() => toMinorUnits(amount)).toThrow(RangeError);
    },
  );

  it.each([NaN, Infinity, -Infinity, 1e21, 1e-7])('throws RangeError for the number %d', (amount) => {
    expect(() => toMinorUnits(amount)).toThrow(RangeError);
  });

  it('accepts up to the largest safe integer of cents and refuses one more', () => {
    expect(toMinorUnits('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toMinorUnits('90071992547409.92')).toThrow(RangeError);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [0, '0.00'],
    [-1050, '-10.50'],
    [-5, '-0.05'],
    [99999999999, '999999999.99'],
    [123456789012, '1234567890.12'],
  ])('writes %i cents as %s', (minor, expected) => {
    expect(fromMinorUnits(minor)).toBe(expected);
  });

  it('writes -0 as plain zero', () => {
    expect(fromMinorUnits(-0)).toBe('0.00');
  });

  it.each([1.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 1])('throws RangeError for %d, which is not whole cents', (minor) => {
    expect(() => fromMinorUnits(minor)).toThrow(RangeError);
  });

  it('round-trips with toMinorUnits', () => {
    for (const minor of [0, 1, 9, 10, 99, 100, 101, 12345, -1, -99, -100, 99999999999, Number.MAX_SAFE_INTEGER]) {
      expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
    }
  });
});

describe('formatKes', () => {
  // What the cases below write as 'KES. 1.00' is shown with a no-break space, so the two stay on one line.
  const shown = (text: string) => text.replace('KES. ', 'KES.\u00a0');

  it('keeps KES. and its amount together: a no-break space between them, no ordinary one', () => {
    expect(formatKes(123450)).toBe('KES.\u00a01,234.50');
    expect(formatKes(123450)).not.toContain(' ');
  });

  it.each([
    [123450, 'KES. 1,234.50'],
    [0, 'KES. 0.00'],
    [5, 'KES. 0.05'],
    [99999, 'KES. 999.99'],
    [100000, 'KES. 1,000.00'],
    [100000000, 'KES. 1,000,000.00'],
    [99999999999, 'KES. 999,999,999.99'],
    [123456789012, 'KES. 1,234,567,890.12'],
  ])('shows %i cents as %s', (minor, expected) => {
    expect(formatKes(minor)).toBe(shown(expected));
  });

  it('puts the minus sign in front of the currency', () => {
    expect(formatKes(-1050)).toBe(shown('-KES. 10.50'));
    expect(formatKes(-5)).toBe(shown('-KES. 0.05'));
    expect(formatKes(-123456789)).toBe(shown('-KES. 1,234,567.89'));
  });

  it('shows -0 without a sign', () => {
    expect(formatKes(-0)).toBe(shown('KES. 0.00'));
  });

  it('throws RangeError rather than showing a wrong amount for fractional cents', () => {
    expect(() => formatKes(10.5)).toThrow(RangeError);
    expect(() => formatKes(NaN)).toThrow(RangeError);
  });
});

describe('formatKesNumber', () => {
  it.each([
    [123450, '1,234.50'],
    [0, '0.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123456789012, '1,234,567,890.12'],
    [-123450, '-1,234.50'],
  ])('shows %i cents as %s without the currency prefix', (minor, expected) => {
    expect(formatKesNumber(minor)).toBe(expected);
  });

  it('fills the spec message templates', () => {
    expect('Maximum Amount {0} (KES)'.replace('{0}', formatKesNumber(7000000))).toBe('Maximum Amount 70,000.00 (KES)');
    expect('Minimum amount KES.{0}'.replace('{0}', formatKesNumber(1000))).toBe('Minimum amount KES.10.00');
  });
});

describe('sanitizeAmountInput', () => {
  describe('with decimals (the default)', () => {
    it.each([
      ['', ''],
      ['12', '12'],
      ['12.34', '12.34'],
      ['12.', '12.'],
      ['abc', ''],
      ['12a3', '123'],
      ['1,234', '1234'],
      ['1 234', '1234'],
      ['-5', '5'],
      ['+5', '5'],
      ['1.2.3', '1.23'],
      ['12..5', '12.5'],
      ['1,234.56', '1234.56'],
    ])('drops invalid characters: %j → %j', (raw, expected) => {
      expect(sanitizeAmountInput(raw)).toBe(expected);
    });

    it('drops non-ASCII digits, which the server would not read as numbers', () => {
      expect(sanitizeAmountInput('１２')).toBe('');
      expect(sanitizeAmountInput('١٢3')).toBe('3');
    });

    it('keeps 9 integer digits and drops the 10th', () => {
      expect(sanitizeAmountInput('123456789')).toBe('123456789');
      expect(sanitizeAmountInput('1234567890')).toBe('123456789');
      expect(sanitizeAmountInput('99999999999')).toBe('999999999');
    });

    it('caps the integer part without touching the decimals', () => {
      expect(sanitizeAmountInput('1234567890.5')).toBe('123456789.5');
      expect(sanitizeAmountInput('123456789.99')).toBe('123456789.99');
    });

    it('keeps 2 decimals and drops the 3rd', () => {
      expect(sanitizeAmountInput('12.34')).toBe('12.34');
      expect(sanitizeAmountInput('12.345')).toBe('12.34');
      expect(sanitizeAmountInput('0.999')).toBe('0.99');
    });

    it('strips leading zeros before counting the 9 digits', () => {
      expect(sanitizeAmountInput('0012')).toBe('12');
      expect(sanitizeAmountInput('0001234567890')).toBe('123456789');
      expect(sanitizeAmountInput('010')).toBe('10');
    });

    it('keeps a single 0 in front of the dot', () => {
      expect(sanitizeAmountInput('0.5')).toBe('0.5');
      expect(sanitizeAmountInput('00.5')).toBe('0.5');
      expect(sanitizeAmountInput('0.')).toBe('0.');
      expect(sanitizeAmountInput('0.00')).toBe('0.00');
    });

    it('supplies the 0 when the value starts with a dot', () => {
      expect(sanitizeAmountInput('.5')).toBe('0.5');
      expect(sanitizeAmountInput('.')).toBe('0.');
      expect(sanitizeAmountInput('.05')).toBe('0.05');
    });

    it('drops a lone 0 unless zero is allowed', () => {
      expect(sanitizeAmountInput('0')).toBe('');
      expect(sanitizeAmountInput('000')).toBe('');
      expect(sanitizeAmountInput('0', { allowZero: true })).toBe('0');
      expect(sanitizeAmountInput('000', { allowZero: true })).toBe('0');
      expect(sanitizeAmountInput('a0', { allowZero: true })).toBe('0');
    });

    it('does not invent a 0 when zero is allowed but none was typed', () => {
      expect(sanitizeAmountInput('', { allowZero: true })).toBe('');
      expect(sanitizeAmountInput('abc', { allowZero: true })).toBe('');
    });

    it('still strips leading zeros when zero is allowed', () => {
      expect(sanitizeAmountInput('05', { allowZero: true })).toBe('5');
    });

    it('is stable when applied again to its own output, as happens on every keystroke', () => {
      for (const raw of ['0012', '1.2.3', '.5', '1234567890.555', '1,234', '0', '12.']) {
        const once = sanitizeAmountInput(raw);
        expect(sanitizeAmountInput(once)).toBe(once);
      }
    });
  });

  describe('without decimals (positive integers only)', () => {
    const integersOnly = { decimals: false };

    it.each([
      ['12', '12'],
      ['12.5', '12'],
      ['12.', '12'],
      ['.5', ''],
      ['1,234.56', '1234'],
      ['12a.3.4', '12'],
      ['0012', '12'],
      ['1234567890', '123456789'],
      ['0.5', ''],
      ['0', ''],
    ])('%j → %j', (raw, expected) => {
      expect(sanitizeAmountInput(raw, integersOnly)).toBe(expected);
    });

    it('keeps a lone 0 typed before the dot only when zero is allowed', () => {
      expect(sanitizeAmountInput('0', { decimals: false, allowZero: true })).toBe('0');
      expect(sanitizeAmountInput('0.5', { decimals: false, allowZero: true })).toBe('0');
      // The zero after the dot was never part of the integer, so it must not bring a '0' back.
      expect(sanitizeAmountInput('.0', { decimals: false, allowZero: true })).toBe('');
    });
  });
});

describe('finishAmountInput', () => {
  it.each([
    ['12', '12.00'],
    ['12.5', '12.50'],
    ['12.', '12.00'],
    ['12.34', '12.34'],
    ['12.345', '12.34'],
    ['.5', '0.50'],
    ['0.', '0.00'],
    ['0.5', '0.50'],
    ['1,234.5', '1234.50'],
    ['1234567890', '123456789.00'],
    ['', ''],
    ['abc', ''],
    ['.', '0.00'],
  ])('settles %j as %j', (raw, expected) => {
    expect(finishAmountInput(raw)).toBe(expected);
  });

  it('leaves an empty value empty', () => {
    expect(finishAmountInput('')).toBe('');
    expect(finishAmountInput('', { allowZero: true })).toBe('');
  });

  it('pads a lone 0 only where zero is allowed', () => {
    expect(finishAmountInput('0')).toBe('');
    expect(finishAmountInput('0', { allowZero: true })).toBe('0.00');
  });

  it('removes the trailing dot without padding when decimals are off', () => {
    expect(finishAmountInput('12', { decimals: false })).toBe('12');
    expect(finishAmountInput('12.', { decimals: false })).toBe('12');
    expect(finishAmountInput('12.75', { decimals: false })).toBe('12');
    expect(finishAmountInput('0', { decimals: false, allowZero: true })).toBe('0');
  });

  it('is stable when the field is blurred twice', () => {
    for (const raw of ['12', '12.5', '.', '0.', '1234567890.555', '']) {
      const once = finishAmountInput(raw);
      expect(finishAmountInput(once)).toBe(once);
    }
  });

  it('always yields something toMinorUnits accepts', () => {
    expect(toMinorUnits(finishAmountInput('1,234.5'))).toBe(123450);
    expect(toMinorUnits(finishAmountInput('123456789.999'))).toBe(12345678999);
  });
});

describe('checkAmount', () => {
  it('asks for a value when there is none', () => {
    expect(checkAmount(null, {})).toEqual({ key: 'validation.required' });
    expect(checkAmount(NaN, {})).toEqual({ key: 'validation.required' });
    expect(checkAmount(null, { allowZero: true, min: 100 })).toEqual({ key: 'validation.required' });
  });

  it('refuses zero unless allowed', () => {
    expect(checkAmount(0, {})).toEqual({ key: 'validation.amountPositive' });
    expect(checkAmount(0, { allowZero: false })).toEqual({ key: 'validation.amountPositive' });
    expect(checkAmount(0, { allowZero: true })).toBeNull();
  });

  it('refuses a negative amount even when zero is allowed', () => {
    expect(checkAmount(-1, {})).toEqual({ key: 'validation.amountPositive' });
    expect(checkAmount(-1, { allowZero: true })).toEqual({ key: 'validation.amountPositive' });
  });

  it('accepts the smallest positive amount when there are no bounds', () => {
    expect(checkAmount(1, {})).toBeNull();
  });

  it('refuses an amount below the minimum and names the minimum', () => {
    expect(checkAmount(999, { min: 1000 })).toEqual({ key: 'validation.amountMin', values: { 0: '10.00' } });
    expect(checkAmount(1000, { min: 1000 })).toBeNull();
    expect(checkAmount(1001, { min: 1000 })).toBeNull();
  });

  it('refuses an amount above the maximum and names the maximum with separators', () => {
    expect(checkAmount(100000001, { max: 100000000 })).toEqual({
      key: 'validation.amountMax',
      values: { 0: '1,000,000.00' },
    });
    expect(checkAmount(100000000, { max: 100000000 })).toBeNull();
    expect(checkAmount(99999999, { max: 100000000 })).toBeNull();
  });

  it('reports the positive rule before the minimum', () => {
    expect(checkAmount(0, { min: 1000 })).toEqual({ key: 'validation.amountPositive' });
  });

  it('still applies the minimum to zero when zero is allowed', () => {
    expect(checkAmount(0, { allowZero: true, min: 100 })).toEqual({
      key: 'validation.amountMin',
      values: { 0: '1.00' },
    });
  });

  it('checks both bounds together', () => {
    const rules = { min: 1000, max: 7000000 };
    expect(checkAmount(500, rules)?.key).toBe('validation.amountMin');
    expect(checkAmount(5000, rules)).toBeNull();
    expect(checkAmount(7000001, rules)).toEqual({ key: 'validation.amountMax', values: { 0: '70,000.00' } });
  });

  it('leaves values out of problems that have no placeholder', () => {
    expect(checkAmount(null, {})).not.toHaveProperty('values');
    expect(checkAmount(0, {})).not.toHaveProperty('values');
  });
});
