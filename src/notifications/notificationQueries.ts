// The inbox as cached queries: the bell's unread count and the drawer's list share one cache, so a read, a
// read-all or a delete refetches both (spec 001 §4: the dot follows the unread count). The cached lists are
// patched at once as well, so going back to the list never flashes a deleted message or a stale unread marker.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fetchNotifications, fetchSplitOrder, fetchUnreadCount } from './notificationCalls';
import type { NotificationMessage, NotificationPage } from './types';

const ROOT = ['notifications'] as const;
const LISTS = [...ROOT, 'list'] as const;
const keys = {
  unread: [...ROOT, 'unread'] as const,
  list: (search: string) => [...LISTS, search] as const,
};

export const useUnreadCount = (enabled: boolean) =>
  useQuery({ queryKey: keys.unread, queryFn: fetchUnreadCount, enabled, retry: false });

export const useNotificationList = (search: string, enabled: boolean) =>
  useQuery({ queryKey: keys.list(search), queryFn: () => fetchNotifications(search), enabled, retry: false });

/** Split orders change when they are paid (on the transfer screen), not when the inbox does. */
export const SPLIT_ORDERS = ['splitOrder'] as const;

export const useSplitOrder = (orderNo: string, orderDate: string) =>
  useQuery({ queryKey: [...SPLIT_ORDERS, orderNo, orderDate], queryFn: () => fetchSplitOrder(orderNo, orderDate), retry: false });

export interface InboxCache {
  /** Refetch the count and whichever lists are shown. */
  refresh: () => Promise<void>;
  markSeen: (messId: string) => void;
  forget: (messId: string) => void;
}

export const useInboxCache = (): InboxCache => {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const patchLists = (change: (list: NotificationMessage[]) => NotificationMessage[]) =>
      queryClient.setQueriesData<NotificationPage>({ queryKey: LISTS }, (page) => {
        if (!page) return page;
        const list = change(page.list);
        return { total: page.total - (page.list.length - list.length), list };
      });
    return {
      refresh: () => queryClient.invalidateQueries({ queryKey: ROOT }),
      markSeen: (messId) =>
        patchLists((list) => list.map((message) => (message.messId === messId ? { ...message, readFlg: 'Y' } : message))),
      forget: (messId) => patchLists((list) => list.filter((message) => message.messId !== messId)),
    };
  }, [queryClient]);
};
