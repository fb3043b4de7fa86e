// The calls behind the header: the user's stores (QueryStoreList) and the current store's storefront status
// (queryStoreFront / updateStoreFront, spec 002 §7.4 "Stores and store front").
import { callAction } from '../../transport/client';

export interface StoreOption {
  storeId: string;
  storeName: string;
  headOffFlg: 'Y' | 'N';
  storeStatus?: 'N' | 'C' | 'Y';
}

/** Store status of a suspended (or terminated) store (spec 000 reference enumerations: N normal, C suspended). */
export const SUSPENDED_STORE = 'C';

/**
 * The stores a person can switch to: not a suspended one (it takes no payments, and the server refuses the
 * switch), except the current store, which stays listed, checked, with its status.
 */
export const switchableStores = <T extends { storeId: string; storeStatus?: string }>(stores: readonly T[], currentId?: string): T[] =>
  stores.filter((store) => store.storeStatus !== SUSPENDED_STORE || store.storeId === currentId);

/** More than any merchant in the demo has; the list is a menu, not a paged table. */
const STORE_MENU_LIMIT = 200;

/** The user's stores, head office first, then by name. */
export const fetchStores = async (): Promise<StoreOption[]> => {
  const answer = await callAction('QueryStoreList', {}, { paging: { page: 1, perPage: STORE_MENU_LIMIT } });
  const stores = answer.data.map(({ storeId = '', storeName, headOffFlg = 'N', storeStatus }): StoreOption => ({ storeId, storeName, headOffFlg, storeStatus }));
  return stores.sort(
    (a, b) => Number(b.headOffFlg === 'Y') - Number(a.headOffFlg === 'Y') || a.storeName.localeCompare(b.storeName),
  );
};

export type StorefrontStatus = 'open' | 'close';

export const fetchStorefrontStatus = async (): Promise<StorefrontStatus> =>
  (await callAction('queryStoreFront')).mshpSts;

export const updateStorefrontStatus = async (mshpSts: StorefrontStatus): Promise<void> => {
  await callAction('updateStoreFront', { mshpSts });
};
