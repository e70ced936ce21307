import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { notificationHandler } from '../modules/notifications/index';
import { domainEventRow, type DomainEventRow } from '../outbox/record-events';
import { createdEventOf } from '../modules/supply/index';
import type { Db } from '../db/database';
import { domainEvents, supplyEvents } from '../db/schema/index';
import { DEMO_IDS } from './demo-data';

/**
 * History is not news: the events the seed's own writes put in the outbox (payments, the dispute, the
 * invoices) are marked dispatched, so nobody is emailed about last month. The bell is not empty, though:
 * the newest of them and the newest leads and calls become in-app notifications, by the code that makes
 * real ones, with no email or SMS.
 */
export async function seedDemoNotifications(tx: Db, now: Date): Promise<void> {
  // Rows written by this transaction carry its start time (now() is the transaction's).
  const seeded = await tx
    .update(domainEvents)
    .set({ dispatchedAt: now })
    .where(and(isNull(domainEvents.dispatchedAt), sql`${domainEvents.createdAt} = now()`))
    .returning();
  const recentLeads = await tx
    .select()
    .from(supplyEvents)
    .where(eq(supplyEvents.accountId, DEMO_IDS.parentAccount))
    .orderBy(desc(supplyEvents.occurredAt))
    .limit(4);
  const news = (
    [
      ...seeded.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime()).slice(0, 4),
      ...recentLeads.map((row) => ({ ...domainEventRow(createdEventOf(row)), createdAt: now, dispatchedAt: now })),
    ] as DomainEventRow[]
  )
    // Oldest first: notification ids are made in this order, and the bell lists the newest id first.
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  const quiet = notificationHandler({
    messagesWithin: async () => undefined,
    pushesWithin: async () => undefined,
    publicUrl: '',
  });
  await quiet.handle(tx, news, now);
}
