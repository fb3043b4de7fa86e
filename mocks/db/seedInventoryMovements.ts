// The seed's stock history: each item was added some weeks before its last change, and about half were counted
// again by hand since (a few units more or fewer), so an item's history reads as a real shelf's would. Newest first,
// as the history lists them (mocks/resources/inventoryEffects.ts adds new movements at the front).
import { addDays, type Random } from './random';
import type { InventoryItem, InventoryMovement, UserAccount } from './types';

export const makeInventoryMovements = (items: readonly InventoryItem[], users: readonly UserAccount[], rng: Random): InventoryMovement[] => {
  const ownerName = new Map(users.filter((user) => !user.loginName).map((user) => [user.mercId, `${user.firstName} ${user.lastName}`]));
  const movements: InventoryMovement[] = [];
  let serial = 0;
  const next = () => `MV${String(++serial).padStart(9, '0')}`;
  for (const item of items) {
    const oprNm = ownerName.get(item.mercId) ?? '';
    const counted = rng.int(0, 1) === 1 ? rng.int(-4, 6) : 0;
    const added = Math.max(0, item.stock - counted);
    const base = { goodsId: item.goodsId, mercId: item.mercId, storeId: item.storeId, oprNm };
    if (counted !== 0) {
      movements.push({ ...base, moveId: '', moveTyp: '02', changeQty: item.stock - added, stockAfter: item.stock, moveDt: item.updateDt, moveTm: '174500' });
    }
    movements.push({ ...base, moveId: '', moveTyp: '01', changeQty: added, stockAfter: added, moveDt: addDays(item.updateDt, -rng.int(7, 40)), moveTm: '091500' });
  }
  // Ids in the order they happened, the list newest first.
  const chronological = [...movements].sort((a, b) => `${a.moveDt}${a.moveTm}`.localeCompare(`${b.moveDt}${b.moveTm}`));
  for (const movement of chronological) movement.moveId = next();
  return chronological.reverse();
};
