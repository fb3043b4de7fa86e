// Paying out's calls (spec 002 §7.4 "Utility bills", "Tills and payments"). Shapes: the catalogue's entries.
import type { AnswerOf } from '../../generated/actionTypes';
import type { PayoutKind } from '../../config/bills';
import { callAction } from '../../transport/client';

export type UtilityProviderRow = AnswerOf<'QueryUtilityServiceProvider'>['list'][number];
export type Quote = AnswerOf<'CalculatedAmount'>;

/** What every payment of the area answers: the result page reads these. */
export interface Receipt {
  orderNo: string;
  amount: number;
  fee: number;
  totAmt: number;
  acNm: string;
  balance: number;
  /** S paid; W waiting for the approval an account mandate asks for (nothing has moved yet). */
  payStatus: 'S' | 'W';
  approvalId?: string;
  token?: string;
}

export const BILL_KEYS = { providers: ['bills', 'providers'] as const };

export const fetchProviders = async (): Promise<UtilityProviderRow[]> => (await callAction('QueryUtilityServiceProvider')).list;
export const checkBillAccount = (provCd: string, billAcNo: string) => callAction('CheckBillAccount', { provCd, billAcNo });
export const lookUpPayCode = (codeTyp: '2' | '4', payCode: string, billAcNo?: string) =>
  callAction('QueryPayCode', { codeTyp, payCode, ...(billAcNo ? { billAcNo } : {}) });
export const quote = (busTyp: PayoutKind, amount: number, provCd?: string): Promise<Quote> =>
  callAction('CalculatedAmount', { busTyp, amount, ...(provCd ? { provCd } : {}) });

export const payUtility = (provCd: string, billAcNo: string, amount: number): Promise<Receipt> =>
  callAction('CreateUtilityBillOrder', { provCd, billAcNo, amount });
export const payMerchantCode = (codeTyp: '2' | '4', payCode: string, amount: number, billAcNo?: string): Promise<Receipt> =>
  callAction('PayMerchantCode', { codeTyp, payCode, amount, ...(billAcNo ? { billAcNo } : {}) });
export const offerTip = (rcvMblNo: string, rcvNm: string, amount: number): Promise<Receipt> => callAction('OfferTip', { rcvMblNo, rcvNm, amount });
