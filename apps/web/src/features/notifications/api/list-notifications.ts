import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationTopic } from '@portal/shared/notifications';
import { listNotifications } from '@portal/shared/contracts/notifications/list-notifications';
import { callApi, contractKey } from '../../../lib/http/api';

/** How many the bell shows at first, and adds with each "Load more". */
export const NOTIFICATION_PAGE_SIZE = 10;

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

/** The bell's list of the person's notifications on an account; its first page carries the unread count. */
export const notificationsKey = (accountId: string) =>
  contractKey(listNotifications, { query: { accountId, limit: NOTIFICATION_PAGE_SIZE } });

/** Newest first, a page at a time; the header's count and the bell's list share this one query. */
export const useNotifications = (accountId: string) =>
  useInfiniteQuery({
    queryKey: notificationsKey(accountId),
    queryFn: ({ pageParam }) =>
      callApi(listNotifications, { query: { accountId, limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** The notifications page's filters; no key is no filter. */
export interface NotificationFilters {
  topic?: NotificationTopic;
  unreadOnly?: true;
}

/** How many the notifications page shows at first, and adds with each "Load more". */
export const NOTIFICATION_LIST_PAGE_SIZE = 20;

/** Every cached list of the person's notifications on an account: the bell's and the page's, whatever their filters. */
export const allNotificationLists = (accountId: string) => [listNotifications.path, {}, { accountId }] as const;

/** The notifications page: all of them, or one topic, or the unread ones, newest first, a page at a time. */
export function useNotificationList(accountId: string, { topic, unreadOnly }: NotificationFilters) {
  const query = {
    accountId,
    limit: NOTIFICATION_LIST_PAGE_SIZE,
    ...(topic && { topic }),
    ...(unreadOnly && { unreadOnly: 'true' as const }),
  };
  return useInfiniteQuery({
    queryKey: contractKey(listNotifications, { query }),
    queryFn: ({ pageParam }) => callApi(listNotifications, { query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
