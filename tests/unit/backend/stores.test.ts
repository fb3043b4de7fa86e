// QueryStoreList: needs a session; with one it lists the merchant's own stores.
import { describe, expect, it } from 'vitest';
import { callNamedAction as callAction } from '../../../src/transport/client';
import { getToken } from '../../../src/transport/session';
import { OWNER_MERCHANT_ID } from '../../../mocks/db/demoAccounts';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { TEST_BASE_URL } from '../helpers/events';

interface StoreRow {
  storeId: string;
  storeName: string;
  mercId: string;
  headOffFlg: 'Y' | 'N';
}
interface StoreList {
  mercId: string;
  total: number;
  data: StoreRow[];
}

const rawPost = async (action: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${TEST_BASE_URL}${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as { gda: { msg_cd: string; msg_inf: string }; body?: unknown } };
};

describe('QueryStoreList', () => {
  useTestBackend();

  it('without a session the answer is gda.msg_cd SCM60401 and no payload', async () => {
    const { status, json } = await rawPost('QueryStoreList', { channel: 'WEB' });
    expect(status).toBe(200);
    expect(json.gda).toEqual({ msg_cd: 'SCM60401', msg_inf: 'Session invalid. Please log in again.' });
    expect(json.body).toBeUndefined();
  });

  it('a token the server never issued is no session either', async () => {
    const { json } = await rawPost('QueryStoreList', {}, { 'auth-token': 'made-up-token' });
    expect(json.gda.msg_cd).toBe('SCM60401');
  });

  it("with the owner's session it returns the owner's 6 stores, exactly one of them the head office", async () => {
    await loginAs();
    const list = await callAction<StoreList>('QueryStoreList');
    expect(list.mercId).toBe(OWNER_MERCHANT_ID);
    expect(list.total).toBe(6);
    expect(list.data).toHaveLength(6);
    expect(list.data.every((store) => store.mercId === OWNER_MERCHANT_ID)).toBe(true);
    expect(list.data.filter((store) => store.headOffFlg === 'Y')).toHaveLength(1);
    expect(new Set(list.data.map((store) => store.storeId)).size).toBe(6);
  });

  it('the same list over plain fetch with the stored token', async () => {
    await loginAs();
    const { json } = await rawPost('QueryStoreList', {}, { 'auth-token': getToken()! });
    expect(json.gda.msg_cd).toBe('MMC00000');
    expect((json.body as StoreList).total).toBe(6);
  });

  it('paging {page, perPage} reaches the server as limit/offset', async () => {
    await loginAs();
    const all = await callAction<StoreList>('QueryStoreList');
    const second = await callAction<StoreList>('QueryStoreList', {}, { paging: { page: 2, perPage: 4 } });
    expect(second.total).toBe(6);
    expect(second.data.map((store) => store.storeId)).toEqual(all.data.slice(4, 6).map((store) => store.storeId));
  });

  it('staff of the same merchant see only the stores they work in (tests/unit/backend/staffStores.test.ts)', async () => {
    await loginAs(CASHIER);
    const list = await callAction<StoreList>('QueryStoreList');
    expect(list.mercId).toBe(OWNER_MERCHANT_ID);
    expect(list.total).toBe(1);
  });
});
