import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage, NotificationTopic } from '@portal/shared/notifications';
import { listNotifications } from '@portal/shared/contracts/notifications/list-notifications';
import { callApi, contractKey } from '../../../lib/http/api';

/** How many the bell shows at first, and adds with each "Load more". */
export const NOTIFICATION_PAGE_SIZE = 10;

/** How many the notifications page shows at first, and adds with each "Load more". */
export const NOTIFICATION_LIST_PAGE_SIZE = 20;

export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

/** The notifications page's filters; no key is no filter. */
export interface NotificationFilters {
  topic?: NotificationTopic;
  unreadOnly?: true;
}

/** A list's query: the account, the page size and the filters set (an unset filter is left out of the key). */
const listQuery = (accountId: string, limit: number, { topic, unreadOnly }: NotificationFilters = {}) => ({
  accountId,
  limit,
  ...(topic && { topic }),
  ...(unreadOnly && { unreadOnly: 'true' as const }),
});

/** The bell's list of the person's notifications on an account; its first page carries the unread count. */
export const notificationsKey = (accountId: string) =>
  contractKey(listNotifications, { query: listQuery(accountId, NOTIFICATION_PAGE_SIZE) });

/** Every cached list of the person's notifications on an account: the bell's and the page's, whatever their filters. */
export const allNotificationLists = (accountId: string) => [listNotifications.path, {}, { accountId }] as const;

/** Newest first, a page at a time; every page carries the account's whole unread count. */
function useNotificationPages(query: ReturnType<typeof listQuery>) {
  return useInfiniteQuery({
    queryKey: contractKey(listNotifications, { query }),
    queryFn: ({ pageParam }) => callApi(listNotifications, { query: { ...query, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The bell's list: the header's count and the bell's dropdown share this one query. */
export const useNotifications = (accountId: string) =>
  useNotificationPages(listQuery(accountId, NOTIFICATION_PAGE_SIZE));

/** The notifications page: all of them, or one topic, or the unread ones. */
export const useNotificationList = (accountId: string, filters: NotificationFilters) =>
  useNotificationPages(listQuery(accountId, NOTIFICATION_LIST_PAGE_SIZE, filters));
