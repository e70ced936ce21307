import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { NotificationPage } from '@portal/shared/notifications';
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
