import { Loader, Popover } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTakeOver, type TakeOver } from '../../../lib/deferred-part';
import { lazyComponent } from '../../../lib/lazy-component';
import { BellButton } from './bell-button';
import classes from './notification-bell.module.css';

// The list, its times and its actions load when the bell is first opened.
const { Lazy: NotificationPanel } = lazyComponent(() =>
  import('./notification-panel').then((module) => module.NotificationPanel),
);

export interface NotificationPopoverProps {
  takeOver: TakeOver;
  accountId: string;
  unread: number;
}

/** The bell's popover with its newest notifications, loaded after the first paint (notification-bell.tsx). */
export function NotificationPopover({ accountId, unread, takeOver }: NotificationPopoverProps) {
  const [opened, setOpened] = useState(false);
  const target = useTakeOver(takeOver, () => setOpened(true));
  return (
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
        <BellButton ref={target} unread={unread} onClick={() => setOpened((open) => !open)} />
      </Popover.Target>
      {/* Focusable itself: focus moves into the list even before its chunk has loaded. */}
      <Popover.Dropdown tabIndex={-1}>
        <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading your notifications" m="md" />}>
          <NotificationPanel accountId={accountId} onClose={() => setOpened(false)} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
