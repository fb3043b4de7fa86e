// The staff form's checklist, grouped as this console's menu groups its pages (src/config/permissionTree.ts).
import { permissionGroups, type PermissionGroup } from '../../config/permissionTree';
import { findResourceSummary, menuDefinitions } from '../registry';

let groups: readonly PermissionGroup[] | undefined;

/** Worked out once: the menu files do not change while the console runs. */
export const consolePermissionGroups = (): readonly PermissionGroup[] =>
  (groups ??= permissionGroups(
    menuDefinitions.flatMap((menu) => menu.items),
    findResourceSummary,
  ));

/** Locale key of a permission code's name. */
export const permissionLabel = (code: string): string => `permissions.${code}`;
