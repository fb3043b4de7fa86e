// Spec 001 §6: "Check passes if the permission list is empty, permissions are disabled or no session exists;
// otherwise it matches funcNo in the merchant role function list."
import { getTransportConfig } from '../transport/client';
import { getSession } from '../transport/session';

const PERMISSIONS_KEY = 'mc.permissions';

export interface RoleFunction {
  funcNo: string;
  funcNmEn?: string;
  funcDsc?: string;
  roleName?: string;
}

export const storePermissions = (functions: RoleFunction[]): void =>
  sessionStorage.setItem(PERMISSIONS_KEY, JSON.stringify(functions.map((entry) => entry.funcNo)));

export const getPermissionCodes = (): string[] => {
  try {
    return JSON.parse(sessionStorage.getItem(PERMISSIONS_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
};

/** Whether the signed-in user holds `code` (or, for a sub-code, the spec's rule applied to the list as held). */
export const hasPermission = (
  code: string | undefined,
  context: { codes?: string[]; enabled?: boolean; signedIn?: boolean } = {},
): boolean => {
  if (!code) return true;
  const enabled = context.enabled ?? getTransportConfig().permissionsEnabled;
  const signedIn = context.signedIn ?? Boolean(getSession());
  const codes = context.codes ?? getPermissionCodes();
  if (!enabled || !signedIn || codes.length === 0) return true;
  return codes.includes(code);
};

/**
 * Which permission code guards an action on a resource. The config engine registers these from the resource
 * files; react-admin's canAccess and the menu both read them.
 */
const accessRules = new Map<string, string>();

export const registerAccessRule = (resource: string, action: string, code: string): void => {
  accessRules.set(`${resource}:${action}`, code);
};

export const requiredCode = (resource: string, action: string): string | undefined =>
  accessRules.get(`${resource}:${action}`) ?? accessRules.get(`${resource}:*`);

/**
 * Whether the signed-in user may do `action` on `resource`: react-admin's canAccess, the data providers' check
 * before a call, and the engine's buttons as they draw. The engine reads it directly rather than through
 * react-admin's useCanAccess, a query per control: a page's buttons were missing from its first paint and the page
 * drew again as each answer came (issue #12).
 */
export const mayAccess = (resource: string, action: string): boolean => hasPermission(requiredCode(resource, action));
