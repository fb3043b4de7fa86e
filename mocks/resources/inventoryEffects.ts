// What the Inventory actions do beyond storing fields (resources/inventory.json, resources/categories.json): an
// item's status follows its shelf flag, its categories' shelf state, stock and minimum; a fixed discount stays
// within the selling price; a category knows its level and its place in the arrangement, moves a step at a time, is
// taken off and put back on the shelf with all its items, and is deleted only empty.
import type { Category, InventoryItem, InventoryMovement, UserAccount } from '../db/types';
import { arrangePathOf, inventoryStatusOf } from '../db/seedInventory';
import { MockFailure } from '../failure';
import { db } from '../state';
import { asText, wireDateNow, wireTimeNow, type Row } from './collections';
import type { CommandEffect } from './effects';
import { invalidFields, notAllowed } from './errors';
import type { WriteCheckArgs } from './staffEffects';

const CATEGORY_IN_USE_CODE = 'MMCP2203';

const asItem = (record: Row): InventoryItem => record as unknown as InventoryItem;
const asCategory = (record: Row): Category => record as unknown as Category;

const categoriesOf = (mercId: string): Category[] => db().categories.filter((category) => category.mercId === mercId);

/** An item is sold only while its category and sub-category (if it has one) are on shelf, as well as itself. */
const categoriesOnShelf = (item: InventoryItem): boolean =>
  !db().categories.some((category) => category.shelfFlg === 'N' && (category.categoryId === item.categoryId || category.categoryId === item.subCategoryId));

const statusOf = (item: InventoryItem) => inventoryStatusOf(item, categoriesOnShelf(item));

/** An item's status as it stands now (after a sale took some of its stock). */
export const inventoryStatusNow = statusOf;

/** The server's own fields of an item after any write: its status and the day it changed. */
const settleItem = (record: Row) => {
  const item = asItem(record);
  item.stock = Number(item.stock) || 0;
  item.minStock = Number(item.minStock) || 0;
  if (!item.shelfFlg) item.shelfFlg = 'Y';
  item.invSts = statusOf(item);
  item.updateDt = wireDateNow();
};

/** 001: 'Discount cannot exceed selling price' — a fixed discount, in the spec's words, under the discount. */
const discountWithinPrice = ({ language, fields, record }: WriteCheckArgs): void => {
  const after = { ...record, ...fields };
  if (asText(after.discountTyp) !== 'A') return;
  if (Number(after.discountValue) > Number(after.sellPrice)) {
    throw invalidFields(language, [{ field: 'discountValue', key: 'validation.discountAboveSellingPrice' }]);
  }
};

/** A sub-category cannot have its own, so a category with sub-categories cannot become one, nor its own parent. */
const parentAllowed = ({ fields, record }: WriteCheckArgs): void => {
  const parentId = asText(fields.parentId);
  if (!record || !parentId) return;
  const id = asText(record.categoryId);
  if (parentId === id || db().categories.some((category) => category.parentId === id)) throw notAllowed();
};

export const INVENTORY_WRITE_CHECKS: Record<string, (args: WriteCheckArgs) => void> = {
  AddGoods: discountWithinPrice,
  UpdateInventory: discountWithinPrice,
  EditCategory: parentAllowed,
};

/**
 * Places 1, 2, 3… within each parent, in the order they stand (a deleted category leaves no gap), and the tree order
 * the list sorts by.
 */
const renumber = (mercId: string) => {
  const own = categoriesOf(mercId);
  const byOrder = (a: Category, b: Category) => a.arrangeOrder - b.arrangeOrder;
  const parents = own.filter((category) => !category.parentId).sort(byOrder);
  parents.forEach((parent, index) => {
    parent.arrangeOrder = index + 1;
    parent.arrangePath = arrangePathOf(undefined, parent.arrangeOrder);
    own
      .filter((category) => category.parentId === parent.categoryId)
      .sort(byOrder)
      .forEach((sub, subIndex) => {
        sub.arrangeOrder = subIndex + 1;
        sub.arrangePath = arrangePathOf(parent, sub.arrangeOrder);
      });
  });
};

/** A category's level follows its parent; a new one, or one moved to another parent, goes to the end of its list. */
const placeCategory = (record: Row) => {
  const category = asCategory(record);
  const level = category.parentId ? '2' : '1';
  const moved = !category.arrangeOrder || category.level !== level || !category.arrangePath.startsWith(parentPath(category));
  category.level = level;
  if (moved) {
    const siblings = categoriesOf(category.mercId).filter((other) => other !== category && other.parentId === category.parentId);
    category.arrangeOrder = siblings.reduce((highest, other) => Math.max(highest, other.arrangeOrder), 0) + 1;
  }
  category.goodsCount = Number(category.goodsCount) || 0;
  category.shelfFlg = category.shelfFlg === 'N' ? 'N' : 'Y';
  renumber(category.mercId);
};

/** The start of a sub-category's tree order: its parent's place ('' for a category). */
const parentPath = (category: Category): string => {
  const parent = db().categories.find((other) => other.categoryId === category.parentId);
  return parent ? `${parent.arrangePath}.` : '';
};

/**
 * A movement in the item's stock history whenever its stock is not what the history last said: the whole stock
 * when it is added, the difference when it is changed (QueryInventoryHistoryRecords lists them, newest first).
 */
const recordMovement =
  (moveTyp: InventoryMovement['moveTyp']) =>
  (record: Row, user: UserAccount): void => {
    const item = asItem(record);
    const movements = db().inventoryMovements;
    const last = movements.find((movement) => movement.goodsId === item.goodsId);
    const changeQty = item.stock - (last?.stockAfter ?? 0);
    if (last && changeQty === 0) return;
    const serial = movements.reduce((highest, movement) => Math.max(highest, Number(movement.moveId.slice(2)) || 0), 0) + 1;
    movements.unshift({
      moveId: `MV${String(serial).padStart(9, '0')}`,
      goodsId: item.goodsId,
      mercId: item.mercId,
      storeId: item.storeId,
      moveTyp: last ? moveTyp : moveTyp === '02' ? '01' : moveTyp,
      changeQty,
      stockAfter: item.stock,
      oprNm: `${user.firstName} ${user.lastName}`,
      moveDt: wireDateNow(),
      moveTm: wireTimeNow(),
    });
  };

const settledWithMovement =
  (moveTyp: InventoryMovement['moveTyp']) =>
  (record: Row, user: UserAccount): void => {
    settleItem(record);
    recordMovement(moveTyp)(record, user);
  };

export const INVENTORY_WRITE_EFFECTS: Record<string, (record: Row, user: UserAccount) => void> = {
  AddGoods: settledWithMovement('01'),
  UpdateInventory: settledWithMovement('02'),
  BatchInvestUpload: settledWithMovement('03'),
  AddCategory: placeCategory,
  EditCategory: placeCategory,
};

/** The category a step away among those of the same parent, in arrangement order (none at either end). */
const neighbour = (category: Category, direction: 'U' | 'D'): Category | undefined => {
  const siblings = categoriesOf(category.mercId)
    .filter((other) => other.parentId === category.parentId)
    .sort((a, b) => a.arrangeOrder - b.arrangeOrder);
  const index = siblings.indexOf(category);
  return siblings[direction === 'U' ? index - 1 : index + 1];
};

export const INVENTORY_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  PublishInventory: ({ records }) => records.forEach(settleItem),
  UnPublishInventory: ({ records }) => records.forEach(settleItem),
  /** Swaps places with the neighbour; at the end of its list nothing moves and the person is told so. */
  ChangeCategoriesArrange: ({ records, body }) => {
    const category = asCategory(records[0]!);
    const other = neighbour(category, body.direction === 'U' ? 'U' : 'D');
    if (!other) throw new MockFailure('MMCP0002', 'messages.arrangeAtEnd');
    [category.arrangeOrder, other.arrangeOrder] = [other.arrangeOrder, category.arrangeOrder];
    renumber(category.mercId);
  },
  /**
   * Take off shelf and Put on shelf (shelfFlg already applied): the items of the category, or sub-category, in every
   * store, read as they now sell. Their own switches, and the day they were last changed, stay as they were.
   */
  EditCategory: ({ records }) => {
    const ids = new Set(records.map((record) => asText(record.categoryId)));
    for (const item of db().inventoryItems) {
      if (ids.has(item.categoryId) || ids.has(item.subCategoryId)) item.invSts = statusOf(item);
    }
  },
};

/** What the server checks before a record is deleted. */
export const INVENTORY_DELETE_CHECKS: Record<string, (record: Row) => void> = {
  /** Items or sub-categories would be left without their category. */
  DeleteCategories: (record) => {
    const id = asText(record.categoryId);
    const inUse =
      db().categories.some((category) => category.parentId === id) ||
      db().inventoryItems.some((item) => item.categoryId === id || item.subCategoryId === id);
    if (inUse) throw new MockFailure(CATEGORY_IN_USE_CODE, 'messages.categoryInUse');
  },
};

/** What the server works out as it lists: how many items (of every store) each category holds. */
export const INVENTORY_LIST_EFFECTS: Record<string, (user: UserAccount) => void> = {
  QueryCategories: (user) => {
    const counts = new Map<string, number>();
    for (const item of db().inventoryItems) {
      if (item.mercId !== user.mercId) continue;
      counts.set(item.categoryId, (counts.get(item.categoryId) ?? 0) + 1);
      if (item.subCategoryId) counts.set(item.subCategoryId, (counts.get(item.subCategoryId) ?? 0) + 1);
    }
    for (const category of categoriesOf(user.mercId)) category.goodsCount = counts.get(category.categoryId) ?? 0;
    renumber(user.mercId);
  },
};
