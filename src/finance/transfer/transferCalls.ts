// TransferPay: send money to a mobile number (transaction type 110, spec 001 §6 "110 send money": the catalogue's
// entry, schemas/actions/TransferPay.json, gives it and the transport sends it).
import type { AnswerOf } from '../../generated/actionTypes';
import type { Transfer } from '../../generated/types';
import { callAction } from '../../transport/client';

export type TransferReceipt = AnswerOf<'TransferPay'>;

export const sendMoney = (transfer: Transfer): Promise<TransferReceipt> => callAction('TransferPay', { ...transfer });
