// The header's store actions: switching the current store (ChangeStore) and opening or closing the current
// store's storefront (queryStoreFront / updateStoreFront). The store list (QueryStoreList) and the other store
// actions are served generically from resources/stores.json (mocks/resources/).
import { requireFunction } from '../access';
import { text } from '../body';
import type { Store, UserAccount } from '../db/types';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { NOT_ALLOWED_CODE } from '../resources/errors';
import { worksIn } from '../staffStores';
import { db } from '../state';
import { currentStoreId, setCurrentStore } from '../currentStore';

/** Spec 001 §6 has no storefront code of its own: the storefront is part of the store, 2001 view / 2002 manage. */
export const STORE_VIEW = '2001';
export const STORE_MANAGE = '2002';

const STOREFRONT_STATES: ReadonlySet<string> = new Set<Store['mshpSts']>(['open', 'close']);

defineAction('ChangeStore', ({ user, body }) => {
  const storeId = text(body, 'storeId');
  const store = db().stores.find((entry) => entry.storeId === storeId && entry.mercId === user.mercId);
  if (!store) throw new MockFailure(CODES.notFound, 'messages.storeMissing');
  if (!worksIn(user, storeId)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.storeNotAssigned');
  // A suspended store (storeStatus C: "terminated (or suspended)", spec 000 reference enumerations) takes no payments: nobody works in it.
  if (store.storeStatus === 'C') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.storeSuspended');
  setCurrentStore(user, storeId);
  return { body: { storeId, storeName: store.storeName } };
});

/** The store the user is working in, as ChangeStore (or login) left it. */
const currentStoreOf = (user: UserAccount): Store => {
  const storeId = currentStoreId(user);
  const store = db().stores.find((entry) => entry.storeId === storeId && entry.mercId === user.mercId);
  if (!store) throw new MockFailure(CODES.notFound, 'messages.storeMissing');
  return store;
};

defineAction('queryStoreFront', ({ user }) => {
  requireFunction(user, STORE_VIEW);
  const store = currentStoreOf(user);
  return { body: { storeId: store.storeId, storeName: store.storeName, mshpSts: store.mshpSts } };
});

defineAction('updateStoreFront', ({ user, body }) => {
  requireFunction(user, STORE_MANAGE);
  const mshpSts = text(body, 'mshpSts');
  if (!STOREFRONT_STATES.has(mshpSts)) throw new MockFailure(CODES.badRequest, 'messages.parameterInvalid', { values: { field: 'mshpSts' } });
  const store = currentStoreOf(user);
  // A suspended store (storeStatus C) takes no customers, so its storefront cannot open; closing is always allowed.
  if (mshpSts === 'open' && store.storeStatus === 'C') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.storefrontSuspended');
  store.mshpSts = mshpSts as Store['mshpSts'];
  return { body: { storeId: store.storeId, mshpSts: store.mshpSts } };
});
