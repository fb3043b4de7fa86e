// Switch account (spec 001 §6 code 41, 000 §2 /business/subMerchant): a person of the main merchant works in one of
// its sub-merchants' accounts, and back. Each switch answers a new session; the session it came from stays signed in,
// so another tab of the console keeps working in the account it was in.
import { optionalText } from '../body';
import { now } from '../clock';
import { CODES, MockFailure } from '../failure';
import { requireFunction } from '../access';
import { defineAction } from '../registry';
import { headOfficeAmong, newToken } from './session';
import { db, runtime } from '../state';
import { actingAs, booksOf, mainMerchantOf } from '../subMerchantAccounts';
import { currentStoreId, setCurrentStore } from '../currentStore';

export const SUB_MERCHANT_DISABLED = 'MMCP3302';

const headOfficeOf = (mercId: string) => headOfficeAmong(db().stores.filter((store) => store.mercId === mercId));

defineAction('SwitchAccount', ({ body, user, token }) => {
  const session = runtime().sessions[token];
  const mainMercId = mainMerchantOf(user.usrNo)!;
  const subMercId = optionalText(body, 'subMercId');
  let mercId = mainMercId;
  if (subMercId) {
    requireFunction(user, '41');
    const subMerchant = db().subMerchants.find((entry) => entry.subMercId === subMercId && entry.mercId === mainMercId);
    if (!subMerchant) throw new MockFailure(CODES.notFound, 'messages.recordMissing');
    if (subMerchant.subMercSts !== '1') throw new MockFailure(SUB_MERCHANT_DISABLED, 'messages.subMerchantDisabled');
    mercId = booksOf(subMerchant);
  }
  const switched = newToken();
  runtime().sessions[switched] = { ...session!, lastSeen: now(), actingMercId: subMercId ? mercId : undefined };
  // Going back ends the sub-merchant's session: nothing is left signed in to an account nobody works in.
  if (!subMercId && session?.actingMercId) delete runtime().sessions[token];
  // In the sub-merchant's account the person starts at its head office; the main account's store stays as chosen.
  const store = headOfficeOf(mercId);
  const seenAs = actingAs(user, mercId);
  if (subMercId && store && !currentStoreId(seenAs)) setCurrentStore(seenAs, store.storeId);
  const merchant = db().merchants.find((entry) => entry.mercId === mercId);
  return {
    token: switched,
    body: { token: switched, usrNo: user.usrNo, mblNo: user.mblNoPlain, mercId, mercNm: merchant?.mercNm ?? '', mainFlag: merchant?.mainFlag ?? 'Y' },
  };
});
