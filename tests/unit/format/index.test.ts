import { describe, expect, it } from 'vitest';
import * as format from '../../../src/format';

describe('src/format index', () => {
  it('re-exports the whole public API', () => {
    const functions = [
      'toMinorUnits',
      'fromMinorUnits',
      'formatKes',
      'formatKesNumber',
      'sanitizeAmountInput',
      'finishAmountInput',
      'checkAmount',
      'parseWireDate',
      'toWireDate',
      'formatDisplayDate',
      'formatWireTime',
      'parseWireDateTime',
      'formatDisplayDateTime',
      'dayLabel',
      'maskDisplayDate',
      'parseDisplayDate',
      'normalizeMobileInput',
      'toNationalMobile',
      'isValidKenyanMobile',
      'formatMobileDisplay',
      'truncateName',
      'maskCard',
    ];
    for (const name of functions) {
      expect(typeof (format as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(format.COUNTRY_CODE).toBe('254');
  });
});
