// Finance → Money's calls (spec 002 §7.4 "Top-up", "Tills", "Wallet, reports"): the account and its balance, the
// tills, the numbers the merchant tops up from and the top-up itself. Shapes: the catalogue's entries.
import type { AnswerOf } from '../../generated/actionTypes';
import { callAction, downloadAction } from '../../transport/client';

export type Account = AnswerOf<'QueryAvailableBalance'>;
export type Till = AnswerOf<'QueryTillsInfoList'>['list'][number];
export type PaymentMobiles = AnswerOf<'PaymentMobileList'>;
export type TopUp = AnswerOf<'TopOrderDetailQuery'>;
export type TopUpBankDetails = AnswerOf<'QueryTopupBankCards'>;
export type TopUpCard = TopUpBankDetails['list'][number];

/** Query keys: a top-up or a transfer changes the balance, so money pages refresh it by this prefix. */
export const MONEY_KEYS = {
  account: ['money', 'account'] as const,
  tills: ['money', 'tills'] as const,
  mobiles: ['money', 'mobiles'] as const,
  topUp: (orderNo: string) => ['money', 'topUp', orderNo] as const,
  bank: ['money', 'bank'] as const,
};

export const fetchAccount = (): Promise<Account> => callAction('QueryAvailableBalance');
export const fetchTills = async (): Promise<Till[]> => (await callAction('QueryTillsInfoList')).list;
export const fetchTillQr = (tillNo: string) => callAction('GenerateQrCodeForTill', { tillNo });

export const fetchPaymentMobiles = (): Promise<PaymentMobiles> => callAction('PaymentMobileList');
export const checkPaymentMobile = (mblNo: string) => callAction('CheckPaymentMobile', { mblNo });
export const addPaymentMobile = (mblNo: string, jrnNo: string) => callAction('AddPaymentMobile', { mblNo, jrnNo });
export const deletePaymentMobile = (mblNo: string) => callAction('DeletePaymentMobile', { mblNo });

export const createTopUp = (mblNo: string, amount: number): Promise<TopUp> => callAction('TopUpPreOrder', { mblNo, amount });
/** A top-up from a linked bank card or account (top-up type 0). */
export const createCardTopUp = (cardNo: string, amount: number): Promise<TopUp> => callAction('TopUpPreOrder', { topUpTyp: '0', cardNo, amount });
export const sendTopUp = (orderNo: string): Promise<TopUp> => callAction('Topup', { orderNo });
export const fetchTopUpStatus = (orderNo: string): Promise<TopUp> => callAction('QueryTopupStatus', { orderNo });
export const fetchTopUp = (orderNo: string): Promise<TopUp> => callAction('TopOrderDetailQuery', { orderNo });
export const fetchBankDetails = (): Promise<TopUpBankDetails> => callAction('QueryTopupBankCards');

export interface StatementRequest {
  beginDt: string;
  endDt: string;
  fileType: 'pdf' | 'xls';
  tillNo?: string;
}

export const downloadStatement = (request: StatementRequest): Promise<Blob> =>
  downloadAction('GenerateTransactionFile', { ...request } as Record<string, string>);

export const emailStatement = (request: StatementRequest & { email: string }) => callAction('SendTransactionFile', { ...request });
