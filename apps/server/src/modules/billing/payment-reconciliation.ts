import { and, asc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { MessageSender } from '../../adapters/message';
import type { PaymentsProvider } from '../../adapters/payments/payments-provider';
import type { Db } from '../../db/database';
import { paymentBridgeLinks, payments } from '../../db/schema/index';
import { tenantScope } from '../../db/tenant-scope';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../db/audit';
import type { PaymentRow } from './payment-rows';
import { settle } from './payment-settlement';

/** The per-minute cron that reconciled before the loop below; unscheduled where a database still has it. */
export const RECONCILE_PAYMENTS_JOB = 'reconcile-payments';

const RECONCILER: Actor = { userId: null, username: 'payments-reconciliation' };
/** A link claimed this long ago with no payment made through it was left by a request that died. */
const ABANDONED_CLAIM_MS = 10 * 60_000;

export type ReconcileOutcome = 'SUCCEEDED' | 'FAILED' | 'UNANSWERED';

/**
 * Settles the payments whose answer never came (the provider timed out, the process died): each PENDING
 * payment older than `afterMs` (longer than the provider time-out, so its request is over) is looked up at
 * the provider by its idempotency key and booked or failed by what it says, exactly as a retry would. Runs
 * that overlap (two workers) settle each payment once: settling is conditional on PENDING.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentsProvider | null,
  messages: MessageSender,
  now: Date,
  afterMs: number,
): Promise<ReconcileOutcome[]> {
  await releaseAbandonedLinks(db, now);
  if (!provider) return [];
  const stuck = await db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'PENDING'), lt(payments.createdAt, new Date(now.getTime() - afterMs))))
    .orderBy(asc(payments.createdAt))
    .limit(200);
  const outcomes: ReconcileOutcome[] = [];
  const failures: unknown[] = [];
  for (const payment of stuck) {
    // One payment that throws must not hold up those after it (it is first again on every run).
    try {
      outcomes.push(await settleFromRecord(db, provider, messages, payment, now));
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} payments could not be reconciled`);
  return outcomes;
}

/** How long after it was made a PENDING payment is surely over: the provider's time-out and a margin. */
export const settleAfterMs = (providerTimeoutMs: number) => providerTimeoutMs + 5_000;

/** One PENDING payment, settled by the provider's record of its charge (or left, when it does not answer). */
export async function settleFromRecord(
  db: Db,
  provider: PaymentsProvider,
  messages: MessageSender,
  payment: PaymentRow,
  now: Date,
): Promise<ReconcileOutcome> {
  const outcome = await provider.findCharge(payment.providerIdempotencyKey);
  if (outcome.status === 'unavailable') return 'UNANSWERED';
  try {
    const settled = await settle(tenantScope(db, payment), messages, payment, outcome, RECONCILER, now);
    return settled.status === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED';
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'BUSINESS_RULE')) throw error;
    return 'FAILED';
  }
}

export interface PaymentReconciliation {
  stop(): Promise<void>;
}

/**
 * Reconciles every `everyMs` in this worker, not on a minute cron: a cron tick a minute apart, after the
 * time-out and its margin, left a stuck payment up to 75 s; a PENDING payment is settled within
 * settleAfterMs(timeout) + everyMs. A run still going when the next is due is not doubled.
 */
export function startPaymentReconciliation({
  db,
  provider,
  messages,
  now,
  afterMs,
  everyMs,
  onError,
}: {
  db: Db;
  provider: PaymentsProvider | null;
  messages: MessageSender;
  now: () => Date;
  afterMs: number;
  everyMs: number;
  onError: (error: unknown) => void;
}): PaymentReconciliation {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= reconcilePayments(db, provider, messages, now(), afterMs)
      .catch(onError)
      .finally(() => (running = null));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** A link claimed by a request that died before it made a payment may be used again. */
async function releaseAbandonedLinks(db: Db, now: Date) {
  await db
    .update(paymentBridgeLinks)
    .set({ usedAt: null })
    .where(
      and(
        isNotNull(paymentBridgeLinks.usedAt),
        isNull(paymentBridgeLinks.paymentId),
        lt(paymentBridgeLinks.usedAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
      ),
    );
}
