// The quick sale's calls (spec 002 §7.4). Their bodies and answers are the catalogue's (schemas/actions/
// ComputeGoodsOrder.json, CreateGoodsOrder.json, ConfirmPayment.json…), which also gives checkout's transaction
// type 117; the answers' shapes (SaleTotals, SaleOrder) are declared once in schemas/actions/shapes.schema.json.
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import type { SaleOrder, SaleTotals } from '../../generated/types';
import { callAction } from '../../transport/client';

export type { PricedLine, SaleOrder, SaleTotals } from '../../generated/types';

export const CASH = '0008';
export const MOBILE_MONEY = '0001';
export const SCAN = '0003';
export const QR_CODE = '0002';
export const PAY_CODE = '0012';
/** Spec 000 §4 checkout payment types, in the spec's order. */
export const CHECKOUT_PAY_TYPES = [SCAN, QR_CODE, PAY_CODE, MOBILE_MONEY, CASH] as const;
export type CheckoutPayType = (typeof CHECKOUT_PAY_TYPES)[number];
/** Those the customer completes on their own phone: the till waits for the answer. */
export const WAITS_ON_CUSTOMER: ReadonlySet<string> = new Set([MOBILE_MONEY, QR_CODE, PAY_CODE]);

export type GoodsRequest = RequestOf<'CreateGoodsOrder'>;

export type PaymentDetails =
  | { payType: typeof CASH; rcvAmount: number }
  | { payType: typeof MOBILE_MONEY; payMblNo: string }
  | { payType: typeof SCAN; authCode: string }
  | { payType: typeof QR_CODE | typeof PAY_CODE };

export const computeGoodsOrder = (request: GoodsRequest, signal?: AbortSignal): Promise<SaleTotals> =>
  // Its failures (a discount above the subtotal…) are shown beside the totals rather than as a toast.
  callAction('ComputeGoodsOrder', { ...request }, { hideErrMsg: true, signal });

export const createGoodsOrder = (request: GoodsRequest): Promise<SaleOrder> => callAction('CreateGoodsOrder', { ...request });

/** A refusal is shown on the result page, so it raises no toast. */
export const confirmPayment = (orderNo: string, payment: PaymentDetails): Promise<SaleOrder> =>
  callAction('ConfirmPayment', { orderNo, ...payment }, { hideErrMsg: true });

/** Suspends an unpaid sale (HangMerchantGoodsOrder); CancelHangGoodsOrder takes it up again. */
export const suspendSale = (orderNo: string): Promise<SaleOrder> => callAction('HangMerchantGoodsOrder', { orderNo }) as Promise<SaleOrder>;

export const resumeSale = (orderNo: string): Promise<SaleOrder> => callAction('CancelHangGoodsOrder', { orderNo }) as Promise<SaleOrder>;

export const suspendedSales = (): Promise<AnswerOf<'QueryGoodsOrderListGroup'>> => callAction('QueryGoodsOrderListGroup', { ordSts: 'HS', limit: 50, offset: 0 });

export type SaleItem = AnswerOf<'QueryInventories'>['data'][number];

/** The store's items a sale may ring up, by search text or by the barcode scanned. */
export const findSaleItems = (search: { searchKey?: string; barcode?: string }, signal?: AbortSignal): Promise<SaleItem[]> =>
  callAction('QueryInventories', { ...search, limit: 20, offset: 0 }, { signal }).then((answer) => answer.data);

export const queryPaymentResult = (orderNo: string): Promise<SaleOrder> => callAction('QueryPaymentResult', { orderNo });

export const closeOrder = (orderNo: string): Promise<SaleOrder> => callAction('CloseOrder', { orderNo });

export type ReceiptTarget = { receiptEmail: string } | { receiptMblNo: string };

export const sendReceipt = (orderNo: string, target: ReceiptTarget): Promise<AnswerOf<'SendReceiptAndInvoice'>> =>
  callAction('SendReceiptAndInvoice', { orderNo, ...target }, { hideErrMsg: true });
