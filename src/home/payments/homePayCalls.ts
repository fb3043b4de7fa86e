// The calls of the home page's payments (schemas/actions/: WithdrawPreOrder, WithdrawPay, RequestPay,
// QueryTransferOrdSts, GenerateQrCodeForTill), each with its transaction type as the common field txTyp.
import type { AnswerOf, RequestOf } from '../../generated/actionTypes';
import { callAction } from '../../transport/client';
import { HOME_PAYMENT_TX_TYPES } from './homePaymentRoutes';

export type Withdrawal = RequestOf<'WithdrawPay'>;
export type WithdrawQuote = AnswerOf<'WithdrawPreOrder'>;
export type HomePayOrder = AnswerOf<'QueryTransferOrdSts'>;
export type PayRequest = RequestOf<'RequestPay'>;
export type MerchantQr = AnswerOf<'GenerateQrCodeForTill'>;

const withdrawing = { txTyp: HOME_PAYMENT_TX_TYPES.withdraw };

/** The server's quote; without an amount, where the money goes, the limits and the balance. Quiet: the page says. */
export const quoteWithdrawal = (withdrawal: Omit<Withdrawal, 'amount'> & { amount?: number }): Promise<WithdrawQuote> =>
  callAction('WithdrawPreOrder', { ...withdrawal }, { ...withdrawing, hideErrMsg: true });

export const withdraw = (withdrawal: Withdrawal): Promise<HomePayOrder> => callAction('WithdrawPay', { ...withdrawal }, withdrawing);

export const requestPayment = (request: PayRequest): Promise<HomePayOrder> =>
  callAction('RequestPay', { ...request }, { txTyp: HOME_PAYMENT_TX_TYPES.requestToPay });

/** Quiet: the wait screen keeps asking through a dropped answer. */
export const fetchOrder = (orderNo: string): Promise<HomePayOrder> => callAction('QueryTransferOrdSts', { orderNo }, { hideErrMsg: true });

/** The merchant's static QR code: no till named. */
export const fetchMerchantQr = (): Promise<MerchantQr> => callAction('GenerateQrCodeForTill', {});

export const HOME_PAY_KEYS = {
  order: (orderNo: string) => ['homePay', 'order', orderNo] as const,
  quote: (withdrawal: unknown) => ['homePay', 'quote', withdrawal] as const,
  qr: ['homePay', 'qr'] as const,
};
