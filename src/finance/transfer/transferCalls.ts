// TransferPay: send money to a mobile number (transaction type 110, spec 001 §6 "110 send money").
import { callAction } from '../../transport/client';
import type { Transfer } from '../../generated/types';

export const SEND_MONEY_TX_TYPE = '110';

export interface TransferReceipt {
  orderNo: string;
  amount: number;
  rcvMblNo: string;
  rcvNm: string;
  txDt: string;
  txTm: string;
}

export const sendMoney = (transfer: Transfer): Promise<TransferReceipt> =>
  callAction<TransferReceipt>('TransferPay', { ...transfer }, { txTyp: SEND_MONEY_TX_TYPE });
