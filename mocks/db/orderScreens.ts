// Which of the spec's order screens lists an order (001 §4 "Order screens: new, ongoing, picked, completed,
// suspended, refund, refunded, waiting for refund"; the routes of 000 §2), from its payment status and its accept
// status. A refund state comes first (an order being refunded is listed there whatever its accept status), then
// a suspension (accept SP, or payment HS), then a cancellation, then an unpaid order, then the accept status. The
// seed, the checkout's sales ledger and every order command store the result, so the lists and StatisGoodsOrder's
// counts filter on one field.
import type { OrderScreen, SalesOrder } from './types';

export const screenOf = (order: Pick<SalesOrder, 'orderSts' | 'acceptSts'>): OrderScreen => {
  switch (order.orderSts) {
    case 'WR':
      return 'waitingForRefund';
    case 'MR':
      return 'refund';
    case 'SR':
      return 'refunded';
    case 'HS':
      return 'suspended';
    case 'PS':
      break;
    default:
      // A cancelled order reads as cancelled, not as one still to be paid (which would have someone chase the customer).
      return order.acceptSts === 'CL' ? 'cancelled' : 'notPaid';
  }
  switch (order.acceptSts) {
    case 'NO':
      return 'newOrders';
    case 'OG':
      return 'onGoing';
    case 'PD':
      return 'picked';
    case 'SP':
      return 'suspended';
    case 'CL':
      return 'cancelled';
    default:
      return 'completed';
  }
};

/** The screens StatisGoodsOrder counts: the list's tabs. */
export const COUNTED_SCREENS: readonly OrderScreen[] = [
  'newOrders',
  'onGoing',
  'picked',
  'completed',
  'suspended',
  'waitingForRefund',
  'refund',
  'refunded',
];
