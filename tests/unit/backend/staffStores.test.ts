// Staff work in the stores their staff record assigns (spec 000 §3 Staff: store assignments): the cashier's store
// switcher, store list, sales and reversals stop at those stores, and the store list tells a user without the
// store-management code nothing beyond what the switcher shows. The owner works in every store.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, OWNER, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const LISTS = new Set(['QueryStoreList', 'queryReferAllOrders']);
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, ...(LISTS.has(action) ? { paging: { page: 1, perPage: 100 } } : {}) });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;

/** The staff record of the demo cashier (the same merchant and mobile number). */
const cashierRecord = () => {
  const user = db().users.find((candidate) => candidate.loginName === CASHIER.login)!;
  return db().staff.find((member) => member.mercId === user.mercId && member.mblNo === user.mblNoPlain)!;
};
const ownerStoreIds = () => db().stores.filter((store) => store.mercId === 'M100001').map((store) => store.storeId);

describe('a cashier assigned to one store', () => {
  it('is offered only that store after login, and is refused a switch to another in plain words', async () => {
    await loginAs(CASHIER);
    const [assigned] = cashierRecord().storeIds;
    const info = await call('QryUserInformation');
    expect((info.storeList as Row[]).map((store) => store.storeId)).toEqual([assigned]);
    expect(info.currentStore).toMatchObject({ storeId: assigned });

    const other = ownerStoreIds().find((storeId) => storeId !== assigned)!;
    const refused = await failureOf('ChangeStore', { storeId: other });
    expect(refused.code).toBe('MMCP0002');
    expect(refused.message).toBe('You do not work in this store, so you cannot switch to it.');
  });

  it('lists only that store, with no settlement account or contact details (no store-management code)', async () => {
    await loginAs(CASHIER);
    const answer = await call('QueryStoreList');
    const rows = answer.data as Row[];
    expect(rows.map((row) => row.storeId)).toEqual(cashierRecord().storeIds);
    expect(Object.keys(rows[0]!).sort()).toEqual(['headOffFlg', 'storeId', 'storeName', 'storeStatus']);
  });

  it("sees and reverses only that store's sales; another store's paid sale is as unknown as another merchant's", async () => {
    await loginAs(CASHIER);
    const [assigned] = cashierRecord().storeIds;
    const other = db().salesOrders.find((order) => order.mercId === 'M100001' && order.storeId !== assigned && order.orderSts === 'PS')!;
    const listed = (await call('queryReferAllOrders', { storeId: other.storeId })).data as Row[];
    expect(listed.filter((order) => order.storeId !== assigned)).toEqual([]);
    const refused = await failureOf('RefundGoodsOrder', { orderNo: other.orderNo, refundReason: '01' });
    expect(refused.code).toBe('MMCP0404');
    expect(db().salesOrders.find((order) => order.orderNo === other.orderNo)!.orderSts).toBe('PS');
  });
});

describe('the owner', () => {
  it('works in every store: the switcher, the list with its settlement details, and a switch to a branch', async () => {
    await loginAs(OWNER);
    const info = await call('QryUserInformation');
    expect((info.storeList as Row[]).map((store) => store.storeId).sort()).toEqual(ownerStoreIds().sort());
    const rows = (await call('QueryStoreList')).data as Row[];
    expect(rows).toHaveLength(ownerStoreIds().length);
    expect(rows.every((row) => 'contactPerson' in row && 'mblNo' in row)).toBe(true);
    const branch = db().stores.find((store) => store.mercId === 'M100001' && store.headOffFlg === 'N' && store.storeStatus === 'N')!;
    await expect(call('ChangeStore', { storeId: branch.storeId })).resolves.toMatchObject({ storeId: branch.storeId });
  });
});
