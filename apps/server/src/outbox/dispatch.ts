import { asc, isNull, sql } from 'drizzle-orm';
import { anyOf } from '../db/bulk';
import type { Db } from '../db/database';
import { domainEvents } from '../db/schema/index';
import { onOutbox, signalOutbox } from './outbox-signal';
import type { DomainEventRow } from './record-events';

/**
 * What one kind of receiver makes of a batch of events (in-app notifications, messages, webhook
 * deliveries). It runs in the dispatcher's transaction: what it writes commits with the events marked
 * dispatched, or neither does, so an event is never half sent on and never sent on twice.
 */
export interface EventHandler {
  name: string;
  handle(tx: Db, events: DomainEventRow[], now: Date): Promise<void>;
}

/**
 * Takes the oldest undispatched events (skipping those another dispatcher holds), hands them to every
 * handler and marks them dispatched, in one transaction. Answers how many it took.
 */
const DISPATCH_BATCH = 500;

export async function dispatchEvents(
  db: Db,
  handlers: EventHandler[],
  now: Date,
  batch = DISPATCH_BATCH,
): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(domainEvents)
      .where(isNull(domainEvents.dispatchedAt))
      .orderBy(asc(domainEvents.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;
    for (const handler of handlers) await handler.handle(tx, pending, now);
    await tx
      .update(domainEvents)
      .set({ dispatchedAt: now })
      .where(
        sql`${anyOf(
          domainEvents.id,
          pending.map((event) => event.id),
        )} and ${domainEvents.dispatchedAt} is null`,
      );
    return pending.length;
  });
}

/**
 * The longest an idle dispatcher or delivery worker waits before it looks again. Work recorded in the same
 * process wakes it at once; this bounds the wait for work another process recorded (a web process beside a
 * worker), so that a lead still reaches its webhook and the live stream within a second. Looking every 25 ms
 * whether or not anything came cost an idle portal a sixth of a core.
 */
const IDLE_LOOK_MAX_MS = 200;

/** The wait before the next look: `idleMs` after work was found, else twice the last wait, up to IDLE_LOOK_MAX_MS. */
export function nextLookMs(foundWork: boolean, lastMs: number, idleMs: number): number {
  return foundWork ? idleMs : Math.min(lastMs * 2, Math.max(idleMs, IDLE_LOOK_MAX_MS));
}

export interface EventDispatcher {
  /** Asks for a run now (an event was just recorded in this process) instead of at the next tick. */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Dispatches continuously: while full batches wait it takes batch after batch; otherwise it looks again
 * after `idleMs`, and while nothing comes, after twice as long each time up to `IDLE_LOOK_MAX_MS` (at once
 * when nudged: an event recorded in this process, or signalled by the outbox). A failed run is logged and
 * retried at the next tick; the events stay undispatched, so nothing is lost.
 */
export function startEventDispatcher(options: {
  db: Db;
  /** Null: do not dispatch (nudges and stop still work). */
  handlers: EventHandler[] | null;
  now: () => Date;
  idleMs?: number;
  onError: (error: unknown) => void;
}): EventDispatcher {
  const idleMs = options.idleMs ?? 25;
  let quietMs = idleMs;
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, quietMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const handlers = options.handlers;
  if (!handlers) return { nudge: () => undefined, stop: async () => undefined };
  const stopListening = onOutbox(() => wake?.());
  const loop = (async () => {
    while (!stopped) {
      try {
        const dispatched = await dispatchEvents(options.db, handlers, options.now(), DISPATCH_BATCH);
        if (dispatched > 0) signalOutbox();
        quietMs = nextLookMs(dispatched > 0, quietMs, idleMs);
        // A full batch means more are waiting: go on at once. A partial one means the dispatcher has caught
        // up; under a steady stream of events, running again at once would take a few events per run and
        // pay each run's fixed cost (its reads, skipping the entries it just dispatched) for each few.
        if (dispatched === DISPATCH_BATCH) continue;
      } catch (error) {
        options.onError(error);
      }
      if (!stopped) await sleep();
      wake = null;
    }
  })();
  return {
    nudge: () => wake?.(),
    async stop() {
      stopped = true;
      stopListening();
      wake?.();
      await loop;
    },
  };
}
