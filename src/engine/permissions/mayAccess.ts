// Whether the signed-in user may do `action` on `resource`, read from the session's permission codes as the page
// draws: the same answer authProvider.canAccess gives. react-admin's useCanAccess asks it through a query per
// control, so a page's buttons were missing from its first paint and the page drew again when each answer came
// (issue #12: a list's create, export, import and bulk buttons, a record's edit and delete).
import { hasPermission, requiredCode } from '../../auth/permissions';

export const mayAccess = (resource: string, action: string): boolean => hasPermission(requiredCode(resource, action));
