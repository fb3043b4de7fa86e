// Which stores the header's switcher offers (src/layout/header/storeCalls.ts): no suspended store, except the
// current one, which stays listed with its status.
import { describe, expect, it } from 'vitest';
import { switchableStores } from '../../../src/layout/header/storeCalls';

const store = (storeId: string, storeStatus: 'N' | 'C') => ({ storeId, storeName: storeId, headOffFlg: 'N' as const, storeStatus });

describe('switchableStores', () => {
  it('leaves out suspended stores (storeStatus C), but keeps the current store whatever its status', () => {
    const stores = [store('head', 'N'), store('nyali', 'N'), store('eldoret', 'C')];
    expect(switchableStores(stores, 'head').map((entry) => entry.storeId)).toEqual(['head', 'nyali']);
    expect(switchableStores(stores, 'eldoret').map((entry) => entry.storeId)).toEqual(['head', 'nyali', 'eldoret']);
  });
});
