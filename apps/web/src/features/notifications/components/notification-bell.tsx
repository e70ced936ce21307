import { Indicator } from '@mantine/core';
import { deferredPart } from '../../../lib/deferred-part';
import { useNotifications } from '../api/list-notifications';
import { BellButton } from './bell-button';
import classes from './notification-bell.module.css';

export { bellLabel } from './bell-button';

// The popover (Mantine's Popover and floating-ui) loads after the first paint; the header only needs the
// count to draw (lib/deferred-part.ts). Its list, times and actions load when it is first opened.
const useNotificationPopover = deferredPart(() =>
  import('./notification-popover').then((module) => module.NotificationPopover),
);

/** The header's bell: the person's unread count on the selected account, and their newest notifications. */
export function NotificationBell({ accountId }: { accountId: string }) {
  const notifications = useNotifications(accountId);
  const unread = notifications.data?.pages[0]?.unreadCount ?? 0;
  const { Part, takeOver, standIn } = useNotificationPopover();
  return (
    <Indicator
      label={<span aria-hidden>{unread > 99 ? '99+' : unread}</span>}
      disabled={unread === 0}
      color="red.9"
      size={18}
      offset={7}
      className={classes.indicator}
    >
      {Part ? (
        <Part accountId={accountId} unread={unread} takeOver={takeOver} />
      ) : (
        <BellButton unread={unread} aria-expanded={false} {...standIn} />
      )}
    </Indicator>
  );
}
