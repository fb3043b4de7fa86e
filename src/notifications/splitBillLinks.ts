// Where a split bill's buttons lead (spec 001 §4): a paid order to its transaction record, an unpaid one to the
// transfer screen prefilled as a split-bill payment. The order travels in the query, so a reload keeps it.
import { fromMinorUnits } from '../format/money';
import type { SplitOrderDetail } from './types';

export const TRANSFER_PAGE = '/finance/transfer';
export const TRANSACTION_RECORD_PAGE = '/finance/components/transRecordDetail';
export const SPLIT_BILL_TRANSFER_TYPE = 'splitBill';

export const payLink = (order: SplitOrderDetail): string =>
  `${TRANSFER_PAGE}?${new URLSearchParams({
    type: SPLIT_BILL_TRANSFER_TYPE,
    amount: fromMinorUnits(order.payAmt),
    mobile: order.rcvMblNo,
    name: order.rcvNm,
    orderNo: order.orderNo,
  })}`;

export const recordLink = (order: SplitOrderDetail): string =>
  `${TRANSACTION_RECORD_PAGE}?${new URLSearchParams({ orderNo: order.orderNo, orderDate: order.orderDate })}`;
