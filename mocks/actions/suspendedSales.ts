// Suspend and resume serve two screens (spec 002 §7.4 HangMerchantGoodsOrder, CancelHangGoodsOrder): Manage →
// Orders puts a paid order aside (the generic command of resources/orders.json), and the checkout suspends an unpaid
// sale and resumes it (actions/checkout.ts). Registered after the resource files' actions, this hands a checkout
// order's number to the checkout and any other to the orders' command.
import { findAction, defineAction, type ActionContext } from '../registry';
import { checkoutOrderNamed, resumeSale, suspendSale } from './checkout';

const servedBoth = (action: string, checkout: (context: ActionContext) => ReturnType<typeof suspendSale>): void => {
  const orders = findAction(action);
  defineAction(action, (context) => (checkoutOrderNamed(context.user, context.body.orderNo) || !orders ? checkout(context) : orders.handle(context)));
};

servedBoth('HangMerchantGoodsOrder', suspendSale);
servedBoth('CancelHangGoodsOrder', resumeSale);
