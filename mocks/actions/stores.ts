// Store list and store switching, as the header's store switcher needs them.
import { optionalText, paging, text } from '../body';
import { CODES, MockFailure } from '../failure';
import { defineAction } from '../registry';
import { db } from '../state';

defineAction('QueryStoreList', ({ user, body }) => {
  const { limit, offset } = paging(body, 100);
  const search = optionalText(body, 'storeName')?.toLowerCase();
  const stores = db()
    .stores.filter((store) => store.mercId === user.mercId)
    .filter((store) => !search || store.storeName.toLowerCase().includes(search));
  return { body: { mercId: user.mercId, total: stores.length, data: stores.slice(offset, offset + limit) } };
});

defineAction('ChangeStore', ({ user, body }) => {
  const storeId = text(body, 'storeId');
  const store = db().stores.find((entry) => entry.storeId === storeId && entry.mercId === user.mercId);
  if (!store) throw new MockFailure(CODES.notFound, 'messages.storeMissing');
  db().currentStore[user.usrNo] = storeId;
  return { body: { storeId, storeName: store.storeName } };
});
