// A quick sale that ends (paid or failed) joins the store's sales, the list the Service Portal reviews and reverses:
// the checkout keeps its own order (with the payment bookkeeping), the sales list sees it in its own wire names.
import type { GoodsOrder, SalesOrder } from '../db/types';
import { db } from '../state';

const salesStatus = (order: GoodsOrder): SalesOrder['orderSts'] | undefined =>
  order.ordSts === 'PS' ? 'PS' : order.ordSts === 'FP' ? 'FP' : undefined;

export const recordSale = (order: GoodsOrder): void => {
  const orderSts = salesStatus(order);
  if (!orderSts) return;
  const cashier = db().users.find((user) => user.usrNo === order.usrNo);
  const sale: SalesOrder = {
    orderNo: order.orderNo,
    mercId: order.mercId,
    storeId: order.storeId,
    orderDt: order.payDt || order.createDt,
    orderTm: order.payTm || order.createTm,
    custNm: '',
    custMblNo: order.payMblNo,
    operNm: cashier ? `${cashier.firstName} ${cashier.lastName}` : '',
    payTyp: order.payType as SalesOrder['payTyp'],
    orderSts,
    subTotalAmount: order.subTotalAmount,
    offerDiscountAmount: order.offerDiscountAmount,
    couponCodeAmount: 0,
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
