// A demo merchant as the seed's generators see it, and the sets that keep numbers and addresses unique across
// every generated collection (a mobile number belongs to one person, a till number to one till).
import type { Merchant, UserAccount } from './types';

export interface Shop {
  merchant: Merchant;
  owner: UserAccount;
  /** Trading name used in store names (the registered name carries "Ltd"). */
  brand: string;
  /** Leading digit of this merchant's ids, so ids stay stable whichever size is generated. */
  block: string;
  /** Own e-mail domain; small merchants without one use free providers. */
  domain?: string;
  salesPrefix: string;
}

export type Uniques = {
  storeMobiles: Set<string>;
  staffMobiles: Set<string>;
  customerMobiles: Set<string>;
  beneficiaryMobiles: Set<string>;
  staffEmails: Set<string>;
  customerEmails: Set<string>;
  storeEmails: Set<string>;
  tillNos: Set<string>;
  idNos: Set<string>;
};

/** Ids such as S100004: prefix, the merchant's block digit, then the 1-based serial padded to the width. */
export function sequenceId(prefix: string, block: string, width: number, index: number): string {
  return `${prefix}${block}${String(index + 1).padStart(width - block.length, '0')}`;
}

/** Demo logins' numbers are kept out of every generated collection so a search by mobile finds only them. */
export function createUniques(users: readonly UserAccount[]): Uniques {
  const reservedMobiles = users.map((user) => user.mblNoPlain);
  return {
    storeMobiles: new Set<string>(reservedMobiles),
    staffMobiles: new Set<string>(reservedMobiles),
    customerMobiles: new Set<string>(reservedMobiles),
    beneficiaryMobiles: new Set<string>(reservedMobiles),
    staffEmails: new Set<string>(users.map((user) => user.email)),
    customerEmails: new Set<string>(),
    storeEmails: new Set<string>(),
    tillNos: new Set<string>(),
    idNos: new Set<string>(),
  };
}
