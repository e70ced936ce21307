import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { Link } from 'react-router';
import type { Notification } from '@portal/shared/notifications';
import { safeRedirectPath } from '@portal/shared/safe-redirect';
import classes from './notification-bell.module.css';

dayjs.extend(relativeTime);

/**
 * One notification: unread ones stand out (a dot, bold title, tinted row, and "Unread" for screen
 * readers). It opens its page when it has one; either way, opening it marks it read.
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
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
          {dayjs(createdAt).fromNow()}
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
