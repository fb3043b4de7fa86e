// The Inventory actions on the embedded backend (resources/inventory.json, resources/categories.json,
// mocks/resources/inventoryEffects.ts): the store's shelves and the merchant's categories as the seed holds them, an
// item's status following its stock and shelf flag, the spec's refusals (duplicate category name, a discount above
// the selling price), sub-categories only under their own category, the arrangement, categories on and off the
// shelf with their items, and bulk add from a file.
import { describe, expect, it } from 'vitest';
import { callNamedAction } from '../../../src/transport/client';
import type { MmcError } from '../../../src/transport/errors';
import { db } from '../../../mocks/state';
import { CASHIER, loginAs, useTestBackend } from '../helpers/backend';
import { rejectionOf } from '../helpers/events';

useTestBackend();

type Row = Record<string, unknown>;
const LISTS = new Set(['MultiCondInventories', 'QueryCategories']);
const call = (action: string, body: Row = {}) =>
  callNamedAction<Row>(action, body, { hideErrMsg: true, ...(LISTS.has(action) ? { paging: { page: 1, perPage: 100 } } : {}) });
const failureOf = async (action: string, body: Row) => (await rejectionOf(call(action, body))) as MmcError;
const rowsOf = async (action: string, body: Row = {}) => (await call(action, body)).data as Row[];

const HEAD_OFFICE = 'S100001';
const categoryId = (name: string) => db().categories.find((category) => category.mercId === 'M100001' && category.categoryNm === name)!.categoryId;
const newItem = (changes: Row = {}): Row => ({
  goodsNm: 'Exercise book 96pg',
  categoryId: categoryId('Household'),
  stock: 40,
  sellPrice: 6_000,
  buyPrice: 4_500,
  barcode: '6161100999994',
  ...changes,
});

describe('the shelves', () => {
  it('lists the current store’s items, each with the server’s status; a status tab narrows to it', async () => {
    await loginAs();
    const items = await rowsOf('MultiCondInventories', { storeId: HEAD_OFFICE, sortField: 'goodsNm', sortOrder: 'ASC' });
    expect(items).toHaveLength(20);
    expect(new Set(items.map((item) => item.storeId))).toEqual(new Set([HEAD_OFFICE]));
    expect(items.map((item) => item.goodsNm)).toContain('Sugar 1kg');
    const out = await rowsOf('MultiCondInventories', { storeId: HEAD_OFFICE, invSts: '4' });
    expect(out.length).toBeGreaterThan(0);
    expect(out.every((item) => item.stock === 0 && item.shelfFlg === 'Y')).toBe(true);
  });

  it('a new item is on shelf; selling the stock down makes it understock, then out of stock; taking it off the shelf makes it off shelf', async () => {
    await loginAs();
    const added = await call('AddGoods', newItem({ minStock: 10 }));
    expect(added).toMatchObject({ invSts: '1', shelfFlg: 'Y', stock: 40 });
    expect(added.storeId).toBe(HEAD_OFFICE);
    expect((await call('UpdateInventory', { goodsId: added.goodsId, stock: 4 })).invSts).toBe('3');
    expect((await call('UpdateInventory', { goodsId: added.goodsId, stock: 0 })).invSts).toBe('4');
    expect((await call('UnPublishInventory', { goodsId: added.goodsId, shelfFlg: 'N' })).invSts).toBe('0');
    // Taken off twice is a move 001 does not have.
    expect((await failureOf('UnPublishInventory', { goodsId: added.goodsId, shelfFlg: 'N' })).code).toBe('MMCP0002');
  });

  it('a fixed discount above the selling price is refused under the discount in the spec’s words; a percentage is a whole percent below 100', async () => {
    await loginAs();
    const above = await failureOf('AddGoods', newItem({ discountNm: 'Back to school', discountTyp: 'A', discountValue: 6_001 }));
    expect(above.code).toBe('MMCP0001');
    expect(above.body?.fieldErrors).toEqual({ discountValue: 'The discount amount cannot be greater than selling price' });
    const percent = await failureOf('AddGoods', newItem({ discountTyp: 'P', discountValue: 100 }));
    expect(Object.keys(percent.body?.fieldErrors as Row)).toEqual(['discountValue']);
    expect(await call('AddGoods', newItem({ discountTyp: 'A', discountValue: 6_000 }))).toMatchObject({ discountValue: 6_000 });
  });

  it('a sub-category must lie under the item’s category, also when only the category changes', async () => {
    await loginAs();
    const refused = await failureOf('AddGoods', newItem({ categoryId: categoryId('Groceries'), subCategoryId: categoryId('Cleaning') }));
    expect(Object.keys(refused.body?.fieldErrors as Row)).toEqual(['subCategoryId']);
    const added = await call('AddGoods', newItem({ categoryId: categoryId('Household'), subCategoryId: categoryId('Cleaning') }));
    const moved = await failureOf('UpdateInventory', { goodsId: added.goodsId, categoryId: categoryId('Beverages') });
    expect(Object.keys(moved.body?.fieldErrors as Row)).toEqual(['subCategoryId']);
    // A sub-category is not a category.
    const notTop = await failureOf('AddGoods', newItem({ categoryId: categoryId('Cleaning') }));
    expect(Object.keys(notTop.body?.fieldErrors as Row)).toEqual(['categoryId']);
  });

  it('a barcode is one item’s within a store, and another store may stock the same pack', async () => {
    await loginAs();
    const sugar = db().inventoryItems.find((item) => item.storeId === HEAD_OFFICE && item.goodsNm === 'Sugar 1kg')!;
    const taken = await failureOf('AddGoods', newItem({ barcode: sugar.barcode }));
    expect(taken.code).toBe('MMCP2202');
    expect(taken.body?.fieldErrors).toEqual({ barcode: 'Another item in this store has this barcode.' });
    const other = db().stores.find((store) => store.mercId === 'M100001' && store.storeId !== HEAD_OFFICE)!.storeId;
    expect(await call('AddGoods', newItem({ storeId: other, barcode: '6161100999987' }))).toMatchObject({ storeId: other });
  });

  it('a cashier without the inventory codes is refused the list and the writes', async () => {
    await loginAs(CASHIER);
    expect((await failureOf('MultiCondInventories', {})).code).toBe('MMCP0403');
    expect((await failureOf('AddGoods', newItem())).code).toBe('MMCP0403');
  });
});

describe('categories', () => {
  it('list as the tree reads, each category followed by its sub-categories, with how many items each holds', async () => {
    await loginAs();
    const categories = await rowsOf('QueryCategories', { sortField: 'arrangePath', sortOrder: 'ASC' });
    expect(categories.slice(0, 4).map((category) => category.categoryNm)).toEqual(['Groceries', 'Flour & grains', 'Sugar & oil', 'Dairy & bakery']);
    const groceries = categories.find((category) => category.categoryNm === 'Groceries')!;
    const stores = db().stores.filter((store) => store.mercId === 'M100001').length;
    // Unga, sugar, oil, rice and maize flour in every store.
    expect(groceries.goodsCount).toBe(5 * stores);
    expect(categories.find((category) => category.categoryNm === 'Sugar & oil')).toMatchObject({
      level: '2',
      parentId: groceries.categoryId,
      goodsCount: 2 * stores,
    });
  });

  it('a name in use is refused in the spec’s words, whatever its case', async () => {
    await loginAs();
    const failure = await failureOf('AddCategory', { categoryNm: 'beverages' });
    expect(failure.code).toBe('MMCP2201');
    expect(failure.body?.fieldErrors).toEqual({ categoryNm: 'The name is existing, please change.' });
  });

  it('moves a step at a time among its own level; at the top it stays, and says so', async () => {
    await loginAs();
    const order = async () =>
      (await rowsOf('QueryCategories', { level: '1', sortField: 'arrangePath', sortOrder: 'ASC' })).map((category) => category.categoryNm);
    await call('ChangeCategoriesArrange', { categoryId: categoryId('Beverages'), direction: 'U' });
    expect(await order()).toEqual(['Groceries', 'Dairy & bakery', 'Beverages', 'Fresh produce', 'Household', 'Fuel & energy', 'Stationery']);
    expect((await failureOf('ChangeCategoriesArrange', { categoryId: categoryId('Groceries'), direction: 'U' })).code).toBe('MMCP0002');
    // Sub-categories move under their parent and stay under it.
    await call('ChangeCategoriesArrange', { categoryId: categoryId('Sugar & oil'), direction: 'U' });
    const tree = (await rowsOf('QueryCategories', { sortField: 'arrangePath', sortOrder: 'ASC' })).map((category) => category.categoryNm);
    expect(tree.slice(0, 3)).toEqual(['Groceries', 'Sugar & oil', 'Flour & grains']);
  });

  it('a category holding items or sub-categories is not deleted; an empty one is', async () => {
    await loginAs();
    expect((await failureOf('DeleteCategories', { categoryId: categoryId('Beverages') })).code).toBe('MMCP2203');
    expect((await failureOf('DeleteCategories', { categoryId: categoryId('Household') })).code).toBe('MMCP2203');
    const added = await call('AddCategory', { categoryNm: 'Snacks', categoryDesc: 'Crisps and biscuits' });
    expect(added).toMatchObject({ level: '1', arrangeOrder: 8 });
    await call('DeleteCategories', { categoryId: added.categoryId });
    expect(db().categories.some((category) => category.categoryId === added.categoryId)).toBe(false);
  });

  it('off the shelf, a category takes all its items off sale in every store, its sub-categories’ too, each keeping its own switch; put back, they sell as before', async () => {
    await loginAs();
    const groceries = categoryId('Groceries');
    const itemsOf = (id: string) => db().inventoryItems.filter((item) => item.categoryId === id || item.subCategoryId === id);
    const shelves = (id: string) => itemsOf(id).map((item) => [item.goodsId, item.shelfFlg, item.invSts]);
    const before = shelves(groceries);
    expect(new Set(itemsOf(groceries).map((item) => item.storeId)).size).toBeGreaterThan(1);

    expect(await call('EditCategory', { categoryId: groceries, shelfFlg: 'N' })).toMatchObject({ categoryNm: 'Groceries', shelfFlg: 'N' });
    expect(itemsOf(groceries).every((item) => item.invSts === '0')).toBe(true);
    expect(itemsOf(groceries).map((item) => item.shelfFlg)).toEqual(before.map(([, shelfFlg]) => shelfFlg));
    // The store's Off shelf tab shows them; a filter finds the category; taking it off twice is not a move.
    expect((await rowsOf('MultiCondInventories', { storeId: HEAD_OFFICE, invSts: '0' })).map((item) => item.goodsNm)).toContain('Sugar 1kg');
    expect((await rowsOf('QueryCategories', { shelfFlg: 'N', sortField: 'arrangePath', sortOrder: 'ASC' })).map((category) => category.categoryNm)).toEqual([
      'Groceries',
      'Stationery',
    ]);
    expect((await failureOf('EditCategory', { categoryId: groceries, shelfFlg: 'N' })).code).toBe('MMCP0002');
    // An item added to it, or changed, is not sold while the category is off the shelf.
    const added = await call('AddGoods', newItem({ categoryId: groceries }));
    expect(added).toMatchObject({ shelfFlg: 'Y', invSts: '0' });

    await call('EditCategory', { categoryId: groceries, shelfFlg: 'Y' });
    expect(shelves(groceries).filter(([goodsId]) => goodsId !== added.goodsId)).toEqual(before);
    expect(db().inventoryItems.find((item) => item.goodsId === added.goodsId)!.invSts).toBe('1');

    // A sub-category has its own: off the shelf, only its items stop selling.
    const sugarAndOil = categoryId('Sugar & oil');
    await call('EditCategory', { categoryId: sugarAndOil, shelfFlg: 'N' });
    expect(itemsOf(sugarAndOil).every((item) => item.invSts === '0')).toBe(true);
    expect(itemsOf(groceries).some((item) => item.subCategoryId !== sugarAndOil && item.invSts !== '0')).toBe(true);
  });

  it('a new category is on the shelf; a save changes its name, never its shelf state; a member who may only view the inventory may not change it', async () => {
    await loginAs();
    const added = await call('AddCategory', { categoryNm: 'Snacks' });
    expect(added.shelfFlg).toBe('Y');
    expect(await call('EditCategory', { categoryId: added.categoryId, categoryNm: 'Crisps' })).toMatchObject({ categoryNm: 'Crisps', shelfFlg: 'Y' });
    // A state no command declares is refused.
    expect((await failureOf('EditCategory', { categoryId: added.categoryId, shelfFlg: 'R' })).code).toBe('MMCP0002');
    await loginAs(CASHIER);
    expect((await failureOf('EditCategory', { categoryId: added.categoryId, shelfFlg: 'N' })).code).toBe('MMCP0403');
  });
});

describe('bulk add', () => {
  const rows = (count: number, changes: Row = {}) =>
    Array.from({ length: count }, (_unused, index) => ({
      goodsNm: `Exercise book ${index + 1}`,
      categoryId: 'Household',
      subCategoryId: 'Cleaning',
      stock: 10,
      sellPrice: 5_000,
      ...changes,
    }));

  it('takes five to a hundred rows, a category and sub-category by their names, and gives each item its status', async () => {
    await loginAs();
    expect((await failureOf('BatchInvestUpload', { goods: rows(4) })).code).toBe('MMCP0001');
    const result = await call('BatchInvestUpload', { goods: [...rows(5), { goodsNm: 'Toy car', categoryId: 'Toys', stock: 1, sellPrice: 2_000 }] });
    expect(result.added).toBe(5);
    expect(result.failed).toEqual([{ row: 6, errors: { categoryId: 'This choice is not among yours. Choose again from the list.' } }]);
    const book = db().inventoryItems.find((item) => item.goodsNm === 'Exercise book 1')!;
    expect(book).toMatchObject({ storeId: HEAD_OFFICE, categoryId: categoryId('Household'), subCategoryId: categoryId('Cleaning'), invSts: '1' });
  });
});

describe('stock history', () => {
  const history = async (goodsId: string) =>
    (await callNamedAction<Row>('QueryInventoryHistoryRecords', { goodsId }, { hideErrMsg: true, paging: { page: 1, perPage: 20 } })).data as Row[];

  it('lists an item’s stock changes newest first; each change of stock adds one, with the difference, what is left and who changed it', async () => {
    await loginAs();
    const added = await call('AddGoods', { storeId: HEAD_OFFICE, ...newItem() });
    const goodsId = String(added.goodsId);
    expect(await history(goodsId)).toMatchObject([{ moveTyp: '01', changeQty: 40, stockAfter: 40, oprNm: 'Wanjiru Kamau' }]);

    await call('UpdateInventory', { goodsId, storeId: HEAD_OFFICE, stock: 33 });
    // A change that leaves the stock alone is no movement.
    await call('UpdateInventory', { goodsId, storeId: HEAD_OFFICE, goodsDesc: 'Ruled, 96 pages' });
    await call('UpdateInventory', { goodsId, storeId: HEAD_OFFICE, stock: 45 });
    const moves = await history(goodsId);
    expect(moves.map((move) => [move.moveTyp, move.changeQty, move.stockAfter])).toEqual([
      ['02', 12, 45],
      ['02', -7, 33],
      ['01', 40, 40],
    ]);
    // Every seeded item has a history that ends at its stock.
    const sugar = db().inventoryItems.find((item) => item.storeId === HEAD_OFFICE && item.goodsNm === 'Sugar 1kg')!;
    expect((await history(sugar.goodsId))[0]).toMatchObject({ stockAfter: sugar.stock });

    await loginAs(CASHIER);
    expect((await failureOf('QueryInventoryHistoryRecords', { goodsId })).code).toBe('MMCP0403');
  });
});
