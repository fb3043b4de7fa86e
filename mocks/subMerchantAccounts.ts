// Working in a sub-merchant's account (SwitchAccount, code 41): the person stays who they are (their PIN, their
// password, their role's functions), but the session's merchant is the sub-merchant's own books, so every list,
// balance and payment of that session is the sub-merchant's. The books open the first time someone switches to it.
import type { SubMerchantRecord, UserAccount } from './db/types';
import { openMerchant } from './newMerchant';
import { db } from './state';

/** The sub-merchant's merchant id, opening its books (a wallet at nil, a store named after it) on first use. */
export const booksOf = (subMerchant: SubMerchantRecord): string => {
  if (!subMerchant.booksMercId) {
    const { mercId } = openMerchant({
      mercNm: subMerchant.subMercNm,
      contact: { mblNoPlain: subMerchant.mblNo, email: subMerchant.busEmail ?? '' },
      mainFlag: 'N',
      storeName: subMerchant.subMercNm,
    });
    subMerchant.booksMercId = mercId;
  }
  return subMerchant.booksMercId;
};

/**
 * The user as an acting session sees them: the same record (changes to it, a PIN failure or a new password, land on
 * the person), answering the sub-merchant's id as its merchant.
 */
export const actingAs = (user: UserAccount, mercId: string): UserAccount =>
  new Proxy(user, {
    get: (target, key, receiver) => (key === 'mercId' ? mercId : key === ACTING ? true : Reflect.get(target, key, receiver)),
  });

const ACTING = Symbol('acting for a sub-merchant');

/** Whether the user is seen through a session working in a sub-merchant's account. */
export const isActing = (user: UserAccount): boolean => (user as unknown as Record<symbol, unknown>)[ACTING] === true;

/** The merchant the person belongs to, whatever account the session works in. */
export const mainMerchantOf = (usrNo: string): string | undefined => db().users.find((user) => user.usrNo === usrNo)?.mercId;
