// Checkout → Inventory sale (spec 000 §2 /checkout/inventoryItem; 001 §5 Inventory and promotions; 002 §7.4): a
// line that names a store item by goodsId is priced from the inventory (name and selling price, VAT included), gets
// the ongoing discount promotion (01, status 02) that covers the item when the order reaches its minimum, and may
// not ask for more than the stock ('Not enough stock.'). A coupon code is a coupon promotion's 12-digit code (02):
//   not 12 digits, or an order below the coupon's minimum → MMCP6003 'This coupon code is an invalid coupon.'
//   no coupon promotion has it, or it is not ongoing      → MMCP6002 'Coupon is not available or does not exist'
// A paid sale takes its items off the stock once, and the items' statuses follow (understock, out of stock).
import type { GoodsOrder, InventoryItem, Promotion, UserAccount } from '../db/types';
import { MockFailure } from '../failure';
import { inventoryStatusNow } from '../resources/inventoryEffects';
import { wireDateNow } from '../resources/collections';
import { recordMissing } from '../resources/errors';
import { isBlank } from '../resources/schema';
import { db } from '../state';
import { percentOf, type GoodsLine } from './totals';

export const COUPON_UNAVAILABLE_CODE = 'MMCP6002';
export const COUPON_INVALID_CODE = 'MMCP6003';
export const NOT_ENOUGH_STOCK_CODE = 'MMCP6004';
const COUPON_FORM = /^\d{12}$/;

/** The store's item a line names, on shelf (an item taken off the shelf is not sold). */
const storeItem = (user: UserAccount, storeId: string, goodsId: string): InventoryItem => {
  const item = db().inventoryItems.find((candidate) => candidate.goodsId === goodsId && candidate.mercId === user.mercId && candidate.storeId === storeId);
  if (!item || item.shelfFlg !== 'Y' || item.invSts === '0') throw recordMissing();
  return item;
};

/** The ongoing discount promotion on an item (the first, as the merchant created them). */
export const ongoingPromotionOf = (mercId: string, goodsId: string): Promotion | undefined =>
  db().promotions.find(
    (promotion) =>
      promotion.mercId === mercId &&
      promotion.proTyp === '01' &&
      promotion.status === '02' &&
      (promotion.discountTyp === 'P' || promotion.discountTyp === 'A') &&
      promotion.goodsIds.includes(goodsId),
  );

const offerOf = (promotion: Promotion, line: GoodsLine): number =>
  promotion.discountTyp === 'P'
    ? percentOf(line.goodsPrice * line.goodsNum, promotion.discountValue ?? 0)
    : Math.min(promotion.discountValue ?? 0, line.goodsPrice) * line.goodsNum;

/** Whether every line names an inventory item (their prices include VAT). */
export const allFromInventory = (lines: readonly GoodsLine[]): boolean => lines.length > 0 && lines.every((line) => Boolean(line.goodsId));

/** The lines with inventory items priced from the store's shelves and their promotions applied. */
export const priceInventoryLines = (user: UserAccount, storeId: string, lines: readonly GoodsLine[]): GoodsLine[] => {
  const wanted = new Map<string, number>();
  const priced = lines.map((line) => {
    if (!line.goodsId) return line;
    const item = storeItem(user, storeId, line.goodsId);
    wanted.set(item.goodsId, (wanted.get(item.goodsId) ?? 0) + line.goodsNum);
    if (wanted.get(item.goodsId)! > item.stock) throw new MockFailure(NOT_ENOUGH_STOCK_CODE, 'messages.notEnoughStock');
    return { goodsId: item.goodsId, goodsName: item.goodsNm, goodsPrice: item.sellPrice, goodsNum: line.goodsNum };
  });
  const subTotal = priced.reduce((sum, line) => sum + line.goodsPrice * line.goodsNum, 0);
  return priced.map((line) => {
    const promotion = line.goodsId ? ongoingPromotionOf(user.mercId, line.goodsId) : undefined;
    if (!promotion || subTotal < (promotion.minOrderAmt ?? 0)) return line;
    return { ...line, offerAmount: offerOf(promotion, line), proNm: promotion.proNm };
  });
};

/** The coupon a code names, for an order of this subtotal; undefined when none was typed. */
export const couponFor = (user: UserAccount, code: unknown, subTotal: number): { code: string; amount: number } | undefined => {
  if (isBlank(code)) return undefined;
  const typed = String(code).trim();
  if (!COUPON_FORM.test(typed)) throw new MockFailure(COUPON_INVALID_CODE, 'messages.couponInvalid');
  const promotion = db().promotions.find((candidate) => candidate.mercId === user.mercId && candidate.proTyp === '02' && candidate.payCode === typed);
  if (!promotion || promotion.status !== '02') throw new MockFailure(COUPON_UNAVAILABLE_CODE, 'messages.couponUnavailable');
  if (subTotal < (promotion.minOrderAmt ?? 0)) throw new MockFailure(COUPON_INVALID_CODE, 'messages.couponInvalid');
  return { code: typed, amount: promotion.couponAmt ?? 0 };
};

/** A paid sale's items leave the shelves (once, whatever asks after it). */
export const takeStock = (order: GoodsOrder): void => {
  if (order.ordSts !== 'PS' || order.stockTaken) return;
  order.stockTaken = true;
  for (const line of order.goodsList) {
    const item = line.goodsId && db().inventoryItems.find((candidate) => candidate.goodsId === line.goodsId && candidate.storeId === order.storeId);
    if (!item) continue;
    item.stock = Math.max(0, item.stock - line.goodsNum);
    item.invSts = inventoryStatusNow(item);
    item.updateDt = wireDateNow();
  }
};

/** What the checkout's item search lists: a sale's view of an item (no buying price). */
export const saleViewOf = (item: InventoryItem): Record<string, unknown> => {
  const promotion = ongoingPromotionOf(item.mercId, item.goodsId);
  return {
    goodsId: item.goodsId,
    goodsNm: item.goodsNm,
    barcode: item.barcode,
    sellPrice: item.sellPrice,
    stock: item.stock,
    ...(promotion ? { proNm: promotion.proNm } : {}),
  };
};

/** The current store's items a sale may ring up, by search text or barcode, by name. */
export const sellableItems = (user: UserAccount, storeId: string, searchKey: string | undefined, barcode: string | undefined): InventoryItem[] => {
  const search = searchKey?.trim().toLowerCase();
  return db()
    .inventoryItems.filter((item) => item.mercId === user.mercId && item.storeId === storeId && item.shelfFlg === 'Y' && item.invSts !== '0')
    .filter((item) => (barcode ? item.barcode === barcode : true))
    .filter((item) => !search || [item.goodsNm, item.sku, item.brand, item.barcode].some((value) => value.toLowerCase().includes(search)))
    .sort((a, b) => a.goodsNm.localeCompare(b.goodsNm));
};
