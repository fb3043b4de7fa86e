// A quick sale that ends (paid or failed) joins the store's sales, the list the Service Portal reviews and reverses
// and Manage → Orders lists (a paid one under Completed: the customer took the goods at the counter): the checkout
// keeps its own order (with the payment bookkeeping), the sales list sees it in its own wire names.
import { screenOf } from '../db/orderScreens';
import type { GoodsOrder, SalesOrder } from '../db/types';
import { db } from '../state';

const salesStatus = (order: GoodsOrder): SalesOrder['orderSts'] | undefined =>
  order.ordSts === 'PS' ? 'PS' : order.ordSts === 'FP' ? 'FP' : undefined;

export const recordSale = (order: GoodsOrder): void => {
  const orderSts = salesStatus(order);
  if (!orderSts) return;
  const cashier = db().users.find((user) => user.usrNo === order.usrNo);
  const orderDt = order.payDt || order.createDt;
  const orderTm = order.payTm || order.createTm;
  const payTyp = order.payType as SalesOrder['payTyp'];
  const acceptSts: SalesOrder['acceptSts'] = orderSts === 'PS' ? 'CP' : 'CL';
  const sale: SalesOrder = {
    orderNo: order.orderNo,
    mercId: order.mercId,
    storeId: order.storeId,
    orderDt,
    orderTm,
    custNm: '',
    custMblNo: order.payMblNo,
    operNm: cashier ? `${cashier.firstName} ${cashier.lastName}` : '',
    payTyp,
    orderSts,
    acceptSts,
    orderScreen: screenOf({ orderSts, acceptSts }),
    refundAmount: 0,
    payList: orderSts === 'PS' ? [{ dcFlg: 'c', payTyp, payAmt: order.totalAmount, payDt: orderDt, payTm: orderTm }] : [],
    subTotalAmount: order.subTotalAmount,
    offerDiscountAmount: order.offerDiscountAmount,
    couponCodeAmount: order.couponCodeAmount ?? 0,
    vatAmount: order.vatAmount,
    totalAmount: order.totalAmount,
    goodsList: order.goodsList.map(({ goodsName, goodsNum, goodsPrice, lineAmount }) => ({
      goodsNm: goodsName,
      goodsQty: goodsNum,
      goodsPrice,
      goodsAmount: lineAmount,
    })),
    refundReason: '',
    refundDt: '',
    refundTm: '',
  };
  const sales = db().salesOrders;
  const existing = sales.findIndex((candidate) => candidate.orderNo === sale.orderNo);
  if (existing >= 0) sales[existing] = sale;
  else sales.push(sale);
};
