// Permission codes must be in spec 001 §6's table, because an unknown code would hide a screen from everyone.
import { isKnownPermissionCode, PERMISSION_CODES } from '../../../src/auth/permissionCodes';
import { didYouMean } from '../configFiles';
import type { CheckContext } from './context';

export const checkPermissionCode = (ctx: CheckContext, file: string, pointer: string, code: unknown): void => {
  if (typeof code !== 'string' || !/^[0-9A-Z]{2}([0-9]{2})?$/.test(code) || isKnownPermissionCode(code)) return;
  const parent = code.slice(0, 2);
  const children = PERMISSION_CODES.filter((entry) => entry.parent === parent).map((entry) => entry.code);
  let hint: string;
  if (code.length === 4 && children.length > 0) hint = `; the codes under "${parent}" are ${children.join(', ')}`;
  else if (code.length === 4 && isKnownPermissionCode(parent)) hint = `; "${parent}" has no sub-codes, use "${parent}"`;
  else if (code.length === 4) hint = didYouMean(code, PERMISSION_CODES.map((entry) => entry.code));
  else hint = ' (see src/auth/permissionCodes.ts)';
  ctx.report(file, pointer, `permission code "${code}" is not in spec 001 §6's table${hint}`);
};
