// Store switching, as the header's store switcher needs it. The store list (QueryStoreList) and the other store
// actions are served generically from resources/stores.json (mocks/resources/).
import { text } from '../body';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { db } from '../state';

defineAction('ChangeStore', ({ user, body }) => {
  const storeId = text(body, 'storeId');
  const store = db().stores.find((entry) => entry.storeId === storeId && entry.mercId === user.mercId);
  if (!store) throw new MockFailure(CODES.notFound, 'messages.storeMissing');
  db().currentStore[user.usrNo] = storeId;
  return { body: { storeId, storeName: store.storeName } };
});
