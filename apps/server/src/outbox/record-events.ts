import { v7 as timeOrderedId } from 'uuid';
import type { EventPayload, EventType } from '@portal/shared/events';
import type { Db } from '../db/database';
import { insertMany } from '../db/bulk';
import { domainEvents } from '../db/schema/index';

export type NewDomainEvent = {
  [T in EventType]: { type: T; accountId: string; occurredAt: Date; data: EventPayload<T> };
}[EventType];

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** The outbox row of an event (its id is time-ordered; see domainEvents). */
export const domainEventRow = (event: NewDomainEvent): typeof domainEvents.$inferInsert & { id: string } => ({
  id: timeOrderedId(),
  accountId: event.accountId,
  type: event.type,
  payload: event.data,
  occurredAt: event.occurredAt,
});

/**
 * Writes events to the outbox. Call it with the transaction of the change they report: they go out only
 * if it commits, and always if it does.
 */
export async function recordEvents(tx: Db, events: NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await insertMany(tx, domainEvents, events.map(domainEventRow));
}
