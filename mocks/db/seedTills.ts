// The seed's tills: a few per store, each with a unique till number and a balance; a closed store's are off.
import { GENERIC_ESTATES } from './kenya';
import type { Random } from './random';
import type { Store, Till } from './types';

const TILL_NAMES = ['Main Counter', 'Counter 2', 'Express Counter', 'Wholesale Desk'];

/** Till and account balances: many small, a few large, some empty just after settlement. */
function balanceMinor(rng: Random, maxShillings: number): number {
  if (rng.bool(0.08)) return 0;
  const shillings = Math.floor(maxShillings * Math.pow(rng.next(), 1.8));
  return shillings * 100 + (rng.bool(0.6) ? 0 : rng.int(1, 99));
}

export function makeTills(stores: readonly Store[], [min, max]: [number, number], rng: Random, used: Set<string>): Till[] {
  const tills: Till[] = [];
  for (const store of stores) {
    const place = store.headOffFlg === 'Y' ? 'Head Office' : GENERIC_ESTATES.includes(store.residence) ? store.city : store.residence;
    const closed = store.storeStatus === 'C';
    const count = rng.int(min, max);
    for (let index = 0; index < count; index += 1) {
      let tillNo = String(rng.int(100000, 999999));
      while (used.has(tillNo)) tillNo = String(rng.int(100000, 999999));
      used.add(tillNo);
      tills.push({
        tillNo,
        tillName: `${place} – ${TILL_NAMES[index % TILL_NAMES.length]}`,
        storeId: store.storeId,
        mercId: store.mercId,
        // A closed store's tills were settled and switched off when it closed.
        balance: closed ? 0 : balanceMinor(rng, 450_000),
        status: closed || rng.bool(0.05) ? '1' : '0',
        rcvFlg: closed || rng.bool(0.08) ? '0' : '1',
        stlMethod: rng.weighted([['1', 50], ['0', 20], ['2', 15], ['3', 15]] as const),
      });
    }
  }
  return tills;
}
