// Which stores a user works in (spec 000 §3 Staff: store assignments). The merchant's super administrator (the
// owner) works in every store; a staff member only in the stores their staff record assigns, and sees and acts on
// those stores' records only: the store switcher, the store list, the sales, a reversal.
import type { UserAccount } from './db/types';
import { staffOfAccount } from './staffAccounts';

/** The user's stores, or undefined when the user works in every store of the merchant. */
export const assignedStores = (user: UserAccount): ReadonlySet<string> | undefined => {
  if (user.superAdmin === 'Y') return undefined;
  const staff = staffOfAccount(user);
  // A user who is neither the owner nor active (or newly added) staff works in no store.
  return new Set(staff && (staff.status === 'A' || staff.status === 'P') ? staff.storeIds : []);
};

export const worksIn = (user: UserAccount, storeId: string): boolean => assignedStores(user)?.has(storeId) ?? true;
