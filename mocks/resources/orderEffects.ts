// What Manage → Orders' commands do to an order (resources/orders.json), beyond what the resource file can say.
// Each command's appliesTo already refuses an order in another state (MMCP0002, 'This action is not available for
// this record.'); the transitions below are the spec's accept status moves (001 §4 Orders: process events accept,
// cancel, complete, pick; suspend and resume) and the audit of a refund the customer asked for (refund order WA →
// AD approved, 001 §4), and every one stores the order's new screen.
import { screenOf } from '../db/orderScreens';
import type { SalesOrder } from '../db/types';
import { refundNow } from '../actions/orders';
import { MockFailure } from '../failure';
import type { CommandEffect } from './effects';
import { invalidFields, NOT_ALLOWED_CODE } from './errors';

type AcceptStatus = SalesOrder['acceptSts'];

/** Process event → the accept statuses it leaves and the one it reaches (the resource file's appliesTo agree). */
export const PROCESS_EVENTS: Record<string, { from: readonly AcceptStatus[]; to: AcceptStatus }> = {
  accept: { from: ['NO'], to: 'OG' },
  pick: { from: ['OG'], to: 'PD' },
  complete: { from: ['OG', 'PD'], to: 'CP' },
  cancel: { from: ['NO', 'OG', 'PD'], to: 'CL' },
};

const orders = (records: readonly unknown[]): SalesOrder[] => records as SalesOrder[];

/** The backend's own check, for a request that names a move the order's state does not allow. */
const move = (order: SalesOrder, from: readonly AcceptStatus[], to: AcceptStatus): void => {
  if (order.orderSts !== 'PS' || !from.includes(order.acceptSts)) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
  order.acceptSts = to;
  order.orderScreen = screenOf(order);
};

export const ORDER_COMMAND_EFFECTS: Record<string, CommandEffect> = {
  ProcessConsumerGoodsOrder: ({ records, body }) => {
    const event = PROCESS_EVENTS[String(body.processEvent)];
    if (!event) throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
    for (const order of orders(records)) move(order, event.from, event.to);
  },

  /** Suspend: a new or ongoing order is put aside (accept SP). */
  HangMerchantGoodsOrder: ({ records }) => {
    for (const order of orders(records)) move(order, ['NO', 'OG'], 'SP');
  },

  /** Resume: a suspended order is taken up again, as ongoing (the spec does not say where it returns; ongoing is where work resumes). */
  CancelHangGoodsOrder: ({ records }) => {
    for (const order of orders(records)) move(order, ['SP'], 'OG');
  },

  /** Approve (Y) gives back what the customer asked; reject (N) leaves the order paid, with nothing asked. */
  RefundGoodsOrderAudit: ({ records, body, language }) => {
    for (const order of orders(records)) {
      if (order.orderSts !== 'WR') throw new MockFailure(NOT_ALLOWED_CODE, 'messages.notAllowed');
      if (body.auditResult === 'Y') {
        const asked = order.refundAmount;
        order.refundAmount = 0;
        refundNow(order, asked);
      } else {
        // 001 §4: a rejected refund gives its cause, which the order keeps.
        const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
        if (!reason) throw invalidFields(language, [{ field: 'reason', key: 'validation.required' }]);
        order.refundRejectReason = reason;
        order.orderSts = 'PS';
        order.refundAmount = 0;
        order.refundReason = '';
        order.orderScreen = screenOf(order);
      }
    }
  },
};
