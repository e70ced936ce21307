import type { MessageSender } from '../../adapters/message';
import type { Db } from '../../db/database';
import { addSeconds, type Clock } from '../../lib/clock';
import { nextLookMs } from '../../outbox/dispatch';
import type { AddressPolicy } from '../../lib/address-policy';
import { RETRY_WINDOW_SECONDS, retryDelaySeconds } from './backoff';
import { claimDueDeliveries, recordOutcomes, type ClaimedDelivery, type DeliveryOutcome } from './delivery-queue';
import { shutOffEndpoint } from './endpoint-shutoff';
import { webhookPoster, ATTEMPT_TIMEOUT_MS, type AttemptResult, type WebhookPoster } from './http-post';
import { webhookHeaders, webhookIdOf } from './signing';

/** Longer than an attempt may take (10 s) plus recording it, so a live worker's claim never runs out. */
export const LEASE_SECONDS = ATTEMPT_TIMEOUT_MS / 1000 + 10;

export interface WebhookDeliveryOptions {
  db: Db;
  clock: Clock;
  policy: AddressPolicy;
  messages: MessageSender;
  /** Deliveries in flight at once (default 1,024). */
  concurrency?: number;
  /**
   * How soon to look again for due deliveries after the last one (default 25 ms: one index probe each);
   * while none come, the wait doubles up to the dispatcher's IDLE_LOOK_MAX_MS.
   */
  idleMs?: number;
  onError: (error: unknown) => void;
}

export interface WebhookDelivery {
  /** Looks for due deliveries now (one was just queued in this process). */
  nudge(): void;
  /** Stops claiming, lets what is in flight finish and records it. */
  stop(): Promise<void>;
}

/** What an attempt's answer means for its delivery: done, another try later, or given up. */
export function outcomeOf(delivery: ClaimedDelivery, result: AttemptResult, now: Date): DeliveryOutcome {
  const common = {
    id: delivery.id,
    leaseUntil: delivery.leaseUntil,
    statusCode: result.statusCode,
    latencyMs: result.latencyMs,
    response: result.excerpt,
  };
  if (result.ok) return { ...common, status: 'SUCCEEDED', nextAttemptAt: now };
  const windowOver = now.getTime() - delivery.windowStart.getTime() >= RETRY_WINDOW_SECONDS * 1000;
  if (windowOver) return { ...common, status: 'FAILED', nextAttemptAt: now };
  return { ...common, status: 'PENDING', nextAttemptAt: addSeconds(now, retryDelaySeconds(delivery.attempts)) };
}

async function attemptDelivery(
  delivery: ClaimedDelivery,
  poster: WebhookPoster,
  clock: Clock,
): Promise<DeliveryOutcome> {
  const headers = webhookHeaders(delivery.secrets, webhookIdOf(delivery.eventId), clock.now(), delivery.body);
  const result = await poster.post(delivery.url, headers, delivery.body);
  return outcomeOf(delivery, result, clock.now());
}

async function recordAndShutOff(
  options: Pick<WebhookDeliveryOptions, 'db' | 'messages' | 'clock'>,
  outcomes: DeliveryOutcome[],
): Promise<void> {
  const failed = await recordOutcomes(options.db, outcomes);
  for (const endpointId of new Set(failed.map((delivery) => delivery.endpointId)))
    await shutOffEndpoint(options.db, options.messages, endpointId, options.clock.now());
}

/** Sends every delivery due now once and records the outcomes: what one round of the worker does (tests). */
export async function deliverDueOnce(options: Omit<WebhookDeliveryOptions, 'onError'>, limit = 1_000): Promise<number> {
  const poster = webhookPoster(options.policy);
  try {
    const now = options.clock.now();
    const claimed = await claimDueDeliveries(options.db, now, addSeconds(now, LEASE_SECONDS), limit);
    const outcomes = await Promise.all(claimed.map((delivery) => attemptDelivery(delivery, poster, options.clock)));
    await recordAndShutOff(options, outcomes);
    return claimed.length;
  } finally {
    await poster.close();
  }
}

/**
 * Sends due deliveries continuously: claims as many as it has free slots (bounded concurrency), posts each
 * signed, and records the outcomes in batches. A 2xx is recorded before the delivery could be claimed
 * again (the lease outlasts the attempt), so a recorded success is never sent again; a worker that dies
 * before recording leaves the claim to expire, and the event goes out again with the same webhook-id.
 */
export function startWebhookDelivery(options: WebhookDeliveryOptions): WebhookDelivery {
  const concurrency = options.concurrency ?? 1_024;
  const idleMs = options.idleMs ?? 25;
  const poster = webhookPoster(options.policy, { connections: Math.min(concurrency, 128) });
  const finished: DeliveryOutcome[] = [];
  let inFlight = 0;
  let stopped = false;
  let wake: (() => void) | null = null;
  const rouse = () => wake?.();
  const rest = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    finished.push(await attemptDelivery(delivery, poster, options.clock));
  }

  // Outcomes are recorded by one background flush at a time, on its own connection, while the loop
  // claims the next batch: the two statements overlap instead of taking turns.
  let flushing: Promise<void> | null = null;
  let flushAgainAt = 0;
  function startFlush(): void {
    if (flushing || finished.length === 0 || Date.now() < flushAgainAt) return;
    const batch = finished.splice(0);
    flushing = recordAndShutOff(options, batch)
      .catch((error: unknown) => {
        // Kept for a later flush; if the lease runs out first, the delivery is simply tried again.
        finished.unshift(...batch);
        flushAgainAt = Date.now() + 1_000;
        options.onError(error);
      })
      .finally(() => {
        flushing = null;
        rouse();
      });
  }

  // Looks again after idleMs while work comes in, and backs off to IDLE_LOOK_MAX_MS while none does (another
  // process may have queued it; work queued in this process nudges the worker at once).
  let quietMs = idleMs;
  const loop = (async () => {
    while (!stopped || inFlight > 0 || finished.length > 0 || flushing) {
      let claimedAll = false;
      let failed = false;
      startFlush();
      const free = concurrency - inFlight;
      // Claim in batches (an eighth of the slots at least) rather than one query per finished delivery.
      if (!stopped && (free >= Math.max(1, concurrency / 8) || inFlight === 0)) {
        try {
          const now = options.clock.now();
          const claimed = await claimDueDeliveries(options.db, now, addSeconds(now, LEASE_SECONDS), free);
          claimedAll = claimed.length === free;
          quietMs = nextLookMs(claimed.length > 0 || inFlight > 0, quietMs, idleMs);
          for (const delivery of claimed) {
            inFlight += 1;
            void attempt(delivery)
              .catch(options.onError)
              .finally(() => {
                inFlight -= 1;
                rouse();
              });
          }
        } catch (error) {
          failed = true;
          options.onError(error);
        }
      }
      if (claimedAll) continue;
      // Woken early by a finished attempt, a finished flush or a nudge.
      await rest(failed || (stopped && !flushing && inFlight === 0) ? 1_000 : quietMs);
      wake = null;
    }
  })();

  return {
    nudge: rouse,
    async stop() {
      stopped = true;
      rouse();
      await loop;
      await poster.close();
    },
  };
}
