import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QueryState } from '../../../components/query-state';
import { useNotifications } from '../api/list-notifications';
import { MarkAllReadButton } from './mark-all-read-button';
import { NotificationList } from './notification-list';
import classes from './notification-bell.module.css';

/** The bell's dropdown: the newest notifications, "Mark all as read", "Load more" and the way to all of them. */
export function NotificationPanel({ accountId, onClose }: { accountId: string; onClose: () => void }) {
  const notifications = useNotifications(accountId);
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  return (
    <Stack gap={0}>
      <Group justify="space-between" wrap="nowrap" className={classes.header}>
        <Text component="h2" fw={700} size="md">
          Notifications
        </Text>
        <MarkAllReadButton accountId={accountId} unread={unread} variant="subtle" size="xs" />
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
            <NotificationList
              accountId={accountId}
              query={notifications}
              pages={data.pages}
              onOpened={(notification) => {
                if (notification.link) onClose();
              }}
            />
          </div>
        )}
      </QueryState>
      <Anchor component={Link} to={paths.notifications.href()} onClick={onClose} size="sm" className={classes.footer}>
        See all notifications
      </Anchor>
    </Stack>
  );
}
