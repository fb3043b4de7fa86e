// The quick sale's calls (spec 002 §7.4). Bodies are the console's choice where the spec shows none; they are
// described at the top of mocks/actions/checkout.ts, which answers them. Transaction type 117 is checkout's.
import { callAction, type CallOptions } from '../../transport/client';
import type { GoodsOrder } from '../../generated/types';

export const CHECKOUT_TX_TYPE = '117';
export const CASH = '0008';
export const MOBILE_MONEY = '0001';
export type QuickSalePayType = typeof CASH | typeof MOBILE_MONEY;

export type GoodsRequest = Pick<GoodsOrder, 'goodsList' | 'discountType' | 'discountVal'>;

export interface PricedLine {
  goodsName: string;
  goodsPrice: number;
  goodsNum: number;
  lineAmount: number;
}

/** The server's pricing of the lines: every amount in minor units, vat the rate in percent. */
export interface SaleTotals {
  goodsList: PricedLine[];
  subTotalAmount: number;
  offerDiscountAmount: number;
  vat: number;
  vatAmount: number;
  totalAmount: number;
  /** The discount as requested (P: percent, A: minor units), echoed back. */
  discountType?: 'P' | 'A';
  discountVal?: number;
}

/** Goods order status (spec 001 §3): U1 initialised, WP waiting pay, PS paid, FP failed. */
export interface SaleOrder extends SaleTotals {
  orderNo: string;
  ordSts: NonNullable<GoodsOrder['ordSts']>;
  payType: string;
  payMblNo: string;
  rcvAmount: number;
  changeAmount: number;
  createDt: string;
  createTm: string;
  payDt: string;
  payTm: string;
  /** Why the payment failed, in the console's language. */
  failMsg?: string;
}

export type PaymentDetails = { payType: typeof CASH; rcvAmount: number } | { payType: typeof MOBILE_MONEY; payMblNo: string };

const options = (extra: CallOptions = {}): CallOptions => ({ txTyp: CHECKOUT_TX_TYPE, ...extra });

export const computeGoodsOrder = (request: GoodsRequest, signal?: AbortSignal): Promise<SaleTotals> =>
  // Its failures (a discount above the subtotal…) are shown beside the totals rather than as a toast.
  callAction<SaleTotals>('ComputeGoodsOrder', { ...request }, options({ hideErrMsg: true, signal }));

export const createGoodsOrder = (request: GoodsRequest): Promise<SaleOrder> =>
  callAction<SaleOrder>('CreateGoodsOrder', { ...request }, options());

/** A refusal is shown on the result page, so it raises no toast. */
export const confirmPayment = (orderNo: string, payment: PaymentDetails): Promise<SaleOrder> =>
  callAction<SaleOrder>('ConfirmPayment', { orderNo, ...payment }, options({ hideErrMsg: true }));

export const queryPaymentResult = (orderNo: string): Promise<SaleOrder> =>
  callAction<SaleOrder>('QueryPaymentResult', { orderNo }, options());

export const closeOrder = (orderNo: string): Promise<SaleOrder> => callAction<SaleOrder>('CloseOrder', { orderNo }, options());

export type ReceiptTarget = { receiptEmail: string } | { receiptMblNo: string };

export const sendReceipt = (orderNo: string, target: ReceiptTarget): Promise<{ orderNo: string; sentTo: string }> =>
  callAction('SendReceiptAndInvoice', { orderNo, ...target }, options({ hideErrMsg: true }));
