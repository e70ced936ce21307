import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/http/error-message';
import { notify } from '../../../lib/notify';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';
import classes from './notification-bell.module.css';

/** The bell's dropdown: the newest notifications, "Mark all as read", "Load more" and the way to all of them. */
export function NotificationPanel({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const notifications = useNotifications(accountId);
  const markAll = useMarkAllRead(accountId);
  const markRead = useMarkNotificationRead(accountId);
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <Text component="h2" fw={700} size="md">
          Notifications
        </Text>
        <Button
          variant="subtle"
          size="xs"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => notify.error(errorMessage(error, 'Your notifications could not be marked read.')),
            })
          }
        >
          Mark all as read
        </Button>
      </Group>
      <QueryState
        query={notifications}
        loadingLabel="Loading your notifications"
        errorTitle="Your notifications could not be loaded"
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
        empty={
          <Text c="dimmed" size="sm" ta="center" p="lg">
            No notifications yet
          </Text>
        }
      >
        {(data) => (
          <div className={classes.scroll}>
            <ul className={classes.list} aria-label="Your notifications">
              {data.pages.flatMap((page) =>
                page.items.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onOpen={() => {
                      if (!notification.read) markRead.mutate(notification.id);
                      if (notification.link) onClose();
                    }}
                  />
                )),
              )}
            </ul>
            {notifications.hasNextPage && (
              <Button
                variant="subtle"
                fullWidth
                radius={0}
                loading={notifications.isFetchingNextPage}
                onClick={() => void notifications.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </div>
        )}
      </QueryState>
      <Anchor component={Link} to={paths.notifications.href()} onClick={onClose} size="sm" className={classes.footer}>
        See all notifications
      </Anchor>
    </Stack>
  );
}
