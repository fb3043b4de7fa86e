// Response-code rules of spec 002 §8.1.

/** Success: 8 characters with 00000 at positions 3–7 (MMC00000, MCA00000), or any code starting with SSO. */
export const isSuccessCode = (code: string | undefined | null): boolean => {
  if (!code) return false;
  if (code.startsWith('SSO')) return true;
  return code.length === 8 && code.slice(3, 8) === '00000';
};

/** Errors that never raise a toast: the caller handles them, or they are expected in normal use. */
export const SILENT_CODES: ReadonlySet<string> = new Set([
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
]);

/** Codes the server uses for its own time-outs (MCAP9999 in the alternate set). */
export const TIMEOUT_CODES: ReadonlySet<string> = new Set(['MMCP9999', 'URMP2029', 'MCAP9999']);

export const isSilentCode = (code: string): boolean => SILENT_CODES.has(code);
