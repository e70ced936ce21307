import { Button } from '@mantine/core';
import type { Notification } from '@portal/shared/notifications';
import type { NotificationPages } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';
import classes from './notification-bell.module.css';

interface NotificationListProps {
  accountId: string;
  /** The list's infinite query, for its next page; `pages` is what it has loaded. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  pages: NotificationPages['pages'];
  /** The notifications page gives the account's zone for exact times; the bell says how long ago. */
  exactTimeIn?: { timeZone: string | null | undefined };
  /** After one is opened (the bell closes itself when it leads to a page). */
  onOpened?: (notification: Notification) => void;
}

/** The notifications, newest first, each read when opened, and "Load more" while there are older ones. */
export function NotificationList({ accountId, query, pages, exactTimeIn, onOpened }: NotificationListProps) {
  const markRead = useMarkNotificationRead(accountId);
  return (
    <>
      <ul className={classes.list} aria-label="Your notifications">
        {pages.flatMap((page) =>
          page.items.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              exactTimeIn={exactTimeIn}
              onOpen={() => {
                if (!notification.read) markRead.mutate(notification.id);
                onOpened?.(notification);
              }}
            />
          )),
        )}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="subtle"
          fullWidth
          radius={0}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </>
  );
}
