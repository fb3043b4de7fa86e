// Spec 002 §8.1 response-code rules and §8.2 reactions.
import { describe, expect, it } from 'vitest';
import { isSilentCode, isSuccessCode, SILENT_CODES, TIMEOUT_CODES } from '../../../src/transport/classify';
import { reactionFor } from '../../../src/transport/reactions';

describe('isSuccessCode: "success = 8-character code with 00000 at positions 3–7"', () => {
  it.each(['MMC00000', 'MCA00000', 'URM00000', 'ABC00000', '12300000'])('%s is a success', (code) => {
    expect(isSuccessCode(code)).toBe(true);
  });

  it.each([
    ['MC00000', '7 characters'],
    ['MMCA00000', '9 characters'],
    ['MMC000000', '9 characters ending in 00000'],
    ['MMC0000', '00000 cut short'],
    ['00000MMC', '00000 at the start'],
    ['M00000MC', '00000 at positions 1–5'],
    ['MM00000C', '00000 at positions 2–6'],
    ['MMC00001', 'last digit not 0'],
    ['MMC10000', 'first of the five not 0'],
    ['MMCP0000', 'P at position 3'],
    ['SCM60401', 'an ordinary error code'],
    ['mmc00000 ', 'trailing space makes 9 characters'],
  ])('%s is not a success (%s)', (code) => {
    expect(isSuccessCode(code)).toBe(false);
  });

  it('"any code starting with SSO is success", whatever its length', () => {
    expect(isSuccessCode('SSO')).toBe(true);
    expect(isSuccessCode('SSO12345')).toBe(true);
    expect(isSuccessCode('SSOP9999')).toBe(true);
    expect(isSuccessCode('SSO-anything-longer')).toBe(true);
  });

  it('SSO only counts as a prefix, in capitals', () => {
    expect(isSuccessCode('XSSO0001')).toBe(false);
    expect(isSuccessCode('sso00001')).toBe(false);
    expect(isSuccessCode('SS000001')).toBe(false);
  });

  it('an empty, undefined or null code is never a success', () => {
    expect(isSuccessCode('')).toBe(false);
    expect(isSuccessCode(undefined)).toBe(false);
    expect(isSuccessCode(null)).toBe(false);
  });
});

describe('silent codes: errors that never raise a toast', () => {
  const SPEC_SILENT = [
    'MMCP0003',
    'MMCP1072',
    'MMCP2003',
    'MMCP2049',
    'URMP5020',
    'TAMP0089',
    'URMP5031',
    'SAP00031',
    'MMCP2050',
    'MMCP1023',
    'RPMP8010',
    'SAP10048',
    'SAP10043',
    'MERP5067',
    'MMCP5148',
  ];

  it('the set is exactly the 15 codes of the spec', () => {
    expect(SPEC_SILENT).toHaveLength(15);
    expect([...SILENT_CODES].sort()).toEqual([...SPEC_SILENT].sort());
  });

  it.each(SPEC_SILENT)('%s is silent', (code) => {
    expect(isSilentCode(code)).toBe(true);
  });

  it.each([
    'MMCP0004', // neighbour of MMCP0003
    'MMCP2051', // wrong PIN, last chance: the user must see it
    'MMCP2052',
    'MMCP5149',
    'SAP00032',
    'SAP10044',
    'URMP5021',
    'mmcp0003', // case matters
    'MMCP0003 ', // no trimming
    'SCM60401',
    'URMP1002',
    'MMC00000',
    '',
  ])('%j is not silent', (code) => {
    expect(isSilentCode(code)).toBe(false);
  });
});

describe('timeout codes', () => {
  it('MMCP9999, URMP2029 and MCAP9999 are the server time-out codes, nothing else', () => {
    expect([...TIMEOUT_CODES].sort()).toEqual(['MCAP9999', 'MMCP9999', 'URMP2029']);
  });

  it('a time-out code is not a success', () => {
    for (const code of TIMEOUT_CODES) expect(isSuccessCode(code)).toBe(false);
  });
});

describe('reactionFor: session reactions', () => {
  it('"SCM60401 → logout"', () => {
    expect(reactionFor('SCM60401')).toBe('logout');
  });

  it('"URMP229 and MMCP9999 → clearSessionToLogin"', () => {
    expect(reactionFor('URMP229')).toBe('clearSessionToLogin');
    expect(reactionFor('MMCP9999')).toBe('clearSessionToLogin');
  });

  it('"MMCP5148 → sessionAbnormal"', () => {
    expect(reactionFor('MMCP5148')).toBe('sessionAbnormal');
  });

  it.each(['MMC00000', 'URMP1002', 'MMCP2052', 'URMP2029', 'MCAP9999', 'URMP2290', 'SCM6040', 'scm60401', ''])(
    '%j has no reaction',
    (code) => {
      expect(reactionFor(code)).toBeUndefined();
    },
  );
});
