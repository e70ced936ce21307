import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@portal/shared/notifications';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import { formatAgo, formatDateTime } from '../../../lib/format';
import classes from './notification-bell.module.css';

interface NotificationItemProps {
  notification: Notification;
  onOpen: () => void;
  /** The notifications page tells the day and time in the account's zone; the bell how long ago ("12 min ago"). */
  exactTimeIn?: { timeZone: string | null | undefined };
}

/**
 * One notification: unread ones stand out (a dot, bold title, tinted row, and "Unread" for screen
 * readers). It opens its page when it has one; either way, opening it marks it read.
 */
export function NotificationItem({ notification, onOpen, exactTimeIn }: NotificationItemProps) {
  const { title, body, createdAt, read } = notification;
  // Links are the portal's own paths (/lead/…, /billing): anything else is not followed.
  const link = safeRedirectPath(notification.link);
  const unread = read ? undefined : true;
  const content = (
    <>
      <span className={classes.dot} data-unread={unread} aria-hidden />
      <span className={classes.text}>
        <Text size="sm" fw={read ? 500 : 700} component="span" display="block">
          {!read && (
            <>
              <VisuallyHidden component="span">Unread:</VisuallyHidden>{' '}
            </>
          )}
          {title}
        </Text>
        <Text size="sm" c="dimmed" component="span" display="block" lineClamp={2}>
          {body}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={createdAt} display="block" mt={2}>
          {exactTimeIn ? formatDateTime(createdAt, exactTimeIn.timeZone) : formatAgo(createdAt, new Date())}
        </Text>
      </span>
    </>
  );
  return (
    <li>
      {link ? (
        <UnstyledButton component={Link} to={link} onClick={onOpen} className={classes.item} data-unread={unread}>
          {content}
        </UnstyledButton>
      ) : unread ? (
        <UnstyledButton onClick={onOpen} className={classes.item} data-unread>
          {content}
        </UnstyledButton>
      ) : (
        <div className={classes.item}>{content}</div>
      )}
    </li>
  );
}
