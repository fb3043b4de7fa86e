// What the transfer screen starts from: its query (a split bill's "To pay" sends type splitBill, the amount in
// KES, the requester's mobile number and name, and the order: spec 001 §4), or an empty send-to-mobile form.
import { sanitizeAmountInput } from '../../format/money';
import { normalizeMobileInput } from '../../format/mobile';
import type { Transfer } from '../../generated/types';

export type TransferType = Transfer['transferType'];

export interface TransferDraft {
  transferType: TransferType;
  /** As typed: shillings with up to two decimals. */
  amount: string;
  /** National digits. */
  mobile: string;
  name: string;
  orderNo: string;
}

export const draftFromQuery = (query: URLSearchParams): TransferDraft => {
  const splitBill = query.get('type') === 'splitBill';
  return {
    transferType: splitBill ? 'splitBill' : 'mobile',
    amount: sanitizeAmountInput(query.get('amount') ?? ''),
    mobile: normalizeMobileInput(query.get('mobile') ?? ''),
    name: (query.get('name') ?? '').trim(),
    orderNo: splitBill ? (query.get('orderNo') ?? '') : '',
  };
};
