// The inbox's named actions (spec 002 §7.4). Failures are announced by the transport (error toast, session
// reactions) and rethrown for the caller to stop what it was doing.
import { callAction } from '../transport/client';
import { getSession } from '../transport/session';
import type { BeneficiaryPage, NotificationPage, SplitOrderDetail } from './types';

/** Spec 002 §9: the whole inbox in one call. */
export const NOTIFICATION_FETCH = { offset: 0, limit: 99999 } as const;

const usrNo = (): string => getSession()?.usrNo ?? '';

export const fetchNotifications = (search: string): Promise<NotificationPage> =>
  callAction('NotificationList', { search, ...NOTIFICATION_FETCH });

export const fetchUnreadCount = async (): Promise<number> =>
  Number((await callAction('SelectUnreadCount', { usrNo: usrNo() })).unreadCount) || 0;

export const markRead = (messId: string): Promise<unknown> => callAction('UpdPushMsgRead', { usrNo: usrNo(), messId });

export const markAllRead = (): Promise<unknown> => callAction('UpdPushMsgRead', { usrNo: usrNo(), readAll: 'Y' });

export const deleteNotification = (messId: string): Promise<unknown> => callAction('DeleteNotification', { messId });

export const shareNotification = (messId: string, target: { bnfUsrNo: string; bnfMblNo: string }): Promise<unknown> =>
  callAction('ShareNotification', { messId, targetUsrNo: target.bnfUsrNo, sourceUsrNo: usrNo(), targetPhone: target.bnfMblNo });

export const fetchSplitOrder = (orderNo: string, orderDate: string): Promise<SplitOrderDetail> =>
  callAction('QuerySplitOrderDetail', { orderNo, orderDate });

export const fetchBeneficiaries = (search: string, page: number, perPage: number): Promise<BeneficiaryPage> =>
  callAction('QueryBeneficiaryList', { qryEnter: search }, { paging: { page, perPage } });
