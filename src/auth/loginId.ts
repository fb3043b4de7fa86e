// The login field takes a mobile number (owners) or a staff username (sub-accounts): user id types P and S.
import { toNationalMobile } from '../format/mobile';

export type LoginIdType = 'P' | 'S';

export const looksLikeMobile = (value: string): boolean => /^[+\d][\d\s-]*$/.test(value.trim());

export const parseLoginId = (value: string): { loginId: string; userIdType: LoginIdType } | null => {
  const trimmed = value.trim();
  if (!trimmed) return null;
  if (looksLikeMobile(trimmed)) {
    const national = toNationalMobile(trimmed);
    return national ? { loginId: national, userIdType: 'P' } : null;
  }
  return /^[A-Za-z0-9._-]{2,40}$/.test(trimmed) ? { loginId: trimmed, userIdType: 'S' } : null;
};
