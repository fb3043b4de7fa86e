// The store a person works in (the header's store switcher), kept per person and per account: a sub-merchant's
// account has stores of its own, and switching to it leaves the store chosen in the main account as it was.
import type { UserAccount } from './db/types';
import { db } from './state';
import { isActing } from './subMerchantAccounts';

const keyOf = (user: UserAccount): string => (isActing(user) ? `${user.usrNo}@${user.mercId}` : user.usrNo);

export const currentStoreId = (user: UserAccount): string | undefined => db().currentStore[keyOf(user)];

export const setCurrentStore = (user: UserAccount, storeId: string): void => {
  db().currentStore[keyOf(user)] = storeId;
};
