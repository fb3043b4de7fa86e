// The seed's shelves: one catalogue of what a Kenyan general shop sells, grouped into the merchant's categories
// and sub-categories, stocked in each of the merchant's stores. The checkout's seeded sales sell the same goods at
// the same prices, so an order's lines name items the inventory has.
import { addDays, type Random } from './random';
import { SEED_TODAY } from './seedBasics';
import type { Category, InventoryItem, Store } from './types';

interface CatalogueEntry {
  name: string;
  /** Shelf price, VAT included, in minor units. */
  price: number;
  category: string;
  subCategory?: string;
  brand: string;
  /** EAN-13 with Kenya's 616 prefix. */
  barcode: string;
}

const entry = (name: string, price: number, category: string, subCategory: string | undefined, brand: string, serial: number): CatalogueEntry => ({
  name,
  price,
  category,
  subCategory,
  brand,
  barcode: ean13(`616110${String(serial).padStart(6, '0')}`),
});

/** The 13th digit of an EAN-13 from its first 12, so a scanner's reading matches the seed. */
export const ean13 = (twelve: string): string => {
  const sum = [...twelve].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};

/** In the order the seeded sales draw from (changing it changes every seeded order). */
export const CATALOGUE: readonly CatalogueEntry[] = [
  entry('Unga wa Ugali 2kg', 17_500, 'Groceries', 'Flour & grains', 'Jogoo', 1),
  entry('Sugar 1kg', 21_000, 'Groceries', 'Sugar & oil', 'Mumias', 2),
  entry('Cooking oil 1L', 32_000, 'Groceries', 'Sugar & oil', 'Fresh Fri', 3),
  entry('Rice Pishori 2kg', 45_000, 'Groceries', 'Flour & grains', 'Mwea', 4),
  entry('Milk 500ml', 6_500, 'Dairy & bakery', undefined, 'Brookside', 5),
  entry('Bread 400g', 6_500, 'Dairy & bakery', undefined, 'Supaloaf', 6),
  entry('Tea leaves 250g', 16_000, 'Beverages', undefined, 'Ketepa', 7),
  entry('Bar soap 800g', 24_000, 'Household', 'Cleaning', 'Menengai', 8),
  entry('Washing powder 1kg', 29_500, 'Household', 'Cleaning', 'Omo', 9),
  entry('Eggs (tray of 30)', 48_000, 'Dairy & bakery', undefined, 'Kenchic', 10),
  entry('Tomatoes 1kg', 12_000, 'Fresh produce', undefined, 'Local farm', 11),
  entry('Onions 1kg', 10_000, 'Fresh produce', undefined, 'Local farm', 12),
  entry('Sukuma wiki bunch', 3_000, 'Fresh produce', undefined, 'Local farm', 13),
  entry('Drinking water 5L', 25_000, 'Beverages', undefined, 'Keringet', 14),
  entry('Soda 500ml', 7_000, 'Beverages', undefined, 'Coca-Cola', 15),
  entry('Toothpaste 100ml', 18_500, 'Household', 'Toiletries', 'Colgate', 16),
  entry('Tissue paper (10 rolls)', 55_000, 'Household', 'Toiletries', 'Rosy', 17),
  entry('Charcoal 4kg', 40_000, 'Fuel & energy', undefined, 'Local', 18),
  entry('Paraffin 1L', 16_500, 'Fuel & energy', undefined, 'Total', 19),
  entry('Maize flour 5kg', 42_000, 'Groceries', 'Flour & grains', 'Pembe', 20),
];

const CATEGORY_TREE: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['Groceries', 'Flour, grains, sugar and cooking oil', ['Flour & grains', 'Sugar & oil']],
  ['Dairy & bakery', 'Milk, eggs and bread', []],
  ['Fresh produce', 'Vegetables from local farms', []],
  ['Beverages', 'Tea, water and soft drinks', []],
  ['Household', 'Cleaning and toiletries', ['Cleaning', 'Toiletries']],
  ['Fuel & energy', 'Charcoal and paraffin', []],
  // Set up for the new school term, nothing on it yet: a category that can be deleted.
  ['Stationery', 'Exercise books and pens', []],
];

/** Categories kept off the shelf until their season: the new school term's, so both shelf states show. */
const OFF_SHELF_CATEGORIES: ReadonlySet<string> = new Set(['Stationery']);

/** Items every store shows in one state, so each status and command has a seeded example (by catalogue index). */
const FIXED_STATES: ReadonlyMap<number, 'low' | 'out' | 'off'> = new Map([
  [6, 'low'],
  [13, 'out'],
  [17, 'off'],
]);

/** Sorts the tree as it reads: each category's place, then each sub-category's place under it ("002.001"). */
export const arrangePathOf = (parent: Pick<Category, 'arrangeOrder'> | undefined, order: number): string =>
  [parent?.arrangeOrder, order]
    .filter((place) => place !== undefined)
    .map((place) => String(place).padStart(3, '0'))
    .join('.');

/** The merchant's categories, ids CT + block digit + 5 digits; each level arranged in the order written here. */
export const makeCategories = (mercId: string, block: string): Category[] => {
  const categories: Category[] = [];
  const add = (categoryNm: string, categoryDesc: string, parentId: string) => {
    const siblings = categories.filter((other) => other.parentId === parentId).length;
    const parent = categories.find((other) => other.categoryId === parentId);
    const category: Category = {
      categoryId: `CT${block}${String(categories.length + 1).padStart(5, '0')}`,
      mercId,
      categoryNm,
      categoryDesc,
      parentId,
      level: parentId ? '2' : '1',
      arrangeOrder: siblings + 1,
      arrangePath: arrangePathOf(parent, siblings + 1),
      goodsCount: 0,
      shelfFlg: OFF_SHELF_CATEGORIES.has(categoryNm) ? 'N' : 'Y',
    };
    categories.push(category);
    return category;
  };
  for (const [name, description, subs] of CATEGORY_TREE) {
    const parent = add(name, description, '');
    for (const sub of subs) add(sub, '', parent.categoryId);
  }
  return categories;
};

/**
 * The status the server gives an item: off shelf (by its own switch, or because its category or sub-category is off
 * shelf), out of stock, below its minimum, or on shelf.
 */
export const inventoryStatusOf = (item: Pick<InventoryItem, 'shelfFlg' | 'stock' | 'minStock'>, categoriesOnShelf = true): InventoryItem['invSts'] => {
  if (item.shelfFlg !== 'Y' || !categoriesOnShelf) return '0';
  if (item.stock <= 0) return '4';
  if (item.minStock > 0 && item.stock < item.minStock) return '3';
  return '1';
};

/** Generated lines of the large seed's head office: the catalogue in many pack sizes. */
const extraEntries = (count: number): CatalogueEntry[] =>
  Array.from({ length: count }, (_unused, index) => {
    const base = CATALOGUE[index % CATALOGUE.length]!;
    const pack = Math.floor(index / CATALOGUE.length) + 2;
    return entry(`${base.name} ×${pack}`, base.price * pack, base.category, base.subCategory, base.brand, 1000 + index);
  });

/**
 * Every store of the merchant stocks the catalogue; the head office of the large seed also `extra` multi-packs.
 * Most items are on shelf and stocked; a few are low, out of stock or taken off the shelf, so every status shows.
 */
export const makeInventory = (stores: readonly Store[], categories: readonly Category[], rng: Random, extra = 0): InventoryItem[] => {
  const items: InventoryItem[] = [];
  stores.forEach((store, storeIndex) => {
    const own = categories.filter((category) => category.mercId === store.mercId);
    const categoryId = (name: string | undefined) => (name ? (own.find((category) => category.categoryNm === name)?.categoryId ?? '') : '');
    const catalogue = store.headOffFlg === 'Y' ? [...CATALOGUE, ...extraEntries(extra)] : CATALOGUE;
    catalogue.forEach((goods, index) => {
      const minStock = rng.pick([0, 5, 10, 20]);
      const state =
        FIXED_STATES.get(index % CATALOGUE.length) ??
        rng.weighted([
          ['stocked', 88],
          ['low', 6],
          ['out', 3],
          ['off', 3],
        ] as const);
      const stock = state === 'out' ? 0 : state === 'low' ? rng.int(1, Math.max(1, minStock - 1)) : rng.int(Math.max(minStock, 12), 180);
      const item: InventoryItem = {
        goodsId: `GD${store.storeId.slice(-6)}${String(index + 1).padStart(5, '0')}`,
        mercId: store.mercId,
        storeId: store.storeId,
        goodsNm: goods.name,
        categoryId: categoryId(goods.category),
        subCategoryId: categoryId(goods.subCategory),
        barcode: goods.barcode,
        sku: `${goods.brand
          .slice(0, 3)
          .toUpperCase()
          .replace(/[^A-Z]/g, 'X')}-${String(index + 1).padStart(4, '0')}`,
        brand: goods.brand,
        stock,
        images: [],
        buyPrice: Math.round((goods.price * 0.82) / 50) * 50,
        sellPrice: goods.price,
        goodsDesc: '',
        minStock: state === 'low' && minStock < 2 ? 10 : minStock,
        notifyMethod: rng.pick(['01', '02', '03'] as const),
        notifyFreq: rng.pick(['d', 'w', 'm'] as const),
        discountNm: '',
        discountTyp: '',
        vatAmt: Math.round((goods.price * 16) / 116),
        shelfFlg: state === 'off' ? 'N' : 'Y',
        invSts: '1',
        updateDt: addDays(SEED_TODAY, -rng.int(0, 60 + storeIndex)),
      };
      item.invSts = inventoryStatusOf(item);
      items.push(item);
    });
  });
  return items;
};
