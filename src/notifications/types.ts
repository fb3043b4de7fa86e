// Wire shapes of the inbox calls (spec 000 §3 Notification, Split order detail, Beneficiary), as the action catalogue
// declares them (schemas/actions/), and what the inbox reads from them.
import type { AnswerOf } from '../generated/actionTypes';
import type { NotificationMessage, SplitOrderDetail } from '../generated/types';

export type { BeneficiaryOption, NotificationMessage, SplitOrderDetail } from '../generated/types';

export type NotificationPage = AnswerOf<'NotificationList'>;

export type BeneficiaryPage = AnswerOf<'QueryBeneficiaryList'>;

export const MESSAGE_TYPE = { plain: '0', loan: 'L', splitBill: '1' } as const;

export const isUnread = (message: NotificationMessage): boolean => message.readFlg === 'N';

/** Spec 001 §4: status 1 is paid; 0 and 2 can still be paid. */
export const isSplitPaid = (order: SplitOrderDetail): boolean => order.orderPaymentStatus === '1';
