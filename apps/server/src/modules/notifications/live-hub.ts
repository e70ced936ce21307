import { randomUUID } from 'node:crypto';
import { and, asc, gt, inArray } from 'drizzle-orm';
import type { EventType } from '@portal/shared/events';
import type { LiveCloseReason, LiveMessage } from '@portal/shared/notifications';
import type { Db } from '../../db/database';
import { domainEvents, notifications } from '../../db/schema/index';
import { onAccessChange } from '../../http/access-signal';
import { onOutbox } from '../../outbox/outbox-signal';
import { allowedStreams, type StreamAccess } from './stream-access';
import { toNotification, unreadCount } from './notification-repository';
import { TOUCH_EVERY_MS, recordClosedStream, recordOpenStream, streamsStillOpen } from './stream-registry';

export interface LiveSubscriber {
  recipient: string;
  accountId: string;
  /** What the stream was opened with: it stays open only while that access lasts. */
  access: StreamAccess;
  mayHearOf(type: EventType): boolean;
  send(id: string, message: LiveMessage): void;
  /**
   * Ends the stream: the server is shutting down (no reason: the browser reconnects elsewhere), or it says
   * why (the person's access changed, or they opened too many streams) before it ends.
   */
  end(reason?: LiveCloseReason): void;
}

/** An outbox event as the stream sends it (the webhook envelope's fields). */
const eventMessage = (event: typeof domainEvents.$inferSelect): LiveMessage => ({
  kind: 'event',
  event: {
    id: event.id,
    type: event.type,
    accountId: event.accountId,
    timestamp: event.occurredAt.toISOString(),
    data: event.payload,
  },
});

const notificationMessage = (row: typeof notifications.$inferSelect, unread: number): LiveMessage => ({
  kind: 'notification',
  notification: toNotification(row),
  unreadCount: unread,
});

/** How far back each look reaches: a change that commits later than this after its id was made is missed. */
const WINDOW_MS = 20_000;
/** How often open streams are checked against their access: a sign-out elsewhere ends them this soon. */
const ACCESS_CHECK_MS = 500;

/** The smallest time-ordered id (UUID v7) made at or after this instant. */
export const firstIdAt = (ms: number) => {
  const hex = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
};

/**
 * One per web process: while anyone listens it looks every `intervalMs` for new outbox events of the
 * listened accounts and new notifications of the listening people, and hands each to its listeners once.
 * Ids are time-ordered but commit in any order, so each look reaches back a window and remembers what it
 * sent. Polling the database keeps it one mechanism on PGlite and PostgreSQL, across processes.
 */
export function createLiveHub(
  db: Db,
  options: { intervalMs?: number; now?: () => Date; onError: (error: unknown) => void },
) {
  const intervalMs = options.intervalMs ?? 250;
  const now = options.now ?? (() => new Date());
  const subscribers = new Set<LiveSubscriber>();
  /** The open streams' ids in the table every process counts (stream-registry.ts), once recorded there. */
  const recorded = new Map<LiveSubscriber, string>();
  let touchedAt = 0;
  const sent = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let accessTimer: NodeJS.Timeout | null = null;
  let stopListening: (() => void) | null = null;
  let stopAccessListening: (() => void) | null = null;
  let running = false;
  let again = false;
  let checking: Promise<void> | null = null;
  /** The registry's writes, the looks and the checks in flight: close() waits for them, so none runs after the
   * pool has closed. */
  const writing = new Set<Promise<unknown>>();
  function track(write: Promise<unknown>) {
    const tracked = write.catch(options.onError).finally(() => writing.delete(tracked));
    writing.add(tracked);
  }

  /**
   * Ends the streams whose access is gone: signed out (here or on any process), disabled, or a role that is
   * not the one the stream was opened with; and those the person's newer streams pushed past the cap, on
   * whatever process they were opened. Asked every ACCESS_CHECK_MS while anyone listens, and at once when this
   * process ends a sign-in or records an open.
   */
  function checkAccess(): Promise<void> {
    checking ??= (async () => {
      try {
        const open = [...subscribers];
        const mine = [...recorded];
        const touch = Date.now() - touchedAt >= TOUCH_EVERY_MS;
        // Each answer acts on its own: a failing registry must not keep a sign-out from closing its streams.
        const [allowed, stillOpen] = await Promise.allSettled([
          allowedStreams(
            db,
            open.map((subscriber) => subscriber.access),
            now(),
          ),
          streamsStillOpen(
            db,
            mine.map(([, id]) => id),
            touch,
          ),
        ]);
        if (allowed.status === 'fulfilled') {
          for (const subscriber of open) {
            if (!allowed.value.has(subscriber.access)) closeStream(subscriber, 'ACCESS_CHANGED');
          }
        } else options.onError(allowed.reason);
        if (stillOpen.status === 'fulfilled') {
          if (touch) touchedAt = Date.now();
          for (const [subscriber, id] of mine) {
            if (!stillOpen.value.has(id)) closeStream(subscriber, 'TOO_MANY_STREAMS');
          }
        } else options.onError(stillOpen.reason);
      } catch (error) {
        options.onError(error);
      } finally {
        checking = null;
      }
    })();
    return checking;
  }

  function closeStream(subscriber: LiveSubscriber, reason: LiveCloseReason) {
    if (!subscribers.delete(subscriber)) return;
    forget(subscriber);
    subscriber.end(reason);
    if (subscribers.size === 0) stopLooking();
  }

  /** Takes a stream that ended here off the record every process counts. */
  function forget(subscriber: LiveSubscriber) {
    const id = recorded.get(subscriber);
    if (!id) return;
    recorded.delete(subscriber);
    track(recordClosedStream(db, id));
  }

  function stopLooking() {
    if (timer) clearInterval(timer);
    if (accessTimer) clearInterval(accessTimer);
    timer = null;
    accessTimer = null;
    stopListening?.();
    stopAccessListening?.();
    stopListening = null;
    stopAccessListening = null;
  }

  async function look(): Promise<void> {
    if (subscribers.size === 0) return;
    // A nudge during a look is not lost: one more look follows.
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const now = Date.now();
      for (const [id, at] of sent) if (at < now - 2 * WINDOW_MS) sent.delete(id);
      const floor = firstIdAt(now - WINDOW_MS);
      const accountIds = [...new Set([...subscribers].map((subscriber) => subscriber.accountId))];
      const recipients = [...new Set([...subscribers].map((subscriber) => subscriber.recipient))];
      const [events, fresh] = await Promise.all([
        db
          .select()
          .from(domainEvents)
          .where(and(inArray(domainEvents.accountId, accountIds), gt(domainEvents.id, floor)))
          .orderBy(asc(domainEvents.id))
          .limit(2000),
        db
          .select()
          .from(notifications)
          .where(and(inArray(notifications.recipient, recipients), gt(notifications.id, floor)))
          .orderBy(asc(notifications.id))
          .limit(2000),
      ]);
      for (const event of events) {
        if (sent.has(event.id)) continue;
        sent.set(event.id, now);
        const message = eventMessage(event);
        for (const subscriber of subscribers) {
          if (subscriber.accountId === event.accountId && subscriber.mayHearOf(event.type)) {
            subscriber.send(event.id, message);
          }
        }
      }
      for (const row of fresh) {
        if (sent.has(row.id)) continue;
        sent.set(row.id, now);
        const listeners = [...subscribers].filter(
          (subscriber) => subscriber.recipient === row.recipient && subscriber.accountId === row.accountId,
        );
        if (listeners.length === 0) continue;
        const unread = await unreadCount(db, row.recipient, row.accountId);
        for (const listener of listeners) {
          listener.send(row.id, notificationMessage(row, unread));
        }
      }
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await look();
    }
  }

  return {
    subscribe(subscriber: LiveSubscriber): () => void {
      subscribers.add(subscriber);
      // Counted with the person's streams on every process; those past the cap close at their process's next
      // check (this one's at once), the oldest first.
      const id = randomUUID();
      track(
        recordOpenStream(db, { id, recipient: subscriber.recipient }).then(async () => {
          if (!subscribers.has(subscriber)) return recordClosedStream(db, id);
          recorded.set(subscriber, id);
          await checkAccess();
        }),
      );
      timer ??= setInterval(() => track(look()), intervalMs);
      accessTimer ??= setInterval(() => track(checkAccess()), ACCESS_CHECK_MS);
      // In a process that also ingests or dispatches, news is looked for the moment it is committed.
      stopListening ??= onOutbox(() => track(look()));
      stopAccessListening ??= onAccessChange(() => track(checkAccess()));
      return () => {
        subscribers.delete(subscriber);
        forget(subscriber);
        if (subscribers.size === 0) stopLooking();
      };
    },
    /** Checks every open stream's access now (tests; the timer does it every half second). */
    checkAccess,
    /** Sends a reconnecting stream what happened after `lastId` (its Last-Event-ID), oldest first. */
    async replay(subscriber: LiveSubscriber, lastId: string) {
      const [events, fresh] = await Promise.all([
        db
          .select()
          .from(domainEvents)
          .where(and(inArray(domainEvents.accountId, [subscriber.accountId]), gt(domainEvents.id, lastId)))
          .orderBy(asc(domainEvents.id))
          .limit(500),
        db
          .select()
          .from(notifications)
          .where(
            and(
              inArray(notifications.recipient, [subscriber.recipient]),
              inArray(notifications.accountId, [subscriber.accountId]),
              gt(notifications.id, lastId),
            ),
          )
          .orderBy(asc(notifications.id))
          .limit(500),
      ]);
      for (const event of events) {
        if (subscriber.mayHearOf(event.type)) subscriber.send(event.id, eventMessage(event));
      }
      if (fresh.length === 0) return;
      const unread = await unreadCount(db, subscriber.recipient, subscriber.accountId);
      for (const row of fresh) subscriber.send(row.id, notificationMessage(row, unread));
    },
    /** Ends every stream here and resolves once their records are off the registry. */
    async close() {
      for (const subscriber of subscribers) {
        forget(subscriber);
        subscriber.end();
      }
      subscribers.clear();
      stopLooking();
      // A write may start another (an open that lands after its stream ended takes itself off again).
      while (writing.size > 0) await Promise.all(writing);
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
