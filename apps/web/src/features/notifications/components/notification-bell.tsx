import { ActionIcon, Indicator, Loader, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useNotifications } from '../api/list-notifications';
import classes from './notification-bell.module.css';

// The list, its times and its actions load when the bell is first opened: the header only needs the count.
const NotificationPanel = lazyNamed(() => import('./notification-panel'), 'NotificationPanel');

/** What the bell is called: its count is part of its name, since the red badge is only seen. */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/** The header's bell: the person's unread count on the selected account, and their newest notifications. */
export function NotificationBell({ accountId }: { accountId: string }) {
  const [opened, setOpened] = useState(false);
  const notifications = useNotifications(accountId);
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      color="red.9"
      size={18}
      offset={7}
      className={classes.indicator}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        trapFocus
        returnFocus
        // The header is always on screen; jsdom, which measures nothing, would count the bell as hidden.
        hideDetached={false}
        classNames={{ dropdown: classes.dropdown }}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            size={40}
            radius="xl"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((open) => !open)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        {/* Focusable itself: focus moves into the list even before its chunk has loaded. */}
        <Popover.Dropdown tabIndex={-1}>
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading your notifications" m="md" />}>
            <NotificationPanel accountId={accountId} onClose={() => setOpened(false)} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
