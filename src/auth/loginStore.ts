// Spec 001 §4 "Store selection: with one store it is current; with several, the head-office store (headOffFlg Y)
// becomes current." The server may remember the store a user last switched to; at login the rule wins.

export interface StoreChoice {
  storeId: string;
  storeName: string;
  headOffFlg?: string;
}

/** The store to work in right after login; undefined when the rule names none (no stores, no head office). */
export const storeForLogin = (stores: readonly StoreChoice[]): StoreChoice | undefined => {
  if (stores.length <= 1) return stores[0];
  return stores.find((store) => store.headOffFlg === 'Y');
};
