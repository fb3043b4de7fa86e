// A quick sale that ends joins the merchant's wallet history (Finance → Transaction history) as well as the store's
// sales: the money came in at the store's till, so it is an order of type 42 "pay to till" (spec 000 §3 order type
// codes), money in (c), under the checkout's own order number so the cashier finds it by that number in both lists.
// Cash and mobile money alike: the history is the merchant's record of takings, whatever paid them.
import { mobileMoneyService } from '../db/kenya';
import type { GoodsOrder, Transaction } from '../db/types';
import { db } from '../state';

/** Spec 000 §3 order type codes: 42 pay to till. */
export const PAY_TO_TILL = '42';

/** Spec 000 §3 order status: a paid sale is 02 success; one that failed is 03 fail, one closed unpaid 04 close. */
const historyStatus = (order: GoodsOrder): Transaction['orderSts'] | undefined => {
  if (order.ordSts === 'PS') return '02';
  if (order.ordSts !== 'FP') return undefined;
  return order.acceptSts === 'CL' ? '04' : '03';
};

/** Who paid: the merchant's customer with that mobile number when there is one, else just the number. */
const payer = (order: GoodsOrder): Pick<Transaction, 'oppNm' | 'oppMblNo' | 'oppBnkNm'> => {
  if (!order.payMblNo) return { oppNm: '', oppMblNo: '', oppBnkNm: '' };
  const known = db().customers.find((customer) => customer.mercId === order.mercId && customer.mblNo === order.payMblNo);
  return {
    oppNm: known ? `${known.firstName} ${known.surname}` : '',
    oppMblNo: order.payMblNo,
    oppBnkNm: mobileMoneyService(order.payMblNo),
  };
};

export const recordInWallet = (order: GoodsOrder): void => {
  const orderSts = historyStatus(order);
  // An order closed before any payment was tried moved no money: nothing for the wallet's history.
  if (!orderSts || !order.payType) return;
  const till = db().tills.find((candidate) => candidate.storeId === order.storeId && candidate.mercId === order.mercId);
  const entry: Transaction = {
    orderNo: order.orderNo,
    mercId: order.mercId,
    txDt: order.payDt || order.createDt,
    txTm: order.payTm || order.createTm,
    orderTyp: PAY_TO_TILL,
    dcFlg: 'c',
    txAmt: order.totalAmount,
    fee: 0,
    orderSts,
    payType: order.payType,
    ...payer(order),
    oppAcNo: till?.tillNo ?? '',
    remark: '',
  };
  const history = db().transactions;
  const existing = history.findIndex((candidate) => candidate.orderNo === entry.orderNo);
  // The history is kept newest first, as the seed keeps it.
  if (existing >= 0) history[existing] = entry;
  else history.unshift(entry);
};
