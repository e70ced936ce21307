import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@portal/shared/notifications';
import { allNotificationLists, notificationsKey, type NotificationPages } from './list-notifications';

/**
 * Changes cached lists in place: every page gets the new unread count, and `items` maps each page's. Marks read
 * change every list (the bell's and the notifications page's, whatever their filters); a new one only the bell's.
 */
function updatePages(
  queryClient: QueryClient,
  accountId: string,
  unreadCount: number,
  items: (notifications: Notification[], pageIndex: number) => Notification[],
  lists: 'bell' | 'all' = 'all',
) {
  queryClient.setQueriesData<NotificationPages>(
    {
      queryKey: lists === 'bell' ? notificationsKey(accountId) : allNotificationLists(accountId),
      exact: lists === 'bell',
    },
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page, index) => ({ ...page, unreadCount, items: items(page.items, index) })),
          }
        : data,
  );
}

/**
 * A notification the live stream brought: on top of the list with the server's count, no refetch. A list
 * still loading is asked again instead, since its answer may predate this notification; one seen already
 * (a resumed stream sends again what came after its last id) only updates the count.
 */
export function addLiveNotification(
  queryClient: QueryClient,
  accountId: string,
  notification: Notification,
  unreadCount: number,
) {
  if (notification.accountId !== accountId) return;
  const queryKey = notificationsKey(accountId);
  if (queryClient.isFetching({ queryKey }) > 0) {
    void queryClient.invalidateQueries({ queryKey });
    return;
  }
  const data = queryClient.getQueryData<NotificationPages>(queryKey);
  const known = data?.pages.some((page) => page.items.some((item) => item.id === notification.id)) ?? false;
  updatePages(
    queryClient,
    accountId,
    unreadCount,
    (items, index) => (index === 0 && !known ? [notification, ...items] : items),
    'bell',
  );
  // The page's lists are filtered: whether it belongs in one is the server's to say.
  const bell = hashKey(queryKey);
  void queryClient.invalidateQueries({
    queryKey: allNotificationLists(accountId),
    predicate: (query) => query.queryHash !== bell,
  });
}

/** After the server marked one read: that one read, and its count. */
export const storeRead = (queryClient: QueryClient, accountId: string, id: string, unreadCount: number) =>
  updatePages(queryClient, accountId, unreadCount, (items) =>
    items.map((item) => (item.id === id ? { ...item, read: true } : item)),
  );

/** After the server marked all read. */
export const storeAllRead = (queryClient: QueryClient, accountId: string, unreadCount: number) =>
  updatePages(queryClient, accountId, unreadCount, (items) => items.map((item) => ({ ...item, read: true })));
