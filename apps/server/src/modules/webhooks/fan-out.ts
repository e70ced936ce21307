import { and, eq } from 'drizzle-orm';
import { v7 as timeOrderedId } from 'uuid';
import { anyOf, insertMany } from '../../db/bulk';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';
import type { Db } from '../../db/database';
import type { domainEvents } from '../../db/schema/index';

/**
 * Turns each event into one delivery per enabled endpoint of its account that subscribes to its type, in
 * the dispatcher's transaction. The (endpoint, event) key makes a batch dispatched again add nothing.
 */
export const webhookFanOut = {
  name: 'webhooks',
  async handle(tx: Db, events: (typeof domainEvents.$inferSelect)[], now: Date): Promise<void> {
    const accountIds = [...new Set(events.map((event) => event.accountId))];
    const endpoints = await tx
      .select({
        id: webhookEndpoints.id,
        accountId: webhookEndpoints.accountId,
        eventTypes: webhookEndpoints.eventTypes,
      })
      .from(webhookEndpoints)
      .where(and(anyOf(webhookEndpoints.accountId, accountIds), eq(webhookEndpoints.enabled, true)));
    if (endpoints.length === 0) return;
    const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
    for (const event of events)
      for (const endpoint of endpoints)
        if (endpoint.accountId === event.accountId && endpoint.eventTypes.includes(event.type))
          rows.push({
            id: timeOrderedId(),
            accountId: event.accountId,
            endpointId: endpoint.id,
            eventId: event.id,
            eventType: event.type,
            nextAttemptAt: now,
          });
    await insertMany(tx, webhookDeliveries, rows, { onConflictDoNothing: true });
  },
};
