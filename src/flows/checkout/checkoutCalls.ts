// The quick sale's calls (spec 002 §7.4). Their bodies and answers are the catalogue's (schemas/actions/
// ComputeGoodsOrder.json, CreateGoodsOrder.json, ConfirmPayment.json…), which also gives checkout's transaction
// type 117; the answers' shapes (SaleTotals, SaleOrder) are declared once in schemas/actions/shapes.schema.json.
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import type { SaleOrder, SaleTotals } from '../../generated/types';
import { callAction } from '../../transport/client';

export type { PricedLine, SaleOrder, SaleTotals } from '../../generated/types';

export const CASH = '0008';
export const MOBILE_MONEY = '0001';
export type QuickSalePayType = typeof CASH | typeof MOBILE_MONEY;

export type GoodsRequest = RequestOf<'CreateGoodsOrder'>;

export type PaymentDetails = { payType: typeof CASH; rcvAmount: number } | { payType: typeof MOBILE_MONEY; payMblNo: string };

export const computeGoodsOrder = (request: GoodsRequest, signal?: AbortSignal): Promise<SaleTotals> =>
  // Its failures (a discount above the subtotal…) are shown beside the totals rather than as a toast.
  callAction('ComputeGoodsOrder', { ...request }, { hideErrMsg: true, signal });

export const createGoodsOrder = (request: GoodsRequest): Promise<SaleOrder> => callAction('CreateGoodsOrder', { ...request });

/** A refusal is shown on the result page, so it raises no toast. */
export const confirmPayment = (orderNo: string, payment: PaymentDetails): Promise<SaleOrder> =>
  callAction('ConfirmPayment', { orderNo, ...payment }, { hideErrMsg: true });

export const queryPaymentResult = (orderNo: string): Promise<SaleOrder> => callAction('QueryPaymentResult', { orderNo });

export const closeOrder = (orderNo: string): Promise<SaleOrder> => callAction('CloseOrder', { orderNo });

export type ReceiptTarget = { receiptEmail: string } | { receiptMblNo: string };

export const sendReceipt = (orderNo: string, target: ReceiptTarget): Promise<AnswerOf<'SendReceiptAndInvoice'>> =>
  callAction('SendReceiptAndInvoice', { orderNo, ...target }, { hideErrMsg: true });
