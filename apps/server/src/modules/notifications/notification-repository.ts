import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, type Notification, type NotificationTopic } from '@portal/shared/notifications';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema/index';
import { isUuid } from '../../lib/uuid';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  accountId: row.accountId,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

const mine = (recipient: string, accountId: string) =>
  and(eq(notifications.recipient, recipient), eq(notifications.accountId, accountId));

export async function unreadCount(db: Db, recipient: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine(recipient, accountId), isNull(notifications.readAt)));
  return row!.unread;
}

/** A page of the person's notifications on an account, newest first (ids are time-ordered). */
export async function notificationPage(
  db: Db,
  options: {
    recipient: string;
    accountId: string;
    after: string | null;
    limit: number;
    unreadOnly: boolean;
    topic?: NotificationTopic;
  },
) {
  if (!isUuid(options.accountId)) return { items: [], unreadCount: 0, nextCursor: null };
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        mine(options.recipient, options.accountId),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
        options.topic ? inArray(notifications.type, [...NOTIFICATION_TOPICS[options.topic].types]) : undefined,
        options.after && isUuid(options.after) ? lt(notifications.id, options.after) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    items: page.map(toNotification),
    unreadCount: await unreadCount(db, options.recipient, options.accountId),
    nextCursor: rows.length > options.limit ? page.at(-1)!.id : null,
  };
}

/** Marks one notification read; null when it is not the person's (or not there). */
export async function markRead(db: Db, recipient: string, notificationId: string, now: Date) {
  if (!isUuid(notificationId)) return null;
  const [row] = await db
    .select({ accountId: notifications.accountId, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.recipient, recipient)));
  if (!row) return null;
  if (!row.readAt) {
    await db.update(notifications).set({ readAt: now }).where(eq(notifications.id, notificationId));
  }
  return unreadCount(db, recipient, row.accountId);
}

export async function markAllRead(db: Db, recipient: string, accountId: string, now: Date): Promise<number> {
  if (!isUuid(accountId)) return 0;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(recipient, accountId), isNull(notifications.readAt)));
  return 0;
}
